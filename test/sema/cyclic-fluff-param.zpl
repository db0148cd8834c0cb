program cyclic_fluff_param;
grid G = [1, 1];
distribution D : G = [cyclic, block];
region R : D = [1..4, 1..4];
       Tall : D = [0..5, 1..4];
direction east = [0, 1]; ne = [-1, 1];
var A : [Tall] integer;
    B : [R] integer;
procedure f(inout X : [Tall] integer; inout Y : [R] integer);
begin
  [east of R] wrap X;
  [R] Y := X@east;
  [R] Y := X@ne;
end;
procedure cyclic_fluff_param();
begin
  [Tall] A := 10 * Index1 + Index2;
  f(A, B);
  [R] writeln(B);
end;

-- A parameter's declared region is its argument's, which sema does not
-- follow: the wrap may fill the fluff of X's block columns, which `X@ne`
-- (moving along the cyclic rows too) cannot read. -emit=ast accepted this
-- and the program printed 0 where the wrap had put 11 (Y(2, 4) = X(1, 5)).
-- `X@east` reads the border as a halo.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}cyclic-fluff-param.zpl:13:13: error: this shift along a cyclic dimension cannot read the border of `X` that `wrap` or `reflect` fills along dimension 2; declare the argument of `X` over a region that includes the border
-- CHECK-NEXT: {{^}}  [R] Y := X@ne;{{$}}
-- CHECK-NOT: error:
