-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- Operands the back end cannot compile are refused by sema (-emit=ast
-- accepted these and the lowering refused them, found by auditing its
-- errors, issue 11): floods, borders and reads of what is not one stored
-- parallel array; scans and partial reductions into a component, partial
-- reductions outside an assignment or into a remap; a constant index that
-- is a built-in constant (`file_append` is 4).
program limitsoperands;

config var n : integer = 4;

type cell = record x, y : double; end;

region R = [1..n, 1..n];

direction east = [0, 1];

var A, B : [R] double;
    U : array [1..3] of [R] double;
    C : [R] array [1..3] of double;
    P, Q : [R] cell;
    k : integer;

procedure limitsoperands();
begin
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:26: error: flooding a computed value is not supported by the code generator yet
  [R] writeln(>>[1, ] (A + 1.0));
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:21: error: flooding a component whose index is known only at run time is not supported by the code generator yet
  [R] A := >>[1, ] C[k];
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:20: error: flooding a parallel array of records is not supported by the code generator yet
  [R] Q := >>[1, ] P;
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:20: error: `wrap` of a parallel array of records is not supported by the code generator yet
  [east of R] wrap P;
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:20: error: `wrap` of a parallel array of indexed arrays is not supported by the code generator yet
  [east of R] wrap C;
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:24: error: `reflect` of a component whose index is known only at run time is not supported by the code generator yet
  [east of R] reflect C[k];
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:13: error: reading into a component whose index is known only at run time is not supported by the code generator yet
  [R] read(C[k]);
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:15: error: scans and partial reductions into a component are not supported by the code generator yet
  [R] C[1] := +|| A;
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:21: error: scans and partial reductions into a component are not supported by the code generator yet
  [1..n, 1] C[k] := +<< [R] B;
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:21: error: partial reductions are not supported by the code generator yet
  [1..n, 1] writeln(+<< [R] A);
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:35: error: a partial reduction into a remap is not supported by the code generator yet; reduce into an array and assign the remap from it
  [1..n, 1] A#[Index2, Index1] := +<< [R] B;
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:14: error: subscript out of bounds
  [R] A := C[file_append];
-- CHECK: backend-limits-operands.zpl:[[@LINE+1]]:14: error: index 4 is outside `U`'s bounds
  [R] A := U[file_append];
-- CHECK-NOT: error:
  [R] A := >>[1, ] C[2];
  [east of R] wrap C[2], U[k];
  [R] U[file_rw] := A;
end;
