-- ZPL's `free` scalars: per-processor values in `free var`s, `free inout`
-- parameters and `extern free prototype` results, combined across the
-- processors by reductions (`max<< t`). Each processor bumps its own
-- `one` from 0 to 1, so `+<< one` is the processor count P, and
-- `P * max<< one` is P again. Before: "operand of `+<<` must be parallel".
-- RUN: %zplc %s %S/Inputs/free-wallclock.c -o %t
-- RUN: %t -p1 | FileCheck %s --check-prefix=P1
-- RUN: %t -p2 | FileCheck %s --check-prefix=P2
-- RUN: %t -p3 | FileCheck %s --check-prefix=P3
-- RUN: %t -p4 | FileCheck %s --check-prefix=P4
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s --check-prefix=P2
-- P1: processors:{{ +}}1 {{$}}
-- P2: processors:{{ +}}2 {{$}}
-- P3: processors:{{ +}}3 {{$}}
-- P4: processors:{{ +}}4 {{$}}
-- P1-NEXT: ordered: true
-- P2-NEXT: ordered: true
-- P3-NEXT: ordered: true
-- P4-NEXT: ordered: true
-- P1-NEXT: timer ok: true
-- P2-NEXT: timer ok: true
-- P4-NEXT: timer ok: true
-- P1-NEXT: {{^ +}}1 {{$}}
-- P2-NEXT: {{^ +}}2 {{$}}
-- P3: {{^ +}}3 {{$}}
-- P4-NEXT: {{^ +}}4 {{$}}
program freevals;
extern free prototype wallclock() : double;
free var one : integer;
     t : double;
var procs, before : integer;
    ordered : boolean;
procedure bump(free inout x : integer; step : integer);
begin
  x := x + step;
end;
procedure freevals();
var tm : timer;
begin
  one := 0;
  bump(one, 1);
  procs := +<< one;
  writeln("processors: ", procs);
  t := wallclock();
  ordered := (min<< t) <= (max<< t);
  writeln("ordered: ", ordered);
  ClearTimer(tm);
  StartTimer(tm);
  StopTimer(tm);
  t := ReadTimer(tm);
  writeln("timer ok: ", (max<< t) >= 0.0);
  before := procs * (max<< one);
  writeln(before);
end;
