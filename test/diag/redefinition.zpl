program redefinition;
var count : integer;
    count : double;
procedure redefinition();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}redefinition.zpl:3:5: error: redefinition of `count`
-- CHECK-NEXT: {{^}}    count : double;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK-NEXT: {{.*}}redefinition.zpl:2:5: note: previous declaration of `count` is here
-- CHECK-NEXT: {{^}}var count : integer;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK-NOT: error:
