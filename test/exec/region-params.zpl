-- Region parameters, passed by value (`S : region<.., ..>`): a literal, a
-- region variable, a named region, an element of an array of regions and a
-- strided region, in procedures with and without parallel array parameters,
-- at 1-4 threads and on every MPI binding. They were refused ("this type is
-- not supported by the code generator yet") although LANGUAGE.md says
-- regions can be passed. Expected values worked out by hand: A = 10i + j
-- over 6 x 6, so a row i sums to 60i + 21 over all columns.
-- RUN: %zplc %s -o %t
-- RUN: %t | FileCheck %s
-- RUN: %python %S/Inputs/runall.py %t %S/Inputs/region-params.expected "%mpirun" --mpi=2,3 | FileCheck %s --check-prefix=ALL
-- ALL: 0 failures
-- CHECK: 342
-- CHECK-NEXT: 510
-- CHECK-NEXT: 1386
-- CHECK-NEXT: 1305
-- CHECK-NEXT: 120
-- CHECK-NEXT: 25
program regionparams;
config var n : integer = 6;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction east = [0, 1];
var A : [R] integer;
    B : [Big] integer;
    Q : region<.., ..>;
    Lev : array [1..2] of region<.., ..>;

procedure total(S : region<.., ..>) : integer;
var t : integer;
begin
  [S] t := +<< A;
  return t;
end;

-- Both a region parameter and a parallel array parameter (which also
-- receives the caller's region): the shift reads B's border column.
procedure shifted(S : region<.., ..>; var Z : [,] integer) : integer;
begin
  [S] Z := Z@east;
  [S] return +<< Z;
end;

procedure regionparams();
begin
  [R] A := Index1 * 10 + Index2;
  writeln(total([2..3, 1..n]));      -- rows 2 and 3: 141 + 201
  Q := [1..n by 2, 2..n];
  writeln(total(Q));                 -- rows 1, 3, 5 without column 1: 70 + 170 + 270
  writeln(total(R));
  Lev[1] := [2..n, 1..n];
  Lev[2] := Lev[1];
  writeln(total(Lev[2]));            -- without row 1: 1386 - 81
  [Big] B := 0;
  [R] B := A;
  [R] writeln(shifted([2, 1..n], B)); -- row 2 shifted left, B[2, 7] = 0: 141 - 21 = 120
  writeln(shifted([1, 1..2], B));    -- B[1, 1..2] := 12, 13
end;
