program assign_const;
constant limit : integer = 10;
procedure assign_const();
begin
  limit := 11;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}assign_const.zpl:5:3: error: cannot assign to `limit`: constant `limit` cannot be assigned
-- CHECK-NEXT: {{^}}  limit := 11;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
