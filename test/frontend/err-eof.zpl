-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- The file ends inside a procedure.
program p;

procedure p();
begin
  x := 1;

-- CHECK:{{.*}}err-eof.zpl:7:10: error: expected `end` before end of file
-- CHECK-NEXT:  x := 1;
-- CHECK-NEXT:         ^
-- CHECK-NOT:{{.*}}error
