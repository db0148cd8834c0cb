-- Found by tools/fuzz/difftest.py (seed 207): a masked assignment whose right
-- side reads an array of another distribution (a redistribution) ignores the
-- mask and assigns every index of the region, already at -p1.
-- XFAIL: *
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
program mask_redistribution;
config var n : integer = 4;
grid Gd = [1, 1];
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
