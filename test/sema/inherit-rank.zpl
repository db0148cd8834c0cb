-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A procedure without a region scope of its own runs in its caller's, whose
-- rank the back end takes from its first parallel array parameter: sema did
-- not check statements against that rank, so `V := 0.0` of a rank-1 `V` in
-- a procedure over `[,]` passed `-emit=ast` and reached an internal error of
-- the lowering (found by `backend_sweep.py --ast-gap`, seed 1127202612, a
-- mutant of test/compat/inherit_region.zpl). Arrays of the parameter's rank
-- are still fine, and so are procedures without parallel parameters.
program inheritrank;

config var n : integer = 4;

region R = [1..n, 1..n];
       Line = [1..n];

var A, B : [R] double;
    V    : [Line] double;

procedure clear(var X : [,] double);
begin
  X := 1.0;
  B := X * 2.0;
-- CHECK: inherit-rank.zpl:[[@LINE+1]]:3: error: `V` has rank 1 but the current region has rank 2
  V := 0.0;
end;

procedure inheritrank();
begin
  [R] clear(A);
  [Line] V := 1.0;
end;
-- CHECK-NOT: error
