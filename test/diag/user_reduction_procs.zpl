program udrerr;
config var n : integer = 4;
region R = [1..n, 1..n];
type pt = record x, y : integer; end;
var A : [R] integer;
    P : [R] pt;
    v : integer;

procedure onlyacc(v, d : integer) : integer;
begin
  return v + d;
end;

procedure mixed() : double;
begin
  return 0.0;
end;

procedure mixed(v, d : integer) : integer;
begin
  return v + d;
end;

procedure novar(var d : integer);
begin
  d := 0;
end;

procedure novar(v, d : integer);
begin
end;

procedure mymin() : integer;
begin
  return 1000;
end;

procedure mymin(v, d : integer) : integer;
begin
  if v < d then return v; end;
  return d;
end;

procedure par() : integer;
begin
  return 0;
end;

procedure par(v, d : integer) : integer;
begin
  [R] A := 0;
  return v + d;
end;

procedure ptsum() : pt;
var z : pt;
begin
  return z;
end;

procedure ptsum(a, b : pt) : pt;
begin
  return a;
end;

procedure twice(a : integer) : integer;
begin
  return a;
end;

procedure twice(b : integer) : integer;
begin
  return b;
end;

procedure udrerr();
var b : boolean;
begin
  [R] v := nosuch<< A;
  [R] v := v<< A;
  [R] v := onlyacc<< A;
  [R] v := mixed<< A;
  [R] v := novar<< A;
  [R] v := mymin<< 3;
  [R] v := par<< A;
  [R] writeln(ptsum<< P);
  [R] A := nosuch|| A;
  v := mymin(1, 2, 3);
end;
-- Errors of user-defined reductions and scans and of the overloading they
-- rely on (only two definitions of one name with different numbers of
-- parameters overload): each is located at the reduction and says what to
-- write. Before: every `f<<` and `f||` was refused alike.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: user_reduction_procs.zpl:71:11: error: redefinition of `twice`
-- CHECK: user_reduction_procs.zpl:79:12: error: user-defined reduction `nosuch<<` needs procedures named `nosuch`: an identity `nosuch() : T` and an accumulation `nosuch(v, d : T) : T`, or `nosuch(var d : T)` and `nosuch(v : T; var d : T)`
-- CHECK-NEXT: {{^}}  [R] v := nosuch<< A;{{$}}
-- CHECK-NEXT: {{^ {11}\^$}}
-- CHECK: user_reduction_procs.zpl:80:12: error: user-defined reduction `v<<` needs procedures named `v`
-- CHECK: user_reduction_procs.zpl:81:12: error: user-defined reduction `onlyacc<<`: no identity procedure; write `onlyacc() : T` (or `onlyacc(var d : T)`)
-- CHECK: user_reduction_procs.zpl:9:11: note: `onlyacc` is declared here
-- CHECK: user_reduction_procs.zpl:82:12: error: user-defined reduction `mixed<<`: the identity returns `double`, so `mixed(v, d : T) : T` must take and return `double`
-- CHECK: user_reduction_procs.zpl:83:12: error: user-defined reduction `novar<<`: in the var form, `novar(var d : T)` and `novar(v : T; var d : T)` have no result and take `d` by `var`
-- CHECK: user_reduction_procs.zpl:84:12: error: operand of `mymin<<` must be parallel; the expression is a scalar
-- CHECK: user_reduction_procs.zpl:85:12: error: user-defined reduction `par<<`: procedure `par` runs once per element, but its body uses parallel arrays or regions
-- CHECK: user_reduction_procs.zpl:51:3: note: parallel code of `par` is here
-- CHECK: user_reduction_procs.zpl:86:15: error: user-defined reduction `ptsum<<`: its type `pt` is not supported yet; use a numeric or boolean type
-- CHECK: user_reduction_procs.zpl:87:12: error: user-defined scan `nosuch||` needs procedures named `nosuch`
-- CHECK: user_reduction_procs.zpl:88:8: error: procedure `mymin` takes 0 or 2 argument(s) but 3 were given
-- CHECK-NOT: error:
