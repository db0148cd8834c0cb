-- zplc -sNAME=value sets the compiled program's config default, as
-- `chpl --set` does: its -h shows the new default, a run without -s uses it,
-- a config computed from it follows, and -s at run time still overrides it.
-- (Before, the values only steered specialisation: -h showed `n = 5` and the
-- program ran with n = 5.) The char default is a regression test too: a
-- literal char default used to be embedded as its code (`97`).
program cfg;
config var n    : integer = 5;
           big  : long    = 1;
           x    : double  = 0.5;
           flag : boolean = false;
           c    : char    = 'a';
           name : string  = "world";
           m    : integer = 2 * n;
procedure cfg();
begin
  writeln("%d":n, " ", "%d":m, " ", big, " ", x, " ", flag, " ", c, " ", name);
end;

-- RUN: rm -rf %t && mkdir %t
-- RUN: %zplc %s -o %t/plain
-- RUN: %t/plain | FileCheck --check-prefix=PLAIN %s
-- PLAIN: 5 10 1 0.5000 false a world
-- RUN: %zplc %s -sn=50 -sbig=-9000000000 -sx=2.5e3 -sflag=true -sc=z -sname=zpl -o %t/set
-- RUN: %t/set -h | FileCheck --check-prefix=HELP %s
-- HELP:      n : integer = 50
-- HELP-NEXT: big : long = -9000000000
-- HELP-NEXT: x : double = 2.5e3
-- HELP-NEXT: flag : boolean = true
-- HELP-NEXT: c : char = z
-- HELP-NEXT: name : string = zpl
-- HELP-NEXT: m : integer = (computed)
-- RUN: %t/set | FileCheck --check-prefix=SET %s
-- SET: 50 100 -9000000000 2500.0000 true z zpl
-- RUN: %t/set -sn=7 -sname=again | FileCheck --check-prefix=OVERRIDE %s
-- OVERRIDE: 7 14 -9000000000 2500.0000 true z again
-- The AST shows the compile-time value as the initializer.
-- RUN: %zplc %s -sn=50 -sbig=-3 -emit=ast | FileCheck --check-prefix=AST %s
-- AST:      VarDecl 8:12 n config-var type=integer
-- AST:      init: IntegerLiteral 8:29 50 type=integer
-- AST:      VarDecl 9:12 big config-var type=long
-- AST:      init: IntegerLiteral 9:29 -3 type=long
