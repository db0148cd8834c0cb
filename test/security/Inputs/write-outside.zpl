-- `writeln` of an array over indices it does not have (column 0 of A, whose
-- indices are 1..n) read storage that does not exist: a segfault, then an
-- error that did not say which statement. The bound is a config value, so
-- that the error comes when the program runs (constant bounds are refused
-- when compiling: region-outside-compile.zpl).
program writeoutside;
config var n : integer = 3;
       m : integer = 0;
region R = [1..n, 1..n];
var A : [R] integer;
procedure writeoutside();
begin
  [R] A := 10 * Index1 + Index2;
  [2, 1..2] writeln(A);
  [2, m..1] writeln(A);
end;
