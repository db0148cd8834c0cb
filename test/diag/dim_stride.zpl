program dim_stride;
var A : [1..8] double;
procedure dim_stride();
begin
  [1..8 by 2.5] A := 0.0;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: dim_stride.zpl:5:12: error: region stride must be
