program e2;
config var n : integer = 4;
region R = [1..n, 1..n];
var A : [R] double;
    D : array [1..2] of direction<.., ..>;
    U : array [1..3] of [R] double;
    k : integer;
procedure clear(var X : [,] double);
begin
  X := 0.0;
end;
procedure local();
var L : direction<.., ..> = [1, 0];
begin
end;
procedure e2();
begin
  [D[1] of R] A := 1.0;
  clear(A);
  [R] U[4] := 0.0;
  [1..n by 0, 1..n] A := 1.0;
  [R with A > 0.0] clear(A);
  [R by [k, 1]] A := 1.0;
end;

-- Errors for region values and inherited regions that the back end reports.
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}region-values-errors.zpl:13:29: error: a direction variable cannot be initialised here; assign it in a procedure
-- CHECK-NEXT: {{^}}var L : direction<.., ..> = [1, 0];{{$}}
-- CHECK-NEXT: {{^ {28}\^$}}
-- CHECK: {{.*}}region-values-errors.zpl:18:5: error: a direction known only at run time can only be used with `by` and `at` here
-- CHECK-NEXT: {{^}}  [D[1] of R] A := 1.0;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK: {{.*}}region-values-errors.zpl:20:9: error: index 4 is outside `U`'s bounds
-- CHECK-NEXT: {{^}}  [R] U[4] := 0.0;{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK: {{.*}}region-values-errors.zpl:21:12: error: a stride must not be zero
-- CHECK-NEXT: {{^}}  [1..n by 0, 1..n] A := 1.0;{{$}}
-- CHECK-NEXT: {{^ {11}\^$}}
-- (Negative strides are refused by sema now: diag/negative_stride.zpl.)
-- CHECK: {{.*}}region-values-errors.zpl:19:3: error: `clear` runs in its caller's region; this call needs an enclosing region scope
-- CHECK-NEXT: {{^}}  clear(A);{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK: {{.*}}region-values-errors.zpl:22:20: error: passing a region with a mask or a `*` dimension to `clear` is not supported by the code generator yet
-- CHECK-NEXT: {{^}}  [R with A > 0.0] clear(A);{{$}}
-- CHECK-NEXT: {{^ {19}\^$}}
-- CHECK-NOT: error:
