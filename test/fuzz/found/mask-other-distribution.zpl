-- Found while re-enabling progen's `maskmix` (test/fuzz/difftest.test seed
-- 1004, reduced by hand): a statement over a region of D2 masked by an array
-- of D1 computes the right answer at -p1 but applies the mask wrongly at -p2
-- (on a 2-processor grid both distributions split the indices differently).
-- The same wrong output before the fix of mask-redistribution.zpl.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
program mask_other_distribution;
config var n : integer = 6;
config var p1 : integer = 1;
config var p2 : integer = 1;
grid Gl = [p1 * p2];
distribution D1 : Gl = [block, *];
distribution D2 : Gl = [*, block];
region R : D1 = [1..n, 1..n];
       BigR : D1 = [0..n+1, 0..n+1];
       RD : D2 = [1..n, 1..n];
       BigD : D2 = [0..n+1, 0..n+1];
direction ne = [-1, 1];
var A : [BigR] integer;
    K : [BigD] integer;
    M : [R] boolean;
procedure mask_other_distribution();
begin
  [BigR] A := Index1 - Index2;
  [BigD] K := 10 * Index2 - Index1;
  [R] M := (Index1 + Index2) % 3 = 0;
  [RD without M] K += A + K@ne;
  [R] writeln(K);
end;
-- CHECK:       29        19        67        86        49       124 
-- CHECK-NEXT:        8        47        66        38       104       123 
-- CHECK-NEXT:       27        46        27        84       103        57 
-- CHECK-NEXT:       26        16        64        83        46       121 
-- CHECK-NEXT:        5        44        63        35       101       120 
-- CHECK-NEXT:       24        43        24        81       100        54 
