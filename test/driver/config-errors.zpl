-- Compile-time config values are checked as the program checks run-time
-- ones (they used to be ignored silently when misspelled or malformed).
program cfgerr;
config var n     : integer = 5;
           delta : double  = 0.1;
           ok    : boolean = true;
procedure cfgerr();
begin
  writeln(n, delta, ok);
end;

-- RUN: not %zplc %s -sn=abc -emit=ast 2>&1 | FileCheck --check-prefix=TYPE %s
-- TYPE:      config-errors.zpl: error: invalid value `abc` for config variable `n` in `-sn=abc`: expected an integer
-- TYPE-NEXT: config-errors.zpl:4:12: note: `n` is declared here as `integer`
-- RUN: not %zplc %s -sn=99999999999999999999 -emit=ast 2>&1 | FileCheck --check-prefix=RANGE %s
-- RANGE: error: invalid value `99999999999999999999` for config variable `n` in `-sn=99999999999999999999`: out of range for `integer` (-2147483648 to 2147483647)
-- RUN: not %zplc %s -sn=3000000000 -emit=ast 2>&1 | FileCheck --check-prefix=RANGE32 %s
-- RANGE32: error: invalid value `3000000000` {{.*}} out of range for `integer`
-- RUN: not %zplc %s -sdelta=1e999 -sok=yes -emit=ast 2>&1 | FileCheck --check-prefix=OTHER %s
-- OTHER: error: invalid value `1e999` for config variable `delta` in `-sdelta=1e999`: out of range for `double`
-- OTHER: error: invalid value `yes` for config variable `ok` in `-sok=yes`: expected `true` or `false`
-- RUN: not %zplc %s -sdelat=0.5 -emit=ast 2>&1 | FileCheck --check-prefix=NAME %s
-- NAME: error: unknown config variable `delat` in `-sdelat=0.5`; did you mean `delta`?
-- RUN: not %zplc %s -sbogus=1 -emit=ast 2>&1 | FileCheck --check-prefix=LIST %s
-- LIST: error: unknown config variable `bogus` in `-sbogus=1` (the program's config variables: `n`, `delta`, `ok`)
-- RUN: not %zplc %s -sn -emit=ast 2>&1 | FileCheck --check-prefix=FORM %s
-- FORM: error: malformed `-sn`: expected -sNAME=value
-- Every bad value is reported, and nothing is produced.
-- RUN: rm -rf %t && mkdir %t
-- RUN: not %zplc %s -sn=x -sm=1 -o %t/prog 2>&1 | FileCheck --check-prefix=BOTH %s
-- BOTH-COUNT-2: error:
-- RUN: not test -e %t/prog
