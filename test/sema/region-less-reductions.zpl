program regionless;
config var n : integer = 4;
region R = [1..n, 1..n];
       L = [1..n];
var A : [R] integer;
    V : [L] integer;
    total : integer = +<< A;
    k : integer;
procedure regionless();
var m : integer = max<< V;
begin
  [L] begin [1..(max<< V), 1..n] A := 1; end;
  [L] begin [(min<< V), 1..n] A := 1; end;
  [L] begin k := max<< V; [1..k, 1..n] A := 1; end;
  [1..n by (max<< V), 1..n] A := 2;
end;

-- The lowering evaluates a scalar's initialiser and a region's bounds
-- outside any region scope, so a reduction of a parallel array there had
-- no region to run over: -emit=ast accepted these and the back end
-- refused them ("a reduction needs an enclosing region scope"). Sema
-- refuses them now (strides too); a reduction assigned to a variable first
-- compiles.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: region-less-reductions.zpl:7:23: error: a reduction of a parallel array in the initialiser of `total` is not supported by the code generator yet; assign `total` in a region scope instead [not-supported]
-- CHECK: region-less-reductions.zpl:10:19: error: a reduction of a parallel array in the initialiser of `m`
-- CHECK: region-less-reductions.zpl:12:18: error: a reduction of a parallel array in a region's bound is not supported by the code generator yet; reduce into a scalar variable before the region scope [not-supported]
-- CHECK: region-less-reductions.zpl:13:15: error: a reduction of a parallel array in a region's bound
-- CHECK: region-less-reductions.zpl:15:13: error: a reduction of a parallel array in a region's bound
-- CHECK-NOT: error:
-- RUN: sed -e '7s/ = +<< A//' -e '10s/ = max<< V//' -e '12,13d' -e '15d' %s > %t.zpl
-- RUN: %zplc %t.zpl -emit=cpp > /dev/null
