program entry_returns;
procedure entry_returns() : integer;
begin
  return 0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}entry_returns.zpl:2:11: error: entry procedure `entry_returns` must not return a value
-- CHECK-NEXT: {{^}}procedure entry_returns() : integer;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
