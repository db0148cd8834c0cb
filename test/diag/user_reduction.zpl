program test_mymin;
config var n : integer = 8;
region R = [1..n, 1..n];
procedure mymin() : double;
begin
  return 1.0e300;
end;
procedure test_mymin();
var A : [R] double;
    x : double;
begin
  [R] A := (Index1-1) + (Index2-1)*n;
  [R] writeln(mymin<< A);
  [R] x := maxloc<< (A, Index1, Index2);
  [R] A := mysum|| A;
end;
-- ZPL's user-defined reductions and scans (research.cs.washington.edu/zpl/
-- reference/udr.html) need procedure overloading, which zplc lacks: refused
-- where written, at -emit=ast (before: a syntax error at `<<`).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: user_reduction.zpl:13:15: error: user-defined reduction `mymin<<` is not supported; use a built-in one (`+<<`, `*<<`, `max<<`, `min<<`, `&<<`, `|<<`, `band<<`, `bor<<`, `bxor<<`), e.g. `min<< A`, or combine several built-in ones
-- CHECK-NEXT: {{^}}  [R] writeln(mymin<< A);{{$}}
-- CHECK-NEXT: {{^ {14}\^$}}
-- CHECK: user_reduction.zpl:14:12: error: user-defined reduction `maxloc<<` is not supported
-- CHECK: user_reduction.zpl:15:12: error: user-defined scan `mysum||` is not supported; use a built-in one (`+||`, `*||`, `max||`, `min||`, `&||`, `|||`, `band||`, `bor||`, `bxor||`), e.g. `min|| A`, or combine several built-in ones
-- CHECK-NOT: error:
