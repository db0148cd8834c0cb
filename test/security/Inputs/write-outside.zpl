-- `writeln` of an array over indices it does not have (column 0 of A, whose
-- indices are 1..n) read storage that does not exist: a segfault.
program writeoutside;
config var n : integer = 3;
region R = [1..n, 1..n];
var A : [R] integer;
procedure writeoutside();
begin
  [R] A := 10 * Index1 + Index2;
  [2, 1..2] writeln(A);
  [2, 0..1] writeln(A);
end;
