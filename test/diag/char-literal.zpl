program charlit;
var c : char;
procedure charlit();
begin
  c := 'ab';
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}char-literal.zpl:5:8: error: a character literal holds one character; use `"..."` for a string
-- CHECK-NEXT: {{^}}  c := 'ab';{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
