-- An integer literal past the largest `integer` is a `longint` (sema types
-- it so); the lowering typed it `integer`, so what it reached was computed,
-- reduced or printed in 32 bits: `3000000000 * 2` printed 1705032704,
-- `-3000000000` 1294967296, `max(3000000000, y)` 2, and `+<< (Index1 *
-- 3000000000)` 820130816. The lowering now takes the literal's type from sema.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- CHECK: 6000000000 {{$}}
-- CHECK-NEXT: -3000000000 {{$}}
-- CHECK-NEXT: 3000000000 {{$}}
-- CHECK-NEXT: 6000000000 {{$}}
-- CHECK-NEXT: sum = 18000000000 {{$}}
-- CHECK-NEXT: most = 9000000000 {{$}}
program longliterals;
region R = [1..3];
var y : integer;
    s : longint;
procedure longliterals();
begin
  y := 2;
  writeln(3000000000 * 2);
  writeln(-3000000000);
  writeln(max(3000000000, y));
  writeln(y * 3000000000);
  [R] s := +<< (Index1 * 3000000000);
  writeln("sum = ", s);
  [R] s := max<< (Index1 * 3000000000);
  writeln("most = ", s);
end;
