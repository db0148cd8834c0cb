-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- A shifted or indexed name alone does nothing: it is not a call.
program p;

procedure p();
begin
  A@east;
  v[1];
end;

-- CHECK:{{.*}}err-not-a-call.zpl:7:4: error: expected `:=` or a procedure call; an expression alone is not a statement
-- CHECK-NEXT:  A@east;
-- CHECK-NEXT:   ^
-- CHECK-NEXT:{{.*}}err-not-a-call.zpl:8:4: error: expected `:=` or a procedure call; an expression alone is not a statement
-- CHECK-NEXT:  v[1];
-- CHECK-NEXT:   ^
-- CHECK-NOT:{{.*}}error
