-- Config values of types zplc stores wider than their range (`ubyte` in an
-- `integer`, `ulong` in a `long`): `-sb=300` used to start the program with
-- b = 300 and `-su=-1` with u = -1, values sema refuses as literals
-- (test/diag/int-literal-range.zpl). Now refused at start-up, naming the type
-- and its range; the IR text keeps the range (`range ubyte 0..255`).
-- RUN: %zplc %s -o %t
-- RUN: %zplc %s -emit=ir | FileCheck %s --check-prefix=IR
-- RUN: %t -sb=255 -ss=-32768 -su=9223372036854775807 | tr -s ' ' | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi -sb=0 | tr -s ' ' | FileCheck %s --check-prefix=ZERO
-- RUN: not %t -sb=300 2>&1 | FileCheck %s --check-prefix=B300
-- RUN: not %t -p2 -sb=-1 2>&1 | FileCheck %s --check-prefix=BNEG
-- RUN: not %t -ss=40000 2>&1 | FileCheck %s --check-prefix=S
-- RUN: not %t -su=-1 2>&1 | FileCheck %s --check-prefix=U
-- The same ranges for zplc's own -s (compiled-in defaults): `-sb=300`
-- compiled and the program then stopped with an internal error.
-- RUN: not %zplc -sb=300 %s -emit=cpp 2>&1 | FileCheck %s --check-prefix=ZB
-- RUN: %zplc -sb=200 -su=4294967296 %s -o %t2 && %t2 | tr -s ' ' | FileCheck %s --check-prefix=Z200
-- ZB: error: invalid value `300` for config variable `b` in `-sb=300`: out of range for `ubyte` (0 to 255)
-- Z200: 200 4 4294967296 6
-- IR: config var b : integer range ubyte 0..255 = 3
-- IR: config var s : integer range shortint -32768..32767 = 4
-- IR: config var u : long range ulong 0..9223372036854775807 = 5
-- IR: config var n : integer = 6
-- CHECK: 255 -32768 9223372036854775807 6
-- ZERO: 0 4 5 6
-- B300: zpl: error: config variable `b` has type ubyte (0 to 255); `300` is not a valid value
-- BNEG: zpl: error: config variable `b` has type ubyte (0 to 255); `-1` is not a valid value
-- S: zpl: error: config variable `s` has type shortint (-32768 to 32767); `40000` is not a valid value
-- U: zpl: error: config variable `u` has type ulong (0 to 9223372036854775807); `-1` is not a valid value
program confignarrow;

config var b : ubyte = 3;
           s : shortint = 4;
           u : ulong = 5;
           n : integer = 6;

procedure confignarrow();
begin
  writeln(b, " ", s, " ", u, " ", n);
end;
