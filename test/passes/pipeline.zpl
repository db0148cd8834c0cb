-- RUN: %zplc %s -emit=ir-lowered | FileCheck %s --check-prefix=LOWERED
-- RUN: %zplc %s -emit=ir --stop-after=lower-collectives | FileCheck %s --check-prefix=COLL
-- RUN: %zplc %s -emit=ir --print-ir-after=insert-transfers 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER
-- RUN: %zplc %s -emit=ir --print-ir-after=all 2>&1 >/dev/null | FileCheck %s --check-prefix=ALL
-- RUN: %zplc %s -emit=ir --verify-each | FileCheck %s --check-prefix=FULL
-- RUN: not %zplc %s -emit=ir --print-ir-after=bogus 2>&1 | FileCheck %s --check-prefix=BADPRINT
-- RUN: not %zplc %s -emit=ir --stop-after=bogus 2>&1 | FileCheck %s --check-prefix=BADSTOP
-- RUN: not %zplc %s -emit=cpp --stop-after=insert-transfers 2>&1 | FileCheck %s --check-prefix=STOPCPP
-- The pass pipeline can be watched: the IR before the passes, after any of
-- them, and up to one of them, verified after each.
program pipe;
config var n : integer = 4;
region R = [1..n, 1..n];
direction east = [0, 1];
var A, B : [R] double;
    s : double;

-- Before the passes: the reduction sits in its expression, no transfers.
-- LOWERED-NOT: transfer
-- LOWERED: s := (s / (max<< [R] A)@51:12)
-- LOWERED-NEXT: [1..n, 1..(n - 1)] B := A@[0, 1]

-- After lowerCollectives only: the reduction is a statement, still no transfers.
-- COLL-NOT: transfer
-- COLL: $red0 := max<< [R] A
-- COLL-NEXT: s := (s / $red0)
-- COLL-NOT: DR

-- AFTER-NOT: ; IR after lower-collectives
-- AFTER: ; IR after insert-transfers
-- AFTER: transfer t0 halo A -> A map [i1, i2+1]
-- AFTER-NOT: DR t0
-- AFTER-NOT: ; IR after

-- ALL: ; IR after lower-collectives
-- ALL: ; IR after insert-transfers
-- ALL: ; IR after compute-relations
-- ALL: ; IR after place-ironman
-- ALL: DR t0

-- FULL: DR t0
-- FULL: SV t0

-- BADPRINT: error: unknown pass `bogus` in `--print-ir-after` (passes: align-regions, lower-collectives, insert-transfers, compute-relations, place-ironman, all)
-- BADSTOP: error: unknown pass `bogus` in `--stop-after`
-- STOPCPP: error: `--stop-after` needs `-emit=ir`
procedure pipe();
[R] begin
  A := Index2;
  s := 1.0;
  s := s / max<< A;
  [1..n, 1..n-1] B := A@east;
  writeln(s);
end;
