program dist_rank;
grid G = [1, 1];
distribution D : G = [block, cyclic];
region R : D = [1..8];
procedure dist_rank();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}dist_rank.zpl:4:8: error: region `R` has rank 1 but distribution `D` has rank 2
-- CHECK-NEXT: {{^}}region R : D = [1..8];{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
