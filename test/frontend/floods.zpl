-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Floods from a slice, with inherited (empty) dimensions, and from a region
-- name.
program floods;

procedure floods();
begin
  [1..n, *] F := >>[1..n, k] A;
  [R] F := >>[, i] A;
  [R] F := >>[Row] A + 1.0;
end;

-- CHECK: Program 4:1 floods
-- CHECK-NEXT:   ProcedureDecl 6:11 floods
-- CHECK-NEXT:     body: CompoundStmt 7:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 8:3
-- CHECK-NEXT:         region: RegionLiteralExpr 8:3 rank=2
-- CHECK-NEXT:           Range 8:4
-- CHECK-NEXT:             lo: IntegerLiteral 8:4 1
-- CHECK-NEXT:             hi: NameExpr 8:7 n
-- CHECK-NEXT:           Star 8:10
-- CHECK-NEXT:         AssignStmt 8:15 :=
-- CHECK-NEXT:           lhs: NameExpr 8:13 F
-- CHECK-NEXT:           rhs: FloodExpr 8:18
-- CHECK-NEXT:             region: RegionLiteralExpr 8:20 rank=2
-- CHECK-NEXT:               Range 8:21
-- CHECK-NEXT:                 lo: IntegerLiteral 8:21 1
-- CHECK-NEXT:                 hi: NameExpr 8:24 n
-- CHECK-NEXT:               Single 8:27
-- CHECK-NEXT:                 NameExpr 8:27 k
-- CHECK-NEXT:             NameExpr 8:30 A
-- CHECK-NEXT:       RegionScopeStmt 9:3
-- CHECK-NEXT:         region: RegionLiteralExpr 9:3 rank=1
-- CHECK-NEXT:           Single 9:4
-- CHECK-NEXT:             NameExpr 9:4 R
-- CHECK-NEXT:         AssignStmt 9:9 :=
-- CHECK-NEXT:           lhs: NameExpr 9:7 F
-- CHECK-NEXT:           rhs: FloodExpr 9:12
-- CHECK-NEXT:             region: RegionLiteralExpr 9:14 rank=2
-- CHECK-NEXT:               Empty 9:15
-- CHECK-NEXT:               Single 9:17
-- CHECK-NEXT:                 NameExpr 9:17 i
-- CHECK-NEXT:             NameExpr 9:20 A
-- CHECK-NEXT:       RegionScopeStmt 10:3
-- CHECK-NEXT:         region: RegionLiteralExpr 10:3 rank=1
-- CHECK-NEXT:           Single 10:4
-- CHECK-NEXT:             NameExpr 10:4 R
-- CHECK-NEXT:         AssignStmt 10:9 :=
-- CHECK-NEXT:           lhs: NameExpr 10:7 F
-- CHECK-NEXT:           rhs: BinaryExpr 10:22 +
-- CHECK-NEXT:             FloodExpr 10:12
-- CHECK-NEXT:               region: RegionLiteralExpr 10:14 rank=1
-- CHECK-NEXT:                 Single 10:15
-- CHECK-NEXT:                   NameExpr 10:15 Row
-- CHECK-NEXT:               NameExpr 10:20 A
-- CHECK-NEXT:             FloatLiteral 10:24 1.0
