program config_type;
config var Where : region<.., ..> = [1..4, 1..4];
procedure config_type();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}config_type.zpl:2:20: error: config `Where` must have a scalar type that can be set on the command line, not `region<.., ..>`
-- CHECK-NEXT: {{^}}config var Where : region<.., ..> = [1..4, 1..4];{{$}}
-- CHECK-NEXT: {{^ {19}\^$}}
-- CHECK-NOT: error:
