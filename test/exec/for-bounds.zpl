-- `for` loops whose bound is the largest (or least) value of the variable's
-- type ran away: the variable was stepped past `last` (signed overflow;
-- `for i := 2147483646 to 2147483647` never ended). The trip count is now
-- computed first. Also a step known only at run time that is not positive
-- stops the program naming the line (`-ss=0` looped forever, `-ss=-1`
-- counted away from the bound). The values after each loop are the ones the
-- loops left before (first + count * step, as C converts it); worked out by
-- hand.
-- RUN: %zplc %s -o %t
-- RUN: %t | tr -s ' ' | FileCheck %s
-- RUN: %t -p3 | tr -s ' ' | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | tr -s ' ' | FileCheck %s
-- RUN: not %t -ss=0 2>&1 | FileCheck %s --check-prefix=ZERO
-- RUN: not %t -p2 -ss=-1 2>&1 | FileCheck %s --check-prefix=NEG
-- CHECK: {{^}} 2 -2147483648
-- CHECK-NEXT: {{^}} 2 2147483647
-- CHECK-NEXT: {{^}} 2 -2147483646
-- CHECK-NEXT: {{^}} 2 -9223372036854775808
-- CHECK-NEXT: {{^}} 3 5
-- CHECK-NEXT: {{^}} 24 0
-- CHECK-NEXT: {{^}} 6 0
-- CHECK-NEXT: {{^}} 6 5
-- ZERO: zpl: error: for-bounds.zpl:46: the step of `for` must be positive, not 0
-- NEG: zpl: error: for-bounds.zpl:46: the step of `for` must be positive, not -1
-- NEG-NOT: zpl: error
program forbounds;
config var s : integer = 2;
var i, cnt : integer;
    l : long;
    b : ubyte;
procedure forbounds();
begin
  cnt := 0;
  for i := 2147483646 to 2147483647 do cnt += 1; end;
  writeln(cnt, " ", i);
  cnt := 0;
  for i := -2147483647 downto -2147483647 - 1 do cnt += 1; end;
  writeln(cnt, " ", i);
  cnt := 0;
  for i := 2147483640 to 2147483647 by 5 do cnt += 1; end;
  writeln(cnt, " ", i);
  cnt := 0;
  for l := 9223372036854775806 to 9223372036854775807 do cnt += 1; end;
  writeln(cnt, " ", l);
  cnt := 0;
  for i := 1 to 10 by s do cnt += 1; if i = 5 then exit; end; end;
  writeln(cnt, " ", i);
  cnt := 0;
  for i := 10 downto 1 by s do if i = 6 then continue; end; cnt += i; end;
  writeln(cnt, " ", i);
  cnt := 0;
  for b := 250 to 255 do cnt += 1; end;
  writeln(cnt, " ", b);
  for i := 5 to 1 do cnt += 100; end;
  writeln(cnt, " ", i);
end;
