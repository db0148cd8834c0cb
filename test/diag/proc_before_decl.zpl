program proc_before_decl;
procedure proc_before_decl();
begin
  helper(3);
end;
procedure helper(k : integer);
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}proc_before_decl.zpl:4:3: error: procedure `helper` is used before its declaration; declare a `prototype` before this use
-- CHECK-NEXT: {{^}}  helper(3);{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NEXT: {{.*}}proc_before_decl.zpl:6:11: note: `helper` is declared here
-- CHECK-NEXT: {{^}}procedure helper(k : integer);{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
