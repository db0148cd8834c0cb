/* Procedures: a prototype lets `odd` and `even` call each other; `fib` is
   recursive and also computes a config default; array parameters name only
   their rank and are updated in place through `inout`. */
program procedures;

prototype even(k : integer) : boolean;

procedure odd(k : integer) : boolean;
begin
  if k = 0 then
    return false;
  end;
  return even(k - 1);
end;

procedure even(k : integer) : boolean;
begin
  if k = 0 then
    return true;
  end;
  return odd(k - 1);
end;

procedure fib(k : integer) : integer;
begin
  if k < 2 then
    return k;
  else
    return fib(k - 1) + fib(k - 2);
  end;
end;

config var n     : integer = 4;
           f10   : integer = fib(10);     -- a config default may call a procedure

region R = [1..n, 1..n];
direction east = [0, 1];

var A     : [R] double;
    total : double;
    lo, hi : double;

-- scales every element of M by s and reports the extremes
procedure scale(inout M : [,] double; s : double; out mn : double; out mx : double);
[R] begin
  M  := M * s;
  mn := min<< M;
  mx := max<< M;
end;

procedure smooth(inout M : [,] double);
[R] begin
  [1..n, 1..n-1] M := (M + M@east) / 2.0;
end;

procedure procedures();
var i : integer;
begin
  writeln("fib(10) = ", f10);
  for i := 0 to 5 do
    write(i, ":", odd(i), " ");
  end;
  writeln();

  [R] A := to_double(Index2);
  scale(A, 2.0, lo, hi);
  writeln("after scale: min ", "%.1f":lo, " max ", "%.1f":hi);
  smooth(A);
  [R] total := +<< A;
  writeln("after smooth: sum ", "%.1f":total);
  [R] writeln("%5.1f":A);
end;
