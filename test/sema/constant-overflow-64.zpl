-- Integer constant expressions past 64 bits, and known values stored into a
-- narrower type, are refused where they are written. Before, both compiled:
-- `3000000000 * 4000000000` printed -659554304 (the folder gave up on the
-- overflow and the program computed a wrapped 64-bit product, then cut it to
-- 32 bits), `9223372036854775807 + 1` printed 0, and `3000000000 * 1` stored
-- into an `integer` was reported at a use of the constant, not here.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: constant-overflow-64.zpl:22:37: error: integer overflow: this constant expression is past the 64 bits of `long` (-9223372036854775808 to 9223372036854775807) [bad-constant]
-- CHECK-NEXT: {{^}}constant big : integer = 3000000000 * 4000000000;{{$}}
-- CHECK-NEXT: {{^ {36}\^$}}
-- CHECK: constant-overflow-64.zpl:23:43: error: integer overflow: this constant expression is past the 64 bits of `long` {{.*}} [bad-constant]
-- CHECK: constant-overflow-64.zpl:24:23: error: integer overflow: this constant expression is past the 64 bits of `long` {{.*}} [bad-constant]
-- CHECK: constant-overflow-64.zpl:25:34: error: this constant expression is 3000000000, which does not fit in `integer` (-2147483648 to 2147483647) [literal-out-of-range]
-- CHECK-NEXT: {{^}}constant narrow : integer = huge * 1;{{$}}
-- CHECK: constant-overflow-64.zpl:34:8: error: this constant expression is 3000000000, which does not fit in `integer` {{.*}} [literal-out-of-range]
-- CHECK-NEXT: {{^}}  x := huge;{{$}}
-- CHECK: constant-overflow-64.zpl:35:28: error: integer overflow: this constant expression is past the 64 bits of `long` {{.*}} [bad-constant]
-- CHECK-NEXT: {{^}}  l := 4611686018427387904 * 2;{{$}}
-- CHECK-NOT: error:
program constantoverflow64;
constant huge : long = 3000000000;
constant big : integer = 3000000000 * 4000000000;
constant top : long = 9223372036854775807 + 1;
constant neg : long = -(-9223372036854775807 - 1);
constant narrow : integer = huge * 1;
constant fine : integer = huge - 1000000000;
constant edge : long = -9223372036854775807 - 1;
var x : integer;
    l : long;
procedure constantoverflow64();
begin
  x := fine;
  l := edge;
  x := huge;
  l := 4611686018427387904 * 2;
  writeln(x, " ", l);
end;
