-- Found by the back-end sweep (CI, seed 466751950, mutation `type` of
-- test/exec/Inputs/whole-array.z): whole indexed arrays of different element
-- types (`b[] := loc[]` with float and integer elements, and `b[]` passed to
-- an `array [1..3] of integer` parameter) pass sema, and the generated C++
-- does not compile (vector<float> to vector<int>): an internal error, not a
-- wrong answer. Either sema refuses the mismatch with a location or the
-- assignment converts element by element; until then this fails.
-- XFAIL: *
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- CHECK: 6
program whole_array_type;
var loc : array [1..3] of integer;
    b : array [1..3] of float;
procedure show(x : array [1..3] of integer);
begin
  writeln("%d":x[1] + x[2] + x[3]);
end;
procedure whole_array_type();
begin
  loc[1] := 1; loc[2] := 2; loc[3] := 3;
  b[] := loc[];
  show(b[]);
end;
