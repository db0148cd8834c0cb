program proto_undefined;
prototype g(x : integer) : integer;
procedure proto_undefined();
var k : integer;
begin
  k := g(1);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}proto_undefined.zpl:2:11: error: prototype `g` has no matching procedure definition
-- CHECK-NEXT: {{^}}prototype g(x : integer) : integer;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
