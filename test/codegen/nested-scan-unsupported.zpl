-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A scan nested in a loop condition would have to be recomputed at every
-- test; it is rejected at the loop (by sema) until that is supported.
program nscanbad;

config var n : integer = 4;
region V = [1..n];
var X : [V] integer;

procedure nscanbad();
begin
  [V] X := Index1;
  -- CHECK: nested-scan-unsupported.zpl:[[@LINE+1]]:7: error: a scan or remap in a loop condition is not supported by the code generator yet
  [V] while max<< (+|| X) < 100 do
    [V] X := X * 2;
  end;
end;
