-- A constant of a floating type is not an integer bound, even when its
-- initialiser is an integer literal: with `h : float = 4`, `10 / h * 2` is
-- 5.0, so `m` is 5. Both constant folders (sema's and the lowering's)
-- used to fold `h` as the integer 4, making `m` 4 at compile time and 5 at
-- run time: the stride `m - 3` became 1 instead of 2 (a wrong sum), the
-- array `a` got 4 elements and its loop to `m` failed with "index 5 is
-- outside `a`'s bounds", and `by m - 4` was refused as a zero stride. One
-- folder now (frontend/sema/Constants.cpp), which folds integers only.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 | FileCheck %s
-- RUN: %t -p4 | FileCheck %s
-- RUN: %mpirun -np 3 %t --binding=mpi | FileCheck %s
-- CHECK: m ={{ +}}5 {{$}}
-- CHECK-NEXT: by m - 3:{{ +}}5 {{$}}
-- CHECK-NEXT: by m - 4:{{ +}}10 {{$}}
-- CHECK-NEXT: a[m] ={{ +}}5 {{$}}
-- CHECK-NEXT: k ={{ +}}7 {{$}}
program constfoldtypes;
constant h : float = 4;
constant m : integer = 10 / h * 2;
constant k : integer = +m + 2;
region R = [1..10];
var A : [R] integer;
    a : array [1..m] of integer;
    n, i : integer;
procedure constfoldtypes();
begin
  writeln("m = ", m);
  [R] A := 0;
  [1..10 by m - 3] A := 1;
  [R] n := +<< A;
  writeln("by m - 3: ", n);
  [R] A := 0;
  [1..10 by m - 4] A := 1;
  [R] n := +<< A;
  writeln("by m - 4: ", n);
  for i := 1 to m do
    a[i] := i;
  end;
  writeln("a[m] = ", a[m]);
  writeln("k = ", k);
end;
