program rr3;
type point = record x, y : integer; end;
region R = [1..3];
var P : point;
    C : [R] point;
    k : integer;
procedure mk(a : integer) : point;
var r : point;
begin
  r.x := a; r.y := a;
  return r;
end;
procedure rr3();
begin
  P := mk(2);
  [R] C := mk(3);
end;

-- A record result cannot be assigned to a parallel array of records yet:
-- sema refuses it (frontend/sema/Shapes.cpp; test/sema/limits-shapes.zpl).
-- RUN: not %zplc %s -emit=cpp 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: record-result-parallel.zpl:16:7: error: a procedure's record result cannot be assigned to a parallel array of records by the code generator yet
-- CHECK-NEXT: {{^}}  [R] C := mk(3);{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK-NOT: error:
