-- RUN: %zplc %s -emit=ir | FileCheck %s
-- `read` of scalars is a statement of its own; `reflect` of a border two
-- deep is one copy transfer whose map mirrors the border's dimension: index
-- i of [east2 of R] = n+1..n+2 reads 2(n+1)-1-i (printed `-i2+o`) (n+1 reads n, n+2 reads n-1).
program rr;

config var n : integer = 5;
region R = [1..n, 1..n];
       BigR = [-1..n+2, -1..n+2];
direction east2 = [0, 2];
var A : [BigR] integer;
    x : integer;
    V : array [1..2] of double;

-- CHECK: transfer t0 copy A -> A map [i1, -i2+((2 * (n + 1)) - 1)] over [1..n, (n + 1)..(n + 2)] runtime into border
-- CHECK-NOT: transfer t1
-- CHECK-LABEL: procedure rr()
-- CHECK-NOT: for
-- CHECK: DR t0
-- CHECK: read(x, V[2])
-- CHECK: DN t0
procedure rr();
begin
  read(x, V[2]);
  [east2 of R] reflect A;
end;
