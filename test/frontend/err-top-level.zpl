-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Junk between declarations (a statement outside any procedure, an extra
-- `end`) is reported and skipped; errors in later procedures still show.
program p;

x := 1;

procedure p();
begin
end;
end;

procedure q(;
begin
end;

-- CHECK:{{.*}}err-top-level.zpl:6:1: error: expected a declaration or `procedure`, found `x`
-- CHECK-NEXT:x := 1;
-- CHECK-NEXT:^
-- CHECK-NEXT:{{.*}}err-top-level.zpl:11:1: error: expected a declaration or `procedure`, found `end`
-- CHECK-NEXT:end;
-- CHECK-NEXT:^
-- CHECK-NEXT:{{.*}}err-top-level.zpl:13:13: error: unexpected `;`
-- CHECK-NEXT:procedure q(;
-- CHECK-NEXT:            ^
-- CHECK-NOT:{{.*}}error
