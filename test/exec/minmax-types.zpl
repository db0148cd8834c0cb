-- `min` and `max` of characters are characters and of booleans booleans, as
-- the reductions `min<<` and `max<<` of them are: `max('a', 'z')` printed 122.
-- Mixed with numbers they compute in the common arithmetic type, as `+` does.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- CHECK: az
-- CHECK-NEXT: by
-- CHECK-NEXT: false true
-- CHECK-NEXT: {{ *}}99
-- CHECK-NEXT: bbcd
-- CHECK-EMPTY:
-- CHECK-NEXT: c
-- CHECK-NEXT: e
program minmaxtypes;
region R = [1..4];
var C : [R] char;
var B : [R] boolean;
var c, d : char;
procedure minmaxtypes();
begin
  c := 'a'; d := 'z';
  writeln(min(c, d), max(c, d));
  writeln(max('a', 'b', c), min(d, 'z', 'y', 'z'));
  writeln(min(true, false), " ", max(false, true));
  writeln(max(c, 99));
  [R] C := to_char(96 + Index1);
  [R] C := max(C, 'b');
  [R] writeln(C);
  [R] c := max<< C;
  writeln(min(c, 'c'));
  writeln(max(c, min('e', 'z')));
end;
