-- Constant integer powers are folded like the other operators, so one past
-- its type is refused where it is written: `l := 2 ^ 40` (an `integer`
-- power) stored 0 in the `long` before. Powers of `long` constants fold in
-- 64 bits; a negative power folds as the run time computes it.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck %s
-- CHECK: constant-power.zpl:16:10: error: integer overflow: this constant expression is 1099511627776, past the 32 bits of `integer` (-2147483648 to 2147483647); use `long` [bad-constant]
-- CHECK: constant-power.zpl:17:12: error: integer overflow: this constant expression is past the 64 bits of `long` {{.*}} [bad-constant]
-- CHECK-NOT: error:
program constantpower;
constant big : long = 3000000000;
constant k : integer = 2 ^ -1 + (-1) ^ -3 + 1 ^ -5;
var l : long;
    a : array [1..big ^ 1 / 1000000000 + k + 2] of integer;
procedure constantpower();
begin
  l := 2 ^ 40;
  l := big ^ 3;
  l := big ^ 2;
  writeln(l, " ", k);
end;
