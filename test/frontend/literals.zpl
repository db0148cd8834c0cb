-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Literal forms: integers, every float spelling, `1..n` (not a float), strings
-- with escapes, booleans.
program literals;

var i : integer;
    d : double;
    s : string;
    b : boolean;

procedure literals();
begin
  i := 42;
  d := 1.0 + .5 + 1.e-8 + 2.5e3 + 7E+2 + 3.;
  s := "tab\there \"q\" back\\slash\n";
  b := true & !false;
  [1..i] d := 0.0;
end;

-- CHECK: Program 4:1 literals
-- CHECK-NEXT:   VarDecl 6:5 i var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:9 integer
-- CHECK-NEXT:   VarDecl 7:5 d var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:9 double
-- CHECK-NEXT:   VarDecl 8:5 s var
-- CHECK-NEXT:     type: BuiltinTypeExpr 8:9 string
-- CHECK-NEXT:   VarDecl 9:5 b var
-- CHECK-NEXT:     type: BuiltinTypeExpr 9:9 boolean
-- CHECK-NEXT:   ProcedureDecl 11:11 literals
-- CHECK-NEXT:     body: CompoundStmt 12:1 begin-end
-- CHECK-NEXT:       AssignStmt 13:5 :=
-- CHECK-NEXT:         lhs: NameExpr 13:3 i
-- CHECK-NEXT:         rhs: IntegerLiteral 13:8 42
-- CHECK-NEXT:       AssignStmt 14:5 :=
-- CHECK-NEXT:         lhs: NameExpr 14:3 d
-- CHECK-NEXT:         rhs: BinaryExpr 14:40 +
-- CHECK-NEXT:           BinaryExpr 14:33 +
-- CHECK-NEXT:             BinaryExpr 14:25 +
-- CHECK-NEXT:               BinaryExpr 14:17 +
-- CHECK-NEXT:                 BinaryExpr 14:12 +
-- CHECK-NEXT:                   FloatLiteral 14:8 1.0
-- CHECK-NEXT:                   FloatLiteral 14:14 .5
-- CHECK-NEXT:                 FloatLiteral 14:19 1.e-8
-- CHECK-NEXT:               FloatLiteral 14:27 2.5e3
-- CHECK-NEXT:             FloatLiteral 14:35 7E+2
-- CHECK-NEXT:           FloatLiteral 14:42 3.
-- CHECK-NEXT:       AssignStmt 15:5 :=
-- CHECK-NEXT:         lhs: NameExpr 15:3 s
-- CHECK-NEXT:         rhs: StringLiteral 15:8 "tab\there \"q\" back\\slash\n"
-- CHECK-NEXT:       AssignStmt 16:5 :=
-- CHECK-NEXT:         lhs: NameExpr 16:3 b
-- CHECK-NEXT:         rhs: BinaryExpr 16:13 &
-- CHECK-NEXT:           BoolLiteral 16:8 true
-- CHECK-NEXT:           UnaryExpr 16:15 !
-- CHECK-NEXT:             BoolLiteral 16:16 false
-- CHECK-NEXT:       RegionScopeStmt 17:3
-- CHECK-NEXT:         region: RegionLiteralExpr 17:3 rank=1
-- CHECK-NEXT:           Range 17:4
-- CHECK-NEXT:             lo: IntegerLiteral 17:4 1
-- CHECK-NEXT:             hi: NameExpr 17:7 i
-- CHECK-NEXT:         AssignStmt 17:12 :=
-- CHECK-NEXT:           lhs: NameExpr 17:10 d
-- CHECK-NEXT:           rhs: FloatLiteral 17:15 0.0
