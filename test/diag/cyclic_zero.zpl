program cyclic_zero;
grid G = [2];
distribution D : G = [cyclic(0)];
procedure cyclic_zero();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}cyclic_zero.zpl:3:30: error: block size of `cyclic` must be at least 1
-- CHECK-NEXT: {{^}}distribution D : G = [cyclic(0)];{{$}}
-- CHECK-NEXT: {{^ {29}\^$}}
-- CHECK-NOT: error:
