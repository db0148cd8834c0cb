-- An integer constant expression past 32 bits is refused where it is
-- folded: the bound or stride compiled into the program would be one number
-- and the `integer` the program computes another (it overflows). Before, the
-- array `a` was given 1073741824 elements while `m` was -1073741823 at run
-- time. A literal that large is a `long`, and so is arithmetic on it.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: constant-overflow.zpl:[[@LINE+6]]:26: error: integer overflow: this constant expression is 2147483649, past the 32 bits of `integer` (-2147483648 to 2147483647); use `long` [bad-constant]
-- CHECK-NEXT: {{^}}constant k : integer = n + 2;{{$}}
-- CHECK-NEXT: {{^ {25}\^$}}
-- CHECK-NOT: error:
program constantoverflow;
constant n : integer = 2147483647;
constant k : integer = n + 2;
constant m : integer = k / 2;
constant big : long = 3000000000 * 4;
var a : array [1..m] of integer;
    b : array [1..big / 1000000000] of integer;
procedure constantoverflow();
begin
  writeln(n, " ", k);
end;
