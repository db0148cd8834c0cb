-- Integer `^`: by squaring (`x ^ 1000000000` ran a billion multiplications),
-- and a negative power is 1 / a^-b truncated (0; 1 for a = 1; +-1 for
-- a = -1): it was 1 for every a. `0 ^ -b` is a located run-time error.
-- Constant powers are folded by sema (`2 ^ 40` as an `integer` is refused:
-- test/sema/constant-overflow-64.zpl's neighbour below).
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | tr -s ' ' | FileCheck %s
-- RUN: %t -p2 -sbig=999999999 | tr -s ' ' | FileCheck %s --check-prefix=ODD
-- RUN: %mpirun -np 2 %t --binding=mpi | tr -s ' ' | FileCheck %s
-- RUN: not %t -p2 -szero=1 2>&1 | FileCheck %s --check-prefix=ZERO
-- CHECK: 1024 -8 1.4142
-- CHECK-NEXT: -3 : 0 -1 1 0
-- CHECK-NEXT: -2 : 0 1 1 0
-- CHECK-NEXT: -1 : 0 -1 1 0
-- CHECK-NEXT: 0 : 1 1 1 1
-- CHECK-NEXT: 1 : 2 -1 1 -3
-- CHECK-NEXT: 2 : 4 1 1 9
-- CHECK-NEXT: 3 : 8 -1 1 -27
-- CHECK-NEXT: 1 1 1162261467
-- CHECK-NEXT: 4052555153018976267
-- CHECK-NEXT: sum 15
-- ODD: 1 -1 1162261467
-- ZERO: zpl: error: integer-power.zpl:[[@LINE+24]]: integer `0 ^ -2`: zero to a negative power
program integerpower;
config var big : integer = 1000000000;
           zero : integer = 0;
region R = [-3..3];
var a, b, i : integer;
    l : long;
    P : [R] integer;
procedure integerpower();
begin
  writeln(2 ^ 10, " ", (-2) ^ 3, " ", 2.0 ^ 0.5);
  for i := -3 to 3 do
    a := 2; b := -1;
    writeln(i, " : ", a ^ i, " ", b ^ i, " ", 1 ^ i, " ", (-3) ^ i);
  end;
  a := 3;
  writeln(1 ^ big, " ", (-1) ^ big, " ", a ^ 19);
  l := 3;
  writeln(l ^ 39);
  [R] P := 2 ^ Index1;
  [R] i := +<< P;
  writeln("sum ", i);
  if zero = 1 then
    a := 0; b := -2;
    writeln(a ^ b);
  end;
end;
