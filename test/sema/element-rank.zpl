-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- An element of an array of parallel arrays is a parallel array of its
-- own rank; a region of another rank is a user error found by sema (the
-- back-end sweep reached the lowering's internal check with `[n] U[k]`).
program elementrank;

config var n : integer = 8;

region R = [1..n, 1..n];

var U : array [1..3] of [R] double;
    k : integer;

procedure elementrank();
begin
  k := 1;
-- CHECK: element-rank.zpl:[[@LINE+1]]:8: error: an element of `U` has rank 2 but the current region has rank 1
  [n] U[k] := 2.0;
-- CHECK: element-rank.zpl:[[@LINE+1]]:11: error: an element of `U` has rank 2 but the current region has rank 1
  [1..n] U[1] := U[2] + 1.0;
  [R] U[3] := U[1];
end;
