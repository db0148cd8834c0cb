-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Direction declarations, a direction-typed constant, and an array of
-- directions filled in `index1` style (as in NAS MG).
program directions;

direction north = [-1, 0];
          se    = [1, 1];
          up3   = [0, 0, -1];

var dirs : array [1..4] of direction<+,0>;
    i    : integer;

procedure directions();
begin
  for i := 1 to 4 do
    dirs[i] := [(i % 2) * (i - 2), 0];
  end;
end;

-- CHECK: Program 4:1 directions
-- CHECK-NEXT:   DirectionDecl 6:11 north
-- CHECK-NEXT:     DirectionLiteralExpr 6:19 rank=2
-- CHECK-NEXT:       UnaryExpr 6:20 -
-- CHECK-NEXT:         IntegerLiteral 6:21 1
-- CHECK-NEXT:       IntegerLiteral 6:24 0
-- CHECK-NEXT:   DirectionDecl 7:11 se
-- CHECK-NEXT:     DirectionLiteralExpr 7:19 rank=2
-- CHECK-NEXT:       IntegerLiteral 7:20 1
-- CHECK-NEXT:       IntegerLiteral 7:23 1
-- CHECK-NEXT:   DirectionDecl 8:11 up3
-- CHECK-NEXT:     DirectionLiteralExpr 8:19 rank=3
-- CHECK-NEXT:       IntegerLiteral 8:20 0
-- CHECK-NEXT:       IntegerLiteral 8:23 0
-- CHECK-NEXT:       UnaryExpr 8:26 -
-- CHECK-NEXT:         IntegerLiteral 8:27 1
-- CHECK-NEXT:   VarDecl 10:5 dirs var
-- CHECK-NEXT:     type: IndexedArrayTypeExpr 10:12
-- CHECK-NEXT:       bound: Bound 10:19
-- CHECK-NEXT:         lo: IntegerLiteral 10:19 1
-- CHECK-NEXT:         hi: IntegerLiteral 10:22 4
-- CHECK-NEXT:       element: DirectionTypeExpr 10:28 <+,0>
-- CHECK-NEXT:   VarDecl 11:5 i var
-- CHECK-NEXT:     type: BuiltinTypeExpr 11:12 integer
-- CHECK-NEXT:   ProcedureDecl 13:11 directions
-- CHECK-NEXT:     body: CompoundStmt 14:1 begin-end
-- CHECK-NEXT:       ForStmt 15:3 to
-- CHECK-NEXT:         var: NameExpr 15:7 i
-- CHECK-NEXT:         from: IntegerLiteral 15:12 1
-- CHECK-NEXT:         to: IntegerLiteral 15:17 4
-- CHECK-NEXT:         do: CompoundStmt 15:19
-- CHECK-NEXT:           AssignStmt 16:13 :=
-- CHECK-NEXT:             lhs: SubscriptExpr 16:9
-- CHECK-NEXT:               NameExpr 16:5 dirs
-- CHECK-NEXT:               index: NameExpr 16:10 i
-- CHECK-NEXT:             rhs: RegionLiteralExpr 16:16 rank=2
-- CHECK-NEXT:               Single 16:17
-- CHECK-NEXT:                 BinaryExpr 16:25 *
-- CHECK-NEXT:                   BinaryExpr 16:20 %
-- CHECK-NEXT:                     NameExpr 16:18 i
-- CHECK-NEXT:                     IntegerLiteral 16:22 2
-- CHECK-NEXT:                   BinaryExpr 16:30 -
-- CHECK-NEXT:                     NameExpr 16:28 i
-- CHECK-NEXT:                     IntegerLiteral 16:32 2
-- CHECK-NEXT:               Single 16:36
-- CHECK-NEXT:                 IntegerLiteral 16:36 0
