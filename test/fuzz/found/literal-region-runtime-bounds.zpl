-- literal-region-outside-space.zpl with a bound known only at run time
-- (`m`, a variable): the region cannot join the default distribution's
-- members (their bounding box is computed when the program starts), so
-- where it left that box it iterated over nothing, already at -p1 (the
-- reductions gave their identities, 1 and 0). Now refused: the constant
-- part (`6`, outside 1..3) at -emit=ast by sema (frontend/sema/Spaces.cpp),
-- and a part known only at run time by the run-time check, which names the
-- line (`[1, m]` with m = 6: "indices 6..6 of dimension 2 are outside the
-- index space of the default distribution (1..3)").
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: literal-region-runtime-bounds.zpl:[[@LINE+10]]:12: error: indices 6..6 of dimension 1 are outside the index space of the default distribution (1..3)
-- CHECK-NOT: error:
program literal_region_runtime_bounds;
region S = [1..3, 1..3];
var X : [S] integer;
    t, m : integer;
procedure literal_region_runtime_bounds();
begin
  [S] X := 1;
  m := 6;
  [6, m] t := *<< (Index1 - 10);
  writeln("t ", t);
  [5..m, 1..2] t := +<< (Index1 + Index2);
  writeln("t ", t);
end;
