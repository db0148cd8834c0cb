-- A wavefront in a procedure that runs in its caller's region was refused
-- as "a primed reference along dimension 1 of a strided region", where the
-- program has no strided region. The message now says what is refused.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
program primeinherited;
config var n : integer = 8;
region R = [0..n];
direction l1 = [-1];
var A : [R] integer;
procedure rec(var X : [] integer);
begin
-- CHECK: prime-inherited.zpl:[[@LINE+1]]:5: error: a primed reference in a procedure that runs in its caller's region is not supported by the code generator yet; give the statement a region scope of its own
  X := X'@l1 * 2 + 1;
end;
procedure primeinherited();
begin
  [R] A := 0;
  [1..n] rec(A);
end;
