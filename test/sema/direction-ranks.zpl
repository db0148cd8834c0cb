program dirranks;
config var n : integer = 4;
region R = [1..n, 1..n];
       R3 = [1..n, 1..n, 1..n];
var A : [R] integer;
    C : [R3] integer;
    d, e, f : direction;
    dirs : array [1..4] of direction;
    two : direction<.., ..>;
procedure dirranks();
begin
  d := [1, 0];
  [R3] C := C@d;
  [R] A := A@dirs[1];
  [R3] C := C@dirs[2];
  [R3 at dirs[3]] C := 1;
  e := f;
  e := [0, 0, 1];
  two := e;
end;

-- A direction variable declared without its rank takes the rank of its
-- first use (its offsets are stored in a vector of that length,
-- VarDecl::directionRank); sema refuses a use of another rank. These were
-- back-end errors, after -emit=ast accepted the program.
-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: direction-ranks.zpl:13:15: error: direction has rank 3 here but `d` holds directions of rank 2, the rank of its first use; declare it with its rank (`direction<.., ..>`) and use one rank [rank-mismatch]
-- CHECK-NEXT: {{^}}  [R3] C := C@d;{{$}}
-- CHECK-NEXT: {{^ {14}\^$}}
-- CHECK: direction-ranks.zpl:15:19: error: direction has rank 3 here but `dirs` holds directions of rank 2
-- CHECK: direction-ranks.zpl:16:14: error: direction has rank 3 here but `dirs` holds directions of rank 2
-- CHECK: direction-ranks.zpl:17:8: error: the rank of `f`'s directions is not known here (no use before gives it); declare it with its rank (`direction<.., ..>`) [not-supported]
-- CHECK: direction-ranks.zpl:19:10: error: cannot assign a direction of rank 3 to `two`, which holds directions of rank 2 [rank-mismatch]
-- CHECK-NOT: error:

-- One rank throughout compiles; the rank is the variable's from its
-- declaration on.
-- RUN: sed -n '1,12p;14p;20p' %s > %t.zpl
-- RUN: %zplc %t.zpl -emit=ir-lowered | FileCheck %s --check-prefix=IR
-- IR: var d : array [1..2] of integer
-- IR: var dirs : array [1..4, 1..2] of integer
