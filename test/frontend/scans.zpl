-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Scans over all dimensions and along given ones, with every operator.
program scans;

procedure scans();
begin
  [R] B := +|| A;
  [R] B := +|| [2] A;
  [R] B := max|| [1, 2] A;
  [R] B := *|| A + min|| A;
  [R] M := &|| M | ||| M;
  [R] I := band|| I + bor|| I + bxor|| I;
end;

-- CHECK: Program 3:1 scans
-- CHECK-NEXT:   ProcedureDecl 5:11 scans
-- CHECK-NEXT:     body: CompoundStmt 6:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 7:3
-- CHECK-NEXT:         region: RegionLiteralExpr 7:3 rank=1
-- CHECK-NEXT:           Single 7:4
-- CHECK-NEXT:             NameExpr 7:4 R
-- CHECK-NEXT:         AssignStmt 7:9 :=
-- CHECK-NEXT:           lhs: NameExpr 7:7 B
-- CHECK-NEXT:           rhs: ScanExpr 7:12 +||
-- CHECK-NEXT:             NameExpr 7:16 A
-- CHECK-NEXT:       RegionScopeStmt 8:3
-- CHECK-NEXT:         region: RegionLiteralExpr 8:3 rank=1
-- CHECK-NEXT:           Single 8:4
-- CHECK-NEXT:             NameExpr 8:4 R
-- CHECK-NEXT:         AssignStmt 8:9 :=
-- CHECK-NEXT:           lhs: NameExpr 8:7 B
-- CHECK-NEXT:           rhs: ScanExpr 8:12 +||
-- CHECK-NEXT:             dim: IntegerLiteral 8:17 2
-- CHECK-NEXT:             NameExpr 8:20 A
-- CHECK-NEXT:       RegionScopeStmt 9:3
-- CHECK-NEXT:         region: RegionLiteralExpr 9:3 rank=1
-- CHECK-NEXT:           Single 9:4
-- CHECK-NEXT:             NameExpr 9:4 R
-- CHECK-NEXT:         AssignStmt 9:9 :=
-- CHECK-NEXT:           lhs: NameExpr 9:7 B
-- CHECK-NEXT:           rhs: ScanExpr 9:12 max||
-- CHECK-NEXT:             dim: IntegerLiteral 9:19 1
-- CHECK-NEXT:             dim: IntegerLiteral 9:22 2
-- CHECK-NEXT:             NameExpr 9:25 A
-- CHECK-NEXT:       RegionScopeStmt 10:3
-- CHECK-NEXT:         region: RegionLiteralExpr 10:3 rank=1
-- CHECK-NEXT:           Single 10:4
-- CHECK-NEXT:             NameExpr 10:4 R
-- CHECK-NEXT:         AssignStmt 10:9 :=
-- CHECK-NEXT:           lhs: NameExpr 10:7 B
-- CHECK-NEXT:           rhs: BinaryExpr 10:18 +
-- CHECK-NEXT:             ScanExpr 10:12 *||
-- CHECK-NEXT:               NameExpr 10:16 A
-- CHECK-NEXT:             ScanExpr 10:20 min||
-- CHECK-NEXT:               NameExpr 10:26 A
-- CHECK-NEXT:       RegionScopeStmt 11:3
-- CHECK-NEXT:         region: RegionLiteralExpr 11:3 rank=1
-- CHECK-NEXT:           Single 11:4
-- CHECK-NEXT:             NameExpr 11:4 R
-- CHECK-NEXT:         AssignStmt 11:9 :=
-- CHECK-NEXT:           lhs: NameExpr 11:7 M
-- CHECK-NEXT:           rhs: BinaryExpr 11:18 |
-- CHECK-NEXT:             ScanExpr 11:12 &||
-- CHECK-NEXT:               NameExpr 11:16 M
-- CHECK-NEXT:             ScanExpr 11:20 |||
-- CHECK-NEXT:               NameExpr 11:24 M
-- CHECK-NEXT:       RegionScopeStmt 12:3
-- CHECK-NEXT:         region: RegionLiteralExpr 12:3 rank=1
-- CHECK-NEXT:           Single 12:4
-- CHECK-NEXT:             NameExpr 12:4 R
-- CHECK-NEXT:         AssignStmt 12:9 :=
-- CHECK-NEXT:           lhs: NameExpr 12:7 I
-- CHECK-NEXT:           rhs: BinaryExpr 12:31 +
-- CHECK-NEXT:             BinaryExpr 12:21 +
-- CHECK-NEXT:               ScanExpr 12:12 band||
-- CHECK-NEXT:                 NameExpr 12:19 I
-- CHECK-NEXT:               ScanExpr 12:23 bor||
-- CHECK-NEXT:                 NameExpr 12:29 I
-- CHECK-NEXT:             ScanExpr 12:33 bxor||
-- CHECK-NEXT:               NameExpr 12:40 I
