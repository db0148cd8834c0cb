-- `wrap` and `reflect` fill the border their own region scope names,
-- `[d of R]`: a scope that names none, one inherited from a caller, or
-- a border of the enclosing region `"` (which the lowering does not
-- follow) is refused by sema (-emit=ast), not after it.
program wrapscope;

config var n : integer = 4;
region R = [1..n, 1..n];
       Col = [1..n, *];
       Line = [1..n];
direction east = [0, 1];
var A : [0..n+1, 0..n+1] integer;

procedure border(var X : [,] integer);
begin
  wrap X;
end;

procedure wrapscope();
begin
  [R] A := 1;
  [R] [east of "] wrap A;
  [R] begin
    [east of "] reflect A;
  end;
  [Col] wrap A;
  [R] wrap A;
  [east of R] border(A);
  [east of R] wrap A;      -- fine
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: border-scope.zpl:16:3: error: `wrap` needs a region scope naming the border, such as `[east of R]`
-- CHECK: border-scope.zpl:22:13: error: `wrap` into a border of the enclosing region `"` is not supported by the code generator yet; name the region (`[east of R]`)
-- CHECK: border-scope.zpl:24:11: error: `reflect` into a border of the enclosing region `"` is not supported by the code generator yet; name the region (`[east of R]`)
-- CHECK: border-scope.zpl:26:9: error: `wrap` needs a border region scope such as `[east of R]`; this region is not one `of` another
-- CHECK: border-scope.zpl:27:7: error: `wrap` needs a border region scope such as `[east of R]`; this region is not one `of` another
-- CHECK-NOT: error:
