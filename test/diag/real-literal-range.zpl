-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A real literal stored into an integer is truncated; outside the integer's
-- range C leaves the value undefined (g++ printed 9223372036854775807 for
-- `y := 1.0e30` and 2147483647 for `i := 3.0e10`), so sema refuses it.
-- `char` is C's signed `char`: `c := 300` printed `,` (300 - 256). A
-- negative literal into `ulong` (stored in 64 signed bits) is refused too.
program realrange;

var c : char;
    y : long;
    u : ulong;
    i : integer;
    b : ubyte;
    d : double;

procedure take(v : shortint);
begin
  writeln(v);
end;

procedure realrange();
begin
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:8: error: integer literal `300` does not fit in `char` (-128 to 127)
  c := 300;
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:8: error: real literal `1.0e30` is outside the range of `long` (its value would be undefined)
  y := 1.0e30;
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:9: error: real literal `-3.0e10` is outside the range of `integer`
  i := -3.0e10;
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:8: error: real literal `2147483648.0` is outside the range of `integer`
  i := 2147483648.0;
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:8: error: real literal `256.0` is outside the range of `ubyte`
  b := 256.0;
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:8: error: real literal `40000.0` is outside the range of `shortint`
  take(40000.0);
-- CHECK: real-literal-range.zpl:[[@LINE+1]]:9: error: integer literal `-1` does not fit in `ulong`
  u := -1;
-- CHECK-NOT: error:
  c := 127; c := -128; c := 'a';
  y := -9.2e18; y := 3.99; u := -0.5;
  i := -2147483648.5; i := 2147483647.9;
  b := 255.5; d := 1.0e300;
  writeln(c, y, i, b, u, d);
end;
