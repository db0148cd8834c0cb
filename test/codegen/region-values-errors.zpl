program e2;
config var n : integer = 4;
region R = [1..n, 1..n];
var A : [R] double;
    D : array [1..2] of direction<.., ..>;
    U : array [1..3] of [R] double;
    k : integer;
procedure e2();
begin
  [D[1] of R] A := 1.0;
  [R by [k, 1]] A := 1.0;
end;

-- Errors for region values that the back end reports.
-- (Direction initialisers, zero strides, constant indices out of bounds and
-- inherited regions are refused by sema now: sema/limits-declarations.zpl,
-- sema/limits-regions.zpl, sema/limits-expressions.zpl.)
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}region-values-errors.zpl:10:5: error: a direction known only at run time can only be used with `by` and `at` here
-- CHECK-NEXT: {{^}}  [D[1] of R] A := 1.0;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- (Negative strides are refused by sema now: diag/negative_stride.zpl.)
-- CHECK-NOT: error:
