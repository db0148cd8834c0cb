program logical_int;
var a, b : integer;
    ok : boolean;
procedure logical_int();
begin
  ok := a & b;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}logical_int.zpl:6:11: error: operands of `&` must be boolean; `a` has type `integer`
-- CHECK-NEXT: {{^}}  ok := a & b;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
