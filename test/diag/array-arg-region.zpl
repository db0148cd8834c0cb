-- An expression passed for a parallel array parameter declared over a region
-- is computed over the current region, and the callee reads it over the
-- parameter's: the two must be the same indices, else zplc refuses it, at
-- the argument (`[1..3] g(W, P + 1)` with `A : [V] integer` read A[4], never
-- computed). The same region written another way is accepted.
program array_arg_region;
region V = [1..4];
       V2 = V;
var P, W : [V] integer;
procedure g(var B : [V] integer; A : [V] integer);
begin
  [V] B := A * 2;
end;
procedure h(inout A : [V] integer);
begin
  [V] g(A, A + 1);
end;
procedure array_arg_region();
begin
  [V] g(W, P + 1);
  [1..4] g(W, P + 1);
  [V2] g(W, P + 1);
  [1..3] g(W, P + 1);
  [V] g(W, P#[Index1]);
  [2..4] g(W, P#[Index1]);
  h(W);
end;
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- RUN: not %zplc %s -emit=cpp 2>&1 | FileCheck %s
-- CHECK: array-arg-region.zpl:23:17: error: an expression passed for parameter `A` is computed over the current region, which must be the parameter's region; assign it to an array declared over that region and pass the array
-- CHECK-NEXT: {{^}}  [1..3] g(W, P + 1);
-- CHECK: array-arg-region.zpl:25:16: error: an expression passed for parameter `A`
-- CHECK-NOT: error:
