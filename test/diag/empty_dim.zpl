program empty_dim;
region Half = [, 1..4];
procedure empty_dim();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}empty_dim.zpl:2:16: error: an empty region dimension inherits from the enclosing region, but there is none here
-- CHECK-NEXT: {{^}}region Half = [, 1..4];{{$}}
-- CHECK-NEXT: {{^ {15}\^$}}
-- CHECK-NOT: error:
