-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- A scan carries running values from lower to higher processor coordinates,
-- which a cyclic dimension does not follow: rejected at the scan.
program cyc;

config var n : integer = 6;
grid G = [1, 2];
distribution D : G = [block, cyclic];
region R : D = [1..n, 1..n];
var A, B : [R] integer;

procedure cyc();
begin
  [R] B := +|| [1] A;
  [R] B := +|| [2] A;
end;
-- CHECK: unsupported-scan-cyclic.zpl:15:12: error: scans along a cyclic dimension are not supported by the code generator yet
-- CHECK-NEXT: {{^}}  [R] B := +|| [2] A;{{$}}
-- CHECK-NEXT: {{^ {11}\^$}}
-- CHECK-NOT: error:
