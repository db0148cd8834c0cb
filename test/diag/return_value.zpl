program return_value;
procedure nothing();
begin
  return 3;
end;
procedure return_value();
begin
  nothing();
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}return_value.zpl:4:10: error: procedure `nothing` has no result type, so `return` cannot carry a value
-- CHECK-NEXT: {{^}}  return 3;{{$}}
-- CHECK-NEXT: {{^ {9}\^$}}
-- CHECK-NOT: error:
