-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
program configs;

config var   n     : integer = 5;
             delta : double  = 0.001;
             m, k  : integer = n * 2;
config const verbose : boolean = false;
config constant name : string = "x";

procedure configs();
begin
end;

-- CHECK: Program 2:1 configs
-- CHECK-NEXT:   VarDecl 4:14 n config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 4:22 integer
-- CHECK-NEXT:     init: IntegerLiteral 4:32 5
-- CHECK-NEXT:   VarDecl 5:14 delta config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 5:22 double
-- CHECK-NEXT:     init: FloatLiteral 5:32 0.001
-- CHECK-NEXT:   VarDecl 6:14 m config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:22 integer
-- CHECK-NEXT:     init: BinaryExpr 6:34 *
-- CHECK-NEXT:       NameExpr 6:32 n
-- CHECK-NEXT:       IntegerLiteral 6:36 2
-- CHECK-NEXT:   VarDecl 6:17 k config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:22 integer
-- CHECK-NEXT:     init: BinaryExpr 6:34 *
-- CHECK-NEXT:       NameExpr 6:32 n
-- CHECK-NEXT:       IntegerLiteral 6:36 2
-- CHECK-NEXT:   VarDecl 7:14 verbose config-const
-- CHECK-NEXT:     type: BuiltinTypeExpr 7:24 boolean
-- CHECK-NEXT:     init: BoolLiteral 7:34 false
-- CHECK-NEXT:   VarDecl 8:17 name config-const
-- CHECK-NEXT:     type: BuiltinTypeExpr 8:24 string
-- CHECK-NEXT:     init: StringLiteral 8:33 "x"
-- CHECK-NEXT:   ProcedureDecl 10:11 configs
-- CHECK-NEXT:     body: CompoundStmt 11:1 begin-end
