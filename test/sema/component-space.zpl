-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A program `-emit=ast` accepted and the back end refused (found by
-- `backend_sweep.py --ast-gap`, seed 151128, from test/exec/Inputs/io-components.z):
-- a component `U[1]` of a parallel array of indexed arrays (an array of its
-- own once lowered) written outside its index space. Sema's space check
-- followed elements of arrays of parallel arrays but not components, and
-- not a right side that reads another component of the same array.
program componentspace;

config var n : integer = 5;
           k : integer = 2;

type vec3 = array [1..3] of double;

region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
       L = [1..n];

direction north = [-1, 0];
          left = [-1];

var U : [BigR] vec3;
    V : [R] vec3;
    W : [L] vec3;

procedure componentspace();
begin
  [north of BigR] U[1] := U[k];
  [left of L] W[1] := 2.0;
  [left of L] W[k] := W[1];
  [R] V[2] := U[1];
  [BigR] U[3] := U[k];
end;

-- CHECK: component-space.zpl:28:24: error: indices -1..-1 of dimension 1 are outside the index space of `U[1]` (0..?)
-- CHECK: component-space.zpl:29:20: error: indices 0..0 of dimension 1 are outside the index space of `W[1]` (1..n)
-- CHECK: component-space.zpl:30:20: error: indices 0..0 of dimension 1 are outside the index space of `W[k]` (1..n)
-- CHECK-NOT: error:
