-- Input and output over flood regions. A flood array printed over its own
-- region (`[Col] writeln(F)`) shows its one column; printed over indices of
-- its `*` dimension (`[R] writeln(F)`) it shows the value every index there
-- has (a temporary over R: it stopped with "writing indices 1..3 of
-- dimension 2 of an array whose indices there are 0..0"); read over its own
-- region it takes one value per row. Sema refuses arrays that are not
-- flooded used over `*` (`[Col] writeln(A)`) and reading into a flood array
-- over indices of its `*` dimension (test/sema/flood-io.zpl).
-- RUN: %zplc %s -o %t
-- RUN: echo 7 8 9 | %t -p1 | FileCheck %s
-- RUN: echo 7 8 9 | %t -p2 | FileCheck %s
-- RUN: echo 7 8 9 | %t -p3 | FileCheck %s
-- RUN: echo 7 8 9 | %t -p4 | FileCheck %s
-- RUN: echo 7 8 9 | %mpirun -np 2 %t --binding=mpi | FileCheck %s
program floodio;
config var n : integer = 3;
region R = [1..n, 1..n];
       Col = [1..n, *];
       Row = [*, 1..n];
var A : [R] integer;
    F : [Col] integer;
    G : [Row] integer;
procedure floodio();
begin
  [R] A := 10 * Index1 + Index2;
  [Col] F := >>[1..n, 2] A;
  [Row] G := >>[3, 1..n] A;
  [Col] writeln(F);
  [R] writeln(F);
  [R] writeln(G + F);
  [Col] read(F);
  [1..2, 1..n] writeln(F);
end;
-- CHECK:       12
-- CHECK-NEXT:        22
-- CHECK-NEXT:        32
-- CHECK-EMPTY:
-- CHECK-NEXT:        12        12        12
-- CHECK-NEXT:        22        22        22
-- CHECK-NEXT:        32        32        32
-- CHECK-EMPTY:
-- CHECK-NEXT:        43        44        45
-- CHECK-NEXT:        53        54        55
-- CHECK-NEXT:        63        64        65
-- CHECK-EMPTY:
-- CHECK-NEXT:         7         7         7
-- CHECK-NEXT:         8         8         8
