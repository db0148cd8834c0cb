program missing_return_value;
procedure answer() : integer;
begin
  return;
end;
procedure missing_return_value();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}missing_return_value.zpl:4:3: error: procedure `answer` must return a value of type `integer`
-- CHECK-NEXT: {{^}}  return;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
