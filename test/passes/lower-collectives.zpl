-- RUN: %zplc %s -emit=ir | FileCheck %s
-- lowerCollectives: a reduction assigned to a scalar becomes one statement;
-- one nested in an expression or a loop condition gets a temporary that is
-- recomputed where the condition is evaluated.
program coll;

config var n : integer = 4;
region R = [1..n, 1..n];
var A : [R] double;
    s : double;
    c : integer;

-- CHECK-LABEL: procedure coll()
-- CHECK: var $red0 : double
-- CHECK: var $red1 : integer
-- CHECK: var $red2 : double
-- CHECK: s := +<< [R] A
-- CHECK-NEXT: $red0 := max<< [R] A
-- CHECK-NEXT: s := (s / $red0)
-- Counting booleans sums them as integers.
-- CHECK-NEXT: $red1 := +<< [R] (A > 0.5)
-- CHECK-NEXT: writeln("count: ", $red1)
-- CHECK-NEXT: repeat
-- CHECK-NEXT: [R] A := (A / 2.0)
-- CHECK-NEXT: $red2 := min<< [R] A
-- CHECK-NEXT: until ($red2 < 0.1)
procedure coll();
[R] begin
  A := to_double(Index1 * Index2);
  s := +<< A;
  s := s / max<< A;
  writeln("count: ", +<< (A > 0.5));
  repeat
    A := A / 2.0;
  until min<< A < 0.1;
end;
