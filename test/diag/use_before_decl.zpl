program use_before_decl;
procedure use_before_decl();
begin
  total := 1;
end;
var total : integer;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}use_before_decl.zpl:4:3: error: `total` is used before its declaration
-- CHECK-NEXT: {{^}}  total := 1;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NEXT: {{.*}}use_before_decl.zpl:6:5: note: `total` is declared here
-- CHECK-NEXT: {{^}}var total : integer;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK-NOT: error:
