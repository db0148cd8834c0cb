program current_region_outside;
region R = [1..4, 1..4];
var A : [R] double;
procedure current_region_outside();
begin
  ["] A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}current_region_outside.zpl:6:4: error: `"` refers to the current region, but there is no enclosing region scope
-- CHECK-NEXT: {{^}}  ["] A := 0.0;{{$}}
-- CHECK-NEXT: {{^ {3}\^$}}
-- CHECK-NOT: error:
