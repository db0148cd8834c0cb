-- A statement timed between ResetTimer and CheckTimer keeps its transfer's
-- DR, SR, DN and SV inside the timed window: moved out of it (DR/SR above
-- ResetTimer, SV below CheckTimer), the timer measured nothing but a wait,
-- and bench/redist reported microseconds for a 128 MB redistribution.
-- StartTimer/StopTimer are fences the same way; statements without a timer
-- are still crossed (the second loop).
-- RUN: %zplc %s -emit=ir | FileCheck %s
program timer;

config var n : integer = 8;
region R = [1..n, 1..n];
grid G = [2, 1];
distribution C : G = [cyclic, cyclic];
region RC : C = [1..n, 1..n];
var A : [R] double;
    B : [RC] double;
    t, u : double;
    w : timer;
    k : integer;

procedure timer();
begin
  [R] A := Index1 * 10 + Index2;
  for k := 1 to 2 do
    [R] A := A + 1.0;
    ResetTimer();
    [RC] B := A;
    t := CheckTimer();
  end;
  for k := 1 to 2 do
    [R] A := A + 1.0;
    StartTimer(w);
    u := 1.0;
    [RC] B := A;
    u := 2.0;
    StopTimer(w);
  end;
  [RC] writeln(B);
end;
-- CHECK: [R] A := (A + 1.0)
-- CHECK-NEXT: call ResetTimer()
-- CHECK-NEXT: DR t0
-- CHECK-NEXT: SR t0
-- CHECK-NEXT: DN t0
-- CHECK-NEXT: SV t0
-- CHECK-NEXT: t := CheckTimer()
-- CHECK: [R] A := (A + 1.0)
-- CHECK-NEXT: call StartTimer(w)
-- CHECK-NEXT: DR t1
-- CHECK-NEXT: SR t1
-- CHECK-NEXT: u := 1.0
-- CHECK-NEXT: DN t1
-- CHECK-NEXT: u := 2.0
-- CHECK-NEXT: SV t1
-- CHECK-NEXT: call StopTimer(w)
