-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- `reflect` into a corner border wider than one: -emit=ast accepted it and
-- the back end refused it (found by `backend_sweep.py --ast-gap`, seed
-- 673529145, a mutant of test/exec/Inputs/border-fluff.z). So was a wide
-- border along a dimension with a stride known when compiling (found by the
-- audit of the lowering's errors, 2026-11-27); with a stride known only at
-- run time it compiles. A wide border along one dimension and a corner one
-- deep are reflected.
program reflectwide;

config var n : integer = 6;
           st : integer = 2;

region R = [1..n, 1..n];
       S = [1..n, 1..n by 2];
       T = [1..n, 1..n by st];

direction wide = [2, -1]; east2 = [0, 2]; ne = [-1, 1];

var A : [R] double;

procedure reflectwide();
begin
  [R] A := Index1;
-- CHECK: reflect-corner-wide.zpl:[[@LINE+1]]:15: error: `reflect` of a border wider than one is not supported yet
  [wide of R] reflect A;
-- CHECK: reflect-corner-wide.zpl:[[@LINE+1]]:16: error: `reflect` of a border wider than one along a strided dimension is not supported yet
  [east2 of S] reflect A;
-- CHECK-NOT: error:
  [east2 of T] reflect A;
  [east2 of R] reflect A;
  [ne of R] reflect A;
end;
