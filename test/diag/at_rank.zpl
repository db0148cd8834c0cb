program at_rank;
region R = [1..4, 1..4];
direction d3 = [0, 0, 1];
region S = R at d3;
procedure at_rank();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}at_rank.zpl:4:17: error: direction of `at` has rank 3 but the region has rank 2
-- CHECK-NEXT: {{^}}region S = R at d3;{{$}}
-- CHECK-NEXT: {{^ {16}\^$}}
-- CHECK-NOT: error:
