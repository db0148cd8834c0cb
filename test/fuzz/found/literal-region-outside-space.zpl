-- Found by tools/fuzz/difftest.py --batch 6 (seeds 3600048-3600053, the
-- sub-program of seed 3600052, reduced by hand): a literal region with no
-- enclosing region and no array (`[6, n] t := *<< ...`) gets the default
-- distribution, whose index space is the bounding box of the regions
-- declared with it; a literal region outside that box iterates over nothing,
-- already at -p1, so the reduction gives its identity (1 and 0 here). The
-- program alone did not show it (its default regions covered row 6); in the
-- batch another program's smaller default regions did not. Fixed in
-- alignLiteralRegions (passes/AlignRegions.cpp): a region over no arrays whose
-- bounds are known at start-up joins the default distribution's members,
-- so its index space covers it.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p3 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p4 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %mpirun -np 4 %t --binding=mpi | FileCheck --strict-whitespace --match-full-lines %s
program literal_region_outside_space;
config var n : integer = 6;
region S = [1..3, 1..3];
var X : [S] integer;
    t : integer;
procedure literal_region_outside_space();
begin
  [S] X := 1;
  [6, n] t := *<< (Index1 - 10);
  writeln("t ", t);
  [5..6, 1..2] t := +<< (Index1 + Index2);
  writeln("t ", t);
end;
-- CHECK:t        -4 
-- CHECK-NEXT:t        28 
