-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Calls in expressions, indexing, record fields, and a call whose result is
-- indexed.
program calls;

procedure calls();
begin
  x := sqrt(abs(-2.0)) + max(1, 2) + f();
  y := v[i] + m[i, j] + levels[k + 1][2] + p.x + q.r.s;
  z := to_integer(c) + bsl(1, 4);
  ResetTimer();
  t := CheckTimer();
end;

-- CHECK: Program 4:1 calls
-- CHECK-NEXT:   ProcedureDecl 6:11 calls
-- CHECK-NEXT:     body: CompoundStmt 7:1 begin-end
-- CHECK-NEXT:       AssignStmt 8:5 :=
-- CHECK-NEXT:         lhs: NameExpr 8:3 x
-- CHECK-NEXT:         rhs: BinaryExpr 8:36 +
-- CHECK-NEXT:           BinaryExpr 8:24 +
-- CHECK-NEXT:             CallExpr 8:8 sqrt
-- CHECK-NEXT:               CallExpr 8:13 abs
-- CHECK-NEXT:                 UnaryExpr 8:17 -
-- CHECK-NEXT:                   FloatLiteral 8:18 2.0
-- CHECK-NEXT:             CallExpr 8:26 max
-- CHECK-NEXT:               IntegerLiteral 8:30 1
-- CHECK-NEXT:               IntegerLiteral 8:33 2
-- CHECK-NEXT:           CallExpr 8:38 f
-- CHECK-NEXT:       AssignStmt 9:5 :=
-- CHECK-NEXT:         lhs: NameExpr 9:3 y
-- CHECK-NEXT:         rhs: BinaryExpr 9:48 +
-- CHECK-NEXT:           BinaryExpr 9:42 +
-- CHECK-NEXT:             BinaryExpr 9:23 +
-- CHECK-NEXT:               BinaryExpr 9:13 +
-- CHECK-NEXT:                 SubscriptExpr 9:9
-- CHECK-NEXT:                   NameExpr 9:8 v
-- CHECK-NEXT:                   index: NameExpr 9:10 i
-- CHECK-NEXT:                 SubscriptExpr 9:16
-- CHECK-NEXT:                   NameExpr 9:15 m
-- CHECK-NEXT:                   index: NameExpr 9:17 i
-- CHECK-NEXT:                   index: NameExpr 9:20 j
-- CHECK-NEXT:               SubscriptExpr 9:38
-- CHECK-NEXT:                 SubscriptExpr 9:31
-- CHECK-NEXT:                   NameExpr 9:25 levels
-- CHECK-NEXT:                   index: BinaryExpr 9:34 +
-- CHECK-NEXT:                     NameExpr 9:32 k
-- CHECK-NEXT:                     IntegerLiteral 9:36 1
-- CHECK-NEXT:                 index: IntegerLiteral 9:39 2
-- CHECK-NEXT:             MemberExpr 9:45 x
-- CHECK-NEXT:               NameExpr 9:44 p
-- CHECK-NEXT:           MemberExpr 9:53 s
-- CHECK-NEXT:             MemberExpr 9:51 r
-- CHECK-NEXT:               NameExpr 9:50 q
-- CHECK-NEXT:       AssignStmt 10:5 :=
-- CHECK-NEXT:         lhs: NameExpr 10:3 z
-- CHECK-NEXT:         rhs: BinaryExpr 10:22 +
-- CHECK-NEXT:           CallExpr 10:8 to_integer
-- CHECK-NEXT:             NameExpr 10:19 c
-- CHECK-NEXT:           CallExpr 10:24 bsl
-- CHECK-NEXT:             IntegerLiteral 10:28 1
-- CHECK-NEXT:             IntegerLiteral 10:31 4
-- CHECK-NEXT:       CallStmt 11:3
-- CHECK-NEXT:         CallExpr 11:3 ResetTimer
-- CHECK-NEXT:       AssignStmt 12:5 :=
-- CHECK-NEXT:         lhs: NameExpr 12:3 t
-- CHECK-NEXT:         rhs: CallExpr 12:8 CheckTimer
