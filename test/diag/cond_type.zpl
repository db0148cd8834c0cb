program cond_type;
var k : double;
procedure cond_type();
begin
  while k do
    k := k - 1;
  end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}cond_type.zpl:5:9: error: condition of `while` must be boolean or an integer; `k` has type `double`
-- CHECK-NEXT: {{^}}  while k do{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK-NOT: error:
