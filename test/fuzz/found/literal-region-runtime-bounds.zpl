-- literal-region-outside-space.zpl with a bound known only at run time
-- (`m`, a variable): the region cannot join the default distribution's
-- members (their bounding box is computed when the program starts), so
-- where it leaves that box it still iterates over nothing, already at -p1
-- (the reductions give their identities, 1 and 0). Open: the fix needs the
-- run time to own, or to refuse, indices outside a distribution's index
-- space (see alignLiteralRegions in ir/AlignRegions.cpp).
-- XFAIL: *
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 | FileCheck --strict-whitespace --match-full-lines %s
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
-- CHECK:t        -4 
-- CHECK-NEXT:t        28 
