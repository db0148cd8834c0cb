-- RUN: %zplc %s -emit=ast > /dev/null
-- RUN: %zplc %s -emit=cpp > /dev/null
-- Regions are scoped dynamically: a procedure without a region scope of its
-- own runs in the region of its call, also through other such procedures.
program inherit_region;

config var n : integer = 4;

region R = [1..n, 1..n];
       Line = [1..n];

direction east = [0, 1];

var A, B : [R] double;
    V    : [Line] double;
    s    : double;

procedure clear(var X : [,] double);
begin
  X := 0.0;
  ["] X := 1.0;
  [" at east] X := X@east;
end;

procedure twice(var X : [,] double);
begin
  clear(X);
  X := X * 2.0;
end;

procedure total(X : [,] double) : double;
begin
  return +<< X;
end;

procedure inherit_region();
begin
  [R] twice(A);
  [R] clear(B);
  [R] s := total(A);
  [Line] V := 1.0;
end;
