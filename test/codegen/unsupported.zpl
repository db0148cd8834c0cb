-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck %s
-- Constructs the code generator does not handle yet are user errors at their
-- location, never crashes.
program unsup;

config var n : integer = 4;
region R = [1..n, 1..n, 1..n];
var A, B : [R] integer;

procedure unsup();
begin
  -- CHECK: unsupported.zpl:[[@LINE+1]]:{{[0-9]+}}: error: scans over more than one dimension are not supported by the code generator yet
  [R] B := +|| [1, 2] A;
end;
