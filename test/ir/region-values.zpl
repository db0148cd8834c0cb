-- RUN: %zplc %s -emit=ir | FileCheck %s
-- RUN: %zplc -p4 %s -emit=ir | FileCheck --check-prefix=P4 %s
-- Regions as values: a region variable or an element of an array of regions
-- is a vector of lo, hi and stride per dimension, read by the bounds of the
-- regions that use it; run-time strides print as expressions; an indexed
-- array of parallel arrays is one family whose uses name their element; a
-- procedure that runs in its caller's region receives it as `$region`.
program regvals;

config var n : integer = 8;

const Whole : region<.., ..> = [1..n, 1..n];

var Strip : region<.., ..>;
    Lev   : array [1..4] of region<.., ..>;
    St    : array [1..4] of direction<.., ..>;
    U     : array [1..4] of [Whole] double;
    k     : integer;

-- CHECK: var Strip : array [1..6] of long
-- CHECK: var Lev : array [1..4, 1..6] of long
-- CHECK: region Whole : DefaultDist2 = [1..n, 1..n]
-- CHECK: region Strip : DefaultDist2 = [Strip[1]..Strip[2] by Strip[3], Strip[4]..Strip[5] by Strip[6]]
-- CHECK: array U[1..4] : [Whole] double on DefaultDist2 halo [0:0, 0:1]
-- CHECK: transfer t0 halo U[4] -> U[4] map [i1, i2+1 wrap] over [Whole] runtime
-- Every element has the family's layout, so one precomputed relation serves
-- whichever element is used.
-- P4: transfer t0 halo U[4] -> U[4] map [i1, i2+1 wrap] over [Whole] precomputed

-- CHECK: procedure clear(inout X : [,] double; $region : array [1..6] of long)
-- CHECK-NEXT: param X : [0, 0] double on DefaultDist2 halo [0:0, 0:0]
-- CHECK-NEXT: begin
-- CHECK-NEXT: ["\""] X := 0.0
procedure clear(var X : [,] double);
begin
  X := 0.0;
end;

-- CHECK: procedure regvals()
-- CHECK-NEXT: begin
-- CHECK-NEXT: Strip := [1..n, 1..n by 2]
-- CHECK-NEXT: [Strip] U[1] := 1.0
-- CHECK-NEXT: St[k, 1] := k
-- CHECK-NEXT: St[k, 2] := 1
-- CHECK-NEXT: Lev[k] := [1..n by St[k, 1], 1..n by St[k, 2]]
-- CHECK-NEXT: [Lev[k, 1]..Lev[k, 2] by Lev[k, 3], Lev[k, 4]..Lev[k, 5] by Lev[k, 6]]{{(#[0-9]+)?}} U[k] := U[(k + 1)]
-- CHECK-NEXT: [1..n by k, 2..n by (2 * k)] U[k] := 2.0
-- CHECK: call clear(U[k], [Lev[k, 1]..Lev[k, 2] by Lev[k, 3], Lev[k, 4]..Lev[k, 5] by Lev[k, 6]]
-- CHECK: call clear(U[2], [Whole])
-- Elements of one family may be the same storage: array semantics apply.
-- CHECK: [Whole] $T0 := U[4]@^[0, 1]
-- CHECK: [Whole] U[3] := $T0
procedure regvals();
begin
  Strip := [1..n, 1..n by 2];
  [Strip] U[1] := 1.0;
  St[k] := [k, 1];
  Lev[k] := Whole by St[k];
  [Lev[k]] U[k] := U[k+1];
  [1..n by k, 2..n by 2*k] U[k] := 2.0;
  [Lev[k]] clear(U[k]);
  [Whole] clear(U[2]);
  [Whole] U[3] := U[4]@^[0, 1];
end;
