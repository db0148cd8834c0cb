-- `free procedure`s defined in ZPL: their result is a free (per-processor)
-- value, like an `extern free prototype`'s, combined across the processors
-- by a reduction. Each processor's `share(3)` is 3 (its own `free var`
-- bumped once), so `+<< share(3)` is 3P; `elapsed` reads a per-processor
-- clock. Before: "expected `procedure`" at `free procedure`.
-- RUN: %zplc %s -emit=ast | FileCheck %s --check-prefix=AST
-- AST: ProcedureDecl {{.*}}share free
-- RUN: %zplc %s %S/Inputs/free-wallclock.c -o %t
-- RUN: %t -p1 | FileCheck %s --check-prefix=P1
-- RUN: %t -p2 | FileCheck %s --check-prefix=P2
-- RUN: %t -p3 | FileCheck %s --check-prefix=P3
-- RUN: %t -p4 | FileCheck %s --check-prefix=P4
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s --check-prefix=P2
-- RUN: %mpirun -np 3 %t --binding=mpi | FileCheck %s --check-prefix=P3
-- P1: shares:{{ +}}3 {{$}}
-- P2: shares:{{ +}}6 {{$}}
-- P3: shares:{{ +}}9 {{$}}
-- P4: shares:{{ +}}12 {{$}}
-- P1-NEXT: most:{{ +}}3 {{$}}
-- P2-NEXT: most:{{ +}}3 {{$}}
-- P3-NEXT: most:{{ +}}3 {{$}}
-- P4-NEXT: most:{{ +}}3 {{$}}
-- P1-NEXT: kept:{{ +}}3 {{$}}
-- P2-NEXT: kept:{{ +}}6 {{$}}
-- P3-NEXT: kept:{{ +}}9 {{$}}
-- P4-NEXT: kept:{{ +}}12 {{$}}
-- P1-NEXT: ordered: true
-- P2-NEXT: ordered: true
-- P3-NEXT: ordered: true
-- P4-NEXT: ordered: true
program freeprocs;
extern free prototype wallclock() : double;
free prototype share(n : integer) : integer;
free var mine : integer;
     t : double;
var start : double;
    total : integer;

procedure bump(free inout x : integer; step : integer);
begin
  x := x + step;
end;

free procedure share(n : integer) : integer;
free var own : integer;
begin
  own := 0;
  bump(own, n);
  return own;
end;

free procedure elapsed(from : double) : double;
begin
  return wallclock() - from;
end;

procedure freeprocs();
begin
  writeln("shares: ", +<< share(3));
  writeln("most: ", max<< share(3));
  mine := share(3);
  total := +<< mine;
  writeln("kept: ", total);
  start := min<< wallclock();
  t := elapsed(start);
  writeln("ordered: ", (min<< t) >= 0.0);
end;
