-- Found by tools/fuzz/difftest.py (seed 7, reduced by --reduce): reading a
-- flood array (`[*, 1..n]`) of the default distribution in a statement over a
-- region of an explicit distribution read zeros, already at -p1. Now refused
-- with an error that says to bind the flood region to the statement's
-- distribution; flood-array-read-distributed-ok.zpl is that form and gives
-- the right answer.
-- RUN: not %zplc %s -emit=cpp 2>&1 | FileCheck %s
-- CHECK: flood-array-read-distributed.zpl:20:9: error: reading the flood array `G` (the default distribution) in a statement of distribution `D1` is not supported by the code generator yet (declare the flood region `Fr` with distribution `D1`: `Fr : D1 = [*, 1..n]`)
program flood_array_read_distributed;
config var n : integer = 3;
grid Gd = [1, 1];
distribution D1 : Gd = [block, block];
region R : D1 = [1..n, 1..n];
       Fr = [*, 1..n];
var B : [R] integer;
    G : [Fr] integer;
procedure flood_array_read_distributed();
begin
  [Fr] G := Index2;
  [R] B := G + 10 * Index1;
  [R] writeln(B);
end;
