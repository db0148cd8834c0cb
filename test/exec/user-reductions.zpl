-- ZPL's user-defined reductions (reference page udr.html): two procedures
-- of the operator's name, an identity and an accumulation, in the function
-- form (`mymin() : integer`, `mymin(v, d : integer) : integer`) or the var
-- form (`bigsum(var d)`, `bigsum(v; var d)`). Each processor accumulates its
-- own elements; the partial results are combined with the accumulation in
-- rank order. Integer and exactly representable data, so every processor
-- count and binding prints the same. Before: "user-defined reduction
-- `mymin<<` is not supported" at -emit=ast.
-- A = 10 * Index1 + Index2 over [1..6, 1..6], then A[2,4] = -5:
--   min -5; sum 10*21*6 + 21*6 - 24 - 5 = 1357; max of D 35; over
--   [2..3, 2..5]: min -5, sum 94 + 134 - 24 - 5 = 199; B = A + 20 has
--   min 15, so 13 decrements bring it below 3; max of A as a double 66.
-- RUN: %zplc %s -o %t
-- RUN: %python %S/Inputs/runall.py %t %S/Inputs/user-reductions.expected "%mpirun" --mpi=2,4 | FileCheck %s --check-prefix=RUNS
-- RUNS: 10 runs, 0 failures
-- RUN: %t -p3 | FileCheck %s
-- CHECK: mymin: -5
-- CHECK-NEXT: bigsum: 1357
-- CHECK-NEXT: dmax: 35.0
-- CHECK-NEXT: all positive: false
-- CHECK-NEXT: row 1 positive: true
-- CHECK-NEXT: sub: -5 199
-- CHECK-NEXT: loop: 13
-- CHECK-NEXT: calls: 3 1000000
-- CHECK-NEXT: dmax of integers: 66.0
-- The IR text names the reduction by its procedures and reads back in.
-- RUN: %zplc %s -emit=ir-lowered -o %t.zir
-- RUN: FileCheck %s --check-prefix=IR < %t.zir
-- IR: := mymin<< [R] A
-- RUN: %zplc %t.zir -o %t2
-- RUN: %t2 -p2 | FileCheck %s
program udrs;

config var n : integer = 6;
region R = [1..n, 1..n];
var A, B : [R] integer;
    D : [R] double;

procedure mymin() : integer;
begin
  return 1000000;
end;

procedure mymin(v, d : integer) : integer;
begin
  if v < d then
    return v;
  else
    return d;
  end;
end;

procedure bigsum(var d : integer);
begin
  d := 0;
end;

procedure bigsum(v : integer; var d : integer);
begin
  d := d + v;
end;

procedure dmax() : double;
begin
  return -1.0e300;
end;

procedure dmax(v, d : double) : double;
begin
  if v > d then
    return v;
  end;
  return d;
end;

procedure allpos(var d : boolean);
begin
  d := true;
end;

procedure allpos(v : boolean; var d : boolean);
begin
  d := d & v;
end;

procedure udrs();
var m, s, k : integer;
    x : double;
    ok : boolean;
begin
  [R] A := 10 * Index1 + Index2;
  [2, 4] A := -5;
  [R] D := (Index1 - 1) * n + (Index2 - 1);
  [R] m := mymin<< A;
  writeln("mymin: ", m);
  [R] s := bigsum<< A;
  writeln("bigsum: ", s);
  [R] x := dmax<< D;
  writeln("dmax: ", "%.1f":x);
  [R] ok := allpos<< (A > 0);
  writeln("all positive: ", ok);
  [1, 1..n] ok := allpos<< (A > 0);
  writeln("row 1 positive: ", ok);
  [2..3, 2..5] writeln("sub: ", mymin<< A, " ", bigsum<< A);
  [R] B := A + 20;
  k := 0;
  [R] while (mymin<< B) >= 3 do
    B := B - 1;
    k := k + 1;
  end;
  writeln("loop: ", k);
  writeln("calls: ", mymin(3, 7), " ", mymin());
  [R] writeln("dmax of integers: ", "%.1f":(dmax<< A));
end;
