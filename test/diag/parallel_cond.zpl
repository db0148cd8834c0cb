program parallel_cond;
region R = [1..4, 1..4];
var A : [R] double;
procedure parallel_cond();
[R] begin
  if A > 0.0 then
    A := 1.0;
  end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}parallel_cond.zpl:6:8: error: condition of `if` depends on parallel data; reduce it to a scalar, e.g. with `|<<`, `&<<` or `max<<`
-- CHECK-NEXT: {{^}}  if A > 0.0 then{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
