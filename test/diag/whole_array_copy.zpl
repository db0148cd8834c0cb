-- Found by the back-end sweep (CI, seed 466751950, mutation `type` of
-- test/exec/Inputs/whole-array.z): whole indexed arrays of different element
-- types (`b[] := loc[]`, float and integer elements; `b[]` passed to an
-- `array [1..3] of integer` parameter) passed sema and the generated C++ did
-- not compile; arrays of different extents were copied as they were (the
-- target took the source's length, a shorter source passed to a parameter
-- was read past its end). Both are refused now.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
program whole_array_copy;
var loc : array [1..3] of integer;
    b : array [1..3] of float;
    c : array [1..4] of integer;
    d : array [0..2] of integer;
procedure show(x : array [1..3] of integer);
begin
  writeln("%d":x[1] + x[2] + x[3]);
end;
procedure change(inout x : array [1..3] of integer);
begin
  x[1] := 0;
end;
procedure whole_array_copy();
begin
  loc[1] := 1; loc[2] := 2; loc[3] := 3;
  b[] := loc[];
  show(b[]);
  loc := c;
  show(c);
  change(c);
  d := loc;
  show(d);
  change(d);
end;
-- CHECK: whole_array_copy.zpl:25:7: error: cannot copy `loc` with elements of type `integer` to `b` with elements of type `float` as a whole; copy it element by element
-- CHECK-NEXT: {{^}}  b[] := loc[];{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK: whole_array_copy.zpl:26:8: error: cannot copy `b` with elements of type `float` to parameter `x` with elements of type `integer` as a whole; copy it element by element
-- CHECK: whole_array_copy.zpl:27:7: error: cannot copy `c` to `loc` as a whole: it has 4 elements, the target 3; copy it element by element
-- CHECK: whole_array_copy.zpl:28:8: error: cannot copy `c` to parameter `x` as a whole: it has 4 elements, the target 3; copy it element by element
-- CHECK: whole_array_copy.zpl:29:10: error: cannot copy `c` to parameter `x` as a whole: it has 4 elements, the target 3; copy it element by element
-- CHECK-NOT: error:
