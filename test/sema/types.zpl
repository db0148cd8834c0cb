program types;
config var n : integer = 4;
type color = (red, green);
region R = [1..n, 1..n];
       Col = [1..n, *];
direction east = [0, 1];
var A : [R] double;
    I : [R] integer;
    F : [Col] float;
    B : [R] boolean;
    s : double;
    k : integer;
    c : color;
    t : timer;
procedure scale(inout M : [,] double; f : float) : double;
begin
  return f * 2;
end;
procedure types();
[R] begin
  A := I + 1.5;
  k := +<< B;
  s := max<< abs(A - I@east);
  F := >>[1..n, 2] A;
  I := I#[Index2, Index1] + Index1;
  B := A > 0.0 & !B;
  s := scale(A, 1.0) + to_double(k);
  c := green;
  s := ReadTimer(t);
end;

-- Types, ranks and parallelness that sema computes, and the declarations
-- names resolve to.
-- RUN: %zplc %s -emit=ast | FileCheck %s
-- CHECK: Program 1:1 types entry=types
-- CHECK: TypeDecl 3:6 color type=color
-- CHECK: EnumeratorDecl 3:20 green = 1 type=color
-- CHECK: RegionDecl 4:8 R type=region<.., ..>
-- CHECK: DirectionDecl 6:11 east type=direction<.., ..>
-- CHECK: VarDecl 7:5 A var type=[,] double
-- CHECK: VarDecl 9:5 F var type=[,] float
-- CHECK: ProcedureDecl 15:11 scale type=double
-- CHECK-NEXT: param: ParamDecl 15:23 M inout type=[,] double
-- CHECK-NEXT: type: ParallelArrayTypeExpr 15:27 rank-only rank=2 type=[,] double
-- integer * float computes in float, as in C
-- CHECK: BinaryExpr 17:12 * type=float
-- CHECK-LABEL: ProcedureDecl 19:11 types type=void
-- integer array + double literal: a parallel double
-- CHECK: rhs: BinaryExpr 21:10 + type=double parallel rank=2
-- CHECK-NEXT: NameExpr 21:8 I -> VarDecl I 8:5 type=integer parallel rank=2
-- summing booleans counts them
-- CHECK: rhs: ReduceExpr 22:8 +<< full type=integer
-- CHECK-NOT: parallel
-- CHECK-NEXT: NameExpr 22:12 B -> VarDecl B 10:5 type=boolean parallel rank=2
-- built-ins are promoted over parallel arguments
-- CHECK: rhs: ReduceExpr 23:8 max<< full type=double
-- CHECK-NEXT: CallExpr 23:14 abs type=double parallel rank=2
-- CHECK: ShiftExpr 23:{{[0-9]+}} @ type=integer parallel rank=2
-- CHECK: direction: NameExpr 23:24 east -> DirectionDecl east 6:11 type=direction<.., ..>
-- CHECK: rhs: FloodExpr 24:8 type=double parallel rank=2
-- CHECK: RemapExpr 25:{{[0-9]+}} type=integer parallel rank=2
-- CHECK: map: IndexArrayExpr 25:11 2 type=integer parallel rank=2
-- CHECK: rhs: BinaryExpr 26:{{[0-9]+}} & type=boolean parallel rank=2
-- a parallel array passed whole to a procedure; the call itself is scalar
-- CHECK: CallExpr 27:8 scale -> ProcedureDecl scale 15:11 type=double
-- CHECK-NEXT: NameExpr 27:14 A -> VarDecl A 7:5 type=double parallel rank=2
-- CHECK: CallExpr 27:24 to_double type=double
-- CHECK: rhs: NameExpr 28:8 green -> EnumeratorDecl green 3:20 type=color
-- CHECK: rhs: CallExpr 29:8 ReadTimer type=double
