program scandiag;
region R = [1..3, 1..4];
var A, B : [R] integer;
    k : integer;
procedure scandiag();
begin
  [R] B := +|| [k] A;
  [R] B := +|| [2, -2] A;
  [R] B := +|| [0] A;
  [R] B := +|| [3][1] A;
  [R] B := +|| [-1][2] A;
end;

-- Scan dimension lists are integer literals (ZPL reference), each at most
-- once and within the rank; `[-1][2]` is fine. Caught at -emit=ast.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: scan-dims.zpl:7:17: error: a scan dimension must be an integer literal such as `2`, or `-2` to scan from the highest index down
-- CHECK: scan-dims.zpl:8:20: error: scan dimension 2 is listed twice
-- CHECK: scan-dims.zpl:9:17: error: scan dimension 0 is out of range for an operand of rank 2
-- CHECK: scan-dims.zpl:10:17: error: scan dimension 3 is out of range for an operand of rank 2
-- CHECK-NOT: error:
