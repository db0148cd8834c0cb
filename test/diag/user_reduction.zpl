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
-- reference/udr.html) take two procedures of the operator's name, found by
-- their number of parameters. The reference's `mymin` program without its
-- accumulation procedure, a reduction of several operands inside an
-- expression (its values go to `(a, b, c) := ...`, see
-- user_reduction_several.zpl) and a scan with no procedures are located
-- errors at -emit=ast (before: "user-defined reduction `mymin<<` is not
-- supported" for all).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: user_reduction.zpl:13:15: error: user-defined reduction `mymin<<`: no accumulation procedure; write `mymin(v, d : T) : T` (or `mymin(v : T; var d : T)`)
-- CHECK-NEXT: {{^}}  [R] writeln(mymin<< A);{{$}}
-- CHECK-NEXT: {{^ {14}\^$}}
-- CHECK-NEXT: user_reduction.zpl:4:11: note: `mymin` is declared here
-- CHECK: user_reduction.zpl:14:12: error: `maxloc<<` of 3 operands gives 3 values; receive them in a statement of their own, `(a, b, ...) := maxloc<< (...)`
-- CHECK: user_reduction.zpl:15:12: error: user-defined scan `mysum||` needs procedures named `mysum`: an identity `mysum() : T` and an accumulation `mysum(v, d : T) : T`, or `mysum(var d : T)` and `mysum(v : T; var d : T)`
-- CHECK-NOT: error:
