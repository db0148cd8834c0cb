-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- An element of `U : array [1..L] of [Lev[index1]] double`, with `Lev`
-- initialised `Base by ...` and Base of distribution `Dm`, is stored over
-- Base, so it has Base's distribution; passed for a parameter of the default
-- distribution, `-emit=ast` accepted it and the back end refused it (found by
-- `backend_sweep.py --ast-gap`, seed 271120261, a mutant of
-- test/sema/family-space.zpl). Sema follows such an element to Base, as
-- test/sema/element-arg-distribution.zpl's elements to their region.
program familyarg;

config var n : integer = 4;
config var L : integer = 2;
grid Gm = [1, 1, 2];
distribution Dm : Gm = [block, cyclic, cyclic(3)];
region Base : Dm = [1..n, 1..n, 1..n];
var Stride : array [1..L] of direction = [2^(index1-1), 2^(index1-1), 2^(index1-1)];
    Lev : array [1..L] of region = Base by Stride[index1];
    U : array [1..L] of [Lev[index1]] double;

procedure fill(var X : [,,] double);
begin
  X := 1.0;
end;

procedure familyarg();
var l : integer;
begin
  [Lev[1]] U[1] := 1.0;
-- CHECK: family-arg-distribution.zpl:[[@LINE+1]]:18: error: passing `U` (distribution `Dm`) for a parameter of the default distribution is not supported by the code generator yet
  [Lev[1]] fill(U[1]);
  for l := 1 to L do
-- CHECK: family-arg-distribution.zpl:[[@LINE+1]]:20: error: passing `U` (distribution `Dm`) for a parameter of the default distribution is not supported by the code generator yet
    [Lev[l]] fill(U[l]);
  end;
end;
-- CHECK-NOT: error
