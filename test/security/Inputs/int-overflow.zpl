-- Integer arithmetic past `integer`'s range wraps around, consistently: the
-- C++ compiler may not assume that `x + 1 > x` (signed overflow was
-- undefined behaviour in the generated C++: this printed `assumed no
-- overflow` and then -2147483648).
program ovf;
config var m : integer = 2147483647;
var x : integer;
procedure ovf();
begin
  x := m;
  if x + 1 > x then writeln("assumed no overflow"); else writeln("wrapped"); end;
  writeln(x + 1);
end;
