program shift_scalar;
region R = [1..4, 1..4];
direction east = [0, 1];
var A : [R] double;
    s : double;
procedure shift_scalar();
begin
  [R] A := s@east;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}shift_scalar.zpl:8:13: error: cannot shift scalar `s` with `@`; only parallel arrays have neighbours
-- CHECK-NEXT: {{^}}  [R] A := s@east;{{$}}
-- CHECK-NEXT: {{^ {12}\^$}}
-- CHECK-NOT: error:
