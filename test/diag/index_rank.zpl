program index_rank;
region R = [1..4, 1..4];
var A : [R] integer;
procedure index_rank();
begin
  [R] A := Index1 + Index3;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}index_rank.zpl:6:21: error: `Index3` needs a region of rank 3 or more; the current region has rank 2
-- CHECK-NEXT: {{^}}  [R] A := Index1 + Index3;{{$}}
-- CHECK-NEXT: {{^ {20}\^$}}
-- CHECK-NOT: error:
