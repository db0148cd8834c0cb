-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- The block size of `cyclic(k)` is built into the relations when compiling:
-- a config variable's (known only at run time) passed `-emit=ast` and the
-- back end refused it (found by `backend_sweep.py --ast-gap`, seed 20261127,
-- a mutant of test/frontend/distributions.zpl). Constants and expressions of
-- them are fine; a folded value below 1 is refused like a literal 0.
program cyclicblock;

config var p : integer = 2;
constant k : integer = 3;

grid G = [2, 1];
distribution Ok : G = [cyclic(k * 2), block];
-- CHECK: cyclic-block-config.zpl:[[@LINE+1]]:34: error: a block size of `cyclic` known only at run time is not supported by the code generator yet; write a constant
             Cfg : G = [cyclic(p * 2), block];
-- CHECK: cyclic-block-config.zpl:[[@LINE+1]]:34: error: block size of `cyclic` must be at least 1
             Neg : G = [cyclic(k - 3), block];
-- CHECK-NOT: error
region R : Ok = [1..8, 1..8];
var A : [R] integer;

procedure cyclicblock();
begin
  [R] A := Index1;
end;
