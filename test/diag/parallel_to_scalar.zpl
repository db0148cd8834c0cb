program parallel_to_scalar;
region R = [1..4, 1..4];
var A : [R] double;
    s : double;
procedure parallel_to_scalar();
begin
  [R] s := A * 2.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}parallel_to_scalar.zpl:7:9: error: cannot assign a parallel value to scalar `s`; reduce it first, e.g. with `+<<` or `max<<`
-- CHECK-NEXT: {{^}}  [R] s := A * 2.0;{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK-NOT: error:
