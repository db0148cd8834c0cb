-- Regions that name no distribution run in that of the arrays used over
-- them (passes/AlignRegions.cpp); one with bounds known only at run time
-- that reads arrays of several distributions, none the default, or none
-- at all where the default distribution has no member of its rank, has no
-- index space to run in. Sema refuses it at -emit=ast
-- (frontend/sema/Align.cpp), at the first statement over the region.
program alignregions;
config var n : integer = 6;
grid G = [2, 1];
distribution D : G = [cyclic, block];
distribution E : G = [cyclic(2), block];
region R : D = [1..n, 1..n];
       S : E = [1..n, 1..n];
constant k = 3;
var A : [R] double;
    B : [S] double;
    s : double;
    i : integer;
procedure alignregions();
begin
  i := 2;
  -- CHECK: align-regions.zpl:[[@LINE+1]]:24: error: a statement over a region with run-time bounds that reads parallel arrays of several distributions is not supported by the code generator yet (name the region's distribution)
  [i..n, 1..n] begin s := +<< A; s := +<< B; end;
  -- CHECK: align-regions.zpl:[[@LINE+1]]:18: error: a statement over a region with run-time bounds that reads parallel arrays of several distributions
  [i..n, 1..n] B := A;
  -- CHECK: align-regions.zpl:[[@LINE+1]]:28: error: a statement over a region with run-time bounds that reads parallel arrays of several distributions
  [i..n, 1..n] [ , 2..3] s := +<< (A + B);
  -- CHECK: align-regions.zpl:[[@LINE+1]]:12: error: a statement over a region with run-time bounds where no parallel array uses the default distribution
  [i..n] i := +<< Index1;
  -- CHECK: align-regions.zpl:[[@LINE+1]]:34: error: a statement over a region with run-time bounds that reads parallel arrays of several distributions
  for i := 1 to 2 do [i, 1..n] s := +<< (A + B); end;
  -- Fine: one distribution; bounds known at start-up (config values and
  -- the program's constants); a flood's source and a remap's array are
  -- read through transfers.
  [i..n, 1..n] s := +<< A;
  [2..n, 1..n] s := +<< (A + B);
  [1..k, 1..n] s := +<< (A + B);
  [1..n, 1..n] [" at [0, 1]] s := +<< (A + B);
  [i..n, 1..n] B := >>[1, 1..n] A;
  [i..n, 1..n] B := A#[Index1, Index2];
  [i..n, 1..n] writeln(A);
end;
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK-NOT: error:
