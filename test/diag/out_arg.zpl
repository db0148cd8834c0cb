program out_arg;
procedure get(out v : integer);
begin
  v := 1;
end;
procedure out_arg();
begin
  get(3);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}out_arg.zpl:8:7: error: argument for `out` parameter `v` must be a variable; the expression cannot be assigned
-- CHECK-NEXT: {{^}}  get(3);{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK-NOT: error:
