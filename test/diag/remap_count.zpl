program remap_count;
region R = [1..4, 1..4];
var A, B : [R] integer;
procedure remap_count();
begin
  [R] B := A#[Index1];
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}remap_count.zpl:6:13: error: remap of `A` needs 2 index expressions (its rank), not 1
-- CHECK-NEXT: {{^}}  [R] B := A#[Index1];{{$}}
-- CHECK-NEXT: {{^ {12}\^$}}
-- CHECK-NOT: error:
