-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Missing separators directly in a procedure body: each is reported and the
-- rest of the body is still parsed, as are later procedures.
program p;

procedure p();
begin
  x := 1
  y := 2;
  z := 3
  if z then z := 4 end;
  w := (;
  v := 1
end;

procedure q(;
begin
end;

-- CHECK:{{.*}}err-missing-semicolon-body.zpl:8:9: error: expected `;` after `1`
-- CHECK-NEXT:  x := 1
-- CHECK-NEXT:        ^
-- CHECK-NEXT:{{.*}}err-missing-semicolon-body.zpl:10:9: error: expected `;` after `3`
-- CHECK-NEXT:  z := 3
-- CHECK-NEXT:        ^
-- CHECK-NEXT:{{.*}}err-missing-semicolon-body.zpl:12:9: error: expected an expression before `;`
-- CHECK-NEXT:  w := (;
-- CHECK-NEXT:        ^
-- CHECK-NEXT:{{.*}}err-missing-semicolon-body.zpl:16:13: error: unexpected `;`
-- CHECK-NEXT:procedure q(;
-- CHECK-NEXT:            ^
-- CHECK-NOT:{{.*}}error
