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
-- Hand-computed, V = (7 * Index1 + 3 * Index2) % 10 over [1..6, 1..6]:
--   maxloc: 9 occurs where 7i + 3j is 19, 29 or 39: at (1, 4), (2, 5) and
--   (3, 6); the smallest is (1, 4). With V[1, 4] := 0, (2, 5).
--   minloc (ties towards the largest row, then column): 0 occurs at
--   (1, 1), (1, 4), (2, 2), ..., (6, 6); the largest is (6, 6).
--   sumrows<< (V * 0.5, Index1): half the sum of V (141 / 2 = 70.5) and
--   the sum of the row indices (21 * 6 = 126).
--   Over [1..6, 1..5], V@east - Index2 is at most 7, only at (6, 1)
--   (V[6, 2] = 8); V * 0.5 sums to 58.0 and V@east to 116 there (the
--   second operand read through the halo).
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
  [Inner] (total, rows) := sumrows<< (V * 0.5, V@east);
  writeln("sumrows east: ", total, " ", rows);
end;
