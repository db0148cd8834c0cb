-- A real value stored into an integer is truncated towards zero, as in C;
-- outside the integer's range (or NaN) C leaves the result undefined: for
-- `i := d` with d = 1e30 the program printed 2147483647 where g++ folded the
-- conversion and -2147483648 where x86 computed it, silently. Now every store of a real into an integer (assignments, compound
-- assignments, parallel assignments, arguments, results, initialisers and
-- to_integer/to_long/to_char) stops the program there with a located error.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | tr -s ' ' | FileCheck %s
-- RUN: %t -p3 | tr -s ' ' | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | tr -s ' ' | FileCheck %s
-- CHECK: 2 2
-- CHECK-NEXT: -2
-- CHECK-NEXT: 9
-- CHECK-NEXT: 17
-- CHECK-NEXT: 2
-- CHECK-NEXT: 3 2 2 -2
-- CHECK-NEXT: 4 10 14 20
-- CHECK: -9200000000000000000
-- RUN: not %t -p2 -swhich=1 2>&1 | FileCheck %s --check-prefix=W1
-- RUN: not %t -p3 -swhich=2 2>&1 | FileCheck %s --check-prefix=W2
-- RUN: not %mpirun -np 2 %t --binding=mpi -swhich=2 2>&1 | FileCheck %s --check-prefix=W2
-- RUN: not %t -swhich=3 2>&1 | FileCheck %s --check-prefix=W3
-- RUN: not %t -swhich=4 2>&1 | FileCheck %s --check-prefix=W4
-- RUN: not %t -swhich=5 2>&1 | FileCheck %s --check-prefix=W5
-- RUN: not %t -swhich=6 2>&1 | FileCheck %s --check-prefix=W6
-- RUN: not %t -swhich=7 2>&1 | FileCheck %s --check-prefix=W7
-- RUN: not %t -swhich=8 2>&1 | FileCheck %s --check-prefix=W8
-- RUN: not %t -swhich=9 2>&1 | FileCheck %s --check-prefix=W9
-- W1: zpl: error: real-to-integer.zpl:78: the real value 1e+30 is outside the range of `integer`
-- W2: zpl: error: real-to-integer.zpl:79: the real value 2.5e+30 is outside the range of `integer`
-- W2-NOT: zpl: error
-- W3: real-to-integer.zpl:80: the real value 1e+30 is outside the range of `integer`
-- W4: zpl: error: real-to-integer.zpl:56: the real value 1e+30 is outside the range of `integer`
-- W5: real-to-integer.zpl:82: the real value 1e+30 is outside the range of `long`
-- W6: real-to-integer.zpl:83: the real value 1e+30 is outside the range of `integer`
-- W7: real-to-integer.zpl:84: the real value 2500 is outside the range of `char`
-- W8: real-to-integer.zpl:85: the real value NaN is outside the range of `integer`
-- W9: real-to-integer.zpl:86: the real value 9.3e+18 is outside the range of `long`
program realtointeger;
config var big : double = 1.0e30;
           half : double = 2.5;
           which : integer = 0;
           twice : integer = half * 2.0;
region R = [1..4];
var D : [R] double;
    I : [R] integer;
    i : integer;
    L : long;
    c : char;
procedure f(k : integer) : integer;
begin
  return k + 1;
end;
procedure g(x : double) : integer;
begin
  return x;
end;
procedure initj(x : double);
var j : integer = x;
begin
  writeln(j);
end;

procedure realtointeger();
var j : integer = half;
begin
  i := half; writeln(i, " ", j);
  i := -half; writeln(i);
  i := 7; i += half; writeln(i);
  i := 7; i *= half; writeln(i);
  i := 7; i /= half; writeln(i);
  writeln(f(half), " ", g(half), " ", to_integer(half), " ", to_long(-half));
  [R] D := half * Index1;
  [R] I := D;
  [R] I += D;
  [R] writeln(I);
  L := -9.2e18 * half / half; writeln(L);
  if which = 1 then i := big; end;
  if which = 2 then [R] I := D * big; end;
  if which = 3 then i := f(big); end;
  if which = 4 then i := g(big); end;
  if which = 5 then L := to_long(big); end;
  if which = 6 then i := 1; i *= big; end;
  if which = 7 then c := 1000.0 * half; end;
  if which = 8 then i := sqrt(-1.0); end;
  if which = 9 then L := 9.3e18 * half / half; end;
  if which = 10 then initj(big); end;
  if which = 11 then i := 2147483648.0 * half / half; end;
end;
-- The value to 15 digits (`%g` printed 2.14748e+09, which looked in range):
-- RUN: not %t -swhich=11 2>&1 | FileCheck %s --check-prefix=W11
-- W11: real-to-integer.zpl:88: the real value 2147483648 is outside the range of `integer`
