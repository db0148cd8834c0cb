program refevalfloat;
constant h : float = 4;
constant m : integer = 10 / h * 2;
region R = [1..10];
var A : [R] integer;
    n : integer;
procedure refevalfloat();
begin
  [R] A := 0;
  [1..10 by m - 3] A := 1;
  [R] n := +<< A;
  writeln("m = ", m, " n = ", n);
end;
