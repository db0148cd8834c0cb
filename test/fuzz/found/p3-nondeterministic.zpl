-- Found by tools/fuzz/difftest.py (seed 9004 with --zplc-flags "-p=4
-- -s=p1=2 -s=p2=2"; it shows without them too): at -p3 on threads with the
-- grid 1x3 the output differs from -p1's (which equals the reference
-- evaluator's) and differs between runs: two distinct wrong outputs over six
-- runs. The statement that first shows it is the last `[RD] C += ...`
-- (region of D2, arrays of D1 read shifted); deleting statements by hand
-- made it vanish, so this is the generated program unreduced. It no longer
-- shows once `wrap`/`reflect` size the borders they write (`passes:` commit
-- e90576c), so it stays as a regression test.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | diff - %S/Inputs/p3-nondeterministic.expected
-- RUN: %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
-- RUN: %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
-- RUN: %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
-- Chained copies everywhere: it changed from run to run (a wrap's DR placed
-- before the SV of a transfer reading the border it writes; see
-- test/passes/place-ironman-transfer-order.zpl).
-- RUN: env ZPL_CHAINED=always %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
-- RUN: env ZPL_CHAINED=always %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
-- RUN: env ZPL_CHAINED=always %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
-- RUN: env ZPL_CHAINED=always %t -p3 -sp1=1 -sp2=3 | diff - %S/Inputs/p3-nondeterministic.expected
program fz;

config var n : integer = 6;
config var p1 : integer = 1;
config var p2 : integer = 1;
grid Gd = [p1, p2];
grid Gl = [p1 * p2];
distribution D1 : Gd = [cyclic(3), block];
distribution D2 : Gd = [cyclic(2), cyclic(3)];
region R : D1 = [1..n, 1..n];
       BigR : D1 = [0..n+1, 0..n+1];
       Inner : D1 = [2..n-1, 1..n];
       Strided : D1 = [1..n, 1..n] by [2, 1];
       Fc : D1 = [1..n, *];
       Fr : D1 = [*, 1..n];
       RD : D2 = [1..n, 1..n];
       BigD : D2 = [0..n+1, 0..n+1];
       L = [1..n];
       BigL = [0..n+1];
direction right = [1]; left = [-1];
direction north = [-1, 0]; south = [1, 0]; east = [0, 1]; west = [0, -1]; ne = [-1, 1]; sw = [1, -1];
var A, B, C : [BigR] integer;
    P, Q : [R] integer;
    K : [BigD] integer;
    V, W : [BigL] integer;
    M : [R] boolean;
    F : [Fc] integer;
    G : [Fr] integer;
    s, t, u : integer;
    flag : boolean;

procedure q0();
[R] begin
  [[3..4, 4] without M] B := (C@[1, -1]);
end;

procedure fz();
begin
  [BigR] A := Index1 * 7 + Index2 * (-4) - 3;
  [BigR] B := Index1 * 7 + Index2 * (1) - 16;
  [BigR] C := Index1 * 6 + Index2 * (-1) - 8;
  [R] P := Index1 - Index2 * 3;
  [R] Q := Index1 - Index2 * 3;
  [BigD] K := Index2 * 5 - Index1;
  [BigL] V := Index1 * 9 - 16;
  [BigL] W := 19 - Index1;
  [R] M := (Index1 + Index2) % 2 = 0;
  [Fc] F := Index1;
  [Fr] G := Index2;
  s := -3; t := 2; u := 5;
  flag := false;
  [R] K -= ((C % 8) % 31) % 1000;
  [R] K := K % 100000;
  [Inner] K := ((K % 9));
  [west of R] wrap B;
  [Inner at north with M] A -= (max(((Index2)) % 22, C@sw)) % 1000;
  [R] A := A % 100000;
  [R] B := ((((B) % 192) * ((u % 188))) % 30) * (((t) % 193));
  [east of R] wrap C;
  [Strided] K := K;
  [R without M] A := ((t) % 201) * (Index1) - (0);
  [RD] A := (-(C@sw)) / (1 + ((B) % 6 + 6) % 6);
  [R] Q := P@^west + 1;
  [R] Q := Q % 100000;
  [south of R] wrap C;
  [north of R] wrap B;
  [Inner at [1, 0] with M] s := *<< (((B@[-1, 1] - B@south) % 5) % 2);
  writeln("s ", s);
  [RD] C += (((min(n, A@sw)) / (1 + ((14) % 2 + 2) % 2)) / (1 + (((6) / (1 + ((C@west) % 6 + 6) % 6) - (n) / (1 + ((K) % 3 + 3) % 3)) % 6 + 6) % 6)) % 1000;
  [R] C := C % 100000;
  writeln("A:");
  [BigR] writeln(A);
  writeln("B:");
  [BigR] writeln(B);
  writeln("C:");
  [BigR] writeln(C);
  writeln("K:");
  [R] writeln(K);
  writeln("V W:");
  [BigL] writeln(V);
  [BigL] writeln(W);
  writeln("P:");
  [R] writeln(P);
  writeln("Q:");
  [R] writeln(Q);
  writeln("s t u ", s, t, u);
end;
