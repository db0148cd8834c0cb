program cascade_free;
region R = [1..4, 1..4];
       Bad = [1..n, 1..4];
var A : [Bad] double;
    B : [R] double;
procedure cascade_free();
[R] begin
  A := B + 1.0;
  B := A * 2.0;
  [Bad] A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}cascade_free.zpl:3:18: error: use of undeclared identifier `n`
-- CHECK-NEXT: {{^}}       Bad = [1..n, 1..4];{{$}}
-- CHECK-NEXT: {{^ {17}\^$}}
-- CHECK-NOT: error:
