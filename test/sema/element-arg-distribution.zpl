-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- An element of an array of parallel arrays passed for a parameter of
-- another distribution: `-emit=ast` accepted it and the back end refused it
-- (found by `backend_sweep.py --ast-gap`, seed 673529145). Sema now follows
-- the element to its declared region, for the argument check and for the
-- distributions a region scope aligns to.
program elementarg;

config var n : integer = 8;

grid Gm = [2, 1];
distribution Dm : Gm = [cyclic(2), cyclic(2)];
region R : Dm = [1..n, 1..n];
       S = [1..n, 1..n];

var U : array [1..3] of [R] double;
    V : array [1..2] of [S] double;

procedure fill(var X : [,] double);
begin
  X := 1.0;
end;

procedure elementarg();
begin
-- CHECK: element-arg-distribution.zpl:[[@LINE+1]]:13: error: passing `U` (distribution `Dm`) for a parameter of the default distribution is not supported by the code generator yet
  [R] fill(U[2]);
-- CHECK-NOT: error:
  [S] fill(V[1]);
  [R] U[1] := 2.0;
end;
