-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- An expression on its own is not a statement.
program p;

procedure p();
begin
  x + 1;
end;

-- CHECK:{{.*}}err-expression-statement.zpl:7:5: error: expected `:=` before `+`
-- CHECK-NEXT:  x + 1;
-- CHECK-NEXT:    ^
-- CHECK-NOT:{{.*}}error
