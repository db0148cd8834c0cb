-- One transpose read fused with its statement (test/exec/remap-held-stats.test).
program heldone;
config var n : integer = 40;
region R = [1..n, 1..n];
var A, B : [R] double;
    e : double;
procedure heldone();
begin
  [R] A := to_double(100 * Index1 + Index2);
  [R] B := 1.0;
  [R] B := B + A#[Index2, Index1];
  [R] e := +<< abs(B - (1.0 + to_double(100 * Index2 + Index1)));
  writeln("error: ", "%.1f":e);
end;
