-- RUN: %zplc %s -emit=ir | FileCheck %s
-- `read` of scalars is a statement of its own; `reflect` of a border two
-- deep is one copy transfer in a loop over the border's slices, slice j
-- mirroring the slice at the same distance inside R (2j-1 steps back).
program rr;

config var n : integer = 5;
region R = [1..n, 1..n];
       BigR = [-1..n+2, -1..n+2];
direction east2 = [0, 2];
var A : [BigR] integer;
    x : integer;
    V : array [1..2] of double;

-- CHECK: transfer t0 copy A -> A map [i1, i2+(0 - ((2 * rr::$refl0) - 1))] over [1..n, (((n + 1) - 1) + rr::$refl0)] runtime into border
-- CHECK-NOT: transfer t1
-- CHECK-LABEL: procedure rr()
-- CHECK: read(x, V[2])
-- CHECK: for $refl0 := 1 to 2 do
-- CHECK-NEXT: DR t0
procedure rr();
begin
  read(x, V[2]);
  [east2 of R] reflect A;
end;
