program exit_outside;
procedure exit_outside();
begin
  exit;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}exit_outside.zpl:4:3: error: `exit` is only allowed inside a loop
-- CHECK-NEXT: {{^}}  exit;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
