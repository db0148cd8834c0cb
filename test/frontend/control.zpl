-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Control flow: if/elsif/else, for (to, downto, by), while, repeat/until,
-- return, exit, continue, halt, and procedure calls as statements.
program control;

var i, x : integer;

procedure control();
begin
  if x < 10 then
    x := 1;
  elsif x < 20 then
    x := 2;
  elsif x < 30 then
    x := 3
  else
    x := 4;
  end;
  if x = 1 then exit; end;
  for i := 1 to 10 by 2 do continue; end;
  for i := 10 downto 1 do x += i; end;
  while x > 0 do x -= 1; end;
  repeat x += 1; until x >= 5;
  halt("bad value: ", x);
  halt;
  tick(x, 2);
  tock;
  return;
end;

-- CHECK: Program 4:1 control
-- CHECK-NEXT:   VarDecl 6:5 i var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:12 integer
-- CHECK-NEXT:   VarDecl 6:8 x var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:12 integer
-- CHECK-NEXT:   ProcedureDecl 8:11 control
-- CHECK-NEXT:     body: CompoundStmt 9:1 begin-end
-- CHECK-NEXT:       IfStmt 10:3
-- CHECK-NEXT:         If 10:3
-- CHECK-NEXT:           cond: BinaryExpr 10:8 <
-- CHECK-NEXT:             NameExpr 10:6 x
-- CHECK-NEXT:             IntegerLiteral 10:10 10
-- CHECK-NEXT:           then: CompoundStmt 10:13
-- CHECK-NEXT:             AssignStmt 11:7 :=
-- CHECK-NEXT:               lhs: NameExpr 11:5 x
-- CHECK-NEXT:               rhs: IntegerLiteral 11:10 1
-- CHECK-NEXT:         Elsif 12:3
-- CHECK-NEXT:           cond: BinaryExpr 12:11 <
-- CHECK-NEXT:             NameExpr 12:9 x
-- CHECK-NEXT:             IntegerLiteral 12:13 20
-- CHECK-NEXT:           then: CompoundStmt 12:16
-- CHECK-NEXT:             AssignStmt 13:7 :=
-- CHECK-NEXT:               lhs: NameExpr 13:5 x
-- CHECK-NEXT:               rhs: IntegerLiteral 13:10 2
-- CHECK-NEXT:         Elsif 14:3
-- CHECK-NEXT:           cond: BinaryExpr 14:11 <
-- CHECK-NEXT:             NameExpr 14:9 x
-- CHECK-NEXT:             IntegerLiteral 14:13 30
-- CHECK-NEXT:           then: CompoundStmt 14:16
-- CHECK-NEXT:             AssignStmt 15:7 :=
-- CHECK-NEXT:               lhs: NameExpr 15:5 x
-- CHECK-NEXT:               rhs: IntegerLiteral 15:10 3
-- CHECK-NEXT:         else: CompoundStmt 16:3
-- CHECK-NEXT:           AssignStmt 17:7 :=
-- CHECK-NEXT:             lhs: NameExpr 17:5 x
-- CHECK-NEXT:             rhs: IntegerLiteral 17:10 4
-- CHECK-NEXT:       IfStmt 19:3
-- CHECK-NEXT:         If 19:3
-- CHECK-NEXT:           cond: BinaryExpr 19:8 =
-- CHECK-NEXT:             NameExpr 19:6 x
-- CHECK-NEXT:             IntegerLiteral 19:10 1
-- CHECK-NEXT:           then: CompoundStmt 19:12
-- CHECK-NEXT:             ExitStmt 19:17
-- CHECK-NEXT:       ForStmt 20:3 to
-- CHECK-NEXT:         var: NameExpr 20:7 i
-- CHECK-NEXT:         from: IntegerLiteral 20:12 1
-- CHECK-NEXT:         to: IntegerLiteral 20:17 10
-- CHECK-NEXT:         by: IntegerLiteral 20:23 2
-- CHECK-NEXT:         do: CompoundStmt 20:25
-- CHECK-NEXT:           ContinueStmt 20:28
-- CHECK-NEXT:       ForStmt 21:3 downto
-- CHECK-NEXT:         var: NameExpr 21:7 i
-- CHECK-NEXT:         from: IntegerLiteral 21:12 10
-- CHECK-NEXT:         to: IntegerLiteral 21:22 1
-- CHECK-NEXT:         do: CompoundStmt 21:24
-- CHECK-NEXT:           AssignStmt 21:29 +=
-- CHECK-NEXT:             lhs: NameExpr 21:27 x
-- CHECK-NEXT:             rhs: NameExpr 21:32 i
-- CHECK-NEXT:       WhileStmt 22:3
-- CHECK-NEXT:         cond: BinaryExpr 22:11 >
-- CHECK-NEXT:           NameExpr 22:9 x
-- CHECK-NEXT:           IntegerLiteral 22:13 0
-- CHECK-NEXT:         do: CompoundStmt 22:15
-- CHECK-NEXT:           AssignStmt 22:20 -=
-- CHECK-NEXT:             lhs: NameExpr 22:18 x
-- CHECK-NEXT:             rhs: IntegerLiteral 22:23 1
-- CHECK-NEXT:       RepeatStmt 23:3
-- CHECK-NEXT:         body: CompoundStmt 23:3
-- CHECK-NEXT:           AssignStmt 23:12 +=
-- CHECK-NEXT:             lhs: NameExpr 23:10 x
-- CHECK-NEXT:             rhs: IntegerLiteral 23:15 1
-- CHECK-NEXT:         until: BinaryExpr 23:26 >=
-- CHECK-NEXT:           NameExpr 23:24 x
-- CHECK-NEXT:           IntegerLiteral 23:29 5
-- CHECK-NEXT:       HaltStmt 24:3
-- CHECK-NEXT:         StringLiteral 24:8 "bad value: "
-- CHECK-NEXT:         NameExpr 24:23 x
-- CHECK-NEXT:       HaltStmt 25:3
-- CHECK-NEXT:       CallStmt 26:3
-- CHECK-NEXT:         CallExpr 26:3 tick
-- CHECK-NEXT:           NameExpr 26:8 x
-- CHECK-NEXT:           IntegerLiteral 26:11 2
-- CHECK-NEXT:       CallStmt 27:3
-- CHECK-NEXT:         CallExpr 27:3 tock
-- CHECK-NEXT:       ReturnStmt 28:3
