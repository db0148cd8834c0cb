-- A remap passed for an `in` parallel array parameter of another element
-- type (`show(X#[...])` of an integer `X` for a `float` parameter): the
-- remap's temporary had `X`'s type, and the generated C++ did not compile
-- (cannot convert `zplc::Array<int, 1>` to `zplc::Array<float, 1>&`; found by
-- the back-end sweep, a mutant of test/exec/Inputs/remap-edge.z). The
-- temporary is now copied into one of the parameter's type, as any other
-- expression argument is.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | tr -s ' ' | FileCheck %s
-- RUN: %t -p3 | tr -s ' ' | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | tr -s ' ' | FileCheck %s
-- CHECK: 6.5000 5.5000 4.5000 3.5000 2.5000 1.5000
-- CHECK: 60 50 40 30 20 10
program remapargconvert;

config var n : integer = 6;

region V = [1..n];

var X : [V] integer;

procedure show(U : [V] float);
begin
  [V] writeln(U + 0.5);
end;

procedure showInt(U : [V] integer);
begin
  [V] writeln(U * 10);
end;

procedure remapargconvert();
begin
  [V] X := Index1;
  [V] show(X#[n + 1 - Index1]);
  [V] showInt(X#[n + 1 - Index1]);
end;
