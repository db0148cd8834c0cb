program config_init;
var scale : integer;
config var n : integer = 4 * scale;
procedure config_init();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}config_init.zpl:3:30: error: the initialiser of config `n` may use only earlier config values and constants; `scale` is a variable
-- CHECK-NEXT: {{^}}config var n : integer = 4 * scale;{{$}}
-- CHECK-NEXT: {{^ {29}\^$}}
-- CHECK-NOT: error:
