-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A statement writing a parallel array parameter declared over a region
-- (`T : [R] double`) runs in that region's distribution's index space, for
-- which the procedure is compiled: sema took every parameter's space to be
-- its argument's and accepted `[west of R] T := ...`, which the back end
-- refused (found by `backend_sweep.py --ast-gap`, seed 1679530580, a mutant
-- of test/compat/procedures.z). A rank-only parameter's space is still its
-- argument's (not followed).
program paramspace;

config var n : integer = 5;

region R = [1..n, 1..n];

direction east = [0, 1]; west = [0, -1];

var X, Y : [R] double;

procedure smooth(var T : [R] double);
begin
-- CHECK: param-space.zpl:[[@LINE+1]]:17: error: indices 0..0 of dimension 2 are outside the index space of the default distribution (1..n)
  [west of R] T := 1.0;
-- CHECK-NOT: error:
  [R] T := (T@east + T@west) / 2.0;
end;

procedure ranked(var T : [,] double);
begin
  [R] T := 2.0;
end;

procedure paramspace();
begin
  [R] X := 1.0;
  [R] Y := 0.0;
  smooth(X);
  [R] ranked(Y);
end;
