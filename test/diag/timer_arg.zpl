program timer_arg;
var k : integer;
procedure timer_arg();
begin
  StartTimer(k);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}timer_arg.zpl:5:14: error: argument of `StartTimer` must be a `timer`; `k` has type `integer`
-- CHECK-NEXT: {{^}}  StartTimer(k);{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK-NOT: error:
