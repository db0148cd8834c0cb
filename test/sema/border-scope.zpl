program border;
config var n : integer = 4;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction east = [0, 1];
var A : [Big] double;
procedure border();
begin
  [R] wrap A;
  [R at east] reflect A;
  [east of R] wrap A;
end;

-- `wrap` and `reflect` fill the border their statement's region names,
-- `[d of R]`: sema refuses any other region (the back end refused it after
-- -emit=ast had accepted the program).
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: border-scope.zpl:9:7: error: `wrap` needs a border region scope such as `[east of R]` [expected-region]
-- CHECK-NEXT: {{^}}  [R] wrap A;{{$}}
-- CHECK: border-scope.zpl:10:15: error: `reflect` needs a border region scope such as `[east of R]` [expected-region]
-- CHECK-NOT: error:
