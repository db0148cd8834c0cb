-- Output that follows a statement in which another processor stopped with
-- an error or a halt is never printed: processor 0 went on and printed
-- `after` at -p2 and under MPI at np 2, where -p1 printed only the error.
-- Every processor now meets at a `write` before processor 0 prints, and
-- IRONMAN placement moves no transfer across one (a barrier at each write
-- alone deadlocked test/exec/Inputs/wavefront.z at -p2).
-- RUN: %zplc %s -o %t
-- RUN: %python %S/Inputs/remap_fail.py %t "zpl: error: output-after-error.zpl:27: integer division by zero" "%mpirun" --stdout=%S/Inputs/output-after-error.expected | FileCheck %s
-- A halt in a promoted procedure on one processor, at two counts:
-- RUN: not %t -p3 -swhich=2 > %t.out && diff %S/Inputs/output-after-halt.expected %t.out
-- RUN: not %mpirun -np 2 %t --binding=mpi-shm -swhich=2 > %t.out && diff %S/Inputs/output-after-halt.expected %t.out
-- CHECK: 0 failures
program outputaftererror;
config var which : integer = 1;
region R = [1..4];
var A : [R] integer;
procedure check(x : integer) : integer;
begin
  if x = 4 then
    halt("element ", x, " is bad");
  end;
  return x;
end;
procedure outputaftererror();
begin
  writeln("before");
  if which = 1 then [R] A := 4 / (Index1 - 4); end;
  if which = 2 then [R] A := check(Index1); end;
  writeln("after");
  [R] writeln(A);
end;
