/* The Parallel Research Kernels' Stencil (star, radius 2) as a zplc program,
   written from the PRK specification: IN(i,j) = i + j, OUT = 0; each
   iteration adds the star of weights +-1/(2kR) (k = 1..R, centre 0) applied
   to IN to OUT over the interior [R..n-1-R]^2, then adds 1 to every IN.
   Iteration 0 warms up; the others are timed, as PRK does. Rate: 19 flops
   (2 * (4R + 1) + 1) per interior point and iteration. Same arithmetic, in
   the same order, as stencil_mpi.cpp, so both print the same norm. */
program stencil_bench;

config var n     : integer = 4000;
           iters : integer = 10;

region R = [0..n-1, 0..n-1];
       I = [2..n-3, 2..n-3];

direction n2 = [-2, 0]; n1 = [-1, 0]; s1 = [1, 0]; s2 = [2, 0];
          w2 = [0, -2]; w1 = [0, -1]; e1 = [0, 1]; e2 = [0, 2];

var IN, OUT : [R] double;
    secs, norm : double;
    it : integer;
free var zero : double; -- 0 on every processor

procedure stencil_bench();
begin
  [R] IN := to_double(Index1) + to_double(Index2);
  [R] OUT := 0.0;
  for it := 0 to iters do
    if it = 1 then
      -- every processor starts the clock together, as the reference does
      -- after its MPI_Barrier: a reduction returns once all have reached it
      zero := 0.0;
      secs := max<< zero;
      ResetTimer();
    end;
    [I] OUT := OUT - 0.125 * IN@n2 - 0.25 * IN@n1 + 0.0 * IN + 0.25 * IN@s1 + 0.125 * IN@s2
                   - 0.125 * IN@w2 - 0.25 * IN@w1 + 0.25 * IN@e1 + 0.125 * IN@e2;
    [R] IN := IN + 1.0;
  end;
  secs := CheckTimer();
  [I] norm := +<< abs(OUT);
  writeln("checksum: ", "%.6f":norm / to_double((n - 4) * (n - 4)));
  writeln("seconds: ", "%.6f":secs);
end;
