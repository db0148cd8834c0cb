-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- ZPL's precedence, lowest first: `at by with without`; `of in`; `|`; `&`;
-- comparisons; `+ -`; `* / %`; unary `- !`, floods, reductions and scans
-- (right associative); `^`; postfix.
program precedence;

procedure precedence();
begin
  -- (a + (b * c)) - d
  x := a + b * c - d;
  -- -(a ^ 2): power binds tighter than unary minus
  x := -a ^ 2;
  -- a ^ (b ^ c): right associative
  x := a ^ b ^ c;
  -- ((a < b) & (c = d)) | !e
  x := a < b & c = d | !e;
  -- (+<< A) * 2: a reduction binds like a unary operator
  x := +<< A * 2;
  -- ((a % b) / c) * d: left associative
  x := a % b / c * d;
end;

-- CHECK: Program 5:1 precedence
-- CHECK-NEXT:   ProcedureDecl 7:11 precedence
-- CHECK-NEXT:     body: CompoundStmt 8:1 begin-end
-- CHECK-NEXT:       AssignStmt 10:5 :=
-- CHECK-NEXT:         lhs: NameExpr 10:3 x
-- CHECK-NEXT:         rhs: BinaryExpr 10:18 -
-- CHECK-NEXT:           BinaryExpr 10:10 +
-- CHECK-NEXT:             NameExpr 10:8 a
-- CHECK-NEXT:             BinaryExpr 10:14 *
-- CHECK-NEXT:               NameExpr 10:12 b
-- CHECK-NEXT:               NameExpr 10:16 c
-- CHECK-NEXT:           NameExpr 10:20 d
-- CHECK-NEXT:       AssignStmt 12:5 :=
-- CHECK-NEXT:         lhs: NameExpr 12:3 x
-- CHECK-NEXT:         rhs: UnaryExpr 12:8 -
-- CHECK-NEXT:           BinaryExpr 12:11 ^
-- CHECK-NEXT:             NameExpr 12:9 a
-- CHECK-NEXT:             IntegerLiteral 12:13 2
-- CHECK-NEXT:       AssignStmt 14:5 :=
-- CHECK-NEXT:         lhs: NameExpr 14:3 x
-- CHECK-NEXT:         rhs: BinaryExpr 14:10 ^
-- CHECK-NEXT:           NameExpr 14:8 a
-- CHECK-NEXT:           BinaryExpr 14:14 ^
-- CHECK-NEXT:             NameExpr 14:12 b
-- CHECK-NEXT:             NameExpr 14:16 c
-- CHECK-NEXT:       AssignStmt 16:5 :=
-- CHECK-NEXT:         lhs: NameExpr 16:3 x
-- CHECK-NEXT:         rhs: BinaryExpr 16:22 |
-- CHECK-NEXT:           BinaryExpr 16:14 &
-- CHECK-NEXT:             BinaryExpr 16:10 <
-- CHECK-NEXT:               NameExpr 16:8 a
-- CHECK-NEXT:               NameExpr 16:12 b
-- CHECK-NEXT:             BinaryExpr 16:18 =
-- CHECK-NEXT:               NameExpr 16:16 c
-- CHECK-NEXT:               NameExpr 16:20 d
-- CHECK-NEXT:           UnaryExpr 16:24 !
-- CHECK-NEXT:             NameExpr 16:25 e
-- CHECK-NEXT:       AssignStmt 18:5 :=
-- CHECK-NEXT:         lhs: NameExpr 18:3 x
-- CHECK-NEXT:         rhs: BinaryExpr 18:14 *
-- CHECK-NEXT:           ReduceExpr 18:8 +<< full
-- CHECK-NEXT:             NameExpr 18:12 A
-- CHECK-NEXT:           IntegerLiteral 18:16 2
-- CHECK-NEXT:       AssignStmt 20:5 :=
-- CHECK-NEXT:         lhs: NameExpr 20:3 x
-- CHECK-NEXT:         rhs: BinaryExpr 20:18 *
-- CHECK-NEXT:           BinaryExpr 20:14 /
-- CHECK-NEXT:             BinaryExpr 20:10 %
-- CHECK-NEXT:               NameExpr 20:8 a
-- CHECK-NEXT:               NameExpr 20:12 b
-- CHECK-NEXT:             NameExpr 20:16 c
-- CHECK-NEXT:           NameExpr 20:20 d
