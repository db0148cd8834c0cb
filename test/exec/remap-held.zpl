-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 -sp1=2 | FileCheck %s
-- RUN: %t -p3 -sp2=3 | FileCheck %s
-- RUN: %t -p4 -sp1=2 -sp2=2 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi -sp1=2 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi -sp2=2 | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi -sp1=3 | FileCheck %s
-- RUN: %mpirun -np 4 %t --binding=mpi -sp1=2 -sp2=2 | FileCheck %s
-- RUN: %mpirun -np 4 %t --binding=mpi -sp2=4 | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi-shm -sp2=3 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi-rma -sp1=2 | FileCheck %s
-- RUN: env ZPL_MPI_DATATYPES=1 %mpirun -np 2 %t --binding=mpi -sp1=2 | FileCheck %s
-- RUN: env ZPL_PREDICT=1 %mpirun -np 2 %t --binding=mpi -sp1=2 | FileCheck %s
--
-- A statement that reads a remap fused with it (`[R] B := B + A#[Index2,
-- Index1]`) reads the part of the source on its processor in place; with
-- the `mpi` binding it also reads each peer's part where MPI received it,
-- as a block of the source, instead of having the transfer scatter it into
-- the remap's temporary first (Transfer::DNInPlace / held,
-- zplc::heldViews; codegen/emit/Fusion.cpp). The reads here go through
-- that path (transposes, and a copy between layouts, whose blocks lie the
-- other way round) and through each way back to the temporary: MPI
-- datatypes (ZPL_MPI_DATATYPES=1) and the bindings that share memory; also
-- early receives (ZPL_PREDICT=1) and a remap in a loop whose source changes
-- between uses. Each result is compared with the
-- formula it must equal, which reads no remap; remap-held-stats.test
-- checks that the in-place path is taken.
program held;

config var n  : integer = 37;
           m  : integer = 53;
           p1 : integer = 1;
           p2 : integer = 1;

grid G = [p1, p2];
distribution D : G = [block, block];
region R  = [1..n, 1..m];
       RT = [1..m, 1..n];
       S  = [-5..40, -5..40];
       GR : D = [1..n, 1..m];
       GT : D = [1..m, 1..n];

var A     : [RT] double;
    B     : [R] double;
    I     : [RT] integer;
    J     : [R] integer;
    Q, Q2 : [S] double;
    F     : [R] boolean;
    GA    : [GT] double;
    GB    : [GR] double;
    GC    : [R] double;
    P     : [R] double;
    e     : double;
    ie, k : integer;

procedure held();
begin
  [RT] A := to_double(1000 * Index1 + Index2);
  [R]  B := 0.5;
  [R]  B := B + A#[Index2, Index1];
  [R]  e := +<< abs(B - (0.5 + to_double(1000 * Index2 + Index1)));
  writeln("double: ", "%.1f":e);

  [RT] I := 100 * Index1 - Index2;
  [R]  J := 3;
  [R]  J := J * 2 - I#[Index2, Index1];
  [R]  ie := +<< abs(J - (6 - (100 * Index2 - Index1)));
  writeln("integer: ", ie);

  [S]  Q  := to_double(100 * Index1 + Index2);
  [S]  Q2 := 1.0;
  [S]  Q2 := Q2 + Q#[Index2, Index1];
  [S]  e := +<< abs(Q2 - (1.0 + to_double(100 * Index2 + Index1)));
  writeln("shifted origin: ", "%.1f":e);

  [R]  F := A#[Index2, Index1] > 20000.0;
  [R]  ie := +<< to_integer(F != (to_double(1000 * Index2 + Index1) > 20000.0));
  writeln("boolean: ", ie);

  -- The same remap in a loop, its source changed between uses.
  [R] P := 0.0;
  for k := 1 to 3 do
    [R]  P := P + A#[Index2, Index1];
    [RT] A := A + 1.0;
  end;
  [R]  e := +<< abs(P - (3.0 * to_double(1000 * Index2 + Index1) + 3.0));
  writeln("loop: ", "%.1f":e);

  -- On a grid of the run's shape (-sp1 -sp2), and from it to the default
  -- layout: a transpose, then the same indices (a copy between layouts).
  [GT] GA := to_double(7 * Index1 - Index2);
  [GR] GB := 2.0;
  [GR] GB := GB + GA#[Index2, Index1];
  [GR] e := +<< abs(GB - (2.0 + to_double(7 * Index2 - Index1)));
  writeln("grid: ", "%.1f":e);
  [R]  GC := 1.0;
  [R]  GC := GC + GB#[Index1, Index2];
  [R]  e := +<< abs(GC - (3.0 + to_double(7 * Index2 - Index1)));
  writeln("copy: ", "%.1f":e);
end;
-- CHECK: double: 0.0
-- CHECK-NEXT: integer: 0
-- CHECK-NEXT: shifted origin: 0.0
-- CHECK-NEXT: boolean: 0
-- CHECK-NEXT: loop: 0.0
-- CHECK-NEXT: grid: 0.0
-- CHECK-NEXT: copy: 0.0
