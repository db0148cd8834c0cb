-- Found by tools/fuzz/difftest.py (seeds 2, 3 and 7 of the first runs): a
-- flood whose source is an array of an explicit distribution and whose target
-- is a flood array of the default distribution, read back from a statement
-- of the source's distribution, printed zeros, already at -p1. Refused for a
-- while; the flood itself was right, the read was not: a flood array read
-- from a statement of another distribution went through a redistribution
-- that mapped its flooded dimension like any other. Fixed (the transfer
-- reads the one index a flooded dimension has); flood-from-distributed-ok.zpl
-- is the same with `Fr : D1`, test/exec/flood-mixdist.test has more.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp1=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p4 -sp1=2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
program flood_from_distributed;
config var n : integer = 3;
config var p1 : integer = 1;
config var p2 : integer = 1;
grid Gd = [p1, p2];
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
