-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Several independent syntax errors in one run: each statement or
-- declaration with an error is skipped and parsing resumes after it.
program p;

var a : integer
var b : ;
var c : integer;

procedure p();
begin
  x := (1 + ;
  y := 2 +* 3;
  for i := 1 to do end;
  if x then
    w := 2 3;
  end;
  z := 4;
end;

-- CHECK:{{.*}}err-recovery.zpl:6:16: error: expected `;` after `integer`
-- CHECK-NEXT:var a : integer
-- CHECK-NEXT:               ^
-- CHECK-NEXT:{{.*}}err-recovery.zpl:7:9: error: unexpected `;`
-- CHECK-NEXT:var b : ;
-- CHECK-NEXT:        ^
-- CHECK-NEXT:{{.*}}err-recovery.zpl:12:13: error: expected an expression before `;`
-- CHECK-NEXT:  x := (1 + ;
-- CHECK-NEXT:            ^
-- CHECK-NEXT:{{.*}}err-recovery.zpl:13:11: error: unexpected `*`
-- CHECK-NEXT:  y := 2 +* 3;
-- CHECK-NEXT:          ^
-- CHECK-NEXT:{{.*}}err-recovery.zpl:14:17: error: expected an expression before `do`
-- CHECK-NEXT:  for i := 1 to do end;
-- CHECK-NEXT:                ^
-- CHECK-NEXT:{{.*}}err-recovery.zpl:16:12: error: expected `;` before `3`
-- CHECK-NEXT:    w := 2 3;
-- CHECK-NEXT:           ^
-- CHECK-NOT:{{.*}}error
