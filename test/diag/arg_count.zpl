program arg_count;
procedure add(a : integer; b : integer) : integer;
begin
  return a + b;
end;
procedure arg_count();
var s : integer;
begin
  s := add(1);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}arg_count.zpl:9:8: error: procedure `add` takes 2 argument(s) but 1 was given
-- CHECK-NEXT: {{^}}  s := add(1);{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NEXT: {{.*}}arg_count.zpl:2:11: note: `add` is declared here
-- CHECK-NEXT: {{^}}procedure add(a : integer; b : integer) : integer;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
