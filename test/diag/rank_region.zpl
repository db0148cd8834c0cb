program rank_region;
region R2 = [1..4, 1..4];
       R3 = [1..4, 1..4, 1..4];
var V : [R3] double;
procedure rank_region();
begin
  [R2] V := 1.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}rank_region.zpl:7:8: error: `V` has rank 3 but the current region has rank 2
-- CHECK-NEXT: {{^}}  [R2] V := 1.0;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
