program not_procedure;
var width : integer;
procedure not_procedure();
begin
  width(2);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}not_procedure.zpl:5:3: error: `width` is not a procedure
-- CHECK-NEXT: {{^}}  width(2);{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
