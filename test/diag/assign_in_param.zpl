program assign_in_param;
region R = [1..4, 1..4];
procedure clear(M : [,] double);
[R] begin
  M := 0.0;
end;
procedure assign_in_param();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}assign_in_param.zpl:5:3: error: cannot assign to `M`: parallel array parameter `M` is passed `in` and cannot be assigned; declare it `inout`
-- CHECK-NEXT: {{^}}  M := 0.0;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
