-- RUN: %zplc %s -emit=ir | FileCheck %s
-- A remap passed for a parallel array parameter is gathered into a
-- temporary over the current region before the call.
program rarg;

config var n : integer = 4;
region V = [1..n];
var X : [V] double;

procedure show(U : [V] double);
begin
  [V] writeln(U);
end;

-- CHECK: temp $R0 : [V] double on DefaultDist1
-- CHECK-LABEL: procedure rarg()
procedure rarg();
begin
  [V] X := Index1;
  -- CHECK: [V] $R0 := X#[((n + 1) - Index1)]
  -- CHECK-NEXT: call show($R0)
  [V] show(X#[n + 1 - Index1]);
end;
