-- A procedure with a result that ends without `return` (here when its
-- argument is not positive) was undefined behaviour in the generated C++:
-- at -O3 the program crashed (SIGSEGV). It now stops with an error naming
-- the procedure, printed once, on every binding.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 -sk=2 | FileCheck %s --check-prefix=OK
-- OK: 4
-- RUN: not %t -p1 2>&1 | FileCheck %s
-- RUN: not %t -p3 2>&1 | FileCheck %s
-- RUN: not %mpirun -np 2 %t --binding=mpi 2>&1 | FileCheck %s
-- CHECK: zpl: error: no-return-value.zpl: procedure `f` ended without returning a value
-- CHECK-NOT: zpl: error
program noreturnvalue;
config var k : integer = -1;
var x : integer;
procedure f(a : integer) : integer;
begin
  if a > 0 then
    return 2 * a;
  end;
end;
procedure noreturnvalue();
begin
  x := f(k);
  writeln(x);
end;
