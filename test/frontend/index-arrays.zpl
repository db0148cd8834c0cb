-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- The implicit index arrays, capitalised or not; names that merely look
-- alike stay names.
program indexarrays;

procedure indexarrays();
begin
  [R] A := Index1 * 10 + Index2;
  [R] A := index1 + index3;
  [R] A := Index0 + Indexes + Index12;
end;

-- CHECK: Program 4:1 indexarrays
-- CHECK-NEXT:   ProcedureDecl 6:11 indexarrays
-- CHECK-NEXT:     body: CompoundStmt 7:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 8:3
-- CHECK-NEXT:         region: RegionLiteralExpr 8:3 rank=1
-- CHECK-NEXT:           Single 8:4
-- CHECK-NEXT:             NameExpr 8:4 R
-- CHECK-NEXT:         AssignStmt 8:9 :=
-- CHECK-NEXT:           lhs: NameExpr 8:7 A
-- CHECK-NEXT:           rhs: BinaryExpr 8:24 +
-- CHECK-NEXT:             BinaryExpr 8:19 *
-- CHECK-NEXT:               IndexArrayExpr 8:12 1
-- CHECK-NEXT:               IntegerLiteral 8:21 10
-- CHECK-NEXT:             IndexArrayExpr 8:26 2
-- CHECK-NEXT:       RegionScopeStmt 9:3
-- CHECK-NEXT:         region: RegionLiteralExpr 9:3 rank=1
-- CHECK-NEXT:           Single 9:4
-- CHECK-NEXT:             NameExpr 9:4 R
-- CHECK-NEXT:         AssignStmt 9:9 :=
-- CHECK-NEXT:           lhs: NameExpr 9:7 A
-- CHECK-NEXT:           rhs: BinaryExpr 9:19 +
-- CHECK-NEXT:             IndexArrayExpr 9:12 1
-- CHECK-NEXT:             IndexArrayExpr 9:21 3
-- CHECK-NEXT:       RegionScopeStmt 10:3
-- CHECK-NEXT:         region: RegionLiteralExpr 10:3 rank=1
-- CHECK-NEXT:           Single 10:4
-- CHECK-NEXT:             NameExpr 10:4 R
-- CHECK-NEXT:         AssignStmt 10:9 :=
-- CHECK-NEXT:           lhs: NameExpr 10:7 A
-- CHECK-NEXT:           rhs: BinaryExpr 10:29 +
-- CHECK-NEXT:             BinaryExpr 10:19 +
-- CHECK-NEXT:               NameExpr 10:12 Index0
-- CHECK-NEXT:               NameExpr 10:21 Indexes
-- CHECK-NEXT:             IndexArrayExpr 10:31 12
