-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Prototypes, parameter modes (in, out, inout, ZPL's `var`), rank-only
-- parallel parameters, results, locals, a body under a region scope, and the
-- optional trailing `;`.
program procedures;

region R = [1..4, 1..4];

prototype f(x : integer) : integer;
extern prototype g(in a : double; out b : double);

procedure f(x : integer) : integer;
begin
  return x * 2;
end;

procedure h(in a, b : integer, out c : double; inout M : [,] double; var V : [] integer);
var t : integer;
    u : [R] double;
begin
  c := 1.0
end

procedure noparens;
begin
end;

procedure procedures();
[R] begin
  return;
end;

-- CHECK: Program 5:1 procedures
-- CHECK-NEXT:   RegionDecl 7:8 R
-- CHECK-NEXT:     RegionLiteralExpr 7:12 rank=2
-- CHECK-NEXT:       Range 7:13
-- CHECK-NEXT:         lo: IntegerLiteral 7:13 1
-- CHECK-NEXT:         hi: IntegerLiteral 7:16 4
-- CHECK-NEXT:       Range 7:19
-- CHECK-NEXT:         lo: IntegerLiteral 7:19 1
-- CHECK-NEXT:         hi: IntegerLiteral 7:22 4
-- CHECK-NEXT:   ProcedureDecl 9:11 f prototype
-- CHECK-NEXT:     param: ParamDecl 9:13 x in
-- CHECK-NEXT:       type: BuiltinTypeExpr 9:17 integer
-- CHECK-NEXT:     returns: BuiltinTypeExpr 9:28 integer
-- CHECK-NEXT:   ProcedureDecl 10:18 g extern prototype
-- CHECK-NEXT:     param: ParamDecl 10:23 a in
-- CHECK-NEXT:       type: BuiltinTypeExpr 10:27 double
-- CHECK-NEXT:     param: ParamDecl 10:39 b out
-- CHECK-NEXT:       type: BuiltinTypeExpr 10:43 double
-- CHECK-NEXT:   ProcedureDecl 12:11 f
-- CHECK-NEXT:     param: ParamDecl 12:13 x in
-- CHECK-NEXT:       type: BuiltinTypeExpr 12:17 integer
-- CHECK-NEXT:     returns: BuiltinTypeExpr 12:28 integer
-- CHECK-NEXT:     body: CompoundStmt 13:1 begin-end
-- CHECK-NEXT:       ReturnStmt 14:3
-- CHECK-NEXT:         BinaryExpr 14:12 *
-- CHECK-NEXT:           NameExpr 14:10 x
-- CHECK-NEXT:           IntegerLiteral 14:14 2
-- CHECK-NEXT:   ProcedureDecl 17:11 h
-- CHECK-NEXT:     param: ParamDecl 17:16 a in
-- CHECK-NEXT:       type: BuiltinTypeExpr 17:23 integer
-- CHECK-NEXT:     param: ParamDecl 17:19 b in
-- CHECK-NEXT:       type: BuiltinTypeExpr 17:23 integer
-- CHECK-NEXT:     param: ParamDecl 17:36 c out
-- CHECK-NEXT:       type: BuiltinTypeExpr 17:40 double
-- CHECK-NEXT:     param: ParamDecl 17:54 M inout
-- CHECK-NEXT:       type: ParallelArrayTypeExpr 17:58 rank-only rank=2
-- CHECK-NEXT:         element: BuiltinTypeExpr 17:62 double
-- CHECK-NEXT:     param: ParamDecl 17:74 V inout
-- CHECK-NEXT:       type: ParallelArrayTypeExpr 17:78 rank-only rank=1
-- CHECK-NEXT:         element: BuiltinTypeExpr 17:81 integer
-- CHECK-NEXT:     local: VarDecl 18:5 t var local
-- CHECK-NEXT:       type: BuiltinTypeExpr 18:9 integer
-- CHECK-NEXT:     local: VarDecl 19:5 u var local
-- CHECK-NEXT:       type: ParallelArrayTypeExpr 19:9
-- CHECK-NEXT:         region: RegionLiteralExpr 19:9 rank=1
-- CHECK-NEXT:           Single 19:10
-- CHECK-NEXT:             NameExpr 19:10 R
-- CHECK-NEXT:         element: BuiltinTypeExpr 19:13 double
-- CHECK-NEXT:     body: CompoundStmt 20:1 begin-end
-- CHECK-NEXT:       AssignStmt 21:5 :=
-- CHECK-NEXT:         lhs: NameExpr 21:3 c
-- CHECK-NEXT:         rhs: FloatLiteral 21:8 1.0
-- CHECK-NEXT:   ProcedureDecl 24:11 noparens
-- CHECK-NEXT:     body: CompoundStmt 25:1 begin-end
-- CHECK-NEXT:   ProcedureDecl 28:11 procedures
-- CHECK-NEXT:     body: RegionScopeStmt 29:1
-- CHECK-NEXT:       region: RegionLiteralExpr 29:1 rank=1
-- CHECK-NEXT:         Single 29:2
-- CHECK-NEXT:           NameExpr 29:2 R
-- CHECK-NEXT:       CompoundStmt 29:5 begin-end
-- CHECK-NEXT:         ReturnStmt 30:3
