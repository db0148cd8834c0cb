-- Constant arithmetic that overflows `int` in the generated C++: g++ warns
-- about it (-Woverflow, on by default), about a file the user never sees.
program cxxwarning;
var x, y : integer;
procedure cxxwarning();
begin
  x := 3;
  y := x * 2 + 2147483647 * 2147483647;
  writeln(x);
end;
