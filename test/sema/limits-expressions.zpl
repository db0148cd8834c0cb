program exprs;
config var n : integer = 4;
type pt = record x, y : integer; end;
region R = [1..n, 1..n];
       V = [1..n];
constant c : integer = 3;
var A : [R] double;
    U : array [1..3] of [R] double;
    C : [R] array [1..3] of double;
    X : [V] integer;
    k : integer;
procedure mk(a : integer) : pt;
var r : pt;
begin
  r.x := a; r.y := a;
  return r;
end;
procedure bump(inout m : integer) : boolean;
begin
  m := m + 1;
  return m < 10;
end;
procedure total(Y : [V] integer) : integer;
begin
  return +<< Y;
end;
procedure exprs();
begin
  [R] A := A#[Index1, ];
  k := mk(1).x;
  [V] while max<< (+|| X) < 100 do
    [V] X := X * 2;
  end;
  [V] repeat
    X := X + 1;
  until total(X#[Index1]) > 100;
  while bump(c) do
  end;
  [V] while max<< X < 100 do
    [V] X := X * 2;
  end;
  [R] U[4] := 0.0;
  [R] A := C[c + 1];
  [R] U[c] := C[c];
end;

-- Expressions the code generator cannot lower are refused by sema, at
-- -emit=ast (they were back-end errors before). A loop condition cannot hold
-- what the lowering computes before the statement: a scan, a remap passed
-- to a procedure, a constant passed for an `inout` parameter (a copy); a
-- reduction is fine. A constant index outside an indexed array of parallel
-- arrays (or of a parallel array's components) is refused too.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: limits-expressions.zpl:29:13: error: an empty remap index is not supported by the code generator yet [not-supported]
-- CHECK: limits-expressions.zpl:30:13: error: a field of a procedure's result is not supported by the code generator yet; assign the result to a record variable first [not-supported]
-- CHECK: limits-expressions.zpl:31:7: error: a scan or remap in a loop condition is not supported by the code generator yet [not-supported]
-- CHECK: limits-expressions.zpl:34:7: error: a scan or remap in a loop condition is not supported by the code generator yet [not-supported]
-- CHECK: limits-expressions.zpl:37:3: error: a scan or remap in a loop condition is not supported by the code generator yet [not-supported]
-- CHECK: limits-expressions.zpl:42:9: error: index 4 is outside `U`'s bounds [bad-indexing]
-- CHECK-NEXT: {{^}}  [R] U[4] := 0.0;{{$}}
-- CHECK-NEXT: {{^ {8}\^$}}
-- CHECK: limits-expressions.zpl:43:16: error: subscript out of bounds [bad-indexing]
-- CHECK-NOT: error:
