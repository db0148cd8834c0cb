-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Words that start a declaration only at the beginning of one stay usable as
-- names; CRLF line endings are fine too.
program softkeywords;

var grid, block, free : integer;
    distribution, cyclic, record, extern : integer;
grid G = [2];

procedure softkeywords();
begin
  grid := block + cyclic;
end;

-- CHECK: Program 4:1 softkeywords
-- CHECK-NEXT:   VarDecl 6:5 grid var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:25 integer
-- CHECK-NEXT:   VarDecl 6:11 block var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:25 integer
-- CHECK-NEXT:   VarDecl 6:18 free var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:25 integer
-- CHECK-NEXT:   VarDecl 7:5 distribution var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:44 integer
-- CHECK-NEXT:   VarDecl 7:19 cyclic var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:44 integer
-- CHECK-NEXT:   VarDecl 7:27 record var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:44 integer
-- CHECK-NEXT:   VarDecl 7:35 extern var
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:44 integer
-- CHECK-NEXT:   GridDecl 8:6 G
-- CHECK-NEXT:     IntegerLiteral 8:11 2
-- CHECK-NEXT:   ProcedureDecl 10:11 softkeywords
-- CHECK-NEXT:     body: CompoundStmt 11:1 begin-end
-- CHECK-NEXT:       AssignStmt 12:8 :=
-- CHECK-NEXT:         lhs: NameExpr 12:3 grid
-- CHECK-NEXT:         rhs: BinaryExpr 12:17 +
-- CHECK-NEXT:           NameExpr 12:11 block
-- CHECK-NEXT:           NameExpr 12:19 cyclic
