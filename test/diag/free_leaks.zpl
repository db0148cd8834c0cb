program freeleak;
extern free prototype wallclock() : double;
region R = [1..4];
free var t : double;
var s : double;
    A : [R] double;
procedure take(x : double);
begin
end;
procedure bump(free inout x : double);
begin
  x := x + 1.0;
end;
procedure freeleak();
begin
  t := wallclock();
  s := t;
  s := wallclock() + 1.0;
  if t > 1.0 then s := 0.0; end;
  writeln(t);
  take(t);
  bump(s);
  [R] A := t;
  [R] A := A + max<< t;
  s := max<< t;
  [R] s := +<< [R] t;
end;
-- A free (per-processor) value may only reach free storage or a reduction;
-- every other use is an error at -emit=ast that asks for the reduction.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: free_leaks.zpl:17:8: error: the right side of an assignment to a variable that is not `free` is a free (per-processor) value; combine the processors' values with a reduction first, e.g. `max<< t`
-- CHECK: free_leaks.zpl:18:20: error: the right side of an assignment to a variable that is not `free` is a free (per-processor) value
-- CHECK: free_leaks.zpl:19:8: error: the condition is a free (per-processor) value
-- CHECK: free_leaks.zpl:20:11: error: an item of `write` is a free (per-processor) value
-- CHECK: free_leaks.zpl:21:8: error: a free (per-processor) value passed to parameter `x`, which is not `free`
-- CHECK: free_leaks.zpl:22:8: error: the `free` parameter `x` needs a `free var` argument: it receives a value per processor
-- CHECK: free_leaks.zpl:23:12: error: the right side of a parallel assignment is a free (per-processor) value
-- CHECK: free_leaks.zpl:24:16: error: a reduction of a free value inside a parallel expression would run once per index; reduce it into a scalar before the statement
-- CHECK: free_leaks.zpl:26:12: error: operand of `+<<` must be parallel; `t` is a scalar
-- CHECK-NOT: error:
