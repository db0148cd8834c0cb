program wrap_cyclic_fluff;
grid G = [1, 1];
distribution D : G = [cyclic, block];
region R : D = [1..4, 1..4];
direction north = [-1, 0]; east = [0, 1];
var A : [R] integer;
procedure wrap_cyclic_fluff();
begin
  [east of R] wrap A;
  [north of R] wrap A;
end;

-- A cyclic dimension has no fluff: the border of R along it must be part of
-- A's declared region. Along the block dimension, fluff is fine.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}wrap_cyclic_fluff.zpl:10:16: error: `wrap` into a border along cyclic dimension 1 needs `A` declared over a region that includes the border
-- CHECK-NEXT: {{^}}  [north of R] wrap A;{{$}}
-- CHECK-NOT: error:
