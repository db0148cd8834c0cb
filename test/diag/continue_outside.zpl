program continue_outside;
var k : integer;
procedure continue_outside();
begin
  if k > 0 then
    continue;
  end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}continue_outside.zpl:6:5: error: `continue` is only allowed inside a loop
-- CHECK-NEXT: {{^}}    continue;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK-NOT: error:
