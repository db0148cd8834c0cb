program read_constant;
constant limit : integer = 3;
var f : file;
procedure read_constant();
begin
  f := open("in.txt", file_read);
  read(f, limit);
  close(f);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}read_constant.zpl:7:11: error: `read` needs variables to read into; constant `limit` cannot be assigned
-- CHECK-NEXT: {{^}}  read(f, limit);{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK-NOT: error:
