program resolution;

prototype odd(k : integer) : boolean;

procedure even(k : integer) : boolean;
begin
  if k = 0 then return true; end;
  return odd(k - 1);
end;

procedure odd(k : integer) : boolean;
begin
  if k = 0 then return false; end;
  return even(k - 1);
end;

procedure twice(x : integer) : integer;
begin
  return 2 * x;
end;

config var n : integer = 3;
           m : integer = twice(n) + 1;

var k : integer;

procedure resolution();
var k : double;     -- shadows the global k
begin
  k := 1.5;
  writeln(m, odd(m));
end;

-- Scoping, prototypes, and config initialisers that call procedures.
-- RUN: %zplc %s -emit=ast | FileCheck %s
-- CHECK: ProcedureDecl 3:11 odd prototype type=boolean
-- CHECK: ProcedureDecl 5:11 even type=boolean
-- the call before the definition goes through the prototype
-- CHECK: CallExpr 8:10 odd -> ProcedureDecl odd 3:11 type=boolean
-- CHECK: ProcedureDecl 11:11 odd type=boolean
-- CHECK: CallExpr 14:10 even -> ProcedureDecl even 5:11 type=boolean
-- CHECK: VarDecl 23:12 m config-var type=integer
-- CHECK: CallExpr 23:26 twice -> ProcedureDecl twice 17:11 type=integer
-- CHECK-NEXT: NameExpr 23:32 n -> VarDecl n 22:12 type=integer
-- CHECK-LABEL: ProcedureDecl 27:11 resolution type=void
-- CHECK: VarDecl 28:5 k var local type=double
-- CHECK: lhs: NameExpr 30:3 k -> VarDecl k 28:5 type=double
-- after the prototype is defined, calls resolve to the definition
-- CHECK: CallExpr 31:14 odd -> ProcedureDecl odd 11:11 type=boolean
