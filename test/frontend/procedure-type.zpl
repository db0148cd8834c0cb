-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --check-prefix=SEMA
-- `procedure` as the type of a parameter of an external prototype (to pass a ZPL procedure to C);
-- sema refuses it: the back end cannot pass procedures yet, and -emit=ast accepts what it compiles.
program proctype;

extern prototype apply_c(f : procedure; n : integer);

procedure visit();
begin
end;

procedure proctype();
begin
  apply_c(visit, 3);
end;

-- CHECK: Program 5:1 proctype
-- CHECK-NEXT:   ProcedureDecl 7:18 apply_c extern prototype
-- CHECK-NEXT:     param: ParamDecl 7:26 f in
-- CHECK-NEXT:       type: BuiltinTypeExpr 7:30 procedure
-- CHECK-NEXT:     param: ParamDecl 7:41 n in
-- CHECK-NEXT:       type: BuiltinTypeExpr 7:45 integer
-- CHECK-NEXT:   ProcedureDecl 9:11 visit
-- CHECK-NEXT:     body: CompoundStmt 10:1 begin-end
-- CHECK-NEXT:   ProcedureDecl 13:11 proctype
-- CHECK-NEXT:     body: CompoundStmt 14:1 begin-end
-- CHECK-NEXT:       CallStmt 15:3
-- CHECK-NEXT:         CallExpr 15:3 apply_c
-- CHECK-NEXT:           NameExpr 15:11 visit
-- CHECK-NEXT:           IntegerLiteral 15:18 3

-- SEMA: procedure-type.zpl:{{[0-9]+}}:30: error: `procedure` parameters of C functions are not supported by the code generator yet
-- SEMA-NOT: error:
