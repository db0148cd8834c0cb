program several_errors;
config var n : integer = 4;
region R = [1..n, 1..n];
       Col = [1..n, 1];
constant c : integer = 1;
var V, B : [R] integer;
    F : [Col] integer;
    x : array [1..2] of integer;
procedure maxloc(var m : integer; var i, j : integer);
begin
  m := -1; i := 0; j := 0;
end;
procedure maxloc(v : integer; vi, vj : integer; var m : integer; var i, j : integer);
begin
  if v > m then m := v; i := vi; j := vj; end;
end;
procedure bad2() : integer;
begin
  return 0;
end;
procedure bad2(v, w, d, e : integer);
begin
end;
procedure bad3(var m : integer; var d : double);
begin
end;
procedure bad3(v : integer; w : integer; var m : integer; var d : double);
begin
end;
procedure several_errors();
var m, i, j : integer;
    b : boolean;
begin
  [R] writeln(maxloc<< (V, Index1, Index2));
  [Col] F := maxloc<< [R] (V, Index1, Index2);
  [R] B := maxloc|| (V, Index1, Index2);
  [R] (m, i) := maxloc<< (V, Index1, Index2);
  [R] (m, i) := 3;
  [R] (B, i, j) := maxloc<< (V, Index1, Index2);
  [R] (x[1], i, j) := maxloc<< (V, Index1, Index2);
  [R] (c, i, j) := maxloc<< (V, Index1, Index2);
  [R] (b, i, j) := maxloc<< (V, Index1, Index2);
  [R] (m, i, j) := maxloc<< (V, 3, Index2);
  [R] (m, i) := bad2<< (V, Index1);
  [R] (m, i) := bad3<< (V, Index1);
  [R] (m, i) := nosuch<< (V, Index1);
  (m, i, j) := maxloc<< (V, Index1, Index2);
end;
-- User-defined reductions of several operands (`(m, i, j) := maxloc<< (V,
-- Index1, Index2)`, docs/LANGUAGE.md "User-defined reductions"): what is not
-- supported yet (several operands in an expression or to one target, which
-- for partial reductions and scans is all that is left: see
-- user_scan_several.zpl) and every misuse of the statement form is a
-- located error at -emit=ast. Before, every one was "a user-defined
-- reduction or scan of several operands ... is not supported yet" (or a
-- syntax error for the statement form and the scan).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: user_reduction_several.zpl:34:15: error: `maxloc<<` of 3 operands gives 3 values; receive them in a statement of their own, `(a, b, ...) := maxloc<< (...)`
-- CHECK: user_reduction_several.zpl:35:14: error: `maxloc<<` of 3 operands gives 3 values; receive them in a statement of their own, `(a, b, ...) := maxloc<< [...] (...)`
-- CHECK: user_reduction_several.zpl:36:12: error: `maxloc||` of 3 operands gives 3 values; receive them in a statement of their own, `(A, B, ...) := maxloc|| (...)`
-- CHECK: user_reduction_several.zpl:37:17: error: `(a, b, ...) :=` receives the values of a user-defined reduction or scan of as many operands, e.g. `(m, i) := maxloc<< (V, Index1)`; here 2 targets take 3 values
-- CHECK: user_reduction_several.zpl:38:17: error: `(a, b, ...) :=` receives the values of a user-defined reduction or scan of as many operands, e.g. `(m, i) := maxloc<< (V, Index1)`; here the right side is not one
-- CHECK: user_reduction_several.zpl:39:8: error: the values of `maxloc<<` go to scalar variables; `B` is not one (assign from a scalar variable afterwards)
-- CHECK: user_reduction_several.zpl:40:9: error: the values of `maxloc<<` go to scalar variables; an element of `x` is not one (assign from a scalar variable afterwards)
-- CHECK: user_reduction_several.zpl:41:8: error: cannot assign to `c`: constant `c` cannot be assigned
-- CHECK: user_reduction_several.zpl:42:8: error: cannot assign value 1 of `maxloc<<`, of type `integer`, to `b` of type `boolean`
-- CHECK: user_reduction_several.zpl:43:33: error: operand 2 of `maxloc<<` must be parallel; the expression is a scalar
-- CHECK: user_reduction_several.zpl:44:17: error: user-defined reduction `bad2<<`: with 2 operands it needs an identity `bad2(var d1 : T1; ...; var d2 : T2)` and an accumulation `bad2(v1 : T1; ...; v2 : T2; var d1 : T1; ...; var d2 : T2)`
-- CHECK: user_reduction_several.zpl:17:11: note: `bad2` is declared here
-- CHECK: user_reduction_several.zpl:45:17: error: user-defined reduction `bad3<<`: the identity's parameter 2 has type `double`, so parameters 2 and 4 of the accumulation must be `double` too
-- CHECK: user_reduction_several.zpl:27:11: note: `bad3` is declared here
-- CHECK: user_reduction_several.zpl:46:17: error: user-defined reduction `nosuch<<` needs procedures named `nosuch`: an identity `nosuch(var d1 : T1; ...; var d2 : T2)` and an accumulation `nosuch(v1 : T1; ...; v2 : T2; var d1 : T1; ...; var d2 : T2)`
-- CHECK: user_reduction_several.zpl:47:26: error: this statement uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK-NOT: error:
