-- An expression passed for a by-value parallel array parameter (`g(W, P + 1)`,
-- `P@east`, an expression of another element type, a rank-only formal) is
-- computed into a temporary over the current region, then passed. Before,
-- sema accepted it and the generated C++ did not compile (an internal error:
-- `(/*parallel value outside a loop*/0 + 1)` passed for an array).
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi-shm | FileCheck %s
-- CHECK: twice: 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34
-- CHECK-NEXT: halved: 0 2 2 4 4 6 6 8 8 10 10 12 12 14 14 16
-- CHECK-NEXT: sum: 152
-- CHECK-NEXT: east: 22 23 24 0 26 27 28 0 30 31 32 0 34 35 36 0
program array_arg_expression;
config var n : integer = 4;
region R = [1..n, 1..n];
       Inner = [1..n, 1..n - 1];
direction east = [0, 1];
var P, W : [R] integer;
    S : integer;
procedure twice(var B : [R] integer; A : [R] integer);
begin
  [R] B := A * 2;
end;
procedure total(A : [R] integer) : integer;
var t : integer;
begin
  [R] t := +<< A;
  return t;
end;
procedure plus20(var B : [,] integer; A : [,] integer);
begin
  B := A + 20;
end;
procedure show(s : string);
var i, j, v : integer;
begin
  write(s, ":");
  for i := 1 to n do
    for j := 1 to n do
      [i, j] v := +<< W;
      write(" %d":v);
    end;
  end;
  writeln();
end;
procedure array_arg_expression();
begin
  [R] P := (Index1 - 1) * n + Index2;
  [R] twice(W, P + 1);
  show("twice");
  [R] twice(W, P * 0.5);
  show("halved");
  [R] S := total(P + 1);
  writeln("sum: %d":S);
  [R] W := 0;
  [Inner] plus20(W, P@east);
  show("east");
end;
