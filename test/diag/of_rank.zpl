program of_rank;
region R = [1..4, 1..4];
direction up = [-1, 0, 0];
var A : [0..5, 0..5] double;
procedure of_rank();
begin
  [up of R] A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}of_rank.zpl:7:4: error: direction of `of` has rank 3 but the region has rank 2
-- CHECK-NEXT: {{^}}  [up of R] A := 0.0;{{$}}
-- CHECK-NEXT: {{^ {3}\^$}}
-- CHECK-NOT: error:
