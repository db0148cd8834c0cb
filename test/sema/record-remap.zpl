-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A remap of a parallel array of records (`D := C#[Index2, Index1]`):
-- -emit=ast accepted it and the back end refused it ("only a record variable
-- can be assigned to a record here"; found by `backend_sweep.py --ast-gap`,
-- seed 673529145, a mutant of test/exec/Inputs/io-records.z). A remap of
-- each field compiles.
program recordremap;

config var n : integer = 4;

type cell = record rho, e : double; end;

region R = [1..n, 1..n];

var C, D : [R] cell;

procedure recordremap();
begin
  [R] C.rho := Index1;
  [R] C.e := Index2;
-- CHECK: record-remap.zpl:[[@LINE+1]]:13: error: a remap of records is not supported by the code generator yet; remap each field (`D.x := C.x#[...]`)
  [R] D := C#[Index2, Index1];
-- CHECK-NOT: error:
  [R] D.rho := C.rho#[Index2, Index1];
  [R] D := C;
end;
