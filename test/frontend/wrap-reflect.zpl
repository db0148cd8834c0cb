-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
program wrapreflect;

region R = [1..4, 1..4];
direction east = [0, 1];
var A, B : [0..5, 0..5] double;

procedure wrapreflect();
begin
  [east of R] wrap A;
  [east of R] reflect A, B;
end;

-- CHECK: Program 2:1 wrapreflect
-- CHECK-NEXT:   RegionDecl 4:8 R
-- CHECK-NEXT:     RegionLiteralExpr 4:12 rank=2
-- CHECK-NEXT:       Range 4:13
-- CHECK-NEXT:         lo: IntegerLiteral 4:13 1
-- CHECK-NEXT:         hi: IntegerLiteral 4:16 4
-- CHECK-NEXT:       Range 4:19
-- CHECK-NEXT:         lo: IntegerLiteral 4:19 1
-- CHECK-NEXT:         hi: IntegerLiteral 4:22 4
-- CHECK-NEXT:   DirectionDecl 5:11 east
-- CHECK-NEXT:     DirectionLiteralExpr 5:18 rank=2
-- CHECK-NEXT:       IntegerLiteral 5:19 0
-- CHECK-NEXT:       IntegerLiteral 5:22 1
-- CHECK-NEXT:   VarDecl 6:5 A var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 6:12
-- CHECK-NEXT:       region: RegionLiteralExpr 6:12 rank=2
-- CHECK-NEXT:         Range 6:13
-- CHECK-NEXT:           lo: IntegerLiteral 6:13 0
-- CHECK-NEXT:           hi: IntegerLiteral 6:16 5
-- CHECK-NEXT:         Range 6:19
-- CHECK-NEXT:           lo: IntegerLiteral 6:19 0
-- CHECK-NEXT:           hi: IntegerLiteral 6:22 5
-- CHECK-NEXT:       element: BuiltinTypeExpr 6:25 double
-- CHECK-NEXT:   VarDecl 6:8 B var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 6:12
-- CHECK-NEXT:       region: RegionLiteralExpr 6:12 rank=2
-- CHECK-NEXT:         Range 6:13
-- CHECK-NEXT:           lo: IntegerLiteral 6:13 0
-- CHECK-NEXT:           hi: IntegerLiteral 6:16 5
-- CHECK-NEXT:         Range 6:19
-- CHECK-NEXT:           lo: IntegerLiteral 6:19 0
-- CHECK-NEXT:           hi: IntegerLiteral 6:22 5
-- CHECK-NEXT:       element: BuiltinTypeExpr 6:25 double
-- CHECK-NEXT:   ProcedureDecl 8:11 wrapreflect
-- CHECK-NEXT:     body: CompoundStmt 9:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 10:3
-- CHECK-NEXT:         region: DerivedRegionExpr 10:9 of
-- CHECK-NEXT:           NameExpr 10:4 east
-- CHECK-NEXT:           NameExpr 10:12 R
-- CHECK-NEXT:         WrapStmt 10:15
-- CHECK-NEXT:           NameExpr 10:20 A
-- CHECK-NEXT:       RegionScopeStmt 11:3
-- CHECK-NEXT:         region: DerivedRegionExpr 11:9 of
-- CHECK-NEXT:           NameExpr 11:4 east
-- CHECK-NEXT:           NameExpr 11:12 R
-- CHECK-NEXT:         ReflectStmt 11:15
-- CHECK-NEXT:           NameExpr 11:23 A
-- CHECK-NEXT:           NameExpr 11:26 B
