program config_later;
config var total : integer = rows * 2;
           rows  : integer = 4;
procedure config_later();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}config_later.zpl:2:30: error: `rows` is used before its declaration
-- CHECK-NEXT: {{^}}config var total : integer = rows * 2;{{$}}
-- CHECK-NEXT: {{^ {29}\^$}}
-- CHECK-NEXT: {{.*}}config_later.zpl:3:12: note: `rows` is declared here
-- CHECK-NEXT: {{^}}           rows  : integer = 4;{{$}}
-- CHECK-NEXT: {{^ {11}\^$}}
-- CHECK-NOT: error:
