-- RUN: %zplc %s -emit=ir | FileCheck %s
-- placeIronman moves DR/SR above whole statements (loops, conditionals,
-- procedure calls) that do not conflict with a transfer and SV below them,
-- using per-procedure side-effect summaries with parallel-array and `out`
-- parameters bound to the actual arguments. It stops at a callee that writes
-- the source (here two calls deep), at a write of a scalar the transfer's
-- offset uses, at a write of the source inside a conditional, and at a
-- statement that may return while the transfer would be pending.
program nested;

config var n : integer = 8;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction east = [0, 1];
var A, B, C, D : [Big] double;
    s : double;
    i, k : integer;
    dirs : array [1..2] of direction;

procedure work(inout M : [,] double);
[R] begin
  M := M * 2.0;
end;

procedure outer(inout M : [,] double);
begin
  work(M);
end;

procedure peek(M : [,] double; out r : double);
[R] begin
  r := +<< M;
end;

-- Callees that write the program-level A directly, as a statement and
-- inside an expression: nothing crosses them.
procedure bump();
[R] begin
  A := A + 1.0;
end;

procedure doubled() : double;
var r : double;
[R] begin
  A := A * 2.0;
  r := +<< A;
  return r;
end;

-- CHECK-LABEL: procedure globals()
-- CHECK: [R] C := 1.0
-- CHECK-NEXT: call bump()
-- CHECK-NEXT: DR [[T:t[0-9]+]]
-- CHECK-NEXT: SR [[T]]
-- CHECK-NEXT: DN [[T]]
-- CHECK-NEXT: [R] B := A@[0, 1]
-- CHECK-NEXT: [R] C := 2.0
-- CHECK-NEXT: SV [[T]]
-- CHECK-NEXT: s := doubled()
-- CHECK-NEXT: DR [[U:t[0-9]+]]
-- CHECK-NEXT: SR [[U]]
-- CHECK-NEXT: DN [[U]]
-- CHECK-NEXT: [R] B := (B + A@[0, 1])
procedure globals();
begin
  [R] C := 1.0;
  bump();
  [R] B := A@east;
  [R] C := 2.0;
  s := doubled();
  [R] B := B + A@east;
end;

-- A recursive call would run this transfer's own call site again while it
-- is pending: DR/SR stay below it although it only writes C.
-- CHECK-LABEL: procedure rec(inout M : [,] double; k : integer)
-- CHECK: [R] M := (M + 1.0)
-- CHECK-NEXT: if (k > 0) then
-- CHECK-NEXT: call rec(C, (k - 1))
-- CHECK-NEXT: end
-- CHECK-NEXT: DR t{{[0-9]+}}
-- CHECK-NEXT: SR t{{[0-9]+}}
-- CHECK-NEXT: DN t{{[0-9]+}}
-- CHECK-NEXT: [R] D := M@[0, 1]
procedure rec(inout M : [,] double; k : integer);
[R] begin
  M := M + 1.0;
  if k > 0 then
    rec(C, k - 1);
  end;
  D := M@east;
end;

-- CHECK-LABEL: procedure nested()
-- CHECK: begin
-- CHECK-NEXT: [R] A := Index1
-- Hoisted above a loop, a conditional and a call that touch only C and D.
-- CHECK-NEXT: DR [[X1:t[0-9]+]]
-- CHECK-NEXT: SR [[X1]]
-- CHECK-NEXT: for k := 1 to 3 do
-- CHECK-NEXT: [R] C += 1.0
-- CHECK-NEXT: end
-- CHECK-NEXT: if (n > 2) then
-- CHECK-NEXT: [R] D := (C * 2.0)
-- CHECK-NEXT: end
-- CHECK-NEXT: call outer(C)
-- CHECK-NEXT: DN [[X1]]
-- CHECK-NEXT: [R] B := A@[0, 1]
-- Sunk below a call that only reads A and a loop.
-- CHECK-NEXT: call peek(A, s)
-- CHECK-NEXT: while (s > 100.0) do
-- CHECK-NEXT: s := (s / 2.0)
-- CHECK-NEXT: end
-- CHECK-NEXT: SV [[X1]]
-- outer(A) writes A through work: nothing crosses it.
-- CHECK-NEXT: call outer(A)
-- CHECK-NEXT: DR [[X2:t[0-9]+]]
-- CHECK-NEXT: SR [[X2]]
-- CHECK-NEXT: DN [[X2]]
-- CHECK-NEXT: [R] B := A@[0, 1]
-- The copy for A@dirs[i] rises above `s := 1.0` but not above `i := 1`.
-- CHECK-NEXT: dirs[1, 1] := 0
-- CHECK-NEXT: dirs[1, 2] := 1
-- CHECK-NEXT: i := 1
-- CHECK-NEXT: DR [[X3:t[0-9]+]]
-- CHECK-NEXT: SR [[X3]]
-- CHECK-NEXT: s := 1.0
-- CHECK-NEXT: SV [[X2]]
-- CHECK-NEXT: DN [[X3]]
-- CHECK-NEXT: [R] B := $T0
-- CHECK-NEXT: [R] C := 3.0
-- CHECK-NEXT: SV [[X3]]
-- A is written inside the conditional.
-- CHECK-NEXT: if (n > 2) then
-- CHECK-NEXT: [R] A := (A + 1.0)
-- CHECK-NEXT: end
-- CHECK-NEXT: DR [[X4:t[0-9]+]]
-- CHECK-NEXT: SR [[X4]]
-- CHECK-NEXT: DN [[X4]]
-- CHECK-NEXT: [R] B := A@[0, 1]
-- CHECK-NEXT: [R] C := 4.0
-- CHECK-NEXT: SV [[X4]]
-- A conditional that may return is crossed by neither SV nor DR.
-- CHECK-NEXT: if (n < 0) then
-- CHECK-NEXT: return
-- CHECK-NEXT: end
-- CHECK-NEXT: DR [[X5:t[0-9]+]]
-- CHECK-NEXT: SR [[X5]]
-- CHECK-NEXT: DN [[X5]]
-- CHECK-NEXT: [R] $T1 := B@[0, 1]
procedure nested();
begin
  [R] A := Index1;
  for k := 1 to 3 do
    [R] C += 1.0;
  end;
  if n > 2 then
    [R] D := C * 2.0;
  end;
  outer(C);
  [R] B := A@east;
  peek(A, s);
  while s > 100.0 do
    s := s / 2.0;
  end;
  outer(A);
  [R] B := A@east;
  dirs[1] := [0, 1];
  i := 1;
  s := 1.0;
  [R] B := A@dirs[i];
  [R] C := 3.0;
  if n > 2 then
    [R] A := A + 1.0;
  end;
  [R] B := A@east;
  [R] C := 4.0;
  if n < 0 then
    return;
  end;
  [R] B := B@east;
  [R] writeln(+<< B);
end;
