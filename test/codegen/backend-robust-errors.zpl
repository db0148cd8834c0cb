program fl;
region R = [1..4, 1..4];
       C = [1..4, *];
var A, B : [R] double;
    F : [C] double; direction east = [0, 1]; north = [-1, 0];
procedure fl();
[R] begin
  B := 1.0;
  A := >>[*, *] B;
  A := >>[1, *] B;
  [C] F := >>[, 2] B;
  [*, 1..4] A := >>[, 1..4] B;
  [east of C] wrap F;
  [north of C] reflect F;
end;
-- Mutants of the project's programs (tools/fuzz/backend_sweep.py) that used to
-- crash or fail inside the back end; each must be a located diagnostic.
-- RUN: not %zplc %s -emit=cpp -o /dev/null 2>&1 | FileCheck --strict-whitespace %s
-- A flood's source slice with a `*` (written or inherited) crashed EmitCpp.
-- CHECK: {{.*}}backend-robust-errors.zpl:9:11: error: dimension 1 of a flood's source region must be an index or a range, not `*`
-- CHECK-NEXT: {{^}}  A := >>[*, *] B;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK: {{.*}}backend-robust-errors.zpl:10:14: error: dimension 2 of a flood's source region must be an index or a range, not `*`
-- CHECK-NEXT: {{^}}  A := >>[1, *] B;{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK: {{.*}}backend-robust-errors.zpl:12:21: error: dimension 1 of a flood's source region must be an index or a range, not `*`
-- CHECK-NEXT: {{^}}  [*, 1..4] A := >>[, 1..4] B;{{$}}
-- CHECK-NEXT: {{^ {20}\^$}}
-- `wrap` and `reflect` across a flood dimension crashed EmitCpp.
-- CHECK: {{.*}}backend-robust-errors.zpl:13:9: error: `wrap` needs a border along a dimension that is not `*`; dimension 2 of this border is `*`
-- CHECK-NEXT: {{^}}  [east of C] wrap F;{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
