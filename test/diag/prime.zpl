program prime;
region R = [1..4, 1..4];
       BigR = [0..5, 0..5];
direction north = [-1, 0]; south = [1, 0]; west = [0, -1]; east = [0, 1];
var A, B : [BigR] double;
    d : direction;
    s : double;
procedure prime();
begin
  [R] A := A'@north + A'@south;
  [R] A := A'@west + A'@north + A'@[-1, 1];
  [R] B := A'@north;
  [R] A := A';
  [R] A := A'@[0, 0];
  [R] A := A'@d;
  [R] A := A'@^north;
  [R] writeln(A'@north);
  [R] A := A'@north + +<< B;
  [R] A := >>[1, 1..4] A + A'@west;
  [R] if B > 0.0 then A := A'@north; end;
end;

-- The prime operator is accepted only where one loop order computes every
-- primed neighbour first (test/exec/wavefront.test runs what is accepted).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}prime.zpl:10:24: error: primed directions `north` and `south` disagree in dimension 1: one needs the statement to visit it in increasing index order, the other in decreasing order
-- CHECK-NEXT: {{^}}  [R] A := A'@north + A'@south;{{$}}
-- CHECK-NEXT: {{^ {23}\^$}}
-- CHECK: prime.zpl:11:34: error: primed directions `west` and `[-1, 1]` disagree in dimension 2: one needs the statement to visit it in increasing index order, the other in decreasing order
-- CHECK: prime.zpl:12:13: error: only the array this statement assigns can be primed; `A` is not it
-- CHECK: prime.zpl:13:13: error: a primed reference needs a direction, as in `A'@north`: it reads the value the statement has already computed at a neighbour
-- CHECK: prime.zpl:14:15: error: a primed reference at offset zero would read the element being computed; a primed direction must not be zero
-- CHECK: prime.zpl:15:15: error: the direction of a primed reference must be a constant (a `direction` declaration or a literal), since it fixes the order in which the statement runs
-- CHECK: prime.zpl:16:13: error: a primed reference cannot wrap around (`@^`); use `@`
-- CHECK: prime.zpl:17:16: error: a primed reference reads values its own statement computes, so it may appear only on the right of an assignment to that parallel array, as in `[R] A := A'@north + 1`
-- CHECK: prime.zpl:18:23: error: a statement with primed references cannot also hold reductions, scans, floods or remaps yet; compute that value into an array first
-- CHECK: prime.zpl:19:12: error: a statement with primed references cannot also hold reductions, scans, floods or remaps yet; compute that value into an array first
-- CHECK: prime.zpl:20:29: error: reductions, scans, floods, remaps and primes are not supported inside a parallel `if`
-- CHECK-NOT: error:
