program scan_dim;
region R = [1..4, 1..4];
var A, S : [R] integer;
procedure scan_dim();
begin
  [R] S := +|| [3] A;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}scan_dim.zpl:6:17: error: scan dimension 3 is out of range for an operand of rank 2
-- CHECK-NEXT: {{^}}  [R] S := +|| [3] A;{{$}}
-- CHECK-NEXT: {{^ {16}\^$}}
-- CHECK-NOT: error:
