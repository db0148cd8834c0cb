-- RUN: %zplc %s -emit=ir | FileCheck %s
-- A literal region with no enclosing region takes the distribution of the
-- arrays its statements use when they share one (no transfer); when they use
-- several it keeps the default distribution, joins its index space and every
-- read of another distribution is redistributed into a temporary. A partial
-- reduction into another distribution than its source's combines into a
-- temporary of the source's layout, then moves to the destination.
program mixed;

config var n : integer = 6;
grid G = [2, 1];
distribution D : G = [cyclic, block];
distribution E : G = [cyclic(2), block];
region R : D = [1..n, 1..n];
region S : E = [1..n, 1..n];
var A : [R] double;
    B : [S] double;
    s : double;

-- CHECK: distribution D : G = [cyclic, block] space [R]{{$}}
-- CHECK: distribution DefaultDist2 : DefaultGrid2 = [block, block] space [2..n, 2..n]
-- CHECK: temp [[T0:\$T[0-9]+]] : [2..n, 2..n] double on DefaultDist2
-- CHECK: temp [[T1:\$T[0-9]+]] : [2..n, 2..n] double on DefaultDist2
-- CHECK: temp [[T2:\$T[0-9]+]] : [1, 1..n]{{(#[0-9]+)?}} double on D
-- CHECK: transfer [[X0:t[0-9]+]] copy A -> [[T0]] map [i1, i2] over [2..n, 2..n]
-- CHECK: transfer [[X1:t[0-9]+]] copy B -> [[T1]] map [i1, i2] over [2..n, 2..n]
-- CHECK: transfer [[X2:t[0-9]+]] copy [[T2]] -> B map [i1, i2] over [1, 1..n]
-- CHECK-LABEL: procedure mixed()
-- CHECK: s := +<< [2..n, 1..n] A
-- CHECK: [1..n, 2..n] A := (A * 2.0)
-- CHECK: DN [[X0]]
-- CHECK: DN [[X1]]
-- CHECK-NEXT: s := +<< [2..n, 2..n] ([[T0]] + [[T1]])
-- CHECK: [1, 1..n]{{(#[0-9]+)?}} [[T2]] := max<< [R] A
-- CHECK: DN [[X2]]
procedure mixed();
begin
  [R] A := Index1 * 10 + Index2;
  [S] B := Index1;
  [2..n, 1..n] s := +<< A;
  writeln(s);
  [1..n, 2..n] A := A * 2.0;
  [2..n, 2..n] s := +<< (A + B);
  writeln(s);
  [1, 1..n] B := max<< [R] A;
end;
