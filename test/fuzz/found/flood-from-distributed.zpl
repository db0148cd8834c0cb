-- Found by tools/fuzz/difftest.py (seeds 2, 3 and 7 of the first runs): a
-- flood whose source is an array of an explicit distribution and whose target
-- is a flood array of the default distribution leaves the target unchanged
-- (zeros when it was never written), already at -p1. With the flood array
-- bound to the source's distribution (`Fr : D1 = [*, 1..n]`) it is right.
-- XFAIL: *
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
program flood_from_distributed;
config var n : integer = 3;
grid Gd = [1, 1];
distribution D1 : Gd = [block, block];
region R : D1 = [1..n, 1..n];
       Fr = [*, 1..n];
var A, B : [R] integer;
    G : [Fr] integer;
procedure flood_from_distributed();
begin
  [R] B := Index1 * 10 + Index2;
  [Fr] G := >>[2, 1..n] B;
  [R] A := G;
  [R] writeln(A);
end;
-- CHECK:       21        22        23 
-- CHECK-NEXT:       21        22        23 
-- CHECK-NEXT:       21        22        23 
