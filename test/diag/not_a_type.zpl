program not_a_type;
region R = [1..4];
var x : R;
procedure not_a_type();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}not_a_type.zpl:3:9: error: `R` is not a type
-- CHECK-NEXT: {{^}}var x : R;{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK-NOT: error:
