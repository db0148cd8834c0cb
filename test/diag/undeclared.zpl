program undeclared;
var x : integer;
procedure undeclared();
begin
  x := y + 1;
  x := y * 2;   -- reported once
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}undeclared.zpl:5:8: error: use of undeclared identifier `y`
-- CHECK-NEXT: {{^}}  x := y + 1;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
