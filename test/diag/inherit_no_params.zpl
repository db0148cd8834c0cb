program inherit_no_params;
region R = [1..4, 1..4];
var A, B : [R] integer;
procedure inner();
begin
  B := A * 2;
end;
procedure middle();
begin
  inner();
end;
procedure inherit_no_params();
begin
  [R] A := Index1 + Index2;
  [R] middle();
  [R] writeln(B);
end;

-- A procedure without parallel array parameters that runs in its caller's
-- region (here two calls deep) passed -emit=ast and failed in the back end.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: inherit_no_params.zpl:6:3: error: `inner` runs in its caller's region but has no parallel array parameter to take the region's rank from; give this statement a region scope such as `[R]`, or pass the arrays it uses as parameters (`X : [,] double`)
-- CHECK-NOT: error:
