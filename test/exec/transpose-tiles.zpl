-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi-shm | FileCheck %s
-- RUN: %zplc --portable %s -o %t.portable
-- RUN: %t.portable -p1 | FileCheck %s
-- RUN: %t.portable -p2 | FileCheck %s
-- Transposed reads of whole 32 x 32 blocks go through transposed tiles
-- (zplc::transposeTile, AVX-512 shuffles where the machine has them), the
-- blocks cut by the region's edges element by element: doubles and longs,
-- square and not, sizes around the block's multiples, a shifted origin, the
-- last two of three dimensions swapped, and two transposed reads in one
-- statement (read from temporaries: test/exec/remap-fused-several.zpl);
-- built with `--portable` (no AVX-512), the blocks are read
-- element by element as before. Each result is compared with the formula it
-- must equal, which reads no remap.
program tiles;

config var n : integer = 70;
           m : integer = 97;

region R  = [1..n, 1..m];
       RT = [1..m, 1..n];
       S  = [-5..60, -5..60];
       V  = [1..3, 1..n, 1..m];
       VT = [1..3, 1..m, 1..n];

var A, A2 : [RT] double;
    B     : [R] double;
    L     : [RT] long;
    M     : [R] long;
    Q, Q2 : [S] double;
    D     : [VT] double;
    C     : [V] double;
    e     : double;
    le    : long;

procedure tiles();
begin
  [RT] A  := to_double(1000 * Index1 + Index2);
  [RT] A2 := to_double(Index1 - 3 * Index2);
  [R]  B  := 0.5;
  [R]  B  := B + A#[Index2, Index1];
  [R]  e  := +<< abs(B - (0.5 + to_double(1000 * Index2 + Index1)));
  writeln("double: ", "%.1f":e);

  [RT] L := to_long(Index1) * 100000 + to_long(Index2);
  [R]  M := 7;
  [R]  M := M * 2 - L#[Index2, Index1];
  [R]  le := +<< abs(M - (14 - (to_long(Index2) * 100000 + to_long(Index1))));
  writeln("long: ", le);

  [R]  B := A#[Index2, Index1] * 2.0 - A2#[Index2, Index1];
  [R]  e := +<< abs(B - (to_double(2000 * Index2 + 2 * Index1) - to_double(Index2 - 3 * Index1)));
  writeln("two reads: ", "%.1f":e);

  [S]  Q  := to_double(100 * Index1 + Index2);
  [S]  Q2 := 1.0;
  [S]  Q2 := Q2 + Q#[Index2, Index1];
  [S]  e := +<< abs(Q2 - (1.0 + to_double(100 * Index2 + Index1)));
  writeln("square: ", "%.1f":e);

  [VT] D := to_double(10000 * Index1 + 100 * Index2 + Index3);
  [V]  C := -1.0;
  [V]  C := C + D#[Index1, Index3, Index2];
  [V]  e := +<< abs(C - (to_double(10000 * Index1 + 100 * Index3 + Index2) - 1.0));
  writeln("rank 3: ", "%.1f":e);
end;
-- CHECK: double: 0.0
-- CHECK-NEXT: long: 0
-- CHECK-NEXT: two reads: 0.0
-- CHECK-NEXT: square: 0.0
-- CHECK-NEXT: rank 3: 0.0
