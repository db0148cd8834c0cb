-- RUN: %zplc %s -emit=ir | FileCheck %s
-- The IR names every declaration, puts each region on its distribution and
-- resolves derived regions into explicit bounds.
program decls;

config var n : integer = 10;
grid G = [2, 2];
distribution D : G = [block, cyclic(3)];
region R : D = [1..n, 1..n];
       Big : D = [0..n+1, 0..n+1];
       Col = [1..n, *];
direction north = [-1, 0];

var A : [Big] double;
    F : [Col] integer;
    s : double;

-- CHECK: module decls
-- CHECK: config var n : integer = 10
-- CHECK: var s : double
-- CHECK: grid G = [2, 2]
-- CHECK: distribution D : G = [block, cyclic(3)] space [R] [Big]
-- CHECK: region R : D = [1..n, 1..n]
-- CHECK: region Big : D = [0..(n + 1), 0..(n + 1)]
-- CHECK: region Col : DefaultDist2 = [1..n, *]
-- CHECK: direction north = [-1, 0]
-- CHECK: array A : [Big] double on D halo [0:0, 0:0]
-- CHECK: array F : [Col] integer on DefaultDist2
-- CHECK: procedure decls()
-- CHECK-NEXT: begin
-- CHECK-NEXT: [0..0, 1..n] A := 0.0
-- CHECK-NEXT: [1..n, 0..0] A := 1.5
-- CHECK-NEXT: [(n + 1)..(n + 1), 1..n by 2] A := 2.0
-- CHECK-NEXT: [2..(n + 1), 1..n] A := 3.0
-- CHECK-NEXT: end
procedure decls();
begin
  [north of R] A := 0.0;
  [[0,-1] of R] A := 1.5;
  [[1, 0] of R by [1, 2]] A := 2.0;
  [R at [1, 0]] A := 3.0;
end;
