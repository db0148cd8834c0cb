-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- `constant` and its alias `const`, with and without a type.
program constants;

constant pi : double = 3.14159265358979;
const    limit : integer = 100;
         half = limit / 2;

procedure constants();
const local : integer = 3;
begin
end;

-- CHECK: Program 3:1 constants
-- CHECK-NEXT:   VarDecl 5:10 pi constant
-- CHECK-NEXT:     type: BuiltinTypeExpr 5:15 double
-- CHECK-NEXT:     init: FloatLiteral 5:24 3.14159265358979
-- CHECK-NEXT:   VarDecl 6:10 limit constant
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:18 integer
-- CHECK-NEXT:     init: IntegerLiteral 6:28 100
-- CHECK-NEXT:   VarDecl 7:10 half constant
-- CHECK-NEXT:     init: BinaryExpr 7:23 /
-- CHECK-NEXT:       NameExpr 7:17 limit
-- CHECK-NEXT:       IntegerLiteral 7:25 2
-- CHECK-NEXT:   ProcedureDecl 9:11 constants
-- CHECK-NEXT:     local: VarDecl 10:7 local constant local
-- CHECK-NEXT:       type: BuiltinTypeExpr 10:15 integer
-- CHECK-NEXT:       init: IntegerLiteral 10:25 3
-- CHECK-NEXT:     body: CompoundStmt 11:1 begin-end
