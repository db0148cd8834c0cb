/* The Parallel Research Kernels' Transpose as a zplc program, written from
   the PRK specification: A(i,j) = n*i + j, B = 0; each iteration adds A's
   transpose to B, then adds 1 to every A. Iteration 0 warms up; the others
   are timed, as PRK does. Rate: 2 * 8 * n^2 bytes per iteration. The check
   is PRK's: B(i,j) must be (iters+1)(n*j + i) + iters(iters+1)/2 (every
   value an integer below 2^53, so exact in any order of summation). */
program transpose_bench;

config var n     : integer = 4000;
           iters : integer = 10;

region R = [0..n-1, 0..n-1];

var A, B : [R] double;
    secs, err : double;
    it : integer;
free var zero : double; -- 0 on every processor

procedure transpose_bench();
begin
  [R] A := to_double(n * Index1 + Index2);
  [R] B := 0.0;
  for it := 0 to iters do
    if it = 1 then
      -- every processor starts the clock together, as the reference does
      -- after its MPI_Barrier: a reduction returns once all have reached it
      zero := 0.0;
      secs := max<< zero;
      ResetTimer();
    end;
    [R] B := B + A#[Index2, Index1];
    [R] A := A + 1.0;
  end;
  secs := CheckTimer();
  [R] err := +<< abs(B - (to_double(iters + 1) * to_double(n * Index2 + Index1)
                          + to_double(iters * (iters + 1) / 2)));
  writeln("checksum: ", "%.1f":err);
  writeln("seconds: ", "%.6f":secs);
end;
