program builtin_value;
var x : double;
procedure builtin_value();
begin
  x := sqrt;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}builtin_value.zpl:5:8: error: built-in `sqrt` must be called: `sqrt(...)`
-- CHECK-NEXT: {{^}}  x := sqrt;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
