program freeproc;
extern free prototype wallclock() : double;
prototype later() : double;
extern prototype fabs(x : generic) : generic;
free var t : double;
var s : double;
procedure leaky() : double;
begin
  t := wallclock();
  return t;
end;
free procedure noresult();
begin
end;
free procedure later() : double;
begin
  return 1.0;
end;
free procedure clock() : double;
begin
  return wallclock();
end;
procedure freeproc();
begin
  s := clock();
  if clock() > 0.0 then s := 1.0; end;
  s := max<< clock();
  s := fabs(t);
  t := fabs(t);
end;
-- Only a `free procedure` may return a free (per-processor) value; it needs
-- a scalar result, agrees with its prototype, and its result is itself a
-- free value (a reduction combines it), as is a built-in's of free values,
-- also when a prototype restates the built-in.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: free_procedure.zpl:10:10: error: the result of `leaky` is a free (per-processor) value; declare it `free procedure leaky` or combine the processors' values with a reduction first, e.g. `max<< t`
-- CHECK: free_procedure.zpl:12:16: error: a `free` procedure returns a per-processor scalar; give `noresult` a scalar result type
-- CHECK: free_procedure.zpl:15:16: error: procedure `later` does not match its prototype: it is `free` here but not `free` in the prototype
-- CHECK: free_procedure.zpl:25:8: error: the right side of an assignment to a variable that is not `free` is a free (per-processor) value; combine the processors' values with a reduction first, e.g. `max<< t`
-- CHECK: free_procedure.zpl:26:14: error: the condition is a free (per-processor) value; combine the processors' values with a reduction first, e.g. `max<< t`
-- CHECK: free_procedure.zpl:28:8: error: the right side of an assignment to a variable that is not `free` is a free (per-processor) value; combine the processors' values with a reduction first, e.g. `max<< t`
-- CHECK-NOT: error:
