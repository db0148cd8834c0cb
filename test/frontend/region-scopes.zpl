-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Region scopes on single statements and blocks, nesting, the current region
-- `"` and regions derived from it.
program scopes;

region R = [1..4, 1..4];
direction east = [0, 1];
var A : [R] double;

procedure scopes();
begin
  [R] A := 0.0;
  [R] begin
    ["] A := 1.0;
    [" at east] A := 2.0;
    [east of "] A := 3.0;
    [1..2, 1..4] [1, 1..4] A := 4.0;
  end;
  [R with A > 0.0] A := 5.0;
end;

-- CHECK: Program 4:1 scopes
-- CHECK-NEXT:   RegionDecl 6:8 R
-- CHECK-NEXT:     RegionLiteralExpr 6:12 rank=2
-- CHECK-NEXT:       Range 6:13
-- CHECK-NEXT:         lo: IntegerLiteral 6:13 1
-- CHECK-NEXT:         hi: IntegerLiteral 6:16 4
-- CHECK-NEXT:       Range 6:19
-- CHECK-NEXT:         lo: IntegerLiteral 6:19 1
-- CHECK-NEXT:         hi: IntegerLiteral 6:22 4
-- CHECK-NEXT:   DirectionDecl 7:11 east
-- CHECK-NEXT:     DirectionLiteralExpr 7:18 rank=2
-- CHECK-NEXT:       IntegerLiteral 7:19 0
-- CHECK-NEXT:       IntegerLiteral 7:22 1
-- CHECK-NEXT:   VarDecl 8:5 A var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 8:9
-- CHECK-NEXT:       region: RegionLiteralExpr 8:9 rank=1
-- CHECK-NEXT:         Single 8:10
-- CHECK-NEXT:           NameExpr 8:10 R
-- CHECK-NEXT:       element: BuiltinTypeExpr 8:13 double
-- CHECK-NEXT:   ProcedureDecl 10:11 scopes
-- CHECK-NEXT:     body: CompoundStmt 11:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 12:3
-- CHECK-NEXT:         region: RegionLiteralExpr 12:3 rank=1
-- CHECK-NEXT:           Single 12:4
-- CHECK-NEXT:             NameExpr 12:4 R
-- CHECK-NEXT:         AssignStmt 12:9 :=
-- CHECK-NEXT:           lhs: NameExpr 12:7 A
-- CHECK-NEXT:           rhs: FloatLiteral 12:12 0.0
-- CHECK-NEXT:       RegionScopeStmt 13:3
-- CHECK-NEXT:         region: RegionLiteralExpr 13:3 rank=1
-- CHECK-NEXT:           Single 13:4
-- CHECK-NEXT:             NameExpr 13:4 R
-- CHECK-NEXT:         CompoundStmt 13:7 begin-end
-- CHECK-NEXT:           RegionScopeStmt 14:5
-- CHECK-NEXT:             region: CurrentRegionExpr 14:6
-- CHECK-NEXT:             AssignStmt 14:11 :=
-- CHECK-NEXT:               lhs: NameExpr 14:9 A
-- CHECK-NEXT:               rhs: FloatLiteral 14:14 1.0
-- CHECK-NEXT:           RegionScopeStmt 15:5
-- CHECK-NEXT:             region: DerivedRegionExpr 15:8 at
-- CHECK-NEXT:               CurrentRegionExpr 15:6
-- CHECK-NEXT:               NameExpr 15:11 east
-- CHECK-NEXT:             AssignStmt 15:19 :=
-- CHECK-NEXT:               lhs: NameExpr 15:17 A
-- CHECK-NEXT:               rhs: FloatLiteral 15:22 2.0
-- CHECK-NEXT:           RegionScopeStmt 16:5
-- CHECK-NEXT:             region: DerivedRegionExpr 16:11 of
-- CHECK-NEXT:               NameExpr 16:6 east
-- CHECK-NEXT:               CurrentRegionExpr 16:14
-- CHECK-NEXT:             AssignStmt 16:19 :=
-- CHECK-NEXT:               lhs: NameExpr 16:17 A
-- CHECK-NEXT:               rhs: FloatLiteral 16:22 3.0
-- CHECK-NEXT:           RegionScopeStmt 17:5
-- CHECK-NEXT:             region: RegionLiteralExpr 17:5 rank=2
-- CHECK-NEXT:               Range 17:6
-- CHECK-NEXT:                 lo: IntegerLiteral 17:6 1
-- CHECK-NEXT:                 hi: IntegerLiteral 17:9 2
-- CHECK-NEXT:               Range 17:12
-- CHECK-NEXT:                 lo: IntegerLiteral 17:12 1
-- CHECK-NEXT:                 hi: IntegerLiteral 17:15 4
-- CHECK-NEXT:             RegionScopeStmt 17:18
-- CHECK-NEXT:               region: RegionLiteralExpr 17:18 rank=2
-- CHECK-NEXT:                 Single 17:19
-- CHECK-NEXT:                   IntegerLiteral 17:19 1
-- CHECK-NEXT:                 Range 17:22
-- CHECK-NEXT:                   lo: IntegerLiteral 17:22 1
-- CHECK-NEXT:                   hi: IntegerLiteral 17:25 4
-- CHECK-NEXT:               AssignStmt 17:30 :=
-- CHECK-NEXT:                 lhs: NameExpr 17:28 A
-- CHECK-NEXT:                 rhs: FloatLiteral 17:33 4.0
-- CHECK-NEXT:       RegionScopeStmt 19:3
-- CHECK-NEXT:         region: DerivedRegionExpr 19:6 with
-- CHECK-NEXT:           NameExpr 19:4 R
-- CHECK-NEXT:           BinaryExpr 19:13 >
-- CHECK-NEXT:             NameExpr 19:11 A
-- CHECK-NEXT:             FloatLiteral 19:15 0.0
-- CHECK-NEXT:         AssignStmt 19:22 :=
-- CHECK-NEXT:           lhs: NameExpr 19:20 A
-- CHECK-NEXT:           rhs: FloatLiteral 19:25 5.0
