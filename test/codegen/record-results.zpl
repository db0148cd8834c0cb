program rr2;
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
procedure rr2();
begin
  k := mk(1).x;
  P := mk(mk(2).y);
  [R] C.x := 3;
end;

-- A record result is assigned to a record variable whole; taking a field of
-- it directly is one clear error per use, from sema (-emit=ast) now.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: record-results.zpl:15:13: error: a field of a procedure's result is not supported by the code generator yet; assign the result to a record variable first
-- CHECK-NEXT: {{^}}  k := mk(1).x;{{$}}
-- CHECK-NEXT: {{^ {12}\^$}}
-- CHECK-NEXT: record-results.zpl:16:16: error: a field of a procedure's result
-- CHECK-NOT: error:
