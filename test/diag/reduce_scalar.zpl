program reduce_scalar;
var s, t : double;
procedure reduce_scalar();
begin
  t := +<< s;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}reduce_scalar.zpl:5:8: error: operand of `+<<` must be parallel; `s` is a scalar
-- CHECK-NEXT: {{^}}  t := +<< s;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
