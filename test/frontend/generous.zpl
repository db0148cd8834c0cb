-- RUN: %zplc %s -emit=ast --parse-only | FileCheck %s
-- What real ZPL programs relied on: no `;` before `end`/`until`, empty
-- statements, begin...end blocks as statements, `[R] begin ... end;`,
-- `const` for `constant`, `region` as a type, `direction<+,0>`, a procedure
-- without a trailing `;`, and stray semicolons between declarations.
program generous;

const n : integer = 4;
const Base : region<.., ..> = [1..n, 1..n];
var d : direction<+,0>;;
var A : [Base] double;

procedure helper()
;
begin
  begin A := 1.0 end;
  begin end;
  ;;
  if true then A := 2.0 end
end

procedure generous();
[Base] begin
  repeat A += 1.0 until true;
  [Base] begin
    A := 3.0
  end;
end;

-- CHECK: VarDecl 9:7 Base constant
-- CHECK-NEXT: type: RegionTypeExpr 9:14 rank=2
-- CHECK: VarDecl 10:5 d var
-- CHECK-NEXT: type: DirectionTypeExpr 10:9 <+,0>
-- CHECK: ProcedureDecl 13:11 helper
-- CHECK: CompoundStmt 16:3 begin-end
-- CHECK: CompoundStmt 17:3 begin-end
-- CHECK: IfStmt 19:3
-- CHECK: ProcedureDecl 22:11 generous
-- CHECK-NEXT: body: RegionScopeStmt 23:1
-- CHECK: RepeatStmt 24:3
-- CHECK: RegionScopeStmt 25:3
-- CHECK: CompoundStmt 25:10 begin-end
