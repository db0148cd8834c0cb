-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Shifts by named directions, literal directions, elements of direction
-- arrays and parenthesised expressions; wrap-around shifts; primes.
program shifts;

procedure shifts();
begin
  [R] A := B@east + B@[0, -1] + B@dirs[i] + B@(d) + B@^west;
  [R] A := A'@north + A@east@south;
  [R] A@east := B;
end;

-- CHECK: Program 4:1 shifts
-- CHECK-NEXT:   ProcedureDecl 6:11 shifts
-- CHECK-NEXT:     body: CompoundStmt 7:1 begin-end
-- CHECK-NEXT:       RegionScopeStmt 8:3
-- CHECK-NEXT:         region: RegionLiteralExpr 8:3 rank=1
-- CHECK-NEXT:           Single 8:4
-- CHECK-NEXT:             NameExpr 8:4 R
-- CHECK-NEXT:         AssignStmt 8:9 :=
-- CHECK-NEXT:           lhs: NameExpr 8:7 A
-- CHECK-NEXT:           rhs: BinaryExpr 8:51 +
-- CHECK-NEXT:             BinaryExpr 8:43 +
-- CHECK-NEXT:               BinaryExpr 8:31 +
-- CHECK-NEXT:                 BinaryExpr 8:19 +
-- CHECK-NEXT:                   ShiftExpr 8:13 @
-- CHECK-NEXT:                     NameExpr 8:12 B
-- CHECK-NEXT:                     direction: NameExpr 8:14 east
-- CHECK-NEXT:                   ShiftExpr 8:22 @
-- CHECK-NEXT:                     NameExpr 8:21 B
-- CHECK-NEXT:                     direction: DirectionLiteralExpr 8:23 rank=2
-- CHECK-NEXT:                       IntegerLiteral 8:24 0
-- CHECK-NEXT:                       UnaryExpr 8:27 -
-- CHECK-NEXT:                         IntegerLiteral 8:28 1
-- CHECK-NEXT:                 ShiftExpr 8:34 @
-- CHECK-NEXT:                   NameExpr 8:33 B
-- CHECK-NEXT:                   direction: SubscriptExpr 8:39
-- CHECK-NEXT:                     NameExpr 8:35 dirs
-- CHECK-NEXT:                     index: NameExpr 8:40 i
-- CHECK-NEXT:               ShiftExpr 8:46 @
-- CHECK-NEXT:                 NameExpr 8:45 B
-- CHECK-NEXT:                 direction: NameExpr 8:48 d
-- CHECK-NEXT:             ShiftExpr 8:54 @^
-- CHECK-NEXT:               NameExpr 8:53 B
-- CHECK-NEXT:               direction: NameExpr 8:56 west
-- CHECK-NEXT:       RegionScopeStmt 9:3
-- CHECK-NEXT:         region: RegionLiteralExpr 9:3 rank=1
-- CHECK-NEXT:           Single 9:4
-- CHECK-NEXT:             NameExpr 9:4 R
-- CHECK-NEXT:         AssignStmt 9:9 :=
-- CHECK-NEXT:           lhs: NameExpr 9:7 A
-- CHECK-NEXT:           rhs: BinaryExpr 9:21 +
-- CHECK-NEXT:             ShiftExpr 9:14 @
-- CHECK-NEXT:               PrimeExpr 9:13
-- CHECK-NEXT:                 NameExpr 9:12 A
-- CHECK-NEXT:               direction: NameExpr 9:15 north
-- CHECK-NEXT:             ShiftExpr 9:29 @
-- CHECK-NEXT:               ShiftExpr 9:24 @
-- CHECK-NEXT:                 NameExpr 9:23 A
-- CHECK-NEXT:                 direction: NameExpr 9:25 east
-- CHECK-NEXT:               direction: NameExpr 9:30 south
-- CHECK-NEXT:       RegionScopeStmt 10:3
-- CHECK-NEXT:         region: RegionLiteralExpr 10:3 rank=1
-- CHECK-NEXT:           Single 10:4
-- CHECK-NEXT:             NameExpr 10:4 R
-- CHECK-NEXT:         AssignStmt 10:14 :=
-- CHECK-NEXT:           lhs: ShiftExpr 10:8 @
-- CHECK-NEXT:             NameExpr 10:7 A
-- CHECK-NEXT:             direction: NameExpr 10:9 east
-- CHECK-NEXT:           rhs: NameExpr 10:17 B
