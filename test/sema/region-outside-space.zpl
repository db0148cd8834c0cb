-- Statement regions reaching outside the index space they run in, with
-- constant bounds, are refused by sema (-emit=ast), as ir/SpaceCheck.cpp
-- refused them after the passes: the written array's space, a reduction's
-- region's own, a temporary's, a named distribution's.
program space;

config var n : integer = 4;
constant h : integer = 8 / 2;   -- folds, as in ir/SpaceCheck.cpp
grid G = [2, 1];
distribution D : G = [block, block];
region R = [1..4, 1..4];
       S : D = [1..n, 1..n];
direction east = [0, 1];
var A, B : [R] integer;
    C : [S] integer;
    F : [1..4, *] integer;
    s : integer;

procedure space();
begin
  [R] A := Index1;
  [R] begin
    [" at east] A := 2;
    [east of "] A := 3;
  end;
  [R] B := A@east;
  [1..4, 0..1] A := A@east;
  [0..2, 1..4] s := max<< A;
  [1..3, 2..5] writeln(A + 1);
  [1, 0..2] C := 1;
  [1..4, 1] B := +<< [1..4, 0..4] A;
  [1..4, 5] F := 1;
  [5, 1..4] A := +|| B;
  [1..h+1, 1] B := 2;
  [R] begin
    [1, 1..4] A := 7;    -- inside: fine
    [5..4, 1] A := 7;    -- empty: fine
  end;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: region-outside-space.zpl:23:19: error: indices 2..5 of dimension 2 are outside the index space of `A` (1..4)
-- CHECK: region-outside-space.zpl:24:19: error: indices 5..5 of dimension 2 are outside the index space of `A` (1..4)
-- CHECK: region-outside-space.zpl:27:18: error: indices 0..1 of dimension 2 are outside the index space of the default distribution (1..4)
-- CHECK: region-outside-space.zpl:28:18: error: indices 0..2 of dimension 1 are outside the index space of the default distribution (1..4)
-- CHECK: region-outside-space.zpl:29:16: error: indices 2..5 of dimension 2 are outside the index space of the default distribution (1..4)
-- CHECK: region-outside-space.zpl:30:15: error: indices 0..2 of dimension 2 are outside the index space of `C` (1..n)
-- CHECK: region-outside-space.zpl:31:15: error: indices 0..4 of dimension 2 are outside the index space of the default distribution (1..4)
-- CHECK: region-outside-space.zpl:33:15: error: indices 5..5 of dimension 1 are outside the index space of `A` (1..4)
-- CHECK: region-outside-space.zpl:34:17: error: indices 1..5 of dimension 1 are outside the index space of `B` (1..4)
-- CHECK-NOT: error:
