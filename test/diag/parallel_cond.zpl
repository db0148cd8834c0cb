program parallel_cond;
region R = [1..4, 1..4];
var A : [R] double;
    s : double;
    i : integer;
procedure parallel_cond();
[R] begin
  while A > 0.0 do
    s := 2.0;
  end;
  if A > 0.0 then
    s := 1.0;
    A := +<< A;
    [1..2, 1..2] A := 2.0;
    for i := 1 to 2 do A := 3.0; end;
    writeln(A);
  end;
end;
-- A parallel `if` runs each branch masked (test/exec/shattered-if.test);
-- what a masked statement cannot do is refused at -emit=ast, in a parallel
-- `while` as well (test/exec/shattered-while.test).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}parallel_cond.zpl:9:7: error: a scalar assignment inside a parallel `while` (its condition is a parallel array, so the body runs masked); assign it before the `while`, or reduce the condition with `|<<` for a scalar `while`
-- CHECK-NEXT: {{^}}    s := 2.0;{{$}}
-- CHECK-NEXT: {{^ {6}\^$}}
-- CHECK: parallel_cond.zpl:12:7: error: a scalar assignment inside a parallel `if` (its condition is a parallel array, so each branch runs masked); assign it before the `if`, or reduce the condition with `|<<` for a scalar `if`
-- CHECK: parallel_cond.zpl:13:10: error: reductions, scans, floods, remaps and primes are not supported inside a parallel `if` (its condition is a parallel array, so each branch runs masked); compute the value into an array before the `if`
-- CHECK: parallel_cond.zpl:14:5: error: a region scope inside a parallel `if` (its condition is a parallel array, so each branch runs masked); write the `if` inside the region scope, or mask the statement with `with`
-- CHECK: parallel_cond.zpl:15:5: error: a loop inside a parallel `if` (its condition is a parallel array, so each branch runs masked); put the `if` inside the loop
-- CHECK: parallel_cond.zpl:16:5: error: only assignments to parallel arrays and `if`s are supported inside a parallel `if` (its condition is a parallel array, so each branch runs masked); move this statement out of the `if`
-- CHECK-NOT: error:
