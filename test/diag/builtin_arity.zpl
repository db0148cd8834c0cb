program builtin_arity;
var x : double;
procedure builtin_arity();
begin
  x := sqrt(2.0, 3.0);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}builtin_arity.zpl:5:8: error: built-in `sqrt` takes 1 argument(s), not 2
-- CHECK-NEXT: {{^}}  x := sqrt(2.0, 3.0);{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
