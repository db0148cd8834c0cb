-- A promoted procedure runs once per element, on the processor that owns
-- it: a store into a variable that is not its own, or input and output, in
-- it or in a procedure it calls, happened once per processor's elements
-- (`calls += 1` counted 16 at -p1, 8 at -p2 and 4 at -p4; a `writeln`
-- printed processor 0's elements only). Refused now; a procedure that
-- changes only its own locals and parameters is promoted as before.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
program effects;
region R = [1..4, 1..4];
var A : [R] integer;
    calls : integer;
procedure f(x : integer) : integer;
begin
  calls += 1;
  return x + 1;
end;
procedure g(x : integer) : integer;
var k : integer;
begin
  k := x * 2;
  return k + f(1);
end;
procedure h(x : integer) : integer;
begin
  writeln("h ", x);
  return x;
end;
procedure pure(x : integer) : integer;
var t : integer;
begin
  t := x;
  t += 1;
  x := x + t;
  return x;
end;
procedure effects();
begin
  calls := 0;
-- CHECK: promoted-effects.zpl:[[@LINE+1]]:14: error: procedure `f` cannot be promoted to the parallel argument for `x`: it assigns `calls`, a variable that is not its own; a promoted procedure runs once per element, on the processor that owns it
  [R] A := f(Index1);
-- CHECK: promoted-effects.zpl:14:9: note: here
-- CHECK: promoted-effects.zpl:[[@LINE+1]]:14: error: procedure `g` cannot be promoted to the parallel argument for `x`: it calls `f`, which assigns `calls`
  [R] A := g(Index1);
-- CHECK: promoted-effects.zpl:[[@LINE+1]]:14: error: procedure `h` cannot be promoted to the parallel argument for `x`: it does input or output
  [R] A := h(Index1);
  [R] A := pure(Index1);
  calls := f(3) + g(2) + h(1);
end;
