program lr;
config var n : integer = 4;
constant zero : integer = 0;
region R = [1..n, 1..n];
       L = [1..n];
var A : [R] double;
procedure clear(var X : [,] double);
begin
  X := 0.0;
end;
procedure lr();
begin
  clear(A);
  [1..n by 0, 1..n] A := 1.0;
  [1..n by zero, 1..n] A := 1.0;
  [R by [zero, 1]] A := 1.0;
  [R with A > 0.0] clear(A);
  [L] clear(A);
  [R] clear(A);
end;

-- Regions the lowering cannot compile are refused by sema, at -emit=ast
-- (they were back-end errors before): a procedure that runs in its
-- caller's region (`clear`, no region scope of its own) called outside one,
-- in one of another rank, or in a masked one; strides that are zero,
-- written or through a constant.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: limits-regions.zpl:14:12: error: a stride must not be zero [bad-constant]
-- CHECK-NEXT: {{^}}  [1..n by 0, 1..n] A := 1.0;{{$}}
-- CHECK-NEXT: {{^ {11}\^$}}
-- CHECK: limits-regions.zpl:15:12: error: a stride must not be zero [bad-constant]
-- CHECK: limits-regions.zpl:16:10: error: a stride of `by` must not be zero [bad-constant]
-- CHECK: limits-regions.zpl:13:3: error: `clear` runs in its caller's region; this call needs an enclosing region scope [region-missing]
-- CHECK-NEXT: {{^}}  clear(A);{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK: limits-regions.zpl:17:20: error: passing a region with a mask or a `*` dimension to `clear` is not supported by the code generator yet [not-supported]
-- CHECK: limits-regions.zpl:18:7: error: `clear` runs in a region of rank 2 but the enclosing region has rank 1 [rank-mismatch]
-- CHECK-NOT: error:
