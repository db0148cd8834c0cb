-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A computed value passed for a parallel array parameter is computed into a
-- temporary over the region scope, in that region's distribution (a literal
-- region takes its arrays'): passed for a parameter of another distribution
-- it was accepted by -emit=ast and refused by the back end (found by
-- `backend_sweep.py --ast-gap`, seed 86071107, a mutant of
-- test/exec/promoted-call-parallel.zpl). Values of the parameter's
-- distribution are passed (test/exec/promoted-call-parallel.zpl).
program computedarg;

grid Gm = [1, 2];
distribution Dm : Gm = [cyclic(3), cyclic];
region R : Dm = [1..3, 1..3];
       S = [1..3, 1..3];
var A : [R] double;
    B : [S] double;

procedure half(x : double) : double;
begin
  return x / 2.0;
end;
procedure total(X : [,] double) : double;
begin
  return +<< X;
end;

procedure computedarg();
begin
-- CHECK: computed-arg-distribution.zpl:[[@LINE+1]]:21: error: passing a computed value for a parameter of the default distribution over a region of distribution `Dm` is not supported by the code generator yet; assign it to an array of the parameter's distribution first
  [R] writeln(total(half(A)));
-- CHECK: computed-arg-distribution.zpl:[[@LINE+1]]:32: error: passing a computed value for a parameter of the default distribution over a region of distribution `Dm`
  [1..3, 1..3] writeln(total(A + 1.0));
-- CHECK-NOT: error:
  [S] writeln(total(B + 1.0));
  [1..3, 1..3] writeln(total(B * 2.0));
  [S] writeln(total(half(B)));
end;
