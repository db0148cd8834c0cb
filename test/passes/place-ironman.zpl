-- RUN: %zplc %s -emit=ir | FileCheck %s
-- placeIronman: every transfer of a statement gets DR and SR, then DN, before
-- it and SV after it, in the order DR SR DN SV that IRONMAN requires.
program place;

config var n : integer = 8;
region R = [1..n, 1..n];
       Big = [0..n+1, 0..n+1];
direction north = [-1, 0]; south = [1, 0];
var A, B : [Big] double;

-- CHECK-LABEL: begin
-- CHECK-NEXT: DR t0
-- CHECK-NEXT: DR t1
-- CHECK-NEXT: SR t0
-- CHECK-NEXT: SR t1
-- CHECK-NEXT: DN t0
-- CHECK-NEXT: DN t1
-- CHECK-NEXT: [R] B := (A@[-1, 0] - A@[1, 0])
-- CHECK-NEXT: SV t0
-- CHECK-NEXT: SV t1
-- CHECK-NEXT: [R] A := B
-- CHECK-NEXT: end
procedure place();
begin
  [R] B := A@north - A@south;
  [R] A := B;
end;
