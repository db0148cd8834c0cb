-- Relations are embedded when the processor count and the shapes are known
-- when compiling; otherwise they are computed at run time. A program run with
-- other values notices it and computes its relations itself.
-- RUN: %zplc %s -emit=ir | FileCheck %s --check-prefix=RUNTIME
-- RUN: %zplc %s -p4 -sn=8 -emit=ir | FileCheck %s --check-prefix=EMBED
-- RUN: %zplc %s -p4 -sn=8 -emit=cpp | FileCheck %s --check-prefix=CPP
-- RUN: %zplc %s -p4 -sn=8 -o %t
-- RUN: env ZPLC_TRACE_RELATIONS=1 %t -p4 -sn=8 2>&1 | FileCheck %s --check-prefix=HIT
-- RUN: env ZPLC_TRACE_RELATIONS=1 %t -p2 -sn=8 2>&1 | FileCheck %s --check-prefix=MISS
-- RUN: env ZPLC_TRACE_RELATIONS=1 %t -p4 -sn=12 2>&1 | FileCheck %s --check-prefix=MISS12
program rel;

config var n : integer = 6;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction east = [0, 1];
var A, B : [Big] integer;
    s : integer;

-- RUNTIME: transfer t0 halo A -> A map [i1, i2+1] over [R] runtime
-- EMBED: transfer t0 halo A -> A map [i1, i2+1] over [R] precomputed {{[A-Z]+}} p=4 pairs=2
-- CPP: // t0: relations precomputed for 4 processors, n=8
-- CPP: const uint64_t kRel0_1to0[] =
-- CPP: const uint64_t kRel0_3to2[] =
-- CPP-NOT: MPI_
-- HIT: zplc: transfer 0: embedded relations
-- HIT: sum: 280
-- MISS: zplc: transfer 0: run-time relations
-- MISS: sum: 280
-- MISS12: zplc: transfer 0: run-time relations
-- MISS12: sum: 924
procedure rel();
[R] begin
  [Big] A := 0;
  A := Index2;
  B := A@east;
  s := +<< B;
  writeln("sum: ", "%d":s);
end;
