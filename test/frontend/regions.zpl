-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Region declarations: ranges, single indices, `*` (flood) dimensions,
-- several items per section, a distribution binding, and every derived form.
program regions;

config var n : integer = 4;

region R    = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
       Row  = [1, 1..n];
       Col  = [1..n, *];
region RB : Blk = [1..n, 1..n];
region North  = [north of R];
       Inside = [east in R];
       Moved  = R at [1, 1];
       Strided = R by [2, 2];
       Masked = R with M;
       Holes  = R without M;

direction north = [-1, 0]; east = [0, 1];

procedure regions();
begin
end;

-- CHECK: Program 4:1 regions
-- CHECK-NEXT:   VarDecl 6:12 n config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 6:16 integer
-- CHECK-NEXT:     init: IntegerLiteral 6:26 4
-- CHECK-NEXT:   RegionDecl 8:8 R
-- CHECK-NEXT:     RegionLiteralExpr 8:15 rank=2
-- CHECK-NEXT:       Range 8:16
-- CHECK-NEXT:         lo: IntegerLiteral 8:16 1
-- CHECK-NEXT:         hi: NameExpr 8:19 n
-- CHECK-NEXT:       Range 8:22
-- CHECK-NEXT:         lo: IntegerLiteral 8:22 1
-- CHECK-NEXT:         hi: NameExpr 8:25 n
-- CHECK-NEXT:   RegionDecl 9:8 BigR
-- CHECK-NEXT:     RegionLiteralExpr 9:15 rank=2
-- CHECK-NEXT:       Range 9:16
-- CHECK-NEXT:         lo: IntegerLiteral 9:16 0
-- CHECK-NEXT:         hi: BinaryExpr 9:20 +
-- CHECK-NEXT:           NameExpr 9:19 n
-- CHECK-NEXT:           IntegerLiteral 9:21 1
-- CHECK-NEXT:       Range 9:24
-- CHECK-NEXT:         lo: IntegerLiteral 9:24 0
-- CHECK-NEXT:         hi: BinaryExpr 9:28 +
-- CHECK-NEXT:           NameExpr 9:27 n
-- CHECK-NEXT:           IntegerLiteral 9:29 1
-- CHECK-NEXT:   RegionDecl 10:8 Row
-- CHECK-NEXT:     RegionLiteralExpr 10:15 rank=2
-- CHECK-NEXT:       Single 10:16
-- CHECK-NEXT:         IntegerLiteral 10:16 1
-- CHECK-NEXT:       Range 10:19
-- CHECK-NEXT:         lo: IntegerLiteral 10:19 1
-- CHECK-NEXT:         hi: NameExpr 10:22 n
-- CHECK-NEXT:   RegionDecl 11:8 Col
-- CHECK-NEXT:     RegionLiteralExpr 11:15 rank=2
-- CHECK-NEXT:       Range 11:16
-- CHECK-NEXT:         lo: IntegerLiteral 11:16 1
-- CHECK-NEXT:         hi: NameExpr 11:19 n
-- CHECK-NEXT:       Star 11:22
-- CHECK-NEXT:   RegionDecl 12:8 RB
-- CHECK-NEXT:     distribution: NameExpr 12:13 Blk
-- CHECK-NEXT:     RegionLiteralExpr 12:19 rank=2
-- CHECK-NEXT:       Range 12:20
-- CHECK-NEXT:         lo: IntegerLiteral 12:20 1
-- CHECK-NEXT:         hi: NameExpr 12:23 n
-- CHECK-NEXT:       Range 12:26
-- CHECK-NEXT:         lo: IntegerLiteral 12:26 1
-- CHECK-NEXT:         hi: NameExpr 12:29 n
-- CHECK-NEXT:   RegionDecl 13:8 North
-- CHECK-NEXT:     DerivedRegionExpr 13:24 of
-- CHECK-NEXT:       NameExpr 13:18 north
-- CHECK-NEXT:       NameExpr 13:27 R
-- CHECK-NEXT:   RegionDecl 14:8 Inside
-- CHECK-NEXT:     DerivedRegionExpr 14:23 in
-- CHECK-NEXT:       NameExpr 14:18 east
-- CHECK-NEXT:       NameExpr 14:26 R
-- CHECK-NEXT:   RegionDecl 15:8 Moved
-- CHECK-NEXT:     DerivedRegionExpr 15:19 at
-- CHECK-NEXT:       NameExpr 15:17 R
-- CHECK-NEXT:       DirectionLiteralExpr 15:22 rank=2
-- CHECK-NEXT:         IntegerLiteral 15:23 1
-- CHECK-NEXT:         IntegerLiteral 15:26 1
-- CHECK-NEXT:   RegionDecl 16:8 Strided
-- CHECK-NEXT:     DerivedRegionExpr 16:20 by
-- CHECK-NEXT:       NameExpr 16:18 R
-- CHECK-NEXT:       DirectionLiteralExpr 16:23 rank=2
-- CHECK-NEXT:         IntegerLiteral 16:24 2
-- CHECK-NEXT:         IntegerLiteral 16:27 2
-- CHECK-NEXT:   RegionDecl 17:8 Masked
-- CHECK-NEXT:     DerivedRegionExpr 17:19 with
-- CHECK-NEXT:       NameExpr 17:17 R
-- CHECK-NEXT:       NameExpr 17:24 M
-- CHECK-NEXT:   RegionDecl 18:8 Holes
-- CHECK-NEXT:     DerivedRegionExpr 18:19 without
-- CHECK-NEXT:       NameExpr 18:17 R
-- CHECK-NEXT:       NameExpr 18:27 M
-- CHECK-NEXT:   DirectionDecl 20:11 north
-- CHECK-NEXT:     DirectionLiteralExpr 20:19 rank=2
-- CHECK-NEXT:       UnaryExpr 20:20 -
-- CHECK-NEXT:         IntegerLiteral 20:21 1
-- CHECK-NEXT:       IntegerLiteral 20:24 0
-- CHECK-NEXT:   DirectionDecl 20:28 east
-- CHECK-NEXT:     DirectionLiteralExpr 20:35 rank=2
-- CHECK-NEXT:       IntegerLiteral 20:36 0
-- CHECK-NEXT:       IntegerLiteral 20:39 1
-- CHECK-NEXT:   ProcedureDecl 22:11 regions
-- CHECK-NEXT:     body: CompoundStmt 23:1 begin-end
