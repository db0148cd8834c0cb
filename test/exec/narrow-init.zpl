-- Initialisers of narrow types wrap as C converts: an indexed array given in
-- terms of `index1` kept 300 in a `ubyte` element (now 44); initialisers
-- from config values, program-level and local, wrap too.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 -sn=4 | FileCheck %s --check-prefix=N4
-- CHECK: {{^ *}}100 200 44 44 14{{ *$}}
-- N4: {{^ *}}100 200 44 144 104{{ *$}}
program narrowinit;
config var n : integer = 3;
var x : array [1..3] of ubyte = index1 * 100;
    y : ubyte = n * 100;
procedure narrowinit();
var z : ubyte = n * 90;
begin
  writeln(x[1], " ", x[2], " ", x[3], " ", y, " ", z);
end;
