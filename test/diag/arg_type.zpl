program arg_type;
procedure twice(a : integer) : integer;
begin
  return 2 * a;
end;
procedure arg_type();
var s : integer;
begin
  s := twice("two");
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}arg_type.zpl:9:14: error: cannot pass `string` as parameter `a` of type `integer`
-- CHECK-NEXT: {{^}}  s := twice("two");{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK-NOT: error:
