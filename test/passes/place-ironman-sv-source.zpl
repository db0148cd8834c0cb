-- A statement that reads a transfer's destination and also overwrites its
-- source gets the transfer's SV before it (after DN): with chained transfers
-- a peer may still be copying from the source until SV returns, so writing
-- it first would send the new values. zpl-inspect checks the C++ as well.
-- RUN: %zplc %s -emit=ir | FileCheck %s
-- RUN: %zplc --inspect %s | FileCheck %s --check-prefix=INSPECT
program svsource;

config var n : integer = 8;
region R = [1..n, 1..n];
var C : [R] double;
    k : integer;

procedure svsource();
begin
  k := 3;
  [R] C := Index1 * 10 + Index2;
  [R] C := >>[k, ] C + C#[Index2, Index1];
  [R] writeln(C);
end;
-- CHECK: DN t0
-- CHECK-NEXT: DN t1
-- CHECK-NEXT: SV t0
-- CHECK-NEXT: SV t1
-- CHECK-NEXT: [R] C := ($T0 + $T1)
-- INSPECT: protocol: 0 errors, 0 warnings
