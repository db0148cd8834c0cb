-- Items of `write` and `read` are used over the statement's region, as an
-- assignment's sides are (checkFloodUses): an array not flooded in a `*`
-- dimension of that region has no value there, and reading into a flood
-- array over indices of its `*` dimension would store many values in its
-- one position there (the runtime silently stored none). Both are refused
-- at -emit=ast. test/exec/flood-io.zpl runs the forms that compile.
program floodio;
config var n : integer = 3;
region R = [1..n, 1..n];
       Col = [1..n, *];
var A : [R] integer;
    F : [Col] integer;
procedure floodio();
begin
  [Col] writeln(A);
  [Col] writeln(F + A@[0, 1]);
  [Col] read(A);
  [R] read(F);
  [R] writeln(F);   -- fine
  [Col] read(F);    -- fine
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: flood-io.zpl:15:17: error: `A` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] A`)
-- CHECK: flood-io.zpl:16:22: error: `A` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] A`)
-- CHECK: flood-io.zpl:17:14: error: `A` is not flooded in dimension 2, but the region it is used over has `*` there (every index): use it over a region without `*`, or read it flooded (`>>[...] A`)
-- CHECK: flood-io.zpl:18:12: error: reading into `F`, flooded in dimension 2, over a region that is not `*` there is not supported by the code generator yet: read it over a region with `*` there
-- CHECK-NOT: error:
