-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Characters no token starts with, and an unterminated string.
program p;

procedure p();
begin
  x := 1 $ 2;
  s := "no end;
  y := ` ~;
end;

-- CHECK:{{.*}}err-lexical.zpl:7:10: error: invalid character in program text
-- CHECK-NEXT:  x := 1 $ 2;
-- CHECK-NEXT:         ^
-- CHECK-NEXT:{{.*}}err-lexical.zpl:7:12: error: expected `;` before `2`
-- CHECK-NEXT:  x := 1 $ 2;
-- CHECK-NEXT:           ^
-- CHECK-NEXT:{{.*}}err-lexical.zpl:8:8: error: unterminated string literal
-- CHECK-NEXT:  s := "no end;
-- CHECK-NEXT:       ^
-- CHECK-NEXT:{{.*}}err-lexical.zpl:9:8: error: invalid character in program text
-- CHECK-NEXT:  y := ` ~;
-- CHECK-NEXT:       ^
-- CHECK-NEXT:{{.*}}err-lexical.zpl:9:10: error: invalid character in program text
-- CHECK-NEXT:  y := ` ~;
-- CHECK-NEXT:         ^
-- CHECK-NOT:{{.*}}error
