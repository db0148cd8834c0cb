-- Compiled with cxx-warning.h, whose `#warning` g++ reports while compiling
-- the generated C++, a file the user never sees. (This test overflowed `long
-- long` constant arithmetic before, which sema now refuses.)
program cxxwarning;
extern prototype old_twice(x : integer) : integer;
var x : integer;
procedure cxxwarning();
begin
  x := 3;
  writeln(old_twice(x) - x);
end;
