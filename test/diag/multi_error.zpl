program multi_error;
region R = [1..4, 1..4];
direction east = [0, 1];
var A, B : [R] double;
    s : double;
    k : integer;
procedure multi_error();
[R] begin
  B := A@east + missing;
  B := missing * 2.0;
  s := A;
  k := "text";
  if B > 0.0 then
    k := 1;
  end;
  B := A@east;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}multi_error.zpl:9:17: error: use of undeclared identifier `missing`
-- CHECK-NEXT: {{^}}  B := A@east + missing;{{$}}
-- CHECK-NEXT: {{^ {16}\^$}}
-- CHECK: {{.*}}multi_error.zpl:11:5: error: cannot assign a parallel value to scalar `s`; reduce it first, e.g. with `+<<` or `max<<`
-- CHECK-NEXT: {{^}}  s := A;{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK: {{.*}}multi_error.zpl:12:5: error: cannot assign `string` to `k` of type `integer`
-- CHECK-NEXT: {{^}}  k := "text";{{$}}
-- CHECK-NEXT: {{^ {4}\^$}}
-- CHECK: {{.*}}multi_error.zpl:14:7: error: a scalar assignment inside a parallel `if` (its condition is a parallel array, so each branch runs masked); assign it before the `if`, or reduce the condition with `|<<` for a scalar `if`
-- CHECK-NEXT: {{^}}    k := 1;{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK-NOT: error:
