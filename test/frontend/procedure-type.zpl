-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- RUN: %zplc %s -emit=ast | FileCheck %s --check-prefix=SEMA
-- `procedure` as the type of a parameter of an external prototype, so that
-- a ZPL procedure can be passed to C.
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

-- SEMA: Program 5:1 proctype entry=proctype
-- SEMA-NEXT:   ProcedureDecl 7:18 apply_c extern prototype type=void
-- SEMA-NEXT:     param: ParamDecl 7:26 f in type=procedure
-- SEMA-NEXT:       type: BuiltinTypeExpr 7:30 procedure type=procedure
-- SEMA-NEXT:     param: ParamDecl 7:41 n in type=integer
-- SEMA-NEXT:       type: BuiltinTypeExpr 7:45 integer type=integer
-- SEMA-NEXT:   ProcedureDecl 9:11 visit type=void
-- SEMA-NEXT:     body: CompoundStmt 10:1 begin-end
-- SEMA-NEXT:   ProcedureDecl 13:11 proctype type=void
-- SEMA-NEXT:     body: CompoundStmt 14:1 begin-end
-- SEMA-NEXT:       CallStmt 15:3
-- SEMA-NEXT:         CallExpr 15:3 apply_c -> ProcedureDecl apply_c 7:18 type=void
-- SEMA-NEXT:           NameExpr 15:11 visit -> ProcedureDecl visit 9:11 type=procedure
-- SEMA-NEXT:           IntegerLiteral 15:18 3 type=integer
