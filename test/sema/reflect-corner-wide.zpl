-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- `reflect` into a corner border wider than one: -emit=ast accepted it and
-- the back end refused it (found by `backend_sweep.py --ast-gap`, seed
-- 673529145, a mutant of test/exec/Inputs/border-fluff.z). A wide border
-- along one dimension and a corner one deep are reflected.
program reflectwide;

config var n : integer = 6;

region R = [1..n, 1..n];

direction wide = [2, -1]; east2 = [0, 2]; ne = [-1, 1];

var A : [R] double;

procedure reflectwide();
begin
  [R] A := Index1;
-- CHECK: reflect-corner-wide.zpl:[[@LINE+1]]:15: error: `reflect` of a border wider than one is not supported yet
  [wide of R] reflect A;
-- CHECK-NOT: error:
  [east2 of R] reflect A;
  [ne of R] reflect A;
end;
