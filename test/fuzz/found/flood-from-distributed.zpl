-- Found by tools/fuzz/difftest.py (seeds 2, 3 and 7 of the first runs): a
-- flood whose source is an array of an explicit distribution and whose target
-- is a flood array of the default distribution left the target unchanged
-- (zeros when it was never written), already at -p1. Now refused with an
-- error that says to bind the flood array's region to the source's
-- distribution (`Fr : D1 = [*, 1..n]`); flood-from-distributed-ok.zpl is that
-- form and gives the right answer. Reading G back from a statement of D1 is
-- refused too (see flood-array-read-distributed.zpl).
-- RUN: not %zplc %s -emit=cpp 2>&1 | FileCheck %s
-- CHECK: flood-from-distributed.zpl:23:10: error: flooding `B` (distribution `D1`) into the flood array `G` (the default distribution) is not supported by the code generator yet (declare the flood region `Fr` with distribution `D1`: `Fr : D1 = [*, 1..n]`)
-- CHECK: flood-from-distributed.zpl:24:9: error: reading the flood array `G` (the default distribution) in a statement of distribution `D1` is not supported by the code generator yet (declare the flood region `Fr` with distribution `D1`: `Fr : D1 = [*, 1..n]`)
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
