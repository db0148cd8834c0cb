-- A transfer that writes an array must not be announced (DR) while an
-- earlier statement's transfer may still be reading that array (before its
-- SV): with chained copies the peer copies out of the source at its own DR,
-- so it could read the values the later transfer has already written. Here
-- the halo of `C@sw` reads C's border row n+1, which `[south of R] wrap C`
-- then overwrites; DR of the wrap rose above the two statements on Q while
-- the halo's SV sank below them (found with ZPL_CHAINED=always on
-- test/fuzz/found/p3-nondeterministic.zpl, whose output then changed
-- from run to run at -p3).
-- RUN: %zplc %s -emit=ir | FileCheck %s
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s --check-prefix=OUT
-- RUN: env ZPL_CHAINED=always %t -p4 | FileCheck %s --check-prefix=OUT
-- RUN: env ZPL_CHAINED=always %t -p4 | FileCheck %s --check-prefix=OUT
-- RUN: env ZPL_CHAINED=always %t -p2 | FileCheck %s --check-prefix=OUT
-- RUN: env ZPL_CHAINED=always %t -p3 | FileCheck %s --check-prefix=OUT
program transferorder;

config var n : integer = 4;
region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
direction sw = [1, -1]; south = [1, 0];
var A, C : [BigR] integer;
    Q : [R] integer;

procedure transferorder();
begin
  [BigR] C := Index1 * 10 + Index2;
  [R] A := C@sw;
  [R] Q := Index1;
  [R] Q := Q + 1;
  [south of R] wrap C;
  [R] writeln(A);
  [BigR] writeln(C);
end;
-- The wrap's transfer is t0, the halo of C (read by `A := C@sw`) t1.
-- CHECK-LABEL: procedure transferorder()
-- CHECK:       DN t1
-- CHECK-NEXT:  [R] A := C@[1, -1]
-- CHECK-NEXT:  [R] Q := Index1
-- CHECK-NEXT:  [R] Q := (Q + 1)
-- CHECK-NEXT:  SV t1
-- CHECK-NEXT:  DR t0
-- CHECK-NEXT:  SR t0
-- CHECK-NEXT:  DN t0
-- OUT:        20        21        22        23 
-- OUT-NEXT:        30        31        32        33 
-- OUT-NEXT:        40        41        42        43 
-- OUT-NEXT:        50        51        52        53 
-- OUT-EMPTY:
-- OUT-NEXT:         0         1         2         3         4         5 
-- OUT-NEXT:        10        11        12        13        14        15 
-- OUT-NEXT:        20        21        22        23        24        25 
-- OUT-NEXT:        30        31        32        33        34        35 
-- OUT-NEXT:        40        41        42        43        44        45 
-- OUT-NEXT:        50        11        12        13        14        55 
