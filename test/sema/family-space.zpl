-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- The arrays of `U : array [1..L] of [Lev[index1]] double` (with `Lev`
-- initialised `Base by ...`) are stored over Base, which the back end counts
-- among the default distribution's members, and passing one of them, `U[1]`,
-- to a parameter computes nothing over the current region, whatever the
-- index (`U[l]`). Sema counted neither: `U`'s region was a member of unknown
-- bounds, and the call made `[Lev[l]]` one, which hid the default
-- distribution's space from every check (a mutant of
-- test/exec/Inputs/mg-levels.z, `backend_sweep.py --ast-gap` seed 1127202612).
program familyspace;

config var n : integer = 4;
config var L : integer = 2;
region Base = [1..n, 1..n, 1..n];
direction up = [0, 0, 1];
var Stride : array [1..L] of direction = [2^(index1-1), 2^(index1-1), 2^(index1-1)];
    Lev : array [1..L] of region = Base by Stride[index1];
    U : array [1..L] of [Lev[index1]] double;

procedure f(var Z : [,,] double);
begin
-- CHECK: family-space.zpl:[[@LINE+1]]:18: error: indices 0..5 of dimension 3 are outside the index space of the default distribution (1..n)
  [1, n, 0..5] Z := 0.5 * (Z@^up + Z);
end;

procedure familyspace();
var l : integer;
begin
  [Lev[1]] U[1] := 1.0;
  [Lev[1]] f(U[1]);
  for l := 1 to L do
    [Lev[l]] f(U[l]);
  end;
end;
-- CHECK-NOT: error
