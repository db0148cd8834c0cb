program proc_as_value;
var x : integer;
procedure seven() : integer;
begin
  return 7;
end;
procedure proc_as_value();
begin
  x := seven + 1;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}proc_as_value.zpl:9:8: error: procedure `seven` is used as a value; call it as `seven(...)`
-- CHECK-NEXT: {{^}}  x := seven + 1;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
