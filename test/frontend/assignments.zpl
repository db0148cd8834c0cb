-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Every assignment operator, and assignment targets: names, subscripts,
-- record fields, remaps (scatter).
program assignments;

var i : integer;
    b : boolean;

procedure assignments();
begin
  i := 1; i += 2; i -= 3; i *= 4; i /= 5; i %= 6;
  b &= true; b |= false;
  v[i] := 1;
  p.x := 2;
  A#[I, J] := B;
end;

-- CHECK: Program 4:1 assignments
-- CHECK-NEXT:   VarDecl 6:5 i var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:9 integer
-- CHECK-NEXT:   VarDecl 7:5 b var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:9 boolean
-- CHECK-NEXT:   ProcedureDecl 9:11 assignments
-- CHECK-NEXT:     body: CompoundStmt 10:1 begin-end
-- CHECK-NEXT:       AssignStmt 11:5 :=
-- CHECK-NEXT:         lhs: NameExpr 11:3 i
-- CHECK-NEXT:         rhs: IntegerLiteral 11:8 1
-- CHECK-NEXT:       AssignStmt 11:13 +=
-- CHECK-NEXT:         lhs: NameExpr 11:11 i
-- CHECK-NEXT:         rhs: IntegerLiteral 11:16 2
-- CHECK-NEXT:       AssignStmt 11:21 -=
-- CHECK-NEXT:         lhs: NameExpr 11:19 i
-- CHECK-NEXT:         rhs: IntegerLiteral 11:24 3
-- CHECK-NEXT:       AssignStmt 11:29 *=
-- CHECK-NEXT:         lhs: NameExpr 11:27 i
-- CHECK-NEXT:         rhs: IntegerLiteral 11:32 4
-- CHECK-NEXT:       AssignStmt 11:37 /=
-- CHECK-NEXT:         lhs: NameExpr 11:35 i
-- CHECK-NEXT:         rhs: IntegerLiteral 11:40 5
-- CHECK-NEXT:       AssignStmt 11:45 %=
-- CHECK-NEXT:         lhs: NameExpr 11:43 i
-- CHECK-NEXT:         rhs: IntegerLiteral 11:48 6
-- CHECK-NEXT:       AssignStmt 12:5 &=
-- CHECK-NEXT:         lhs: NameExpr 12:3 b
-- CHECK-NEXT:         rhs: BoolLiteral 12:8 true
-- CHECK-NEXT:       AssignStmt 12:16 |=
-- CHECK-NEXT:         lhs: NameExpr 12:14 b
-- CHECK-NEXT:         rhs: BoolLiteral 12:19 false
-- CHECK-NEXT:       AssignStmt 13:8 :=
-- CHECK-NEXT:         lhs: SubscriptExpr 13:4
-- CHECK-NEXT:           NameExpr 13:3 v
-- CHECK-NEXT:           index: NameExpr 13:5 i
-- CHECK-NEXT:         rhs: IntegerLiteral 13:11 1
-- CHECK-NEXT:       AssignStmt 14:7 :=
-- CHECK-NEXT:         lhs: MemberExpr 14:4 x
-- CHECK-NEXT:           NameExpr 14:3 p
-- CHECK-NEXT:         rhs: IntegerLiteral 14:10 2
-- CHECK-NEXT:       AssignStmt 15:12 :=
-- CHECK-NEXT:         lhs: RemapExpr 15:4
-- CHECK-NEXT:           NameExpr 15:3 A
-- CHECK-NEXT:           map: NameExpr 15:6 I
-- CHECK-NEXT:           map: NameExpr 15:9 J
-- CHECK-NEXT:         rhs: NameExpr 15:15 B
