-- The standard prelude's `opaque` type and `generic` parameters and results
-- of `extern prototype`s (ZPL reference, "Extern and Opaque in ZPL"): C data
-- held in `opaque` variables (a `void *` in the C++, null until assigned),
-- assigned and passed to C and to ZPL procedures, also to C functions whose
-- header takes a `FILE *` or a `struct counter *`; C functions and macros taking any integral
-- or floating value, declared by a header given on the command line. A
-- `generic` result has the `generic` arguments' type (C's usual arithmetic
-- conversions): `twice(21)` is an integer, `twice(1.25)` a double.
-- Before: "undeclared type `opaque`".
-- RUN: %zplc %s -emit=ast | FileCheck %s --check-prefix=AST
-- AST: counter_new{{.*}}opaque
-- RUN: %zplc %s -emit=ir | FileCheck %s --check-prefix=IR
-- IR-DAG: extern prototype counter_new(integer) : opaque
-- IR-DAG: extern prototype twice(generic) : generic
-- RUN: %zplc %s %S/Inputs/opaque-generic.h -emit=cpp | FileCheck %s --check-prefix=CPP
-- CPP: #include "{{.*}}opaque-generic.h"
-- CPP: void *z_counter__new(int32_t) __asm__("counter_new");
-- CPP-NOT: twice(int
-- RUN: %zplc %s %S/Inputs/opaque-generic.h %S/Inputs/opaque-generic.c -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- RUN: %mpirun -np 4 %t --binding=mpi | FileCheck %s
-- Without the header the C function has no C declaration to call through.
-- RUN: not %zplc %s %S/Inputs/opaque-generic.c -o %t.noh 2>&1 | FileCheck %s --check-prefix=NOH
-- NOH: opaque-generic.zpl:[[@LINE+22]]:18: error: the C function `twice` has `generic` parameters or a `generic` result: give the C header that declares it
-- Nor is C++ emitted that would call it undeclared (the back-end sweep
-- compiled such C++, which failed).
-- RUN: not %zplc %s -emit=cpp 2>&1 | FileCheck %s --check-prefix=NOH
-- CHECK: count 16
-- CHECK-NEXT: same {{ *}}true
-- CHECK-NEXT: 42 2.50
-- CHECK-NEXT: scaled 10.0
-- CHECK-NEXT: abs 3
-- CHECK-NEXT: times 32.0 flush 0
-- CHECK-NEXT: {{^ *}}22 {{ *}}24 {{ *}}26
-- CHECK-NEXT: {{^ *}}42 {{ *}}44 {{ *}}46
-- CHECK: sum 510.0
program opaquegen;

extern type counter = opaque;
extern prototype counter_new(start : integer) : counter;
extern prototype counter_add(c : counter; k : integer);
extern prototype counter_get(c : opaque) : integer;
extern prototype counter_same(a, b : opaque) : integer;
extern prototype counter_free(c : opaque);
-- A C macro and a C function, both taking any numeric type.
extern prototype twice(x : generic) : generic;
extern prototype scaled(x : generic) : double;
extern prototype counter_times(c : counter; x : generic) : double;
-- Declared by <stdio.h>, which takes a `FILE *`.
extern prototype fflush(f : opaque) : integer;
-- A built-in restated in the standard prelude's style.
extern prototype abs(x : generic) : generic;

region R = [1..2, 1..3];
var A : [R] integer;
    B : [R] double;
    c : counter;

procedure bump(h : opaque; k : integer);
begin
  counter_add(h, k);
end;

procedure fresh(n : integer) : opaque;
begin
  return counter_new(n);
end;

procedure opaquegen();
var d, none : opaque;
    s : double;
begin
  c := fresh(10);
  d := c; -- the same C object
  bump(d, 5);
  counter_add(c, 1);
  writeln("count ", "%d":counter_get(c));
  writeln("same ", counter_same(c, d) = 1);
  writeln("%d":twice(21), " ", "%.2f":twice(1.25));
  writeln("scaled ", "%.1f":scaled(4));
  writeln("abs ", "%d":abs(-3));
  writeln("times ", "%.1f":counter_times(c, 2), " flush ", "%d":fflush(none));
  [R] A := Index1 * 10 + Index2;
  [R] A := twice(A);
  [R] B := scaled(A);
  [R] writeln(A);
  [R] s := +<< B;
  writeln("sum ", "%.1f":s);
  counter_free(c);
end;
