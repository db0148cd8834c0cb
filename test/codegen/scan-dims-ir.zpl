-- RUN: %zplc %s -emit=ir 2>&1 | FileCheck %s
-- Scans over some dimensions of a region, in the order of a dimension list,
-- were "not supported by the code generator yet"; they lower to a scan
-- with an explicit order (test/exec/scan-order.test runs them).
program unsup;

config var n : integer = 4;
region R = [1..n, 1..n, 1..n];
var A, B : [R] integer;

procedure unsup();
begin
  -- CHECK: B := +|| [1][2] A
  [R] B := +|| [1, 2] A;
  -- CHECK: B := +|| [-3][2][1] A
  [R] B := +|| [-3][2][1] A;
  -- CHECK: B := +|| A
  [R] B := +|| [3, 2, 1] A;
end;
