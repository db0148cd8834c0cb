-- RUN: %zplc %s -o %t
-- RUN: %t -p2 | FileCheck --strict-whitespace %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck --strict-whitespace %s
-- Scans along a cyclic dimension (the columns, split over 2 processors)
-- were rejected ("scans along a cyclic dimension are not supported by the
-- code generator yet"); they follow the index order, not the processors'.
-- A = Index2 + 10 * (Index1 - 1), so along a row the prefix sums are
-- 10(i-1)j + j(j+1)/2, and down a column sum_{r<=i} (j + 10(r-1)).
program cyc;

config var n : integer = 4;
grid G = [1, 2];
distribution D : G = [block, cyclic];
region R : D = [1..n, 1..n];
var A, B : [R] integer;

procedure cyc();
begin
  [R] A := Index2 + 10 * (Index1 - 1);
  [R] B := +|| [2] A;
  [R] writeln(B);
  [R] B := +|| [1] A;
  [R] writeln(B);
end;
-- CHECK:      {{^ +}}1 {{ +}}3 {{ +}}6 {{ +}}10 {{$}}
-- CHECK-NEXT: {{^ +}}11 {{ +}}23 {{ +}}36 {{ +}}50 {{$}}
-- CHECK-NEXT: {{^ +}}21 {{ +}}43 {{ +}}66 {{ +}}90 {{$}}
-- CHECK-NEXT: {{^ +}}31 {{ +}}63 {{ +}}96 {{ +}}130 {{$}}
-- CHECK:      {{^ +}}1 {{ +}}2 {{ +}}3 {{ +}}4 {{$}}
-- CHECK-NEXT: {{^ +}}12 {{ +}}14 {{ +}}16 {{ +}}18 {{$}}
-- CHECK-NEXT: {{^ +}}33 {{ +}}36 {{ +}}39 {{ +}}42 {{$}}
-- CHECK-NEXT: {{^ +}}64 {{ +}}68 {{ +}}72 {{ +}}76 {{$}}
