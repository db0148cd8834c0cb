-- The smallest complete program: the entry point is the procedure that
-- carries the program's name.
program hello;

procedure hello();
begin
  writeln("Hello, world!");
end;
