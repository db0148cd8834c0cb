-- The integer types zplc stores wider than their range (`ubyte`, `sbyte`,
-- `shortint`, `ushortint` in an `integer`, `uinteger` in a `long`) wrap as C
-- converts to them: `ubyte` 250 + 10 printed 260 (C: 4), `sbyte` 127 += 1
-- printed 128, `uinteger` 4294967295 + 1 printed 4294967296. Stores,
-- initialisers, returns, by-value arguments, record fields, indexed array
-- elements, `+=`, scans and reductions; the expected lines are what the same
-- program written in C prints (gcc, unsigned char/signed char/short/...).
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi | FileCheck %s
-- CHECK: {{^ *}}b 4{{ *$}}
-- CHECK-NEXT: {{^ *}}b 255{{ *$}}
-- CHECK-NEXT: {{^ *}}s -128{{ *$}}
-- CHECK-NEXT: {{^ *}}s -128{{ *$}}
-- CHECK-NEXT: {{^ *}}s -128{{ *$}}
-- CHECK-NEXT: {{^ *}}h -32768{{ *$}}
-- CHECK-NEXT: {{^ *}}k 65535{{ *$}}
-- CHECK-NEXT: {{^ *}}u 0{{ *$}}
-- CHECK-NEXT: {{^ *}}u-1 4294967295{{ *$}}
-- CHECK-NEXT: {{^ *}}l 1705032704{{ *$}}
-- CHECK-NEXT: {{^ *}}b 44{{ *$}}
-- CHECK-NEXT: {{^ *}}b 114{{ *$}}
-- CHECK-NEXT: {{^ *}}init 44{{ *$}}
-- CHECK-NEXT: {{^ *}}twice 144{{ *$}}
-- CHECK-NEXT: {{^ *}}arg 228{{ *$}}
-- CHECK-NEXT: {{^ *}}widen 342{{ *$}}
-- CHECK-NEXT: {{^ *}}q 255 511{{ *$}}
-- CHECK-NEXT: {{^ *}}t -56{{ *$}}
-- CHECK-NEXT: {{^ *}}to 255 -1 4464 4294967295{{ *$}}
-- CHECK-NEXT: {{^ *}}60 120 180 240 44 104{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}160 220 24 84 144 204{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}-96 -36 24 84 -112 -52{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}64 184 48 168 32 152{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}sum 68{{ *$}}
-- CHECK-NEXT: {{^ *}}sum 836{{ *$}}
-- CHECK-NEXT: {{^ *}}isum 648{{ *$}}
-- CHECK-NEXT: {{^ *}}max 220{{ *$}}
-- CHECK-NEXT: {{^ *}}160 124 148 232 120 68{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}160 284 432 664 784 852{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}160 444 876 1540 2324 3176{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}4100000000 4200000000 5032704 105032704 205032704 305032704{{ *$}}
-- CHECK-EMPTY:
-- CHECK-NEXT: {{^ *}}usum 330196224{{ *$}}
-- CHECK-NEXT: {{^ *}}64 248 40 208 240 136{{ *$}}
-- CHECK-EMPTY:
program narrow;
config var n : integer = 6;
region R = [1..n];
type pix = record
  v : ubyte;
  w : integer;
end;
var b : ubyte;
    s : sbyte;
    h : shortint;
    k : ushortint;
    u : uinteger;
    i : integer;
    l : long;
    q : pix;
    t : array [1..3] of sbyte;
    B : [R] ubyte;
    S : [R] sbyte;
    I : [R] integer;
    L : [R] long;
    U : [R] uinteger;
    init : ubyte = n * 50;

procedure twice(x : ubyte) : ubyte;
begin
  return x * 2;
end;

procedure widen(x : integer) : integer;
begin
  return x;
end;

procedure narrow();
begin
  b := 250;
  b := b + 10;            -- 4
  writeln("b ", b);
  b -= 5;                 -- 255
  writeln("b ", b);
  s := 127;
  s += 1;                 -- -128
  writeln("s ", s);
  s := -128;
  s := s / -1;            -- -128
  writeln("s ", s);
  s *= -1;                -- -128
  writeln("s ", s);
  h := 32767;
  h := h + 1;             -- -32768
  writeln("h ", h);
  k := 0;
  k := k - 1;             -- 65535
  writeln("k ", k);
  u := 4294967295;
  u := u + 1;             -- 0
  writeln("u ", u);
  u := 0;
  writeln("u-1 ", u - 1); -- 4294967295
  u := 3000000000;
  l := u * 2;             -- uinteger arithmetic: 1705032704
  writeln("l ", l);
  i := 300;
  b := i;                 -- 44
  writeln("b ", b);
  b := 3.7 * 100.0;       -- 370 -> 114
  writeln("b ", b);
  writeln("init ", init); -- 300 -> 44
  writeln("twice ", twice(200));    -- 400 -> 144
  writeln("arg ", twice(b + 256));  -- 114 * 2 = 228
  writeln("widen ", widen(b * 3));  -- 342 (integer arithmetic)
  q.v := i + 211;         -- 511 -> 255
  q.w := i + 211;
  writeln("q ", q.v, " ", q.w);
  t[2] := i - 100;        -- 200 -> -56
  writeln("t ", t[2]);
  writeln("to ", to_ubyte(-1), " ", to_sbyte(255), " ", to_ushortint(70000), " ", to_uinteger(-1));
  [R] B := Index1 * 60;   -- 60 120 180 240 44 104
  [R] writeln(B);
  [R] B += 100;           -- 160 220 24 84 144 204
  [R] writeln(B);
  [R] S := B;             -- -96 -36 24 84 -112 -52
  [R] writeln(S);
  [R] I := B + S;         -- integer: 64 184 48 168 32 152
  [R] writeln(I);
  [R] b := +<< B;         -- 836 -> 68
  writeln("sum ", b);
  [R] i := +<< B;         -- a ubyte sum: 68
  writeln("sum ", i);
  [R] i := +<< I;         -- 648
  writeln("isum ", i);
  [R] i := max<< B;       -- 220
  writeln("max ", i);
  [R] B := +|| B;         -- 160 380 404 488 632 836 -> 160 124 148 232 120 68
  [R] writeln(B);
  [R] I := +|| B;         -- 160 284 432 664 784 852 -> ubyte scan: 160 28 176 152 16 84
  [R] writeln(I);
  [R] L := +|| I;         -- integer scan: 160 188 364 516 532 616
  [R] writeln(L);
  [R] U := 4000000000 + Index1 * 100000000;
  [R] writeln(U);         -- 4100000000 4200000000 5..->  3 wraps
  [R] l := +<< U;
  writeln("usum ", l);
  [R] B := twice(B);      -- promoted: 64 48 96 48 224 168
  [R] writeln(B);
end;
