/* A gather by data, Y := X#[P], with P a permutation scattered over every
   processor, repeated `reps` times. Prints the time of the repeated loop on
   processor 0 and a checksum (bench/remap/run.py compares it with
   remap_mpi.cpp's). */
program remap_bench;

config var n    : integer = 200000;
           reps : integer = 20;

region V = [1..n];

var X, Y : [V] double;
    P    : [V] integer;
    t, chk : double;
    k    : integer;
free var zero : double; -- 0 on every processor

procedure remap_bench();
begin
  [V] X := Index1 * 0.5;
  -- 7919 is prime, so this is a permutation unless n is a multiple of it
  [V] P := (Index1 * 7919 + 13) % n + 1;
  -- every processor starts the clock together, as remap_mpi.cpp does after
  -- its MPI_Barrier: a reduction returns once all have reached it
  zero := 0.0;
  t := max<< zero;
  ResetTimer();
  for k := 1 to reps do
    [V] Y := X#[P];
  end;
  t := CheckTimer();
  [V] chk := +<< Y;
  writeln("seconds: ", "%.6f":t);
  writeln("checksum: ", "%.1f":chk);
end;
