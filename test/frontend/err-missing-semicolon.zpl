-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- A missing `;` between statements is reported once, after the previous
-- token; the enclosing block is skipped and parsing goes on to the next error.
program p;

procedure p();
begin
  begin
    x := 1
    y := 2;
  end;
  if x then
    z := 3
    z := 4;
  end;
  repeat
    z := 5
  until z > 1;
end;

-- CHECK:{{.*}}err-missing-semicolon.zpl:9:11: error: expected `;` after `1`
-- CHECK-NEXT:    x := 1
-- CHECK-NEXT:          ^
-- CHECK-NEXT:{{.*}}err-missing-semicolon.zpl:13:11: error: expected `;` after `3`
-- CHECK-NEXT:    z := 3
-- CHECK-NEXT:          ^
-- CHECK-NOT:{{.*}}error
