program cyclic_fluff_read;
grid G = [1, 1];
distribution D : G = [cyclic, block];
region R : D = [1..4, 1..4];
       Tall : D = [0..5, 1..4];
direction east = [0, 1]; ne = [-1, 1]; se = [1, -1];
var A : [Tall] integer;
    B : [R] integer;
procedure cyclic_fluff_read();
begin
  [east of R] wrap A;
  [R] B := A@east;
  [R] B := A@se;
  [R] B := A@ne;
end;

-- `A@ne` shifts along the cyclic rows, so it moves through a relation from
-- owned cells: it cannot see the column fluff that `wrap` filled (`A@east`
-- reads it as a halo; `A@se` reads no filled border).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}cyclic_fluff_read.zpl:14:13: error: this shift along a cyclic dimension cannot read the border of `A` that `wrap` or `reflect` fills along dimension 2; declare `A` over a region that includes the border
-- CHECK-NEXT: {{^}}  [R] B := A@ne;{{$}}
-- CHECK-NOT: error:
