-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck %s
-- A region with run-time bounds reading arrays of several distributions,
-- none the default, cannot join the default distribution's index space:
-- refused by sema (frontend/sema/Align.cpp) as passes/AlignRegions.cpp
-- decides. Actuals of another distribution than their formal's:
-- test/sema/mixed-distributions-call.zpl.
program mixbad;

config var n : integer = 6;
grid G = [2, 1];
distribution D : G = [cyclic, block];
distribution E : G = [cyclic(2), block];
region R : D = [1..n, 1..n];
region S : E = [1..n, 1..n];
var A : [R] double;
    B : [S] double;
    s : double;
    i : integer;

procedure mixbad();
begin
  [R] A := 1.0;
  i := 2;
  -- CHECK: mixed-distributions-unsupported.zpl:[[@LINE+1]]:18: error: a statement over a region with run-time bounds that reads parallel arrays of several distributions is not supported by the code generator yet (name the region's distribution)
  [i..n, 1..n] s := +<< (A + B);
  -- CHECK: mixed-distributions-unsupported.zpl:[[@LINE+1]]:18: error: a statement over a region with run-time bounds where no parallel array uses the default distribution is not supported by the code generator yet (name the region's distribution)
  [i..n, 1..n] i := +<< Index1;
end;
