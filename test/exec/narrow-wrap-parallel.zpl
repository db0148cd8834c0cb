-- Narrow element types through the parallel paths: a partial reduction of
-- integers into a `ubyte` column (row sums 410 810 1210 1610 printed as
-- themselves; C: 154 42 186 74), a scatter of integers and a scatter with
-- `+=`, gathers, a wavefront (`B'@west + 100`) and an assignment under a
-- shattered `if`: each value wraps modulo 256 where it is stored.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %mpirun -np 4 %t --binding=mpi-shm | FileCheck %s
-- CHECK: {{^ *}}154{{ *$}}
-- CHECK-NEXT: {{^ *}}42{{ *$}}
-- CHECK-NEXT: {{^ *}}186{{ *$}}
-- CHECK-NEXT: {{^ *}}74{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}101 102 103 104{{ *$}}
-- CHECK-NEXT: {{^ *}}201 202 203 204{{ *$}}
-- CHECK-NEXT: {{^ *}}45 46 47 48{{ *$}}
-- CHECK-NEXT: {{^ *}}145 146 147 148{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}45 46 47 48{{ *$}}
-- CHECK-NEXT: {{^ *}}145 146 147 148{{ *$}}
-- CHECK-NEXT: {{^ *}}245 246 247 248{{ *$}}
-- CHECK-NEXT: {{^ *}}89 90 91 92{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}102 103 104 105{{ *$}}
-- CHECK-NEXT: {{^ *}}202 203 204 205{{ *$}}
-- CHECK-NEXT: {{^ *}}46 47 48 49{{ *$}}
-- CHECK-NEXT: {{^ *}}146 147 148 149{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}101 102 103 104{{ *$}}
-- CHECK-NEXT: {{^ *}}201 202 203 204{{ *$}}
-- CHECK-NEXT: {{^ *}}45 46 47 48{{ *$}}
-- CHECK-NEXT: {{^ *}}145 146 147 148{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}101 201 45 145{{ *$}}
-- CHECK-NEXT: {{^ *}}201 45 145 245{{ *$}}
-- CHECK-NEXT: {{^ *}}45 145 245 89{{ *$}}
-- CHECK-NEXT: {{^ *}}145 245 89 189{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}101 201 45 145{{ *$}}
-- CHECK-NEXT: {{^ *}}201 45 145 245{{ *$}}
-- CHECK-NEXT: {{^ *}}135 138 141 144{{ *$}}
-- CHECK-NEXT: {{^ *}}179 182 185 188{{ *$}}
-- CHECK-EMPTY:
program narrowpar;
config var n : integer = 4;
region R = [1..n, 1..n];
       C = [1..n, 1];
direction west = [0, -1];
var B : [R] ubyte;
    I : [R] integer;
    V : [C] ubyte;
    P : [R] integer;
    Q : [R] integer;
procedure narrowpar();
begin
  [R] I := Index1 * 100 + Index2;
  [C] V := +<< [R] I;          -- row sums of integers into ubyte
  [C] writeln(V);
  [R] B := 0;
  [R] P := Index2;
  [R] Q := Index1;
  [R] B#[Q, P] := I;           -- scatter integers into ubyte
  [R] writeln(B);
  [R] B#[Q, P] += 200;
  [R] writeln(B);
  [R] B := I#[Q, P] + 1;       -- gather
  [R] writeln(B);
  [R] B := I#[Q, P];           -- plain gather
  [R] writeln(B);
  [1..n, 2..n] B := B'@west + 100;  -- wavefront
  [R] writeln(B);
  [R] if I > 250 then B := I * 3; end;  -- shattered
  [R] writeln(B);
end;
