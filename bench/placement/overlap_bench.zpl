/* Communication next to independent computation: each step updates A, then
   runs `work` sweeps over B that do not touch A (a loop, which placeIronman
   used not to cross), then reads A's transpose and its north/south halo. The
   transfers can be posted before the loop and overlap it. */
program overlap_bench;

config var n     : integer = 512;
           steps : integer = 10;
           work  : integer = 4;

region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction north = [-1, 0];
          south = [ 1, 0];

var A, B, C : [Big] double;
    secs, sum : double;

procedure overlap_bench();
var it, k : integer;
begin
  [Big] A := 0.0;
  [Big] B := 0.0;
  [Big] C := 0.0;
  [R] A := to_double(Index1 + Index2) / to_double(n);
  [R] B := 1.0;
  ResetTimer();
  for it := 1 to steps do
    [R] A := A * 0.5 + 0.25;
    for k := 1 to work do
      [R] B := B * 0.999 + sqrt(B) * 0.001;
    end;
    [R] C := A#[Index2, Index1] + A@north + A@south;
  end;
  secs := CheckTimer();
  [R] sum := +<< (B + C);
  writeln("checksum: ", "%.6e":sum);
  writeln("seconds: ", secs);
end;
