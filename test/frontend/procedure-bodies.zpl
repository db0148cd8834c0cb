-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- A procedure body may be any statement (the ZPL reference: "the body is
-- simply a ZPL statement"), optionally under region scopes; a single
-- statement is wrapped in a block. `elseif` is accepted for `elsif`.
program bodies;

procedure sign(x : double) : integer;
  if x < 0.0 then
    return -1;
  elseif x = 0.0 then
    return 0;
  else
    return 1;
  end;

procedure twice(x : double) : double;
  return 2.0 * x;

procedure clear(var X : [R] double);
  [R] X := 0.0;

procedure nested();
[R] [" at east] begin
  X := 1.0;
end;

procedure bodies();
begin
end;

-- CHECK: Program 5:1 bodies
-- CHECK-NEXT:   ProcedureDecl 7:11 sign
-- CHECK-NEXT:     param: ParamDecl 7:16 x in
-- CHECK-NEXT:       type: BuiltinTypeExpr 7:20 double
-- CHECK-NEXT:     returns: BuiltinTypeExpr 7:30 integer
-- CHECK-NEXT:     body: CompoundStmt 8:3
-- CHECK-NEXT:       IfStmt 8:3
-- CHECK-NEXT:         If 8:3
-- CHECK-NEXT:           cond: BinaryExpr 8:8 <
-- CHECK-NEXT:             NameExpr 8:6 x
-- CHECK-NEXT:             FloatLiteral 8:10 0.0
-- CHECK-NEXT:           then: CompoundStmt 8:14
-- CHECK-NEXT:             ReturnStmt 9:5
-- CHECK-NEXT:               UnaryExpr 9:12 -
-- CHECK-NEXT:                 IntegerLiteral 9:13 1
-- CHECK-NEXT:         Elsif 10:3
-- CHECK-NEXT:           cond: BinaryExpr 10:12 =
-- CHECK-NEXT:             NameExpr 10:10 x
-- CHECK-NEXT:             FloatLiteral 10:14 0.0
-- CHECK-NEXT:           then: CompoundStmt 10:18
-- CHECK-NEXT:             ReturnStmt 11:5
-- CHECK-NEXT:               IntegerLiteral 11:12 0
-- CHECK-NEXT:         else: CompoundStmt 12:3
-- CHECK-NEXT:           ReturnStmt 13:5
-- CHECK-NEXT:             IntegerLiteral 13:12 1
-- CHECK-NEXT:   ProcedureDecl 16:11 twice
-- CHECK-NEXT:     param: ParamDecl 16:17 x in
-- CHECK-NEXT:       type: BuiltinTypeExpr 16:21 double
-- CHECK-NEXT:     returns: BuiltinTypeExpr 16:31 double
-- CHECK-NEXT:     body: CompoundStmt 17:3
-- CHECK-NEXT:       ReturnStmt 17:3
-- CHECK-NEXT:         BinaryExpr 17:14 *
-- CHECK-NEXT:           FloatLiteral 17:10 2.0
-- CHECK-NEXT:           NameExpr 17:16 x
-- CHECK-NEXT:   ProcedureDecl 19:11 clear
-- CHECK-NEXT:     param: ParamDecl 19:21 X inout
-- CHECK-NEXT:       type: ParallelArrayTypeExpr 19:25
-- CHECK-NEXT:         region: RegionLiteralExpr 19:25 rank=1
-- CHECK-NEXT:           Single 19:26
-- CHECK-NEXT:             NameExpr 19:26 R
-- CHECK-NEXT:         element: BuiltinTypeExpr 19:29 double
-- CHECK-NEXT:     body: RegionScopeStmt 20:3
-- CHECK-NEXT:       region: RegionLiteralExpr 20:3 rank=1
-- CHECK-NEXT:         Single 20:4
-- CHECK-NEXT:           NameExpr 20:4 R
-- CHECK-NEXT:       CompoundStmt 20:7
-- CHECK-NEXT:         AssignStmt 20:9 :=
-- CHECK-NEXT:           lhs: NameExpr 20:7 X
-- CHECK-NEXT:           rhs: FloatLiteral 20:12 0.0
-- CHECK-NEXT:   ProcedureDecl 22:11 nested
-- CHECK-NEXT:     body: RegionScopeStmt 23:1
-- CHECK-NEXT:       region: RegionLiteralExpr 23:1 rank=1
-- CHECK-NEXT:         Single 23:2
-- CHECK-NEXT:           NameExpr 23:2 R
-- CHECK-NEXT:       RegionScopeStmt 23:5
-- CHECK-NEXT:         region: DerivedRegionExpr 23:8 at
-- CHECK-NEXT:           CurrentRegionExpr 23:6
-- CHECK-NEXT:           NameExpr 23:11 east
-- CHECK-NEXT:         CompoundStmt 23:17 begin-end
-- CHECK-NEXT:           AssignStmt 24:5 :=
-- CHECK-NEXT:             lhs: NameExpr 24:3 X
-- CHECK-NEXT:             rhs: FloatLiteral 24:8 1.0
-- CHECK-NEXT:   ProcedureDecl 27:11 bodies
-- CHECK-NEXT:     body: CompoundStmt 28:1 begin-end
