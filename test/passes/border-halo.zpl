-- RUN: %zplc %s -emit=ir | FileCheck %s
-- insertTransfers: `wrap` and `reflect` size the border (fluff) of the
-- arrays they write, as `@` does: A and B are declared over R alone.
program borderhalo;

config var n : integer = 8;
region R = [1..n, 1..n];
direction east = [0, 1]; nw = [-1, -1]; south2 = [2, 0];

var A, B, C : [R] double;

-- CHECK: array A : [R] double on DefaultDist2 halo [0:0, 0:1]
-- CHECK: array B : [R] double on DefaultDist2 halo [1:2, 1:0]
-- CHECK: array C : [R] double on DefaultDist2 halo [0:0, 0:0]
-- CHECK: transfer t0 copy A -> A map {{.*}} over [1..n, (n + 1)..(n + 1)] runtime into border
-- CHECK: transfer t1 copy B -> B map {{.*}} over [0..0, 0..0] runtime into border
procedure borderhalo();
begin
  [east of R] wrap A;
  [nw of R] wrap B;
  [south2 of R] reflect B;
  [R] C := A + B;
end;
