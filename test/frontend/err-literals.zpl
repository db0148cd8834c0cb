-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Literals that do not fit: both are reported, neither crashes.
program p;

procedure p();
begin
  x := 99999999999999999999999999;
  y := 1.0e999999;
  z := 9223372036854775807;
end;

-- CHECK:{{.*}}err-literals.zpl:7:8: error: integer literal is too large (the largest is 9223372036854775807)
-- CHECK-NEXT:  x := 99999999999999999999999999;
-- CHECK-NEXT:       ^
-- CHECK-NEXT:{{.*}}err-literals.zpl:8:8: error: floating-point literal `1.0e999999` is too large for double
-- CHECK-NEXT:  y := 1.0e999999;
-- CHECK-NEXT:       ^
-- CHECK-NOT:{{.*}}error
