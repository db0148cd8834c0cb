/* A seven-point stencil in three dimensions, applied only at every second
   index of each dimension (a strided region), with toroidal neighbours. The
   field is linear in each index, so away from the wrapped faces each point's
   six-neighbour mean equals its own value; the sums below are checkable. */
program stencil3d;

config var n : integer = 6;

region R = [1..n, 1..n, 1..n];

direction up   = [-1, 0, 0]; down  = [1, 0, 0];
          left = [ 0,-1, 0]; right = [0, 1, 0];
          back = [ 0, 0,-1]; front = [0, 0, 1];

var A, B  : [R] double;
    One   : [R] integer;
    points : integer;
    before, after : double;

procedure stencil3d();
begin
  [R] begin
    A   := to_double(Index1 + 10 * Index2 + 100 * Index3);
    B   := 0.0;
    One := 1;
  end;

  [R by [2, 2, 2]] begin
    B := (A@^up + A@^down + A@^left + A@^right + A@^back + A@^front) / 6.0;
    points := +<< One;
    before := +<< A;
    after  := +<< B;
  end;

  writeln("strided points: ", points);
  writeln("sum of A on them: ", "%.2f":before);
  writeln("sum of B on them: ", "%.2f":after);
  [R] after := +<< B;
  writeln("sum of B everywhere: ", "%.2f":after);
end;
