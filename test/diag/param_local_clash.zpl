program param_local_clash;
procedure work(n : integer);
var n : double;
begin
end;
procedure param_local_clash();
begin
  work(1);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}param_local_clash.zpl:3:5: error: redefinition of `n`
-- CHECK-NEXT: {{^}}var n : double;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK-NEXT: {{.*}}param_local_clash.zpl:2:16: note: previous declaration of `n` is here
-- CHECK-NEXT: {{^}}procedure work(n : integer);{{$}}
-- CHECK-NEXT: {{^ {15}\^$}}
-- CHECK-NOT: error:
