-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- Type declarations: enumerations, indexed arrays (also of regions,
-- directions and parallel arrays), records, region and direction types and
-- every built-in scalar name.
program types;

region R = [1..4, 1..4];

type classes = (S, W, A);
     vec3    = array [1..3] of integer;
     grid2   = array [0..3, 1..n] of float;
     short   = array [8] of char;
     levels  = array [1..4] of region<.., ..>;
     dirs    = array [1..4] of direction<+,0>;
     planes  = array [1..2] of [R] double;
     point   = record x, y : integer; w : double; end;
     anyreg  = region;
     anydir  = direction;

var b : boolean; c : char; i : integer; l : long; f : float; d : double;
    s : string; fl : file; t : timer; li : longint; u : ubyte;
    k : classes;

procedure types();
begin
end;

-- CHECK: Program 5:1 types
-- CHECK-NEXT:   RegionDecl 7:8 R
-- CHECK-NEXT:     RegionLiteralExpr 7:12 rank=2
-- CHECK-NEXT:       Range 7:13
-- CHECK-NEXT:         lo: IntegerLiteral 7:13 1
-- CHECK-NEXT:         hi: IntegerLiteral 7:16 4
-- CHECK-NEXT:       Range 7:19
-- CHECK-NEXT:         lo: IntegerLiteral 7:19 1
-- CHECK-NEXT:         hi: IntegerLiteral 7:22 4
-- CHECK-NEXT:   TypeDecl 9:6 classes
-- CHECK-NEXT:     EnumTypeExpr 9:16
-- CHECK-NEXT:       EnumeratorDecl 9:17 S = 0
-- CHECK-NEXT:       EnumeratorDecl 9:20 W = 1
-- CHECK-NEXT:       EnumeratorDecl 9:23 A = 2
-- CHECK-NEXT:   TypeDecl 10:6 vec3
-- CHECK-NEXT:     IndexedArrayTypeExpr 10:16
-- CHECK-NEXT:       bound: Bound 10:23
-- CHECK-NEXT:         lo: IntegerLiteral 10:23 1
-- CHECK-NEXT:         hi: IntegerLiteral 10:26 3
-- CHECK-NEXT:       element: BuiltinTypeExpr 10:32 integer
-- CHECK-NEXT:   TypeDecl 11:6 grid2
-- CHECK-NEXT:     IndexedArrayTypeExpr 11:16
-- CHECK-NEXT:       bound: Bound 11:23
-- CHECK-NEXT:         lo: IntegerLiteral 11:23 0
-- CHECK-NEXT:         hi: IntegerLiteral 11:26 3
-- CHECK-NEXT:       bound: Bound 11:29
-- CHECK-NEXT:         lo: IntegerLiteral 11:29 1
-- CHECK-NEXT:         hi: NameExpr 11:32 n
-- CHECK-NEXT:       element: BuiltinTypeExpr 11:38 float
-- CHECK-NEXT:   TypeDecl 12:6 short
-- CHECK-NEXT:     IndexedArrayTypeExpr 12:16
-- CHECK-NEXT:       bound: Bound 12:23
-- CHECK-NEXT:         hi: IntegerLiteral 12:23 8
-- CHECK-NEXT:       element: BuiltinTypeExpr 12:29 char
-- CHECK-NEXT:   TypeDecl 13:6 levels
-- CHECK-NEXT:     IndexedArrayTypeExpr 13:16
-- CHECK-NEXT:       bound: Bound 13:23
-- CHECK-NEXT:         lo: IntegerLiteral 13:23 1
-- CHECK-NEXT:         hi: IntegerLiteral 13:26 4
-- CHECK-NEXT:       element: RegionTypeExpr 13:32 rank=2
-- CHECK-NEXT:   TypeDecl 14:6 dirs
-- CHECK-NEXT:     IndexedArrayTypeExpr 14:16
-- CHECK-NEXT:       bound: Bound 14:23
-- CHECK-NEXT:         lo: IntegerLiteral 14:23 1
-- CHECK-NEXT:         hi: IntegerLiteral 14:26 4
-- CHECK-NEXT:       element: DirectionTypeExpr 14:32 <+,0>
-- CHECK-NEXT:   TypeDecl 15:6 planes
-- CHECK-NEXT:     IndexedArrayTypeExpr 15:16
-- CHECK-NEXT:       bound: Bound 15:23
-- CHECK-NEXT:         lo: IntegerLiteral 15:23 1
-- CHECK-NEXT:         hi: IntegerLiteral 15:26 2
-- CHECK-NEXT:       element: ParallelArrayTypeExpr 15:32
-- CHECK-NEXT:         region: RegionLiteralExpr 15:32 rank=1
-- CHECK-NEXT:           Single 15:33
-- CHECK-NEXT:             NameExpr 15:33 R
-- CHECK-NEXT:         element: BuiltinTypeExpr 15:36 double
-- CHECK-NEXT:   TypeDecl 16:6 point
-- CHECK-NEXT:     RecordTypeExpr 16:16
-- CHECK-NEXT:       FieldDecl 16:23 x #0
-- CHECK-NEXT:         type: BuiltinTypeExpr 16:30 integer
-- CHECK-NEXT:       FieldDecl 16:26 y #1
-- CHECK-NEXT:         type: BuiltinTypeExpr 16:30 integer
-- CHECK-NEXT:       FieldDecl 16:39 w #2
-- CHECK-NEXT:         type: BuiltinTypeExpr 16:43 double
-- CHECK-NEXT:   TypeDecl 17:6 anyreg
-- CHECK-NEXT:     RegionTypeExpr 17:16
-- CHECK-NEXT:   TypeDecl 18:6 anydir
-- CHECK-NEXT:     DirectionTypeExpr 18:16
-- CHECK-NEXT:   VarDecl 20:5 b var
-- CHECK-NEXT:     type: BuiltinTypeExpr 20:9 boolean
-- CHECK-NEXT:   VarDecl 20:18 c var
-- CHECK-NEXT:     type: BuiltinTypeExpr 20:22 char
-- CHECK-NEXT:   VarDecl 20:28 i var
-- CHECK-NEXT:     type: BuiltinTypeExpr 20:32 integer
-- CHECK-NEXT:   VarDecl 20:41 l var
-- CHECK-NEXT:     type: BuiltinTypeExpr 20:45 long
-- CHECK-NEXT:   VarDecl 20:51 f var
-- CHECK-NEXT:     type: BuiltinTypeExpr 20:55 float
-- CHECK-NEXT:   VarDecl 20:62 d var
-- CHECK-NEXT:     type: BuiltinTypeExpr 20:66 double
-- CHECK-NEXT:   VarDecl 21:5 s var
-- CHECK-NEXT:     type: BuiltinTypeExpr 21:9 string
-- CHECK-NEXT:   VarDecl 21:17 fl var
-- CHECK-NEXT:     type: BuiltinTypeExpr 21:22 file
-- CHECK-NEXT:   VarDecl 21:28 t var
-- CHECK-NEXT:     type: BuiltinTypeExpr 21:32 timer
-- CHECK-NEXT:   VarDecl 21:39 li var
-- CHECK-NEXT:     type: BuiltinTypeExpr 21:44 long
-- CHECK-NEXT:   VarDecl 21:53 u var
-- CHECK-NEXT:     type: BuiltinTypeExpr 21:57 ubyte
-- CHECK-NEXT:   VarDecl 22:5 k var
-- CHECK-NEXT:     type: NamedTypeExpr 22:9 classes
-- CHECK-NEXT:   ProcedureDecl 24:11 types
-- CHECK-NEXT:     body: CompoundStmt 25:1 begin-end
