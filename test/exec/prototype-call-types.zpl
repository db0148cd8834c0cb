-- A call through a `prototype` before the procedure's definition has the
-- prototype's result type. The lowering took the type from the procedure it
-- had lowered so far, which had none yet (`void`): `max(g(3), 1)` became an
-- integer `max` and printed 1 instead of 1.5, and the IR said `g(3):void`.
-- The lowering now reads every expression's type from sema.
-- RUN: %zplc %s -emit=ir-lowered | FileCheck %s --check-prefix=IR
-- IR: config var c : double = (g(3)@{{[0-9:]+}} + 1)
-- IR: writeln(max(g(3)@{{[0-9:]+}}, 1)) loc
-- IR-NOT: :void
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- CHECK: 2.5000 {{$}}
-- CHECK-NEXT: 1.5000 {{$}}
-- CHECK-NEXT: 1.5000 {{$}}
-- CHECK-NEXT: 2.5000 {{$}}
program prototypecalltypes;
prototype g(k : integer) : double;
config var c : double = g(3) + 1;
var x : double;
procedure prototypecalltypes();
begin
  writeln(c);
  writeln(max(g(3), 1));
  writeln(g(3));
  x := g(5) + 0;
  writeln(x);
end;
procedure g(k : integer) : double;
begin
  return k / 2.0;
end;
