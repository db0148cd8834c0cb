-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A region value stored into a region variable (here an element of an
-- array of regions) joins the default distribution with the bounds it has;
-- sema counted it as a member of unknown bounds, which hid every other
-- member's, so a statement outside the index space passed -emit=ast and the
-- back end refused it (found by `backend_sweep.py --ast-gap`, seed 86071107,
-- a mutant of test/exec/Inputs/region-mixed.z).
program regionvaluespace;

config var n : integer = 6;

region R = [1..n, 1..n];

var A : [R] integer;
    C : [1..n, 1] integer;
    Lev : array [1..2] of region<.., ..>;

procedure regionvaluespace();
begin
  Lev[1] := [2..n, 1..n];
  [Lev[1]] A := 1;
  [1..n, 1] C := 2;
-- CHECK: region-value-space.zpl:[[@LINE+1]]:14: error: indices -1..-1 of dimension 2 are outside the index space of `C` (1..?)
  [1..n, -1] writeln(C);
-- CHECK-NOT: error:
  [1..n, 1] writeln(C);
end;
