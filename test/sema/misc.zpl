program misc;
config var n : integer = 4;
           verbose : boolean = false;
constant Base : region<.., ..> = [1..n, 1..n];
type point = record x : integer; y : double; end;
     levels = array [1..3] of region<.., ..>;
region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
direction east = [0, 1];
          west = [0, -1];
var A : [BigR] double;
    p : point;
    L : levels;
    f : file;
    t : timer;
    k : integer;
    total : double;
free var scratch : integer;
extern prototype cfunc(x : double) : double;

procedure fill(M : [,] double; out s : double);
[R] begin
  s := +<< M;
end;

procedure misc();
var Local : [R] double;
    d : direction<.., ..>;
begin
  ClearTimer(t);
  StartTimer(t, 1);
  p.x := 3;
  p.y := to_double(p.x) / 2.0;
  L[1] := Base;
  d := [1, 0];
  [R] A := Index1 * 10 + Index2;
  [L[1]] Local := A@east - A@d;
  [east of R] wrap A;
  [west of R] reflect A;
  [R] begin
    [" at east] A := 0.0;
    ["] Local += 1.0;
    [, 1] Local := 0.0;
  end;
  fill(A, total);
  f := open("out.txt", file_write);
  [R] writeln(f, "%6.2f":A);
  writeln(f, "total ", total);
  close(f);
  StopTimer(t);
  if verbose then
    writeln("time ", ReadTimer(t));
  end;
  if total < 0.0 then
    halt("negative total ", total);
  end;
  for k := n downto 1 by 1 do
    if k = 2 then continue; end;
    if k = 1 then exit; end;
  end;
  total := cfunc(total);
  scratch := k;
end;

-- Records, arrays of regions, region-valued constants, direction variables,
-- files, timers, wrap/reflect, `"`, and `for ... by` (whose step the grammar
-- attaches to the bound as a region `by`; sema moves it back).
-- RUN: %zplc %s -emit=ast | FileCheck %s
-- CHECK: VarDecl 4:10 Base constant type=region<.., ..>
-- CHECK: TypeDecl 5:6 point type=point
-- CHECK: TypeDecl 6:6 levels type=array [..] of region<.., ..>
-- CHECK: ProcedureDecl 19:18 cfunc extern prototype type=double
-- CHECK: lhs: MemberExpr 32:{{[0-9]+}} x type=integer
-- CHECK: lhs: SubscriptExpr 34:{{[0-9]+}} type=region<.., ..>
-- CHECK: lhs: NameExpr 35:3 d -> VarDecl d 28:5 type=direction<.., ..>
-- CHECK-NEXT: rhs: RegionLiteralExpr 35:8 rank=2 type=direction<.., ..>
-- CHECK: ShiftExpr 37:{{[0-9]+}} @ type=double parallel rank=2
-- CHECK: IOStmt 47:7 writeln with-file
-- CHECK: ForStmt 57:3 downto
-- CHECK: to: IntegerLiteral 57:21 1 type=integer
-- CHECK-NEXT: by: IntegerLiteral 57:26 1 type=integer
