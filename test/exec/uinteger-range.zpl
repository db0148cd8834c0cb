-- `uinteger` holds 0..4294967295 (sema accepts literals up to there), but was
-- stored in 32 bits: `x := 3000000000` printed -1294967296, and `x / 2` of
-- 4000000000 printed -147483648. It is now stored in 64 bits, as `ubyte`
-- and the other narrow types are stored in a wider type (docs/compat.md).
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- CHECK: 3000000000 {{$}}
-- CHECK-NEXT: 2000000000 {{$}}
-- CHECK-NEXT: sum = 12000000003 {{$}}
-- CHECK-NEXT: unsigned sum = 3410065411 {{$}}
-- CHECK-NEXT: most = 4000000002 {{$}}
-- CHECK-NEXT: 4000000001 {{$}}
program uintegerrange;
region R = [1..3];
var x : uinteger;
    c : uinteger;
    s : ulong;
    U : [R] uinteger;
procedure uintegerrange();
begin
  x := 3000000000;
  writeln(x);
  x := 4000000000;
  writeln(x / 2);
  [R] U := x + Index1 - 1;
  [R] s := +<< to_long(U);
  writeln("sum = ", s);
  -- A sum of `uinteger` values is a `uinteger`, computed modulo 2^32 as in C
  -- (12000000003 - 2 * 2^32).
  [R] s := +<< U;
  writeln("unsigned sum = ", s);
  [R] c := max<< U;
  writeln("most = ", c);
  [2] writeln(U);
end;
