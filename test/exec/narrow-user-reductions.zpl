-- A reduction of several operands whose targets are narrow: the values the
-- user's procedures compute (integers) wrap where they are stored, as any
-- assignment does (`b` kept 505 in a `ubyte`; C: 249).
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- CHECK: {{^ *}}101 249{{ *$}}
program narrowudr;
config var n : integer = 5;
region R = [1..n, 1..n];
var V : [R] integer;
    M : [R] ubyte;
procedure span(var lo, hi : integer);
begin
  lo := 1000000;
  hi := -1000000;
end;
procedure span(a, b : integer; var lo, hi : integer);
begin
  if a < lo then lo := a; end;
  if b > hi then hi := b; end;
end;
procedure narrowudr();
var a : sbyte;
    b : ubyte;
begin
  [R] V := Index1 * 100 + Index2;
  [R] (a, b) := span<< (V, V);
  writeln(a, " ", b);
end;
