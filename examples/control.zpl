/* Scalar control flow and the smaller types: an enumeration, a fixed array of
   directions filled in a loop (as NAS MG does), constants, while/elsif/downto,
   the built-in math functions and a parallel statement per direction. */
program control;

config var n : integer = 5;
constant   pi : double = 3.14159265358979;
const      limit : integer = 100;

type color = (red, green, blue);
     vec3  = array [1..3] of integer;

region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];

var dirs  : array [1..4] of direction;
    A     : [BigR] integer;
    V     : vec3;
    c     : color;
    i, x  : integer;
    acc   : double;
    name  : string;

procedure classify(v : integer) : string;
begin
  if v < 10 then
    return "small";
  elsif v < limit then
    return "medium";
  else
    return "large";
  end;
end;

procedure control();
begin
  -- the four axis directions, computed rather than written out
  for i := 1 to 4 do
    dirs[i] := [(i % 2) * (i - 2), ((i + 1) % 2) * (i - 3)];
  end;

  [BigR] A := 0;
  [R] A := 1;
  for i := 1 to 4 do
    [R] A += A@dirs[i];
  end;
  [R] x := +<< A;
  writeln("neighbour sum: ", x);

  for i := 1 to 3 do
    V[i] := i * i;
  end;
  writeln("V = ", V[1], " ", V[2], " ", V[3]);

  x := 1;
  while x < 1000 do
    writeln(x, " is ", classify(x));
    x := x * 7;
  end;

  for i := 3 downto 1 do
    write(i, " ");
  end;
  writeln("go");

  c := green;
  if c = green then
    writeln("green is ", to_integer(c));
  end;

  acc := sqrt(16.0) + abs(-2.5) + floor(2.7) + ceil(0.2) + max(3.0, 4.0)
       + min(1, 2) + exp(0.0) + log(1.0) + sin(0.0) + cos(0.0) + tan(0.0);
  writeln("builtins: ", "%.2f":acc);
  writeln("bsl/bsr: ", bsl(1, 4), " ", bsr(256, 2));
  writeln("pi is about ", "%.4f":pi);
  name := "done";
  writeln(name);
end;
