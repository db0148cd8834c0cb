program no_region;
region R = [1..4, 1..4];
var A : [R] double;
procedure no_region();
begin
  A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}no_region.zpl:6:3: error: this statement uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK-NEXT: {{^}}  A := 0.0;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
