-- RUN: %zplc %s -emit=ir | FileCheck %s
-- insertTransfers: a shift by an element of an array of directions filled at
-- run time cannot be covered by a halo; it becomes a copy into a temporary
-- whose offsets are evaluated at run time. A shift whose subscript and
-- element fold to constants is an ordinary halo shift. Named array types
-- lower like the types they name.
program rtshift;

config var n : integer = 6;
type vec2 = array [1..2] of integer;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
var dirs : array [1..4] of direction;
    A, B : [Big] double;
    V : vec2;
    i : integer;

-- CHECK: var dirs : array [1..4, 1..2] of integer
-- CHECK: var V : array [1..2] of integer
-- CHECK: array A : [Big] double on {{.*}} halo [0:0, 0:0]
-- CHECK: transfer t0 copy A -> $T0 map [i1+dirs[i, 1], i2+dirs[i, 2]] over [R] runtime
-- CHECK-LABEL: procedure rtshift()
-- CHECK: dirs[i, 1] := (i - 2)
-- CHECK-NEXT: dirs[i, 2] := 0
-- CHECK: DR t0
-- CHECK-NEXT: SR t0
-- CHECK-NEXT: DN t0
-- CHECK-NEXT: [R] B := $T0
-- CHECK-NEXT: SV t0
-- CHECK: V[2] := 3
procedure rtshift();
begin
  for i := 1 to 4 do
    dirs[i] := [i - 2, 0];
  end;
  for i := 1 to 4 do
    [R] B := A@dirs[i];
  end;
  V[2] := 3;
end;
