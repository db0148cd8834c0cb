-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- What promotion does not cover.
program promotion_errors;

region R = [1..4, 1..4];
       L = [1..4];

var A : [R] double;
    V : [L] double;
    s : double;
    k : integer;

procedure bump(inout x : double);
begin
  x := x + 1.0;
end;

procedure add(x, y : double) : double;
begin
  return x + y;
end;

procedure pick(x : boolean) : integer;
begin
  if x then return 1; end;
  return 0;
end;

-- promotion applies only to procedures of scalar code
procedure scaled(x : double) : double;
begin
  [R] A := A * x;
  return x;
end;

procedure promotion_errors();
begin
  [R] bump(A);
-- CHECK: promotion_errors.zpl:[[@LINE-1]]:12: error: parameter `x` of `bump` is a scalar but the argument is parallel
  [R] s := add(A, 1.0);
-- CHECK: promotion_errors.zpl:[[@LINE-1]]:16: error: parameter `x` of `add` is a scalar but the argument is parallel
  [R] k := pick(A);
-- CHECK: promotion_errors.zpl:[[@LINE-1]]:17: error: cannot pass `[,] double` as parameter `x` of type `boolean`
  [R] A := scaled(A);
-- CHECK: promotion_errors.zpl:[[@LINE-1]]:19: error: procedure `scaled` cannot be promoted to the parallel argument for `x`: its body uses parallel arrays or regions
-- CHECK: promotion_errors.zpl:[[@LINE-14]]:3: note: parallel code of `scaled` is here
end;
