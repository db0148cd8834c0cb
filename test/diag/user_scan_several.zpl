program scan_errors;
config var n : integer = 4;
region R = [1..n, 1..n];
       Col = [1..n, 1];
       Rows = [1..n, *];
var V, B, C : [R] integer;
    D : [R] boolean;
    F : [Col] integer;
    L : [1..n] integer;
procedure maxloc(var m : integer; var i : integer);
begin
  m := -1; i := 0;
end;
procedure maxloc(v, vi : integer; var m, i : integer);
begin
  if v > m then m := v; i := vi; end;
end;
procedure scan_errors();
var m, i : integer;
begin
  [R] B := 1 + maxloc|| (V, Index1);
  [Col] F := maxloc<< [R] (V, Index1);
  [Col] (m, i) := maxloc<< [R] (V, Index2);
  [R] (B, i) := maxloc|| (V, Index2);
  [R] (B, C) := maxloc|| (V, 3);
  [R] (B, L) := maxloc|| (V, Index1);
  [R] (B, D) := maxloc|| [2] (V, Index1);
  [R] (B, C) := maxloc<< [1..n, 1] (V, Index1);
  [Rows] (B, C) := maxloc<< [R] (V, Index2);
  [R] (B, C) := maxloc|| [3] (V, Index1);
  [R] (B, C) := maxloc|| (V, Index1, Index2);
end;
-- User-defined partial reductions and scans of several operands
-- (`[Col] (M, I) := maxloc<< [R] (V, Index2)`, `[R] (M, I) := maxloc||
-- (V, Index2)`, docs/LANGUAGE.md "User-defined reductions"): what is not
-- supported yet (several operands inside an expression or to one target)
-- and every misuse is a located error at -emit=ast. Before, the partial
-- reduction and the scan were refused as not supported yet.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: user_scan_several.zpl:21:16: error: `maxloc||` of 2 operands gives 2 values; receive them in a statement of their own, `(A, B, ...) := maxloc|| (...)`
-- CHECK: user_scan_several.zpl:22:14: error: `maxloc<<` of 2 operands gives 2 values; receive them in a statement of their own, `(a, b, ...) := maxloc<< [...] (...)`
-- CHECK: user_scan_several.zpl:23:10: error: the values of a partial `maxloc<<` go to parallel arrays; `m` is not one
-- CHECK: user_scan_several.zpl:23:13: error: the values of a partial `maxloc<<` go to parallel arrays; `i` is not one
-- CHECK: user_scan_several.zpl:24:11: error: the values of `maxloc||` go to parallel arrays; `i` is not one
-- CHECK: user_scan_several.zpl:25:30: error: operand 2 of `maxloc||` must be parallel; the expression is a scalar
-- CHECK: user_scan_several.zpl:26:11: error: `L` has rank 1 but the current region has rank 2
-- CHECK: user_scan_several.zpl:27:11: error: cannot assign value 2 of `maxloc||`, of type `integer`, to `D` of type `boolean`
-- CHECK: user_scan_several.zpl:28:26: error: dimension 2 of a partial reduction's source region is one index where the destination's is wider; replicate with a flood `>>`
-- CHECK: user_scan_several.zpl:29:11: error: `B` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] B`)
-- CHECK: user_scan_several.zpl:29:14: error: `C` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] C`)
-- CHECK: user_scan_several.zpl:30:27: error: scan dimension 3 is out of range for an operand of rank 2
-- CHECK: user_scan_several.zpl:31:17: error: `(a, b, ...) :=` receives the values of a user-defined reduction or scan of as many operands, e.g. `(m, i) := maxloc<< (V, Index1)`; here 2 targets take 3 values
-- CHECK-NOT: error:
