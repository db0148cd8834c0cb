-- An array used over a region with a `*` (flood) dimension it is not flooded
-- in names elements that do not exist: refused where it is used. Found by the
-- back-end sweep (a mutant of test/sema/types.zpl): `[Col] A := I + 1.5`
-- compiled, and the loop wrote past A's storage ("double free or
-- corruption" at -p1).
program flood_unflooded;
config var n : integer = 4;
region R = [1..n, 1..n];
       Col = [1..n, *];
var A : [R] double;
    I : [R] integer;
    F : [Col] double;
    s : double;
procedure inherits();
[Col] begin
  A := 1.0;
end;
procedure flood_unflooded();
begin
  [R] I := Index1;
  [Col] A := I + 1.5;
  [Col] F := A;
  [Col] s := +<< I;
  [R] inherits();
  -- Fine: F is flooded in dimension 2, A and I are read over R.
  [Col] F := >>[1..n, 2] A;
  [R] A := F + I;
  [R] s := +<< (A + F);
  [1..n, *] F := +<< [R] A;
  [R] writeln(A);
end;
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- RUN: not %zplc %s -emit=cpp 2>&1 | FileCheck %s
-- CHECK: flood-unflooded.zpl:16:5: error: `A` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] A`)
-- CHECK: flood-unflooded.zpl:21:11: error: `A` is not flooded in dimension 2
-- CHECK: flood-unflooded.zpl:21:14: error: `I` is not flooded in dimension 2
-- CHECK: flood-unflooded.zpl:22:14: error: `A` is not flooded in dimension 2
-- CHECK: flood-unflooded.zpl:23:18: error: `I` is not flooded in dimension 2
-- CHECK-NOT: error:
