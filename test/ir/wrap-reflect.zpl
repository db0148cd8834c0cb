-- RUN: %zplc %s -emit=ir | FileCheck %s
-- `wrap` and `reflect` become copy transfers of the array into its own
-- border: the offset is R's extent (wrap) or one step back (reflect).
program wr;

config var n : integer = 5;
region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
direction east = [0, 1]; north = [-1, 0];
var A : [BigR] integer;

-- CHECK: transfer t0 copy A -> A map [i1, i2-((n - 1) + 1)] over [1..n, (n + 1)..(n + 1)] runtime
-- CHECK-NEXT: transfer t1 copy A -> A map [i1+1, i2] over [0..0, 1..n] runtime
-- CHECK-LABEL: begin
-- CHECK-NEXT: DR t0
-- CHECK-NEXT: SR t0
-- CHECK-NEXT: DN t0
-- CHECK-NEXT: SV t0
-- CHECK-NEXT: DR t1
procedure wr();
begin
  [east of R] wrap A;
  [north of R] reflect A;
end;
