-- ZPL's user-defined reductions of several operands (issue 9, section 3):
-- `(m, i, j) := maxloc<< (V, Index1, Index2)` reduces three operands at
-- once with two procedures of the operator's name: an identity that sets
-- one partial result per operand (`maxloc(var m; var i, j)`) and an
-- accumulation that takes one value per operand, then the partial results
-- (`maxloc(v; vi, vj; var m; var i, j)`). Each processor accumulates its
-- own elements; the partial results are combined with the accumulation in
-- rank order. The maximum occurs several times and the accumulation breaks
-- ties towards the smallest (row, column), so every processor count and
-- binding prints the same. Before: "a user-defined reduction or scan of
-- several operands ... is not supported yet" at -emit=ast.
-- V = (7 * Index1 + 3 * Index2) % 10 over [1..6, 1..6]: its maximum 9
--   occurs where 7i + 3j is 19, 29, 39 or 49: (1, 4) (2, 5) (3, 6) (4, 7
--   out) ... smallest is (1, 4). With V[1, 4] := 0 the next is (2, 5).
-- minloc (ties towards the largest row, then column) of V: 0 occurs where
--   7i + 3j is 10, 20, 30, 40, 50, 60: (1, 1) (2, 2) (3, 3) ... (6, 6) and
--   (4, 4)... see below; the largest is (6, 6).
-- (total, rows) := sumrows<< (V * 0.5, Index1): the sum of V halved and
--   of the row indices (21 * 6 = 126).
-- Over [1..6, 1..5] with V@east: the maximum of V[i, j + 1], j <= 5.
-- RUN: %zplc %s -o %t
-- RUN: %python %S/Inputs/runall.py %t %S/Inputs/user-reductions-several.expected "%mpirun" --mpi=2,4 | FileCheck %s --check-prefix=RUNS
-- RUNS: 10 runs, 0 failures
-- RUN: %t -p3 | diff - %S/Inputs/user-reductions-several.expected
-- The IR text names the targets and operands and reads back in.
-- RUN: %zplc %s -emit=ir-lowered -o %t.zir
-- RUN: FileCheck %s --check-prefix=IR < %t.zir
-- IR: m, i, j := maxloc<< [R] (V, Index1, Index2)
-- RUN: %zplc %t.zir -o %t2
-- RUN: %t2 -p4 | diff - %S/Inputs/user-reductions-several.expected
program several;

config var n : integer = 6;
region R = [1..n, 1..n];
       Inner = [1..n, 1..n-1];
direction east = [0, 1];
var V : [R] integer;
    gm, gi, gj : integer;

procedure maxloc(var m : integer; var i, j : integer);
begin
  m := -1000000;
  i := 0;
  j := 0;
end;

procedure maxloc(v : integer; vi, vj : integer; var m : integer; var i, j : integer);
begin
  if v > m | (v = m & (vi < i | (vi = i & vj < j))) then
    m := v;
    i := vi;
    j := vj;
  end;
end;

procedure minloc(var m : integer; var i, j : integer);
begin
  m := 1000000;
  i := 0;
  j := 0;
end;

procedure minloc(v : integer; vi, vj : integer; var m : integer; var i, j : integer);
begin
  if v < m | (v = m & (vi > i | (vi = i & vj > j))) then
    m := v;
    i := vi;
    j := vj;
  end;
end;

procedure sumrows(var s : double; var r : integer);
begin
  s := 0.0;
  r := 0;
end;

procedure sumrows(v : double; vr : integer; var s : double; var r : integer);
begin
  s := s + v;
  r := r + vr;
end;

procedure several();
var m, i, j : integer;
    total : double;
    rows : integer;
begin
  [R] V := (7 * Index1 + 3 * Index2) % 10;
  [R] (m, i, j) := maxloc<< (V, Index1, Index2);
  writeln("maxloc: ", m, " at ", i, ", ", j);
  [1, 4] V := 0;
  [R] (gm, gi, gj) := maxloc<< (V, Index1, Index2);
  writeln("maxloc after: ", gm, " at ", gi, ", ", gj);
  [R] (m, i, j) := minloc<< (V, Index1, Index2);
  writeln("minloc: ", m, " at ", i, ", ", j);
  [R] (total, rows) := sumrows<< (V * 0.5, Index1);
  writeln("sumrows: ", total, " ", rows);
  [Inner] (m, i, j) := maxloc<< (V@east - Index2, Index1, Index2);
  writeln("east: ", m, " at ", i, ", ", j);
end;
