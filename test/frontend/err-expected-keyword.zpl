-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Missing keywords are named in the message.
program p;

procedure p();
begin
  if x < 1
    x := 2;
  end;
  while x do x := 1 end;
  for i := 1 to 3
    x := 1;
  end;
end;

-- CHECK:{{.*}}err-expected-keyword.zpl:7:11: error: expected `then` after `1`
-- CHECK-NEXT:  if x < 1
-- CHECK-NEXT:          ^
-- CHECK-NEXT:{{.*}}err-expected-keyword.zpl:11:18: error: expected `by` or `do` after `3`
-- CHECK-NEXT:  for i := 1 to 3
-- CHECK-NEXT:                 ^
-- CHECK-NOT:{{.*}}error
