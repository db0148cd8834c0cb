-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- RUN: %zplc %s -emit=ast | FileCheck %s --check-prefix=SEMA
-- Per-dimension strides `lo..hi by s` in region literals; `by` after the
-- upper bound is the dimension's stride, not a stride of a region `hi`.
program strided;

config var n : integer = 8;

region Odd = [1..n by 2, 1..n];

var A : [1..n, 1..n] double;

procedure strided();
begin
  [1..n by 2, 2..n by n / 4] A := 2.0;
end;

-- CHECK: Program 5:1 strided
-- CHECK-NEXT:   VarDecl 7:12 n config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:16 integer
-- CHECK-NEXT:     init: IntegerLiteral 7:26 8
-- CHECK-NEXT:   RegionDecl 9:8 Odd
-- CHECK-NEXT:     RegionLiteralExpr 9:14 rank=2
-- CHECK-NEXT:       Range 9:15
-- CHECK-NEXT:         lo: IntegerLiteral 9:15 1
-- CHECK-NEXT:         hi: NameExpr 9:18 n
-- CHECK-NEXT:         by: IntegerLiteral 9:23 2
-- CHECK-NEXT:       Range 9:26
-- CHECK-NEXT:         lo: IntegerLiteral 9:26 1
-- CHECK-NEXT:         hi: NameExpr 9:29 n
-- CHECK-NEXT:   VarDecl 11:5 A var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 11:9
-- CHECK-NEXT:       region: RegionLiteralExpr 11:9 rank=2
-- CHECK-NEXT:         Range 11:10
-- CHECK-NEXT:           lo: IntegerLiteral 11:10 1
-- CHECK-NEXT:           hi: NameExpr 11:13 n
-- CHECK-NEXT:         Range 11:16
-- CHECK-NEXT:           lo: IntegerLiteral 11:16 1
-- CHECK-NEXT:           hi: NameExpr 11:19 n
-- CHECK-NEXT:       element: BuiltinTypeExpr 11:22 double
-- CHECK-NEXT:   ProcedureDecl 13:11 strided
-- CHECK-NEXT:     body: CompoundStmt 14:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 15:3
-- CHECK-NEXT:         region: RegionLiteralExpr 15:3 rank=2
-- CHECK-NEXT:           Range 15:4
-- CHECK-NEXT:             lo: IntegerLiteral 15:4 1
-- CHECK-NEXT:             hi: NameExpr 15:7 n
-- CHECK-NEXT:             by: IntegerLiteral 15:12 2
-- CHECK-NEXT:           Range 15:15
-- CHECK-NEXT:             lo: IntegerLiteral 15:15 2
-- CHECK-NEXT:             hi: NameExpr 15:18 n
-- CHECK-NEXT:             by: BinaryExpr 15:25 /
-- CHECK-NEXT:               NameExpr 15:23 n
-- CHECK-NEXT:               IntegerLiteral 15:27 4
-- CHECK-NEXT:         AssignStmt 15:32 :=
-- CHECK-NEXT:           lhs: NameExpr 15:30 A
-- CHECK-NEXT:           rhs: FloatLiteral 15:35 2.0

-- SEMA: Program 5:1 strided entry=strided
-- SEMA-NEXT:   VarDecl 7:12 n config-var type=integer
-- SEMA-NEXT:     type: BuiltinTypeExpr 7:16 integer type=integer
-- SEMA-NEXT:     init: IntegerLiteral 7:26 8 type=integer
-- SEMA-NEXT:   RegionDecl 9:8 Odd type=region<.., ..>
-- SEMA-NEXT:     RegionLiteralExpr 9:14 rank=2 type=region<.., ..>
-- SEMA-NEXT:       Range 9:15
-- SEMA-NEXT:         lo: IntegerLiteral 9:15 1 type=integer
-- SEMA-NEXT:         hi: NameExpr 9:18 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:         by: IntegerLiteral 9:23 2 type=integer
-- SEMA-NEXT:       Range 9:26
-- SEMA-NEXT:         lo: IntegerLiteral 9:26 1 type=integer
-- SEMA-NEXT:         hi: NameExpr 9:29 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:   VarDecl 11:5 A var type=[,] double
-- SEMA-NEXT:     type: ParallelArrayTypeExpr 11:9 rank=2 type=[,] double
-- SEMA-NEXT:       region: RegionLiteralExpr 11:9 rank=2 type=region<.., ..>
-- SEMA-NEXT:         Range 11:10
-- SEMA-NEXT:           lo: IntegerLiteral 11:10 1 type=integer
-- SEMA-NEXT:           hi: NameExpr 11:13 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:         Range 11:16
-- SEMA-NEXT:           lo: IntegerLiteral 11:16 1 type=integer
-- SEMA-NEXT:           hi: NameExpr 11:19 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:       element: BuiltinTypeExpr 11:22 double type=double
-- SEMA-NEXT:   ProcedureDecl 13:11 strided type=void
-- SEMA-NEXT:     body: CompoundStmt 14:1 begin-end
-- SEMA-NEXT:       RegionScopeStmt 15:3
-- SEMA-NEXT:         region: RegionLiteralExpr 15:3 rank=2 type=region<.., ..>
-- SEMA-NEXT:           Range 15:4
-- SEMA-NEXT:             lo: IntegerLiteral 15:4 1 type=integer
-- SEMA-NEXT:             hi: NameExpr 15:7 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:             by: IntegerLiteral 15:12 2 type=integer
-- SEMA-NEXT:           Range 15:15
-- SEMA-NEXT:             lo: IntegerLiteral 15:15 2 type=integer
-- SEMA-NEXT:             hi: NameExpr 15:18 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:             by: BinaryExpr 15:25 / type=integer
-- SEMA-NEXT:               NameExpr 15:23 n -> VarDecl n 7:12 type=integer
-- SEMA-NEXT:               IntegerLiteral 15:27 4 type=integer
-- SEMA-NEXT:         AssignStmt 15:32 :=
-- SEMA-NEXT:           lhs: NameExpr 15:30 A -> VarDecl A 11:5 type=double parallel rank=2
-- SEMA-NEXT:           rhs: FloatLiteral 15:35 2.0 type=double
