program negative_stride;
constant s : integer = -2;
region R = [1..8, 1..8];
var A : [R] integer;
procedure negative_stride();
begin
  [1..8 by s, 1..8] A := 1;
  [R by [2, -1]] A := 2;
  [1..8 by 2, 1..8 by 3] A := 3;
end;

-- Negative strides passed -emit=ast and failed in the back end.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: negative_stride.zpl:7:12: error: negative strides are not supported; write the stride 2 with bounds that start at the first index wanted
-- CHECK: negative_stride.zpl:8:13: error: negative strides are not supported; write the stride 1
-- CHECK-NOT: error:
