-- Global arrays (plain and indexed) whose storage the processor state must
-- give back when it ends.
program freed;
config var n : integer = 300;
region R = [1..n, 1..n];
var A, B : [R] double;
    V : array [1..2] of [R] integer;
procedure freed();
begin
  [R] A := Index1;
  [R] B := A * 2.0;
  [R] V[1] := Index2;
  [R] V[2] := V[1] + 1;
  [R] writeln(+<< B, " ", +<< V[2]);
end;
