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
--   Row minima 10i + 1 but -5 in row 2; column sums 210 + 6j but 205 in
--   column 4; row sums 60i + 21 but 112 in row 2, so the row-major prefix
--   sums at the row ends are 81 193 394 655 976 1357; running minima from
--   the end along row 2: -5 up to column 4, then 25 26; the column prefix
--   sums at row 6 are the column sums.
-- RUN: %zplc %s -o %t
-- RUN: %python %S/Inputs/runall.py %t %S/Inputs/user-reductions.expected "%mpirun" --mpi=2,4 | FileCheck %s --check-prefix=RUNS
-- RUNS: 10 runs, 0 failures
-- RUN: %t -p3 | FileCheck --strict-whitespace %s
-- CHECK: mymin: {{ +}}-5 {{$}}
-- CHECK-NEXT: bigsum: {{ +}}1357 {{$}}
-- CHECK-NEXT: dmax: 35.0
-- CHECK-NEXT: all positive: false
-- CHECK-NEXT: row 1 positive: {{ +}}true
-- CHECK-NEXT: sub: {{ +}}-5 {{ +}}199 {{$}}
-- CHECK-NEXT: loop: {{ +}}13 {{$}}
-- CHECK-NEXT: calls: {{ +}}3 {{ +}}1000000 {{$}}
-- CHECK-NEXT: dmax of integers: 66.0
-- CHECK: {{^ +}}216 {{ +}}222 {{ +}}228 {{ +}}205 {{ +}}240 {{ +}}246 {{$}}
-- CHECK: {{^ +}}-5 {{ +}}-5 {{ +}}-5 {{ +}}-5 {{ +}}25 {{ +}}26 {{$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ +}}216 {{ +}}222 {{ +}}228 {{ +}}205 {{ +}}240 {{ +}}246 {{$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: max prefix: {{ +}}1357 {{$}}
-- The IR text names the reduction by its procedures and reads back in.
-- RUN: %zplc %s -emit=ir-lowered -o %t.zir
-- RUN: FileCheck %s --check-prefix=IR < %t.zir
-- IR: := mymin<< [R] A
-- RUN: %zplc %t.zir -o %t2
-- RUN: %t2 -p2 | FileCheck --strict-whitespace %s
program udrs;

config var n : integer = 6;
region R = [1..n, 1..n];
       Col1 = [1..n, 1];
       Row1 = [1, 1..n];
       Cols = [1..n, *];
var A, B, S, M, C, G : [R] integer;
    D : [R] double;
    RowMin : [Col1] integer;
    ColSum : [Row1] integer;
    F : [Cols] integer;

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
  -- Partial reductions: row minima into column 1, column sums into row 1,
  -- row sums replicated along a flood dimension.
  [Col1] RowMin := mymin<< [R] A;
  [Col1] writeln(RowMin);
  [Row1] ColSum := bigsum<< [R] A;
  [Row1] writeln(ColSum);
  [Cols] F := bigsum<< [R] A;
  [R] G := F;
  [1..n, n] writeln(G);
  -- Scans: row-major prefix sums, running minima from the last element
  -- back, sums down each column, and a scan inside an expression.
  [R] S := bigsum|| A;
  [1..n, n] writeln(S);
  [R] M := mymin|| [-2][-1] A;
  [2, 1..n] writeln(M);
  [R] C := bigsum|| [1] A;
  [n, 1..n] writeln(C);
  [R] k := max<< (bigsum|| A);
  writeln("max prefix: ", k);
end;
