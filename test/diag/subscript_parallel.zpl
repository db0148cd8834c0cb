program subscript_parallel;
region R = [1..4, 1..4];
var A : [R] double;
    s : double;
procedure subscript_parallel();
begin
  s := A[1, 2];
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}subscript_parallel.zpl:7:9: error: `A` is a parallel array and cannot be indexed with `[...]`; use a region scope such as `[i, j]`
-- CHECK-NEXT: {{^}}  s := A[1, 2];{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK-NOT: error:
