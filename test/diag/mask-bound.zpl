-- `[2..n with M]` parses as `[2..(n with M)]`: the error about `n` now says
-- how to mask the range. A mask whose base is another non-region gets no
-- hint.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
program maskbound;
config var n : integer = 4;
region R = [1..n];
var A : [R] integer;
    M : [R] boolean;
    x : double;
procedure maskbound();
begin
-- CHECK: mask-bound.zpl:[[@LINE+2]]:7: error: expected a region; `n` has type `integer`
-- CHECK: mask-bound.zpl:[[@LINE+1]]:7: note: `with` masks a region, not a bound: bracket the region, as in `{{\[\[}}lo..hi] with mask]`
  [2..n with M] A := 1;
-- CHECK: mask-bound.zpl:[[@LINE+2]]:7: error: expected a region; `n` has type `integer`
-- CHECK: mask-bound.zpl:[[@LINE+1]]:7: note: `without` masks a region, not a bound: bracket the region, as in `{{\[\[}}lo..hi] without mask]`
  [1..n without M] A := 2;
-- CHECK: mask-bound.zpl:[[@LINE+2]]:4: error: expected a region; `x` has type `double`
-- CHECK-NOT: note
  [x with M] A := 3;
  [[2..n] with M] A := 4;
end;
