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
  [R] v := mymin<< (A > 0);
  [R] v := mymin<< 3;
  [R] v := par<< A;
  [R] writeln(ptsum<< P);
  [R] A := nosuch|| A;
  v := mymin(1, 2, 3);
end;
-- Errors of user-defined reductions and scans and of the overloading they
-- rely on: each names what to write.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
