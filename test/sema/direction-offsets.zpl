program diroffsets;
config var n : integer = 4;
constant k : integer = 2;
region R = [1..n, 1..n];
direction far = [0, n];
          near = [0, k - 1];
var A : [R] integer;
procedure diroffsets();
begin
  [R] A := A@far;
  [R] A := A@near;
end;

-- A `direction` declaration's offsets are sema's (Expr::offsets, folded in
-- frontend/sema/Constants.cpp): `[0, k - 1]` has them, `[0, n]` with a
-- config `n` has none when compiling, which the back end refused after
-- -emit=ast had accepted the program.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: direction-offsets.zpl:5:17: error: the offsets of a `direction` declaration must be constants known when compiling; for offsets known at run time, assign a direction variable (`var d : direction`) [not-supported]
-- CHECK-NOT: error:
-- RUN: sed '5s/\[0, n\]/[0, 3]/' %s > %t.zpl
-- RUN: %zplc %t.zpl -emit=ir-lowered | FileCheck %s --check-prefix=IR
-- IR: direction far = [0, 3]
-- IR-NEXT: direction near = [0, 1]
