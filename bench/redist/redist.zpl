/* Redistributions of an n x n matrix of doubles, the four cases of
   bench/redist/run.py (issue 12): one statement `[T] B := A;` per case,
   timed on its own; the first execution (which also builds the transfer)
   is reported apart from the steady state (the median of `reps` more).
   Compare with redist_scalapack.cpp, which does the same with pdgemr2d.
     case 1: (*, block)            -> (*, cyclic)             grid [np]
     case 2: (block, *)            -> (cyclic, *)             grid [np]
     case 3: (*, cyclic(64))       -> (*, block)              grid [np]
     case 4: (cyclic(64), cyclic(64)) -> (block, block)       grid [p1, p2]
   Prints processor 0's times and a checksum over B. */
program redist;

config var n    : integer = 4000;
           reps : integer = 5;
           kase : integer = 1;
           p1   : integer = 1;
           p2   : integer = 1;

grid L = [p1 * p2];
     G = [p1, p2];

distribution SB1 : L = [*, block];
             TC1 : L = [*, cyclic];
             SB2 : L = [block, *];
             TC2 : L = [cyclic, *];
             SK3 : L = [*, cyclic(64)];
             TB3 : L = [*, block];
             SK4 : G = [cyclic(64), cyclic(64)];
             TB4 : G = [block, block];

region RS1 : SB1 = [1..n, 1..n];
       RT1 : TC1 = [1..n, 1..n];
       RS2 : SB2 = [1..n, 1..n];
       RT2 : TC2 = [1..n, 1..n];
       RS3 : SK3 = [1..n, 1..n];
       RT3 : TB3 = [1..n, 1..n];
       RS4 : SK4 = [1..n, 1..n];
       RT4 : TB4 = [1..n, 1..n];

var first, t, s : double;
    times : array [1..64] of double;
    k : integer;

-- The median of times[1..reps] (insertion sort; reps is small).
procedure median() : double;
var i, j : integer;
    x : double;
begin
  for i := 2 to reps do
    x := times[i];
    j := i - 1;
    while j >= 1 & times[j] > x do
      times[j + 1] := times[j];
      j := j - 1;
    end;
    times[j + 1] := x;
  end;
  return times[(reps + 1) / 2];
end;

procedure report();
begin
  writeln("first: ", "%.6f":first, " steady: ", "%.6f":median(),
          " checksum: ", "%.1f":s);
end;

-- Each case in its own procedure, so that only its two matrices are
-- allocated. `A := A + 1.0` keeps the redistribution in the loop (A
-- changes) and is not timed.
procedure case1();
var A : [RS1] double;
    B : [RT1] double;
begin
  [RS1] A := to_double(Index1) * to_double(n) + to_double(Index2);
  for k := 0 to reps do
    [RS1] A := A + 1.0;
    ResetTimer();
    [RT1] B := A;
    t := CheckTimer();
    if k = 0 then first := t; else times[k] := t; end;
  end;
  [RT1] s := +<< B;
  report();
end;

procedure case2();
var A : [RS2] double;
    B : [RT2] double;
begin
  [RS2] A := to_double(Index1) * to_double(n) + to_double(Index2);
  for k := 0 to reps do
    [RS2] A := A + 1.0;
    ResetTimer();
    [RT2] B := A;
    t := CheckTimer();
    if k = 0 then first := t; else times[k] := t; end;
  end;
  [RT2] s := +<< B;
  report();
end;

procedure case3();
var A : [RS3] double;
    B : [RT3] double;
begin
  [RS3] A := to_double(Index1) * to_double(n) + to_double(Index2);
  for k := 0 to reps do
    [RS3] A := A + 1.0;
    ResetTimer();
    [RT3] B := A;
    t := CheckTimer();
    if k = 0 then first := t; else times[k] := t; end;
  end;
  [RT3] s := +<< B;
  report();
end;

procedure case4();
var A : [RS4] double;
    B : [RT4] double;
begin
  [RS4] A := to_double(Index1) * to_double(n) + to_double(Index2);
  for k := 0 to reps do
    [RS4] A := A + 1.0;
    ResetTimer();
    [RT4] B := A;
    t := CheckTimer();
    if k = 0 then first := t; else times[k] := t; end;
  end;
  [RT4] s := +<< B;
  report();
end;

procedure redist();
begin
  if kase = 1 then case1();
  elsif kase = 2 then case2();
  elsif kase = 3 then case3();
  else case4();
  end;
end;
