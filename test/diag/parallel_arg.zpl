program parallel_arg;
region R = [1..4, 1..4];
var A : [R] double;
    s : double;
procedure half(x : double) : double;
begin
  return x / 2.0;
end;
procedure parallel_arg();
[R] begin
  s := half(A);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}parallel_arg.zpl:11:13: error: parameter `x` of `half` is a scalar but the argument is parallel; reduce it or make the parameter a parallel array
-- CHECK-NEXT: {{^}}  s := half(A);{{$}}
-- CHECK-NEXT: {{^ {12}\^$}}
-- CHECK-NOT: error:
