-- A procedure's body is compiled once, for its formals' layouts: an actual
-- parallel array of another distribution than its formal's is refused at
-- the call, by sema (-emit=ast), with the message passes/AlignRegions.cpp
-- gave. Formals over a named region take its distribution; a caller's
-- parameter passes its own.
program mixcall;

config var n : integer = 6;
grid G = [2, 1];
distribution D : G = [cyclic, block];
distribution E : G = [cyclic(2), block];
region R : D = [1..n, 1..n];
       S : E = [1..n, 1..n];
       RR = R;
type rec = record x : double; y : integer; end;
var A : [R] double;
    B : [S] double;
    C : [1..n, 1..n] double;
    Z : [RR] double;
    Q : [R] rec;
    s : double;

procedure total(X : [,] double) : double;
var t : double;
begin
  [1..n, 1..n] t := +<< X;
  return t;
end;

procedure totalR(X : [R] double) : double;
var t : double;
begin
  [R] t := +<< X;
  return t;
end;

procedure forward(Y : [,] double) : double;
var t : double;
begin
  -- CHECK: mixed-distributions-call.zpl:[[@LINE+1]]:15: error: passing `Y` (the default distribution) for a parameter of distribution `D` is not supported by the code generator yet
  t := totalR(Y);
  return t;
end;

procedure mixcall();
begin
  -- A note at the parameter says what to change (`X` of total, line 23).
  -- CHECK: mixed-distributions-call.zpl:[[@LINE+2]]:18: error: passing `A` (distribution `D`) for a parameter of the default distribution is not supported by the code generator yet
  -- CHECK: mixed-distributions-call.zpl:23:17: note: a procedure is compiled once, for its parameters' distributions: to pass `A`, declare `X` over a region of distribution `D`
  [R] s := total(A);
  -- CHECK: mixed-distributions-call.zpl:[[@LINE+1]]:27: error: passing `B` (distribution `E`) for a parameter of the default distribution is not supported by the code generator yet
  [2..n, 1..n] s := total(B);
  -- CHECK: mixed-distributions-call.zpl:[[@LINE+1]]:19: error: passing `C` (the default distribution) for a parameter of distribution `D` is not supported by the code generator yet
  [R] s := totalR(C);
  -- CHECK: mixed-distributions-call.zpl:[[@LINE+1]]:19: error: passing `Q.x` (distribution `D`) for a parameter of the default distribution is not supported by the code generator yet
  [R] s := total(Q.x);
  -- Fine: the same distributions.
  [R] s := totalR(A) + totalR(Z) + total(C);
  [R] s := forward(C);
end;
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK-NOT: error:
