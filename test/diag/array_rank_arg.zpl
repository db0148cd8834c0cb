program array_rank_arg;
region R2 = [1..4, 1..4];
       R3 = [1..4, 1..4, 1..4];
var V : [R3] double;
procedure smooth(inout M : [,] double);
begin
end;
procedure array_rank_arg();
begin
  smooth(V);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}array_rank_arg.zpl:10:10: error: argument for `M` of `smooth` has rank 3 but the parameter has rank 2
-- CHECK-NEXT: {{^}}  smooth(V);{{$}}
-- CHECK-NEXT: {{^ {9}\^$}}
-- CHECK-NOT: error:
