-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck %s
-- A procedure's body is compiled for its formals' (default) layout, so an
-- actual parallel array of another distribution is rejected at the call;
-- a region with run-time bounds reading arrays of several distributions,
-- none the default, cannot join the default distribution's index space.
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

procedure total(X : [,] double) : double;
begin
  return +<< X;
end;

procedure mixbad();
begin
  [R] A := 1.0;
  i := 2;
  -- CHECK: mixed-distributions-unsupported.zpl:[[@LINE+1]]:18: error: a statement over a region with run-time bounds that reads parallel arrays of several distributions is not supported by the code generator yet (name the region's distribution)
  [i..n, 1..n] s := +<< (A + B);
  -- CHECK: mixed-distributions-unsupported.zpl:[[@LINE+1]]:18: error: a statement over a region with run-time bounds where no parallel array uses the default distribution is not supported by the code generator yet (name the region's distribution)
  [i..n, 1..n] i := +<< Index1;
  -- CHECK: mixed-distributions-unsupported.zpl:[[@LINE+1]]:18: error: passing `A` (distribution `D`) for a parameter of the default distribution is not supported by the code generator yet
  [R] s := total(A);
  -- CHECK: mixed-distributions-unsupported.zpl:[[@LINE+1]]:27: error: passing `B` (distribution `E`) for a parameter of the default distribution is not supported by the code generator yet
  [2..n, 1..n] s := total(B);
end;
