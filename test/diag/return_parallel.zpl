program return_parallel;
region R = [1..4, 1..4];
var A : [R] double;
procedure first() : double;
[R] begin
  return A;
end;
procedure return_parallel();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}return_parallel.zpl:6:10: error: procedure `first` returns a scalar but the value is parallel; reduce it first
-- CHECK-NEXT: {{^}}  return A;{{$}}
-- CHECK-NEXT: {{^ {9}\^$}}
-- CHECK-NOT: error:
