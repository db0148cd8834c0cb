-- RUN: %zplc %s -emit=ast > /dev/null
-- RUN: %zplc %s -emit=ir > /dev/null
-- Scalar procedures are promoted when called with parallel arguments for
-- their value parameters, also inside other promoted calls.
program promotion;

region R = [1..4, 1..4];

var A, B : [R] double;
    I    : [R] integer;
    s    : double;

procedure half(x : double) : double;
begin
  return x / 2.0;
end;

procedure clamp(x, lo, hi : double) : double;
begin
  if x < lo then return lo; end;
  if x > hi then return hi; end;
  return x;
end;

procedure promotion();
begin
  [R] begin
    A := Index1 + Index2;
    B := half(A);
    B := clamp(half(A), 1.0, 3.0);
    I := to_integer(clamp(A, 0.0, to_double(Index1)));
    s := +<< half(A);
  end;
end;
