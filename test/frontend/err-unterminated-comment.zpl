-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
program p;

procedure p();
begin
end;
/* this comment never ends

-- CHECK:{{.*}}err-unterminated-comment.zpl:7:1: error: unterminated `/*` comment
-- CHECK-NEXT:/* this comment never ends
-- CHECK-NEXT:^
-- CHECK-NOT:{{.*}}error
