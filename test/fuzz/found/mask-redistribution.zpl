-- Found by tools/fuzz/difftest.py (seed 207): a masked assignment whose right
-- side reads an array of another distribution (a redistribution) ignores the
-- mask and assigns every index of the region, already at -p1. Fixed: under a
-- mask the redistributed values go through a temporary that the masked
-- statement copies back. The grid is a config (1x1 by default, as found) so
-- that the runs on 2 and 4 processors check the same output.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp1=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p4 -sp1=2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
program mask_redistribution;
config var n : integer = 4;
config var p1 : integer = 1;
config var p2 : integer = 1;
grid Gd = [p1, p2];
distribution D2 : Gd = [block, block];
region R = [1..n, 1..n];
       RK : D2 = [1..n, 1..n];
var C : [R] integer;
    K : [RK] integer;
    M : [R] boolean;
procedure mask_redistribution();
begin
  [R] C := 0;
  [RK] K := 1;
  [R] M := Index1 = Index2;
  [R with M] C := K;
  [R] writeln(C);
end;
-- CHECK:        1         0         0         0 
-- CHECK-NEXT:        0         1         0         0 
-- CHECK-NEXT:        0         0         1         0 
-- CHECK-NEXT:        0         0         0         1 
