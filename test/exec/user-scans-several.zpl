-- User-defined partial reductions and scans of several operands of
-- different types (issue 9, section 3): `[Col] (CS, CN, CC) := stats<< [R]
-- (A, A < -0.75, Index2 % 2 * Index1)` keeps, per row, a double sum, a
-- boolean "any below -0.75" and an integer sum at once; `[R] (X, Y) :=
-- minmax|| [2] (A, 2.0 * A)` scans two doubles along each row. Before: "a
-- partial reduction of several operands ... is not supported yet" and "a
-- user-defined scan of several operands ... is not supported yet" at
-- -emit=ast. Hand-computed, A = ((3 * Index1 + 2 * Index2) % 7) * 0.5 - 1.0
-- over [1..4, 1..4] has the rows 1.5 -1.0 0.0 1.0 | -0.5 0.5 1.5 -1.0 |
-- 1.0 2.0 -0.5 0.5 | -1.0 0.0 1.0 2.0: sums 1.5 0.5 3.0 2.0, a -1.0 in
-- rows 1, 2 and 4, and columns 1 and 3 odd, so the integer sums are 2 *
-- row. Running minima of row 1: 1.5 -1.0 -1.0 -1.0, running maxima of
-- 2 * A in row 1: 3.0 3.0 3.0 3.0, in row 2: -1.0 1.0 3.0 3.0.
-- RUN: %zplc %s -o %t
-- RUN: %python %S/Inputs/runall.py %t %S/Inputs/user-scans-several.expected "%mpirun" --mpi=2,4 | FileCheck %s --check-prefix=RUNS
-- RUNS: 10 runs, 0 failures
-- RUN: %t -p3 | diff - %S/Inputs/user-scans-several.expected
-- The IR text names the destinations and operands and reads back in.
-- RUN: %zplc %s -emit=ir-lowered -o %t.zir
-- RUN: FileCheck %s --check-prefix=IR < %t.zir
-- IR: [Col] CS, CN, CC := stats<< [R] (A, (A < -0.75), ((Index2 % 2) * Index1))
-- IR: [R] X, Y := minmax|| [2] (A, (2.0 * A))
-- RUN: %zplc %t.zir -o %t2
-- RUN: %t2 -p4 | diff - %S/Inputs/user-scans-several.expected
program severalmixed;

config var n : integer = 4;
region R = [1..n, 1..n];
       Col = [1..n, 1];
var A, X, Y : [R] double;
    CS : [Col] double;
    CN : [Col] boolean;
    CC : [Col] integer;

procedure stats(var s : double; var neg : boolean; var c : integer);
begin
  s := 0.0;
  neg := false;
  c := 0;
end;

procedure stats(v : double; vneg : boolean; odd : integer; var s : double; var neg : boolean; var c : integer);
begin
  s := s + v;
  neg := neg | vneg;
  c := c + odd;
end;

procedure minmax(var lo, hi : double);
begin
  lo := 1.0e30;
  hi := -1.0e30;
end;

procedure minmax(a, b : double; var lo, hi : double);
begin
  if a < lo then
    lo := a;
  end;
  if b > hi then
    hi := b;
  end;
end;

procedure severalmixed();
begin
  [R] A := ((3 * Index1 + 2 * Index2) % 7) * 0.5 - 1.0;
  [Col] (CS, CN, CC) := stats<< [R] (A, A < -0.75, Index2 % 2 * Index1);
  [Col] writeln(CS);
  [Col] writeln(CN);
  [Col] writeln(CC);
  [R] (X, Y) := minmax|| [2] (A, 2.0 * A);
  [R] writeln(X);
  [R] writeln(Y);
end;
