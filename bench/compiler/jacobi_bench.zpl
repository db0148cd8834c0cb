/* The benchmark's Jacobi: a fixed number of sweeps (no convergence test, so
   every variant does the same work), timed around the loop only. */
program jacobi_bench;

config var n     : integer = 2048;
           iters : integer = 100;

region R    = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];

direction north = [-1, 0]; east = [0, 1]; south = [1, 0]; west = [0, -1];

var A, Temp : [BigR] double;
    err     : double;
    it      : integer;
    t       : double;

procedure jacobi_bench();
[R] begin
  [BigR]       A := 0.0;
  [south of R] A := 1.0;
  ResetTimer();
  for it := 1 to iters do
    Temp := (A@north + A@east + A@south + A@west) / 4.0;
    err  := max<< abs(A - Temp);
    A    := Temp;
  end;
  t := CheckTimer();
  writeln("err: ", "%.12f":err);
  writeln("seconds: ", "%.6f":t);
end;
