program e3;
config var n : integer = 4;
region R = [1..n, 1..n];
       L = [1..n];
var A : [R] double;
    M : [R] boolean;
    U : array [1..3] of [R] double;
    Q : region<.., ..>;
procedure e3();
begin
  [R] A := 1.0;
  Q := R with M;
end;

-- More errors for region values that the back end reports. (Region
-- variables without a rank and calls in a region of another rank are refused
-- by sema now: sema/limits-declarations.zpl, sema/limits-regions.zpl.)
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}region-values-errors-2.zpl:12:10: error: a region with a mask cannot be stored in a region variable by the code generator yet
-- CHECK-NEXT: {{^}}  Q := R with M;{{$}}
-- CHECK-NEXT: {{^ {9}\^$}}
-- CHECK-NOT: error:
