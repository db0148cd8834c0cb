-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A field of a shifted array of records (`C@east.rho`) is a shifted read,
-- which a flood's operand cannot be (the lowering floods one stored array):
-- sema took the field access for an array and accepted it, the back end
-- refused it (found by `backend_sweep.py --ast-gap`, seed 20261127, a mutant
-- of test/exec/Inputs/io-records.z). Flooding the field itself still works.
program floodfield;

region R = [1..4, 1..4];
direction east = [0, 1];
type cell = record
  rho, e : double;
end;
var C, D : [R] cell;

procedure floodfield();
begin
  [R] C.rho := Index1 * 1.0;
  [R] D.rho := >>[2, ] C.rho;
-- CHECK: flood-shifted-field.zpl:[[@LINE+1]]:30: error: flooding a field of a shifted array is not supported by the code generator yet
  [R] D.rho := >>[2, ] C@east.rho + C.rho;
-- CHECK-NOT: error
end;
