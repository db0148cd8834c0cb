-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Processor grids and distributions with every format.
program distributions;

config var p : integer = 2;

grid G = [2, 2];
     H = [p, 1, 1];
distribution Blk : G = [block, block];
             Cyc : G = [cyclic, cyclic(4)];
             Mix : H = [block, *, cyclic(p * 2)];
region RB : Blk = [1..8, 1..8];

procedure distributions();
begin
end;

-- CHECK: Program 3:1 distributions
-- CHECK-NEXT:   VarDecl 5:12 p config-var
-- CHECK-NEXT:     type: BuiltinTypeExpr 5:16 integer
-- CHECK-NEXT:     init: IntegerLiteral 5:26 2
-- CHECK-NEXT:   GridDecl 7:6 G
-- CHECK-NEXT:     IntegerLiteral 7:11 2
-- CHECK-NEXT:     IntegerLiteral 7:14 2
-- CHECK-NEXT:   GridDecl 8:6 H
-- CHECK-NEXT:     NameExpr 8:11 p
-- CHECK-NEXT:     IntegerLiteral 8:14 1
-- CHECK-NEXT:     IntegerLiteral 8:17 1
-- CHECK-NEXT:   DistributionDecl 9:14 Blk
-- CHECK-NEXT:     grid: NameExpr 9:20 G
-- CHECK-NEXT:     format: block 9:25
-- CHECK-NEXT:     format: block 9:32
-- CHECK-NEXT:   DistributionDecl 10:14 Cyc
-- CHECK-NEXT:     grid: NameExpr 10:20 G
-- CHECK-NEXT:     format: cyclic 10:25
-- CHECK-NEXT:     format: cyclic(k) 10:33
-- CHECK-NEXT:       k: IntegerLiteral 10:40 4
-- CHECK-NEXT:   DistributionDecl 11:14 Mix
-- CHECK-NEXT:     grid: NameExpr 11:20 H
-- CHECK-NEXT:     format: block 11:25
-- CHECK-NEXT:     format: * 11:32
-- CHECK-NEXT:     format: cyclic(k) 11:35
-- CHECK-NEXT:       k: BinaryExpr 11:44 *
-- CHECK-NEXT:         NameExpr 11:42 p
-- CHECK-NEXT:         IntegerLiteral 11:46 2
-- CHECK-NEXT:   RegionDecl 12:8 RB
-- CHECK-NEXT:     distribution: NameExpr 12:13 Blk
-- CHECK-NEXT:     RegionLiteralExpr 12:19 rank=2
-- CHECK-NEXT:       Range 12:20
-- CHECK-NEXT:         lo: IntegerLiteral 12:20 1
-- CHECK-NEXT:         hi: IntegerLiteral 12:23 8
-- CHECK-NEXT:       Range 12:26
-- CHECK-NEXT:         lo: IntegerLiteral 12:26 1
-- CHECK-NEXT:         hi: IntegerLiteral 12:29 8
-- CHECK-NEXT:   ProcedureDecl 14:11 distributions
-- CHECK-NEXT:     body: CompoundStmt 15:1 begin-end
