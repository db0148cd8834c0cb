-- A halt runs on every processor, so a processor that stops with an error
-- instead never reached it: its error came first in program order, and its
-- message is the only one printed, as at one processor. Before, under
-- `threads` both the halt's message and the error were printed, and under
-- MPI the halt's alone (rank 0 spoke for all). At -p4 each processor holds
-- two elements; the one holding element `bad` divides by zero.
-- RUN: %zplc %s -o %t
-- RUN: not %t -p1 -sbad=8 > %t.out 2>&1; FileCheck %s --check-prefix=ERR8 < %t.out
-- RUN: for i in $(seq 20); do not %t -p4 -sbad=8 2>&1; done | sort | uniq -c | FileCheck %s --check-prefix=P4-8
-- P4-8-NOT: halting
-- P4-8: {{^ *}}20 zpl: error: stop-error-before-halt.zpl:35: integer division by zero
-- P4-8-NOT: halting
-- RUN: for i in $(seq 20); do not %t -p4 -sbad=3 2>&1; done | sort | uniq -c | FileCheck %s --check-prefix=P4-3
-- P4-3-NOT: halting
-- P4-3: {{^ *}}20 zpl: error: stop-error-before-halt.zpl:35: integer division by zero
-- P4-3-NOT: halting
-- With no error, the halt still speaks once.
-- RUN: for i in $(seq 10); do not %t -p4 -sbad=0 2>&1; done | sort | uniq -c | FileCheck %s --check-prefix=HALT
-- HALT: {{^ *}}10 halting
-- HALT-NOT: error
-- RUN: not %mpirun -np 4 %t --binding=mpi -sbad=8 > %t.mpi 2>&1; FileCheck %s --check-prefix=ERR8 < %t.mpi
-- RUN: not %mpirun -np 4 %t --binding=mpi-shm -sbad=3 > %t.shm 2>&1; FileCheck %s --check-prefix=ERR8 < %t.shm
-- RUN: not %mpirun -np 2 %t --binding=mpi-rma -sbad=8 > %t.rma 2>&1; FileCheck %s --check-prefix=ERR8 < %t.rma
-- ERR8-NOT: halting
-- ERR8: zpl: error: stop-error-before-halt.zpl:35: integer division by zero
-- ERR8-NOT: halting
-- ERR8-NOT: zpl: error
program errorbeforehalt;
config var bad : integer = 8;
region R = [1..8];
var A : [R] integer;
procedure errorbeforehalt();
begin
  [R] A := Index1;
  [R] A := 8 / (A - bad);
  halt("halting");
end;
