-- A program whose `extern` procedure is defined nowhere fails to link: that
-- is a located error about the missing definition, not an internal error.
-- RUN: not %zplc %s -o %t 2>&1 | FileCheck --strict-whitespace %s
-- CHECK-NOT: internal
-- CHECK: {{.*}}extern-link-error.zpl:[[@LINE+3]]:1: error: linking `{{.*}}` failed; give the definitions of the program's `extern` procedures and variables as .c, .o, .a or -l arguments
-- CHECK-NEXT: {{^}}program externlink;{{$}}
-- CHECK-NEXT: {{^\^$}}
program externlink;
extern prototype zplc_test_nowhere(x : integer) : integer;
procedure externlink();
begin
  writeln(zplc_test_nowhere(3));
end;
