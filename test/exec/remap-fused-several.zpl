-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi-shm | FileCheck %s
-- A statement reading two remaps: each remap's transfer decided alone
-- whether its part was on the processor and then skipped filling its
-- temporary, while the statement read the sources in place only when both
-- were; one local and one not (a transpose and an identity remap at -p2), it
-- read the unfilled temporary: `A#[Index2, Index1] - B#[Index1, Index2]`
-- printed an error sum of 3312800.0 at -p2 and -p3 instead of 0.0. A
-- statement with several remaps now reads temporaries. Also two transposes
-- of one source (with transposed tiles, whole 32 x 32 blocks, this did not
-- compile), and of two sources. Each compared with the formula it must equal.
program fusedseveral;

config var n : integer = 40;

region R = [1..n, 1..n];

var A, B, C : [R] double;
    e : double;

procedure fusedseveral();
begin
  [R] A := to_double(100 * Index1 + Index2);
  [R] B := to_double(Index1 - 3 * Index2);
  [R] C := A#[Index2, Index1] - B#[Index1, Index2];
  [R] e := +<< abs(C - (to_double(100 * Index2 + Index1) - to_double(Index1 - 3 * Index2)));
  writeln("transpose and identity: ", "%.1f":e);
  [R] C := A#[Index2, Index1] + A#[Index2, Index1] * 2.0;
  [R] e := +<< abs(C - 3.0 * to_double(100 * Index2 + Index1));
  writeln("one source twice: ", "%.1f":e);
  [R] C := A#[Index2, Index1] * B#[Index2, Index1];
  [R] e := +<< abs(C - to_double(100 * Index2 + Index1) * to_double(Index2 - 3 * Index1));
  writeln("two sources: ", "%.1f":e);
end;
-- CHECK: transpose and identity: 0.0
-- CHECK-NEXT: one source twice: 0.0
-- CHECK-NEXT: two sources: 0.0
