program e3;
config var n : integer = 4;
region R = [1..n, 1..n];
       L = [1..n];
var A : [R] double;
    M : [R] boolean;
    U : array [1..3] of [R] double;
    Q : region<.., ..>;
    P : region;
procedure clear(var X : [,] double);
begin
  X := 0.0;
end;
procedure e3();
begin
  [R] A := 1.0;
  Q := R with M;
  [L] clear(A);
end;

-- More errors for region values that the back end reports.
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}region-values-errors-2.zpl:9:9: error: a region variable needs its rank: `region<.., ..>`
-- CHECK-NEXT: {{^}}    P : region;{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK: {{.*}}region-values-errors-2.zpl:17:10: error: a region with a mask cannot be stored in a region variable by the code generator yet
-- CHECK-NEXT: {{^}}  Q := R with M;{{$}}
-- CHECK-NEXT: {{^ {9}\^$}}
-- CHECK: {{.*}}region-values-errors-2.zpl:18:7: error: `clear` runs in a region of rank 2 but the enclosing region has rank 1
-- CHECK-NEXT: {{^}}  [L] clear(A);{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK-NOT: error:
