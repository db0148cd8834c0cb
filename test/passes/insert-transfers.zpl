-- RUN: %zplc %s -emit=ir | FileCheck %s
-- insertTransfers: one halo transfer per distinct shift of a statement,
-- halo widths per array from the shifts it is read with, a temporary when
-- the target is read shifted, flood and remap transfers into temporaries.
program xfer;

config var n : integer = 8;
region R = [1..n, 1..n];
       Big = [-1..n+2, 0..n+1];
direction n2 = [-2, 0]; e1 = [0, 1]; w1 = [0, -1];

var A, B : [Big] double;
    C : [R] double;

-- Halo widths: A is read 2 up and 1 right; B 1 left (a wrap shift).
-- CHECK: array A : [Big] double on DefaultDist2 halo [2:0, 0:1]
-- CHECK: array B : [Big] double on DefaultDist2 halo [0:0, 1:0]
-- Row k of C flooded down the columns is stored once per processor column.
-- CHECK: temp $T2 : [*, 1..n] double on DefaultDist2 halo [0:0, 0:0]
-- A shift used twice in one statement is transferred once.
-- CHECK: transfer t0 halo A -> A map [i1-2, i2] over [R] runtime
-- CHECK-NEXT: transfer t1 halo A -> A map [i1, i2+1] over [R] runtime
-- CHECK-NEXT: transfer t2 halo B -> B map [i1, i2-1 wrap] over [R] runtime
-- CHECK-NEXT: transfer t3 copy C -> $T2 map [xfer::k, i2] over [*, 1..n] runtime
-- CHECK-NEXT: transfer t4 copy C -> $T3 map [i2, i1] over [R] runtime

-- Array semantics: a target read shifted is computed into a temporary.
-- CHECK-LABEL: procedure xfer()
-- CHECK: [R] $T0 := ((A@[-2, 0] + A@[0, 1]) + A@[-2, 0])
-- CHECK: [R] A := $T0
-- CHECK: [R] $T1 := (B@^[0, -1] * 2.0)
-- CHECK: [R] B := $T1
-- CHECK: [R] C := ($T2 + $T3)
procedure xfer();
var k : integer;
begin
  k := 3;
  [R] A := A@n2 + A@e1 + A@n2;
  [R] B := B@^w1 * 2.0;
  [R] C := >>[k, ] C + C#[Index2, Index1];
end;
