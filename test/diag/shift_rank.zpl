program shift_rank;
region R = [1..4, 1..4];
direction up = [-1, 0, 0];
var A, B : [R] double;
procedure shift_rank();
begin
  [R] B := A@up;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}shift_rank.zpl:7:14: error: direction has rank 3 but `A` has rank 2
-- CHECK-NEXT: {{^}}  [R] B := A@up;{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK-NOT: error:
