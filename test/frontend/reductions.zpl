-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Full reductions with every operator, and partial reductions whose source
-- region follows the operator.
program reductions;

procedure reductions();
begin
  s := +<< A; s := *<< A; s := max<< A; s := min<< A;
  b := &<< M; b := |<< M;
  k := band<< I; k := bor<< I; k := bxor<< I;
  [1..n, 1] V := +<< [R] A;
  err := max<< abs(A - Temp);
end;

-- CHECK: Program 4:1 reductions
-- CHECK-NEXT:   ProcedureDecl 6:11 reductions
-- CHECK-NEXT:     body: CompoundStmt 7:1 begin-end
-- CHECK-NEXT:       AssignStmt 8:5 :=
-- CHECK-NEXT:         lhs: NameExpr 8:3 s
-- CHECK-NEXT:         rhs: ReduceExpr 8:8 +<< full
-- CHECK-NEXT:           NameExpr 8:12 A
-- CHECK-NEXT:       AssignStmt 8:17 :=
-- CHECK-NEXT:         lhs: NameExpr 8:15 s
-- CHECK-NEXT:         rhs: ReduceExpr 8:20 *<< full
-- CHECK-NEXT:           NameExpr 8:24 A
-- CHECK-NEXT:       AssignStmt 8:29 :=
-- CHECK-NEXT:         lhs: NameExpr 8:27 s
-- CHECK-NEXT:         rhs: ReduceExpr 8:32 max<< full
-- CHECK-NEXT:           NameExpr 8:38 A
-- CHECK-NEXT:       AssignStmt 8:43 :=
-- CHECK-NEXT:         lhs: NameExpr 8:41 s
-- CHECK-NEXT:         rhs: ReduceExpr 8:46 min<< full
-- CHECK-NEXT:           NameExpr 8:52 A
-- CHECK-NEXT:       AssignStmt 9:5 :=
-- CHECK-NEXT:         lhs: NameExpr 9:3 b
-- CHECK-NEXT:         rhs: ReduceExpr 9:8 &<< full
-- CHECK-NEXT:           NameExpr 9:12 M
-- CHECK-NEXT:       AssignStmt 9:17 :=
-- CHECK-NEXT:         lhs: NameExpr 9:15 b
-- CHECK-NEXT:         rhs: ReduceExpr 9:20 |<< full
-- CHECK-NEXT:           NameExpr 9:24 M
-- CHECK-NEXT:       AssignStmt 10:5 :=
-- CHECK-NEXT:         lhs: NameExpr 10:3 k
-- CHECK-NEXT:         rhs: ReduceExpr 10:8 band<< full
-- CHECK-NEXT:           NameExpr 10:15 I
-- CHECK-NEXT:       AssignStmt 10:20 :=
-- CHECK-NEXT:         lhs: NameExpr 10:18 k
-- CHECK-NEXT:         rhs: ReduceExpr 10:23 bor<< full
-- CHECK-NEXT:           NameExpr 10:29 I
-- CHECK-NEXT:       AssignStmt 10:34 :=
-- CHECK-NEXT:         lhs: NameExpr 10:32 k
-- CHECK-NEXT:         rhs: ReduceExpr 10:37 bxor<< full
-- CHECK-NEXT:           NameExpr 10:44 I
-- CHECK-NEXT:       RegionScopeStmt 11:3
-- CHECK-NEXT:         region: RegionLiteralExpr 11:3 rank=2
-- CHECK-NEXT:           Range 11:4
-- CHECK-NEXT:             lo: IntegerLiteral 11:4 1
-- CHECK-NEXT:             hi: NameExpr 11:7 n
-- CHECK-NEXT:           Single 11:10
-- CHECK-NEXT:             IntegerLiteral 11:10 1
-- CHECK-NEXT:         AssignStmt 11:15 :=
-- CHECK-NEXT:           lhs: NameExpr 11:13 V
-- CHECK-NEXT:           rhs: ReduceExpr 11:18 +<< partial
-- CHECK-NEXT:             region: RegionLiteralExpr 11:22 rank=1
-- CHECK-NEXT:               Single 11:23
-- CHECK-NEXT:                 NameExpr 11:23 R
-- CHECK-NEXT:             NameExpr 11:26 A
-- CHECK-NEXT:       AssignStmt 12:7 :=
-- CHECK-NEXT:         lhs: NameExpr 12:3 err
-- CHECK-NEXT:         rhs: ReduceExpr 12:10 max<< full
-- CHECK-NEXT:           CallExpr 12:16 abs
-- CHECK-NEXT:             BinaryExpr 12:22 -
-- CHECK-NEXT:               NameExpr 12:20 A
-- CHECK-NEXT:               NameExpr 12:24 Temp
