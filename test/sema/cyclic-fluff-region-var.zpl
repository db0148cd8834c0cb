program cyclic_fluff_region_var;
grid G = [1, 1];
distribution D : G = [cyclic, block];
region R : D = [1..4, 1..4];
       Tall : D = [0..5, 1..4];
direction east = [0, 1]; ne = [-1, 1];
var A : [Tall] integer;
    B : [R] integer;
    V : region<.., ..>;
procedure cyclic_fluff_region_var();
begin
  V := R;
  [Tall] A := 10 * Index1 + Index2;
  [east of V] wrap A;
  [V] B := A@east;
  [V] B := A@ne;
  [R] writeln(B);
end;

-- The border of a region variable may lie in the fluff of A's block columns:
-- `A@ne` moves along the cyclic rows too, through a relation from owned
-- cells, and cannot read it. -emit=ast accepted this and the program printed
-- 0 where the wrap had put 11 (B(2, 4) = A(1, 5)); it is refused as it is
-- with `[east of R]` (cyclic-fluff.zpl). `A@east` reads the border as a halo.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}cyclic-fluff-region-var.zpl:16:13: error: this shift along a cyclic dimension cannot read the border of `A` that `wrap` or `reflect` fills along dimension 2; declare `A` over a region that includes the border
-- CHECK-NEXT: {{^}}  [V] B := A@ne;{{$}}
-- CHECK-NOT: error:
