program promoted;
region R = [1..3, 1..3];
var A : [R] double;
procedure half(x : double) : double;
begin
  return x / 2.0;
end;
procedure total(X : [,] double) : double;
begin
  return +<< X;
end;
procedure promoted();
begin
  [R] A := Index1 + 10 * Index2;
  [R] writeln(half(A));
  [R] writeln(total(half(A)));
end;

-- A scalar procedure called with a parallel argument for a value parameter
-- is promoted: its value is parallel (sema's Expr::isParallel, which the
-- lowering reads). The lowering decided it itself and called it scalar when
-- the argument was a whole array, so `writeln(half(A))` printed one
-- `0.0000` and `total(half(A))` did not compile.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- CHECK: 5.5000   10.5000   15.5000
-- CHECK-NEXT: 6.0000   11.0000   16.0000
-- CHECK-NEXT: 6.5000   11.5000   16.5000
-- CHECK: 99.0000
