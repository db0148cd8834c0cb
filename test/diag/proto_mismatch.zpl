program proto_mismatch;
prototype f(x : integer) : integer;
procedure f(x : double) : integer;
begin
  return 1;
end;
procedure proto_mismatch();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}proto_mismatch.zpl:3:11: error: procedure `f` does not match its prototype: parameter `x` has type `double` here but `integer` in the prototype
-- CHECK-NEXT: {{^}}procedure f(x : double) : integer;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NEXT: {{.*}}proto_mismatch.zpl:2:11: note: the prototype is here
-- CHECK-NEXT: {{^}}prototype f(x : integer) : integer;{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
