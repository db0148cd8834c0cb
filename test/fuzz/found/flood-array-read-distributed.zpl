-- Found by tools/fuzz/difftest.py (seed 7, reduced by --reduce): reading a
-- flood array (`[*, 1..n]`) of the default distribution in a statement over a
-- region of an explicit distribution read zeros, already at -p1. Refused for
-- a while; fixed (the redistribution reads the one index a flooded dimension
-- has). flood-array-read-distributed-ok.zpl is the same with `Fr : D1`.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp1=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p4 -sp1=2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
program flood_array_read_distributed;
config var n : integer = 3;
config var p1 : integer = 1;
config var p2 : integer = 1;
grid Gd = [p1, p2];
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
-- CHECK:       11        12        13 
-- CHECK-NEXT:       21        22        23 
-- CHECK-NEXT:       31        32        33 
