-- `bsl` and `bsr` with any count: C's `<<` and `>>` leave counts outside
-- 0..width-1 undefined (g++ printed 0 for `bsl(1, 40)` when it folded it and
-- 256 when the count came at run time, x86 taking it mod 32). Now a count of
-- the width or more shifts every bit out, a negative one shifts the other
-- way (Fortran's ISHFT), on scalars and parallel arrays alike.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | tr -s ' ' | FileCheck %s
-- RUN: %t -p3 | tr -s ' ' | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | tr -s ' ' | FileCheck %s
-- CHECK: 0 256 -2147483648 0 2
-- CHECK-NEXT: -1 0 -2 -1 4
-- CHECK-NEXT: 0 1099511627776 0
-- CHECK-NEXT: 16777216 256 0 16777216 0 0
-- CHECK: 0 256 0 0 0 0
program bitshifts;

config var k40 : integer = 40;
           k8 : integer = 8;
           m1 : integer = -1;
           n : integer = 6;

region R = [1..n];

var i, a : integer;
    L : long;
    K, B : [R] integer;

procedure bitshifts();
begin
  a := 1;
  writeln(bsl(a, k40), " ", bsl(a, k8), " ", bsl(a, 31), " ", bsl(a, 32), " ", bsl(4, m1));
  a := -8;
  writeln(bsr(a, k40), " ", bsr(1, k40), " ", bsr(a, 2), " ", bsr(a, 1000), " ", bsr(2, m1));
  L := 1;
  writeln(bsl(L, 64), " ", bsl(L, k40), " ", bsr(L, 64));
  [R] K := 8 * Index1 - 8 + (Index1 % 2) * 24;
  [R] B := bsl(1, K);
  [R] write(B);
  writeln();
  [R] B := bsr(65536, K);
  [R] write(B);
  writeln();
end;
