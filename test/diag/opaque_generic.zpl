program opaquebad;
extern prototype mk() : opaque;
extern prototype f(x : generic) : generic;
extern prototype g(var x : generic);
extern prototype h(x : integer) : generic;
prototype p(x : generic);
config var k : opaque;
region R = [1..4];
var A : [R] opaque;
    L : array [1..3] of opaque;
    o, o2 : opaque;
    n : integer;
type rec = record
  ptr : opaque;
end;
procedure opaquebad();
begin
  o := mk();
  o := 0;
  n := o;
  writeln(o);
  if o = o2 then n := 1; end;
  n := f(true);
  n := f(2.5);
  n := f(o);
end;
-- `opaque` values are scalar variables, parameters and results; `generic`
-- is only for `in` parameters and results of `extern prototype`s and takes
-- integral and floating values. Everything else is refused at -emit=ast.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: error:
