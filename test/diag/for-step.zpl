-- A `for` step known when compiling must be positive: `by -1` with `to`
-- was accepted and counted away from the bound forever.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
program forstep;
var i : integer;
procedure forstep();
begin
-- CHECK: for-step.zpl:[[@LINE+1]]:22: error: the step of `for` must be positive, not -1 (count down with `downto`)
  for i := 1 to 3 by -1 do end;
-- CHECK: for-step.zpl:[[@LINE+1]]:22: error: the step of `for` must be positive, not 0
  for i := 1 to 3 by 0 do end;
-- CHECK: for-step.zpl:[[@LINE+1]]:28: error: the step of `for` must be positive, not -2
  for i := 3 downto 1 by 1 - 3 do end;
  for i := 3 downto 1 by 2 do end;
end;
