program prime;
region R = [1..4, 1..4];
direction north = [-1, 0];
var A : [0..4, 0..4] double;
procedure prime();
begin
  [R] A := A'@north + 1.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}prime.zpl:7:13: error: the prime operator (`A'@d`) is not supported yet; write the wavefront as an explicit loop
-- CHECK-NEXT: {{^}}  [R] A := A'@north + 1.0;{{$}}
-- CHECK-NEXT: {{^ {12}\^$}}
-- CHECK-NOT: error:
