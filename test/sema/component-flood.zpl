-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- Components of a parallel array of indexed arrays (`U[m]`) and elements of
-- an array of parallel arrays (`W[1]`) used over a region with `*` where
-- they are not flooded: sema's flood check followed named arrays only, so
-- `-emit=ast` accepted these and the back end's flood check failed as an
-- internal error (found by the back-end sweep, seed 673529145, a mutant of
-- test/exec/Inputs/io-components.z). A flood array's element over its own
-- `*` is fine.
program componentflood;

config var n : integer = 5;

type vec3 = array [1..3] of double;

region R = [1..n, 1..n];
       C = [1..n, *];

var U : [R] vec3;
    W : array [1..2] of [R] double;
    F : array [1..2] of [C] double;
    m : integer;

procedure componentflood();
begin
  m := 2;
-- CHECK: component-flood.zpl:[[@LINE+1]]:12: error: `U[m]` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] U[m]`)
  [C] U[m] := 1.0;
-- CHECK: component-flood.zpl:[[@LINE+1]]:16: error: `W[1]` is not flooded in dimension 2
  [C] F[1] := W[1] + 1.0;
-- CHECK-NOT: error:
  [C] F[2] := 2.0;
  [R] U[m] := F[2] + W[2];
end;
