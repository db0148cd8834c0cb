program partial_reduce_rank;
region R3 = [1..4, 1..4, 1..4];
       C  = [1..4, 1];
var A : [R3] double;
    V : [C] double;
procedure partial_reduce_rank();
begin
  [C] V := +<< [R3] A;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}partial_reduce_rank.zpl:8:16: error: partial reduction from a region of rank 3 into a region of rank 2; both must have the same rank
-- CHECK-NEXT: {{^}}  [C] V := +<< [R3] A;{{$}}
-- CHECK-NEXT: {{^ {15}\^$}}
-- CHECK-NOT: error:
