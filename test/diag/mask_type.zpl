program mask_type;
region R = [1..4, 1..4];
var M : [R] integer;
    A : [R] double;
procedure mask_type();
begin
  [R with M] A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}mask_type.zpl:7:11: error: the mask of `with` must be a parallel boolean array; `M` has type `[,] integer`
-- CHECK-NEXT: {{^}}  [R with M] A := 0.0;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
