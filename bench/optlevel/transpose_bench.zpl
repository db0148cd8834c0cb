/* PRK-style transpose accumulation, B := B + A^T, as a zplc program: the
   remap gathers A's transpose and the statement adds it to B. Only the loop
   is timed. */
program transpose_bench;

config var n     : integer = 2000;
           iters : integer = 10;

region R = [1..n, 1..n];

var A, B : [R] double;
    secs, total : double;
    it : integer;

procedure transpose_bench();
[R] begin
  A := to_double(n * (Index2 - 1) + Index1 - 1);
  B := 0.0;
  ResetTimer();
  for it := 1 to iters do
    B := B + A#[Index2, Index1];
    A := A + 1.0;
  end;
  secs := CheckTimer();
  total := +<< B;
  writeln("sum: ", "%.1f":total);
  writeln("seconds: ", "%.6f":secs);
end;
