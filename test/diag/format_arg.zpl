program format_arg;
var k : integer;
procedure show(v : integer);
begin
  writeln(v);
end;
procedure format_arg();
begin
  show("%5d":k);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}format_arg.zpl:9:8: error: a format (`"...":x`) may appear only in the arguments of `write`, `writeln` or `halt`
-- CHECK-NEXT: {{^}}  show("%5d":k);{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
