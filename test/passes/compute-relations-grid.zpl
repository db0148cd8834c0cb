-- The grid zplc assumes when it embeds relations is the grid the program
-- builds: for 20 processors and rank 4 both factor 20 as 5x2x2x1 (they once
-- disagreed, 5x2x2x1 against 5x4x1x1, and the embedded relations went unused).
-- The same held for 62 (processors, rank) pairs up to 256, e.g. 108 at rank 3.
-- RUN: %zplc %s -p20 -sn=4 -emit=ir | FileCheck %s --check-prefix=EMBED
-- RUN: %zplc %s -p20 -sn=4 -o %t
-- RUN: env ZPLC_TRACE_RELATIONS=1 %t -p20 -sn=4 2>&1 | FileCheck %s --check-prefix=HIT
program relgrid;

config var n : integer = 3;
region R = [1..n, 1..n, 1..n, 1..n];
       Big = [0..n+1, 0..n+1, 0..n+1, 0..n+1];
direction up = [1, 0, 0, 0];
var A, B : [Big] integer;
    s : integer;

-- EMBED: transfer t0 halo A -> A {{.*}} precomputed {{[A-Z]+}} p=20
-- HIT: zplc: transfer 0: embedded relations
-- HIT: sum: 1056
procedure relgrid();
[R] begin
  [Big] A := 0;
  A := Index1 + Index4;
  B := A@up;
  s := +<< B;
  writeln("sum: ", "%d":s);
end;
