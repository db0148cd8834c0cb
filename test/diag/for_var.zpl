program for_var;
var x : double;
procedure for_var();
begin
  for x := 1 to 10 do
  end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}for_var.zpl:5:7: error: loop variable `x` must be a scalar integer; it has type `double`
-- CHECK-NEXT: {{^}}  for x := 1 to 10 do{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK-NOT: error:
