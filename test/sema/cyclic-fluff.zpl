program cyclic_fluff;
config var n : integer = 4;
grid G = [1, 1];
distribution D : G = [cyclic, block];
distribution E : G = [block, cyclic(2)];
region R : D = [1..n, 1..n];
       S : E = [1..n, 1..n];
       T : D = [0..n+1, 1..n];
       U = R;
direction east = [0, 1]; west = [0, -1]; north = [-1, 0]; south = [1, 0]; sw = [1, -1];
var A : [S] integer;
    B : [U] integer;
    C : [R at east] integer;
    F : [T] integer;
    X : [R] integer;
    Y : [1..n, 1..n] integer;
procedure cyclic_fluff();
begin
  [east of S] wrap A;
  [north of R] reflect B;
  [north of R] wrap C;
  [west of R] reflect F;
  [R] X := F@sw;
  -- Fine: F's rows include R's north border; C's columns end beyond R's
  -- east edge, and are distributed by blocks; X reads F's west border
  -- along the block dimension only; Y is distributed by blocks.
  [north of R] wrap F;
  [R] X := F@west;
  [east of R] wrap C;
  [north of R] wrap Y;
  [R] Y := Y@[-1, 1];
end;

-- Borders of cyclic dimensions are refused by sema, at -emit=ast, through
-- region names (`U = R` takes R's distribution), derived regions (`R at
-- east`), `cyclic(k)` and `reflect`, with the back end's messages
-- (frontend/sema/Fluff.cpp).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: cyclic-fluff.zpl:19:15: error: `wrap` into a border along cyclic dimension 2 needs `A` declared over a region that includes the border
-- CHECK: cyclic-fluff.zpl:20:16: error: `reflect` into a border along cyclic dimension 1 needs `B` declared over a region that includes the border
-- CHECK: cyclic-fluff.zpl:21:16: error: `wrap` into a border along cyclic dimension 1 needs `C` declared over a region that includes the border
-- CHECK: cyclic-fluff.zpl:23:13: error: this shift along a cyclic dimension cannot read the border of `F` that `wrap` or `reflect` fills along dimension 2; declare `F` over a region that includes the border
-- CHECK-NOT: error:
