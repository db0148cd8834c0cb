program bound_parallel;
region R = [1..4, 1..4];
var A : [R] integer;
    i : integer;
procedure bound_parallel();
[R] begin
  for i := 1 to A do
  end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}bound_parallel.zpl:7:17: error: bounds of `for` must be scalars; `A` is parallel (reduce it first)
-- CHECK-NEXT: {{^}}  for i := 1 to A do{{$}}
-- CHECK-NEXT: {{^ {16}\^$}}
-- CHECK-NOT: error:
