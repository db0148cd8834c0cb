program assign_type;
var k : integer;
procedure assign_type();
begin
  k := "seven";
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}assign_type.zpl:5:5: error: cannot assign `string` to `k` of type `integer`
-- CHECK-NEXT: {{^}}  k := "seven";{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK-NOT: error:
