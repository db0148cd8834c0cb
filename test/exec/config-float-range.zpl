-- A `float` config value beyond the float range: `-sf=1e39` started the
-- program with f = inf (and zplc's own -s compiled inf in), while `1e400`
-- for a double was refused. Now refused by both, naming the type; values
-- that underflow (1e-46) and nan are taken as strtod gives them, as for a
-- double.
-- RUN: %zplc %s -o %t
-- RUN: %t -sf=3.4e38 -sx=1e300 | tr -s ' ' | FileCheck %s
-- RUN: not %t -sf=1e39 2>&1 | FileCheck %s --check-prefix=RUN39
-- RUN: not %t -sf=-1e39 2>&1 | FileCheck %s --check-prefix=RUNNEG
-- RUN: %t -sf=nan | tr -s ' ' | FileCheck %s --check-prefix=NAN
-- RUN: not %zplc -sf=1e39 %s -emit=cpp 2>&1 | FileCheck %s --check-prefix=ZPLC
-- RUN: %zplc -sf=-3e38 %s -o %t2 && %t2 | tr -s ' ' | FileCheck %s --check-prefix=ZNEG
-- CHECK: 3.400e+38
-- RUN39: zpl: error: config variable `f` has type float; `1e39` is not a valid value
-- RUNNEG: zpl: error: config variable `f` has type float; `-1e39` is not a valid value
-- NAN: nan
-- ZPLC: error: invalid value `1e39` for config variable `f` in `-sf=1e39`: out of range for `float`
-- ZNEG: -3.000e+38
program configfloat;

config var f : float = 1.5;
           x : double = 2.5;

procedure configfloat();
begin
  writeln("%.3e":f);
end;
