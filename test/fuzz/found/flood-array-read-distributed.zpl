-- Found by tools/fuzz/difftest.py (seed 7, reduced by --reduce): reading a
-- flood array (`[*, 1..n]`) of the default distribution in a statement over a
-- region of an explicit distribution reads zeros, already at -p1; with the
-- flood region bound to the same distribution it is right.
-- XFAIL: *
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
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
-- CHECK:       11        12        13 
-- CHECK-NEXT:       21        22        23 
-- CHECK-NEXT:       31        32        33 
