program flood_rank;
region R = [1..4, 1..4];
var A, F : [R] double;
procedure flood_rank();
begin
  [R] F := >>[1..4] A;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}flood_rank.zpl:6:14: error: flood from a region of rank 1 into a region of rank 2; both must have the same rank
-- CHECK-NEXT: {{^}}  [R] F := >>[1..4] A;{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK-NOT: error:
