-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Remap: gather with index arrays and expressions, a transpose, empty
-- entries, and a scatter on the left.
program remap;

procedure remap();
begin
  [R] B := A#[Index2, Index1];
  [R] B := A#[I1, I2 + 1];
  [R] B := A#[, Index1];
  [R] A#[I1, I2] := B;
end;

-- CHECK: Program 4:1 remap
-- CHECK-NEXT:   ProcedureDecl 6:11 remap
-- CHECK-NEXT:     body: CompoundStmt 7:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 8:3
-- CHECK-NEXT:         region: RegionLiteralExpr 8:3 rank=1
-- CHECK-NEXT:           Single 8:4
-- CHECK-NEXT:             NameExpr 8:4 R
-- CHECK-NEXT:         AssignStmt 8:9 :=
-- CHECK-NEXT:           lhs: NameExpr 8:7 B
-- CHECK-NEXT:           rhs: RemapExpr 8:13
-- CHECK-NEXT:             NameExpr 8:12 A
-- CHECK-NEXT:             map: IndexArrayExpr 8:15 2
-- CHECK-NEXT:             map: IndexArrayExpr 8:23 1
-- CHECK-NEXT:       RegionScopeStmt 9:3
-- CHECK-NEXT:         region: RegionLiteralExpr 9:3 rank=1
-- CHECK-NEXT:           Single 9:4
-- CHECK-NEXT:             NameExpr 9:4 R
-- CHECK-NEXT:         AssignStmt 9:9 :=
-- CHECK-NEXT:           lhs: NameExpr 9:7 B
-- CHECK-NEXT:           rhs: RemapExpr 9:13
-- CHECK-NEXT:             NameExpr 9:12 A
-- CHECK-NEXT:             map: NameExpr 9:15 I1
-- CHECK-NEXT:             map: BinaryExpr 9:22 +
-- CHECK-NEXT:               NameExpr 9:19 I2
-- CHECK-NEXT:               IntegerLiteral 9:24 1
-- CHECK-NEXT:       RegionScopeStmt 10:3
-- CHECK-NEXT:         region: RegionLiteralExpr 10:3 rank=1
-- CHECK-NEXT:           Single 10:4
-- CHECK-NEXT:             NameExpr 10:4 R
-- CHECK-NEXT:         AssignStmt 10:9 :=
-- CHECK-NEXT:           lhs: NameExpr 10:7 B
-- CHECK-NEXT:           rhs: RemapExpr 10:13
-- CHECK-NEXT:             NameExpr 10:12 A
-- CHECK-NEXT:             map: <empty> 0:0
-- CHECK-NEXT:             map: IndexArrayExpr 10:17 1
-- CHECK-NEXT:       RegionScopeStmt 11:3
-- CHECK-NEXT:         region: RegionLiteralExpr 11:3 rank=1
-- CHECK-NEXT:           Single 11:4
-- CHECK-NEXT:             NameExpr 11:4 R
-- CHECK-NEXT:         AssignStmt 11:18 :=
-- CHECK-NEXT:           lhs: RemapExpr 11:8
-- CHECK-NEXT:             NameExpr 11:7 A
-- CHECK-NEXT:             map: NameExpr 11:10 I1
-- CHECK-NEXT:             map: NameExpr 11:14 I2
-- CHECK-NEXT:           rhs: NameExpr 11:21 B
