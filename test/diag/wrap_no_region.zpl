program wrap_no_region;
region R = [1..4, 1..4];
var A : [R] double;
procedure wrap_no_region();
begin
  wrap A;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}wrap_no_region.zpl:6:3: error: `wrap` needs a region scope naming the border, such as `[east of R]`
-- CHECK-NEXT: {{^}}  wrap A;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
