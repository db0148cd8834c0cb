program dist_grid;
grid G = [1, 1];
distribution D : G = [block, *];
procedure dist_grid();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}dist_grid.zpl:3:14: error: distribution `D` distributes 1 dimension(s) but grid `G` has rank 2; use `*` for dimensions that are not distributed
-- CHECK-NEXT: {{^}}distribution D : G = [block, *];{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK-NOT: error:
