-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
/* Both comment forms; identifiers are case-sensitive, so the program may be
   called `Summa` while a variable is called `summa`. */
program Summa; -- trailing comment

var summa : integer;  /* a block comment ---- with dashes */ var SUMMA : double;

procedure Summa();
begin
  summa := 1; -- `--` runs to the end of the line: x := 2;
  SUMMA := /* inline */ 2.0;
end;

-- CHECK: Program 4:1 Summa
-- CHECK-NEXT:   VarDecl 6:5 summa var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:13 integer
-- CHECK-NEXT:   VarDecl 6:66 SUMMA var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:74 double
-- CHECK-NEXT:   ProcedureDecl 8:11 Summa
-- CHECK-NEXT:     body: CompoundStmt 9:1 begin-end
-- CHECK-NEXT:       AssignStmt 10:9 :=
-- CHECK-NEXT:         lhs: NameExpr 10:3 summa
-- CHECK-NEXT:         rhs: IntegerLiteral 10:12 1
-- CHECK-NEXT:       AssignStmt 11:9 :=
-- CHECK-NEXT:         lhs: NameExpr 11:3 SUMMA
-- CHECK-NEXT:         rhs: FloatLiteral 11:25 2.0
