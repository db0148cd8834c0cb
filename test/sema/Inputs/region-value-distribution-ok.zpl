program regionvalue;

config var n : integer = 8;

grid Gm = [2, 1];
distribution Dm : Gm = [cyclic(2), cyclic(2)];
region R : Dm = [1..n, 1..n];

var Q : region<.., ..>;
    W : [R] double;
    D : [1..n, 1..n] double;
    k : integer;

procedure regionvalue();
begin
  k := 1;
  Q := [k..n by k, 1..n by 2];
  Q := [1..n, 1..n];
  [Q] W := 2.0;
end;
