/* Jacobi iteration, the ZPL classic: the south border is held at 1.0, the
   other borders at 0.0, and every interior point becomes the mean of its four
   neighbours until the largest change falls below delta. */
program jacobi;

config var n     : integer = 8;        -- interior is n x n
           delta : double  = 0.001;    -- convergence threshold

region R    = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];        -- R plus a one-element border

direction north = [-1, 0];
          east  = [ 0, 1];
          south = [ 1, 0];
          west  = [ 0,-1];

var A, Temp : [BigR] double;
    err     : double;
    iters   : integer;
    total   : double;

procedure jacobi();
[R] begin
  [BigR]       A := 0.0;
  [north of R] A := 0.0;
  [east  of R] A := 0.0;
  [west  of R] A := 0.0;
  [south of R] A := 1.0;

  iters := 0;
  repeat
    Temp  := (A@north + A@east + A@south + A@west) / 4.0;
    err   := max<< abs(A - Temp);
    A     := Temp;
    iters += 1;
  until err < delta;

  total := +<< A;
  writeln("iterations: ", iters);
  writeln("error: ", "%.6f":err);
  writeln("interior sum: ", "%.6f":total);
end;
