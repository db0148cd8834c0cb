-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A statement writing a rank-only array parameter (`Z : [,,] double`) runs
-- in its argument's space, checked when the program runs; but a right side
-- that reads `Z` shifted is first computed into a temporary over the
-- statement's region, in that region's space, which the back end checks when
-- compiling: sema let `[1, n, 0..5] Z := Z@up` through (found by
-- `backend_sweep.py --ast-gap`, seed 1127202612, a mutant of
-- test/exec/Inputs/mg-levels.z). Without a shifted read of `Z` the statement
-- is still checked at run time only.
program paramshifted;

config var n : integer = 4;
region Base = [1..n, 1..n, 1..n];
direction up = [0, 0, 1];
var U : [Base] double;

procedure f(var Z : [,,] double);
begin
  [1, n, 0..5] Z := 0.5 * (Z + Z);
-- CHECK: param-shifted-space.zpl:[[@LINE+1]]:18: error: indices 0..5 of dimension 3 are outside the index space of the default distribution (1..n)
  [1, n, 0..5] Z := 0.5 * (Z@^up + Z);
end;

procedure paramshifted();
begin
  [Base] U := 1.0;
  [Base] f(U);
end;
-- CHECK-NOT: error
