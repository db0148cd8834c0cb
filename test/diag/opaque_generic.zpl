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
-- CHECK: opaque_generic.zpl:4:24: error: parameter `x` of type `generic` must be passed `in`
-- CHECK: opaque_generic.zpl:5:35: error: a `generic` result takes its type from `generic` parameters, and `h` has none
-- CHECK: opaque_generic.zpl:6:17: error: type `generic` is only allowed for parameters and results of `extern prototype`s
-- CHECK: opaque_generic.zpl:7:16: error: config `k` must have a scalar type that can be set on the command line, not `opaque`
-- CHECK: opaque_generic.zpl:9:13: error: `opaque` values can only be scalar variables, parameters and results, not elements of arrays or fields of records
-- CHECK: opaque_generic.zpl:10:25: error: `opaque` values can only be scalar variables, parameters and results, not elements of arrays or fields of records
-- CHECK: opaque_generic.zpl:14:9: error: `opaque` values can only be scalar variables, parameters and results, not elements of arrays or fields of records
-- CHECK: opaque_generic.zpl:19:5: error: cannot assign `integer` to `o` of type `opaque`
-- CHECK: opaque_generic.zpl:20:5: error: cannot assign `opaque` to `n` of type `integer`
-- CHECK: opaque_generic.zpl:21:11: error: cannot write `o` of type `opaque`
-- CHECK: opaque_generic.zpl:22:8: error: cannot compare `opaque` with `opaque` using `=`
-- CHECK: opaque_generic.zpl:23:10: error: cannot pass `boolean` as parameter `x` of type `generic`
-- CHECK: opaque_generic.zpl:25:10: error: cannot pass `opaque` as parameter `x` of type `generic`
-- CHECK: opaque_generic.zpl:6:11: error: prototype `p` has no matching procedure definition
-- CHECK-NOT: error:
