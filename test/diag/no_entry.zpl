program no_entry;
procedure main();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}no_entry.zpl:1:1: error: program `no_entry` needs a procedure named `no_entry` as its entry point
-- CHECK-NEXT: {{^}}program no_entry;{{$}}
-- CHECK-NEXT: {{^\^$}}
-- CHECK-NOT: error:
