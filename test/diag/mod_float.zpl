program mod_float;
var x : double;
    k : integer;
procedure mod_float();
begin
  k := k % x;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}mod_float.zpl:6:10: error: operands of `%` must be integers; `x` has type `double`
-- CHECK-NEXT: {{^}}  k := k % x;{{$}}
-- CHECK-NEXT: {{^ {9}\^$}}
-- CHECK-NOT: error:
