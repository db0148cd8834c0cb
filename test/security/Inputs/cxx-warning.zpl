-- Constant arithmetic that overflows `long long` in the generated C++: g++
-- warns about it (-Woverflow, on by default), about a file the user never
-- sees. (Sema refuses such arithmetic past 32 bits in an `integer`.)
program cxxwarning;
var x : integer;
    y : long;
procedure cxxwarning();
begin
  x := 3;
  y := x * 2 + 3000000000 * 3000000000 * 3000000000;
  writeln(x);
end;
