program void_in_expr;
var x : integer;
procedure reset();
begin
  x := 0;
end;
procedure void_in_expr();
begin
  x := reset() + 1;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}void_in_expr.zpl:9:8: error: procedure `reset` has no result and cannot be used in an expression
-- CHECK-NEXT: {{^}}  x := reset() + 1;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
