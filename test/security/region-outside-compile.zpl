-- A statement region partly outside its arrays' index space, with constant
-- bounds, is an error when compiling, from sema already at -emit=ast
-- (frontend/sema/Spaces.cpp; the loops used to skip the indices
-- outside, without a word): every form that runs over a region. The lower
-- bound 1 of A's space is a constant even though n is a config value.
program outsidecompile;
config var n : integer = 3;
region R = [1..n, 1..n];
direction east = [0, 1];
var A, B : [R] integer;
    M : [R] boolean;
    s : integer;
procedure outsidecompile();
begin
  [R] A := 10 * Index1 + Index2;
  [R] M := true;
  [2, -5..1] B := A;
  [2, -5..1] B := A@east;
  [[2, -5..1] with M] B := A;
  [2, -5..1] s := +<< A;
  [-1..1, 1] s := max<< A;
  [2, 0..1] writeln(A);
  [2, 1..3] B := A;     -- inside: fine
  [2, 5..4] B := A;     -- empty: fine
  writeln(s);
end;

-- RUN: not %zplc %s -emit=ast -o /dev/null 2>&1 | FileCheck %s
-- CHECK: region-outside-compile.zpl:17:{{[0-9]+}}: error: indices -5..1 of dimension 2 are outside the index space of `B` (1..n)
-- CHECK: region-outside-compile.zpl:18:{{[0-9]+}}: error: indices -5..1 of dimension 2 are outside the index space of `B` (1..n)
-- CHECK: region-outside-compile.zpl:19:{{[0-9]+}}: error: indices -5..1 of dimension 2 are outside the index space of `B` (1..n)
-- CHECK: region-outside-compile.zpl:20:{{[0-9]+}}: error: indices -5..1 of dimension 2 are outside the index space of the default distribution (1..n)
-- CHECK: region-outside-compile.zpl:21:{{[0-9]+}}: error: indices -1..1 of dimension 1 are outside the index space of the default distribution (1..n)
-- CHECK: region-outside-compile.zpl:22:{{[0-9]+}}: error: indices 0..1 of dimension 2 are outside the index space of `A` (1..n)
-- CHECK-NOT: error:
