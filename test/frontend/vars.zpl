-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Variables: scalars, several names sharing a type (each gets its own copy),
-- parallel arrays over named and literal regions, initialisers, free vars.
program vars;

region R = [1..4, 1..4];

var A, B : [R] double;
    s    : double = 1.5;
    L    : [1..4, 1..4] integer;
free var mine : integer;

procedure vars();
var t : integer;
begin
end;

-- CHECK: Program 4:1 vars
-- CHECK-NEXT:   RegionDecl 6:8 R
-- CHECK-NEXT:     RegionLiteralExpr 6:12 rank=2
-- CHECK-NEXT:       Range 6:13
-- CHECK-NEXT:         lo: IntegerLiteral 6:13 1
-- CHECK-NEXT:         hi: IntegerLiteral 6:16 4
-- CHECK-NEXT:       Range 6:19
-- CHECK-NEXT:         lo: IntegerLiteral 6:19 1
-- CHECK-NEXT:         hi: IntegerLiteral 6:22 4
-- CHECK-NEXT:   VarDecl 8:5 A var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 8:12
-- CHECK-NEXT:       region: RegionLiteralExpr 8:12 rank=1
-- CHECK-NEXT:         Single 8:13
-- CHECK-NEXT:           NameExpr 8:13 R
-- CHECK-NEXT:       element: BuiltinTypeExpr 8:16 double
-- CHECK-NEXT:   VarDecl 8:8 B var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 8:12
-- CHECK-NEXT:       region: RegionLiteralExpr 8:12 rank=1
-- CHECK-NEXT:         Single 8:13
-- CHECK-NEXT:           NameExpr 8:13 R
-- CHECK-NEXT:       element: BuiltinTypeExpr 8:16 double
-- CHECK-NEXT:   VarDecl 9:5 s var
-- CHECK-NEXT:     type: BuiltinTypeExpr 9:12 double
-- CHECK-NEXT:     init: FloatLiteral 9:21 1.5
-- CHECK-NEXT:   VarDecl 10:5 L var
-- CHECK-NEXT:     type: ParallelArrayTypeExpr 10:12
-- CHECK-NEXT:       region: RegionLiteralExpr 10:12 rank=2
-- CHECK-NEXT:         Range 10:13
-- CHECK-NEXT:           lo: IntegerLiteral 10:13 1
-- CHECK-NEXT:           hi: IntegerLiteral 10:16 4
-- CHECK-NEXT:         Range 10:19
-- CHECK-NEXT:           lo: IntegerLiteral 10:19 1
-- CHECK-NEXT:           hi: IntegerLiteral 10:22 4
-- CHECK-NEXT:       element: BuiltinTypeExpr 10:25 integer
-- CHECK-NEXT:   VarDecl 11:10 mine free-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 11:17 integer
-- CHECK-NEXT:   ProcedureDecl 13:11 vars
-- CHECK-NEXT:     local: VarDecl 14:5 t var local
-- CHECK-NEXT:       type: BuiltinTypeExpr 14:9 integer
-- CHECK-NEXT:     body: CompoundStmt 15:1 begin-end
