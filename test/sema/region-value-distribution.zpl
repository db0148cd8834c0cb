-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- RUN: %zplc %S/Inputs/region-value-distribution-ok.zpl -emit=cpp > /dev/null
-- A region value with run-time bounds stored where no array of the default
-- distribution exists (every array here is on `Dm`): the region has no
-- index space to run in, and passes/AlignRegions.cpp refused it after
-- `-emit=ast` had accepted it (found by `backend_sweep.py --ast-gap`, seed
-- 673529145). Sema's alignment check followed region scopes only; it now
-- judges region values too. Inputs/region-value-distribution-ok.zpl is the
-- same program with an array of the default distribution, which compiles.
program regionvalue;

config var n : integer = 8;

grid Gm = [2, 1];
distribution Dm : Gm = [cyclic(2), cyclic(2)];
region R : Dm = [1..n, 1..n];

var Q : region<.., ..>;
    W : [R] double;
    k : integer;

procedure regionvalue();
begin
  k := 1;
-- CHECK: region-value-distribution.zpl:[[@LINE+1]]:5: error: a statement over a region with run-time bounds where no parallel array uses the default distribution is not supported by the code generator yet (name the region's distribution)
  Q := [k..n by k, 1..n by 2];
-- CHECK-NOT: error:
  Q := [1..n, 1..n];
  [Q] W := 2.0;
end;
