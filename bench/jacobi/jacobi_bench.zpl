/* examples/jacobi.zpl with a fixed number of sweeps instead of a convergence
   test, so that every variant of the benchmark does the same work for any n.
   Same arrays, borders (south held at 1.0, the others at 0.0), update, error
   reduction and interior sum; only the sweep loop is timed. */
program jacobi_bench;

config var n     : integer = 2048;     -- interior is n x n
           iters : integer = 100;      -- sweeps

region R    = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];        -- R plus a one-element border

direction north = [-1, 0];
          east  = [ 0, 1];
          south = [ 1, 0];
          west  = [ 0,-1];

var A, Temp : [BigR] double;
    err     : double;
    it      : integer;
    total   : double;
    secs    : double;

procedure jacobi_bench();
[R] begin
  [BigR]       A := 0.0;
  [north of R] A := 0.0;
  [east  of R] A := 0.0;
  [west  of R] A := 0.0;
  [south of R] A := 1.0;

  ResetTimer();
  for it := 1 to iters do
    Temp := (A@north + A@east + A@south + A@west) / 4.0;
    err  := max<< abs(A - Temp);
    A    := Temp;
  end;
  secs := CheckTimer();

  total := +<< A;
  writeln("iterations: ", iters);
  writeln("error: ", "%.12f":err);
  writeln("interior sum: ", "%.9f":total);
  writeln("seconds: ", "%.6f":secs);
end;
