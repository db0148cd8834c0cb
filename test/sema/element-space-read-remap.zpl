-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- Two programs `-emit=ast` accepted and the back end refused (found by
-- `backend_sweep.py --ast-gap`, seed 673529145): an element of an array of
-- parallel arrays written outside its index space (sema's space check
-- followed named arrays only), and `read` into a remap (sema took a remap
-- for an assignable target, as it is on the left of `:=`).
program elementspace;

config var n : integer = 6;

region R = [1..n, 1..n];

var V : array [1..2] of [R] integer;
    A : [R] integer;
    k : integer;

procedure elementspace();
begin
  k := 2;
  [[0, -2] of R] V[1] := Index2;
  [[-2, 0] of R] V[k]  := Index2;
  [R] read(A#[Index2, Index1]);
  [R] V[k] := V[1] + 1;
  [R] read(A);
end;

-- The read is refused where sema meets it, the regions once every
-- statement's space is known.
-- CHECK: element-space-read-remap.zpl:22:13: error: reading into a remap is not supported by the code generator yet; read into an array and assign the remap from it
-- CHECK: element-space-read-remap.zpl:20:23: error: indices -1..0 of dimension 2 are outside the index space of `V[1]` (1..n)
-- CHECK: element-space-read-remap.zpl:21:24: error: indices -1..0 of dimension 1 are outside the index space of `V[k]` (1..n)
-- CHECK-NOT: error:
