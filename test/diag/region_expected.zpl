program region_expected;
region R = [1..4, 1..4];
var A : [R] double;
    s : double;
procedure region_expected();
begin
  [s] A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}region_expected.zpl:7:4: error: expected a region or an integer index; `s` has type `double`
-- CHECK-NEXT: {{^}}  [s] A := 0.0;{{$}}
-- CHECK-NEXT: {{^ {3}\^$}}
-- CHECK-NOT: error:
