-- RUN: %zplc %s -emit=ir | FileCheck %s
-- lowerCollectives: a procedure called on whole arrays inside a parallel
-- statement returns one scalar for the statement (it may run collectives),
-- so it is called once, before the statement; a promoted call on elements
-- stays in the loop.
program hoist;

config var n : integer = 8;
region V = [1..n];
var X, Z : [V] double;

procedure dot(U, W : [V] double) : double;
var s : double;
begin
  [V] s := +<< (U * W);
  return s;
end;

procedure twice(x : double) : double;
begin
  return 2.0 * x;
end;

-- CHECK-LABEL: procedure hoist()
procedure hoist();
begin
  [V] Z := Index1;
  -- CHECK: $red{{[0-9]+}} := dot(Z, Z)
  -- CHECK-NEXT: [V] X := (Z / sqrt($red{{[0-9]+}}))
  [V] X := Z / sqrt(dot(Z, Z));
  -- CHECK-NEXT: [V] X := twice(Z)
  [V] X := twice(Z);
end;
