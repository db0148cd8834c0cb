-- A named parallel array passed to an array parameter of another element
-- type: arrays are passed as they are stored, so zplc refuses it, located
-- at the argument. Before, sema accepted it and the generated C++ did not
-- compile (found by the back-end sweep, a mutant of
-- test/exec/Inputs/remap-reuse-writes.z). An expression is converted.
program array_arg_element;
region V = [1..4];
var P : [V] integer;
    W : [V] integer;
    C : [V] char;
procedure g(inout D : [] integer; A : [] char);
begin
  [V] D := A;
end;
procedure array_arg_element();
begin
  [V] P := Index1;
  g(W, P);
  g(W, C);
  [V] g(W, P + 1);
end;
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: array-arg-element.zpl:18:8: error: argument for parameter `A` must have element type `char`, not `integer`: an array is passed as it is stored; assign it to an array of `char` first
-- CHECK-NOT: error:
