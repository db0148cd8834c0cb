-- RUN: %zplc %s -emit=ir-lowered | FileCheck %s --check-prefix=LOW
-- RUN: %zplc %s -emit=ir | FileCheck %s
-- RUN: %zplc %s -emit=ir -o %t.zir && %zplc -x ir %t.zir -emit=ir | FileCheck %s
-- The prime operator (ir/lower/Wavefront.cpp). Along block dimensions a
-- statement with `A'@d` stays whole and carries its order (`wave`: 1 for
-- increasing indices, -1 for decreasing, 0 free); it reads A in place, with
-- no temporary, and its halo transfers of A get no IRONMAN calls (codegen
-- runs them before each processor's turn). An unprimed shifted read of A
-- reads a copy taken first. Along a cyclic dimension the statement runs one
-- slice at a time (`for` over the ordered dimension, downwards for a
-- positive component).
program wf;
config var n : integer = 5;
grid G = [1, 1];
distribution DC : G = [cyclic, block];
region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
       RC : DC = [1..n, 1..n];
       BigC : DC = [0..n+1, 0..n+1];
direction north = [-1, 0]; south = [1, 0]; west = [0, -1]; se = [1, 1];
var A : [BigR] double;
    C : [BigC] double;
procedure wf();
begin
  [R] A := A'@north + A'@west;
  [R] A := A'@se + A@north;
  [RC] C := C'@south + C;
end;

-- LOW-LABEL: procedure wf()
-- LOW: [R] A := (A@[-1, 0] + A@[0, -1]) wave [1, 1]
-- LOW-NEXT: [BigR] $W0 := A
-- LOW-NEXT: [R] A := (A@[1, 1] + $W0@[-1, 0]) wave [-1, -1]
-- LOW-NEXT: for $wave1 := n downto 1 do
-- LOW-NEXT: [$wave1..$wave1, 1..n] C := (C@[1, 0] + C)
-- LOW-NEXT: end

-- CHECK: transfer t0 halo A -> A map [i1-1, i2] over [R]
-- CHECK: transfer t2 halo A -> A map [i1+1, i2+1] over [R]
-- CHECK: transfer t3 halo $W0 -> $W0 map [i1-1, i2] over [R]
-- CHECK-LABEL: procedure wf()
-- CHECK-NOT: {{DR|SR|DN|SV}} t0
-- CHECK: [R] A := (A@[-1, 0] + A@[0, -1]) wave [1, 1] needs t0, t1
-- CHECK-NEXT: [BigR] $W0 := A
-- CHECK-NEXT: DR t3
-- CHECK-NEXT: SR t3
-- CHECK-NEXT: DN t3
-- CHECK-NEXT: [R] A := (A@[1, 1] + $W0@[-1, 0]) wave [-1, -1] needs t2, t3
-- CHECK-NEXT: for $wave1 := n downto 1 do
-- CHECK-NOT: {{DR|SR|DN|SV}} t{{[012]$}}
-- CHECK: end
