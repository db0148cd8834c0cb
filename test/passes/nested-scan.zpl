-- RUN: %zplc %s -emit=ir | FileCheck %s
-- A scan nested in an expression becomes a scan statement into a temporary,
-- placed right before the statement that reads it.
program nscan;

config var n : integer = 4;
region M = [1..n, 1..n];
       V = [1..n];
var G : [M] double;
    X, Y : [V] integer;
    s : double;

-- CHECK: temp $S0 : [M] double on DefaultDist2
-- CHECK: temp $S1 : [V] integer on DefaultDist1
-- CHECK-LABEL: procedure nscan()
procedure nscan();
begin
  [M] G := Index1 * 10.0 + Index2;
  -- CHECK: [M] $S0 := max|| G
  -- CHECK-NEXT: s := max<< [M] $S0
  [M] s := max<< (max|| G);
  -- CHECK: [V] $S1 := +|| [1] X
  -- CHECK-NEXT: [V] Y := ($S1 * 2)
  [V] Y := (+|| X) * 2;
end;
