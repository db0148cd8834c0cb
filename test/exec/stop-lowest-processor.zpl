-- When several processors stop the program with an error, the message
-- printed is the lowest stopping processor's, every run: under `threads`
-- whichever got there first printed before (about one run in ten told of
-- another processor's element). At -p4 each processor holds two elements;
-- processors holding an element from `first` on fail, the others go on to a
-- reduction and wait there.
-- RUN: %zplc %s -o %t
-- RUN: for i in $(seq 30); do not %t -p4 -sfirst=3 2>&1 | grep "zpl: error"; done | sort | uniq -c | FileCheck %s --check-prefix=P1
-- P1: {{^ *}}30 zpl: error: stop-lowest-processor.zpl:38: the real value 3e+30 is outside the range of `integer`
-- P1-NOT: zpl: error
-- RUN: for i in $(seq 30); do not %t -p4 -sfirst=1 2>&1 | grep "zpl: error"; done | sort | uniq -c | FileCheck %s --check-prefix=P0
-- P0: {{^ *}}30 zpl: error: stop-lowest-processor.zpl:38: the real value 1e+30 is outside the range of `integer`
-- P0-NOT: zpl: error
-- RUN: for i in $(seq 10); do not %t -p8 -sfirst=6 2>&1 | grep "zpl: error"; done | sort | uniq -c | FileCheck %s --check-prefix=P5
-- P5: {{^ *}}10 zpl: error: stop-lowest-processor.zpl:38: the real value 6e+30 is outside the range of `integer`
-- P5-NOT: zpl: error
-- Under MPI too (processes: the ranks that stop tell each other, and the
-- lowest of them speaks; all three printed before when rank 0 went on).
-- RUN: not %mpirun -np 4 %t --binding=mpi -sfirst=1 2>&1 | FileCheck %s --check-prefix=MPI0
-- MPI0: zpl: error: stop-lowest-processor.zpl:38: the real value 1e+30 is outside the range of `integer`
-- MPI0-NOT: zpl: error
-- RUN: not %mpirun -np 4 %t --binding=mpi -sfirst=3 2>&1 | FileCheck %s --check-prefix=MPI1
-- RUN: not %mpirun -np 4 %t --binding=mpi-shm -sfirst=3 2>&1 | FileCheck %s --check-prefix=MPI1
-- MPI1: zpl: error: stop-lowest-processor.zpl:38: the real value 3e+30 is outside the range of `integer`
-- MPI1-NOT: zpl: error
program stoplowest;
config var first : integer = 3;
region R = [1..8];
var D : [R] double;
    I : [R] integer;
    M : [R] boolean;
    s : integer;
procedure stoplowest();
begin
  [R] M := Index1 >= first;
  [R] D := Index1;
  [R with M] D := Index1 * 1.0e30;
  [R] I := D;
  [R] s := +<< I;
  writeln(s);
end;
