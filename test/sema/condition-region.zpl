-- A reduction in a condition or a `for` range reads parallel arrays over
-- the current region, so it needs one, as an assignment does: refused at
-- -emit=ast (the lowering refused it: "a reduction needs an enclosing
-- region scope"; found by backend_sweep.py --ast-gap). A procedure that
-- inherits its caller's region needs a parallel array parameter for the
-- region's rank.
program cond;
region R = [1..10];
var A : [R] integer;
    n, i : integer;
procedure helper();
begin
  while +<< A > 100 do
    n := n + 1;
  end;
end;
procedure cond();
begin
  [R] A := 1;
  if +<< A > 0 then
    n := 1;
  elsif max<< A > 1 then
    n := 2;
  end;
  for i := 1 to max<< A do
    n := n + 1;
  end;
  repeat
    n := n + 1;
  until min<< A > 0;
  [R] helper();
  [R] if +<< A > 0 then n := 2; end;   -- fine
  [R] for i := 1 to max<< A do n := n + 1; end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: condition-region.zpl:20:10: error: this `if` condition uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK: condition-region.zpl:22:15: error: this `elsif` condition uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK: condition-region.zpl:25:23: error: the range of this `for` uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK: condition-region.zpl:30:15: error: this `until` condition uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK: condition-region.zpl:13:13: error: `helper` runs in its caller's region but has no parallel array parameter to take the region's rank from; give this statement a region scope such as `[R]`, or pass the arrays it uses as parameters (`X : [,] double`)
-- CHECK-NOT: error:
