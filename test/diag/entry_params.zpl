program entry_params;
procedure entry_params(n : integer);
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}entry_params.zpl:2:11: error: entry procedure `entry_params` must not take parameters
-- CHECK-NEXT: {{^}}procedure entry_params(n : integer);{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
