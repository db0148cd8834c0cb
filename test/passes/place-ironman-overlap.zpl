-- RUN: %zplc %s -emit=ir | FileCheck %s
-- placeIronman overlaps communication with computation within a block: DR
-- and SR of A's halo rise to just after the last write of A, DN stays right
-- before the statement reading the halo, SV sinks to just before the next
-- write of A. DR/SR rise above a scalar assignment the transfer does not
-- depend on, no call crosses a statement whose own transfers involve the
-- same array, and none crosses output (SV t2 stays above the writeln).
program overlap;

config var n : integer = 8;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction east = [0, 1];
var A, B, C, D : [Big] double;
    s : double;

-- CHECK-LABEL: procedure overlap()
-- CHECK: begin
-- CHECK-NEXT: [R] A := Index1
-- CHECK-NEXT: DR t0
-- CHECK-NEXT: SR t0
-- CHECK-NEXT: [R] C := (2.0 * Index2)
-- CHECK-NEXT: [R] D := (C + 1.0)
-- CHECK-NEXT: DN t0
-- CHECK-NEXT: [R] B := A@[0, 1]
-- CHECK-NEXT: [R] C := (C * D)
-- CHECK-NEXT: [R] D := (B + C)
-- CHECK-NEXT: SV t0
-- CHECK-NEXT: [R] A := D
-- CHECK-NEXT: DR t1
-- CHECK-NEXT: SR t1
-- CHECK-NEXT: DN t1
-- CHECK-NEXT: [R] B := A@[0, 1]
-- CHECK-NEXT: DR t2
-- CHECK-NEXT: SR t2
-- CHECK-NEXT: s := 1.0
-- CHECK-NEXT: SV t1
-- CHECK-NEXT: DN t2
-- CHECK-NEXT: [R] B := (A@[0, 1] + s)
-- CHECK-NEXT: $red0 := +<< [R] B
-- CHECK-NEXT: SV t2
-- CHECK-NEXT: writeln($red0)
procedure overlap();
begin
  [R] A := Index1;
  [R] C := 2.0 * Index2;
  [R] D := C + 1.0;
  [R] B := A@east;
  [R] C := C * D;
  [R] D := B + C;
  [R] A := D;
  [R] B := A@east;
  s := 1.0;
  [R] B := A@east + s;
  [R] writeln(+<< B);
end;
