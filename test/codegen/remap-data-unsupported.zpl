-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck %s
-- Remaps the code generator cannot lower yet are user errors at their
-- location. (Empty remap indices are refused by sema now:
-- sema/limits-expressions.zpl.)
program runsup;

config var n : integer = 4;
region R = [1..n, 1..n];
       Fl = [*, 1..n];
var A : [R] double;
    Row : [Fl] double;

procedure runsup();
begin
  -- CHECK: remap-data-unsupported.zpl:[[@LINE+1]]:12: error: remapping a flood array by data is not supported by the code generator yet
  [R] A := Row#[Index1, Index2 + 1];
  -- CHECK: remap-data-unsupported.zpl:[[@LINE+1]]:10: error: scattering into a flood array is not supported by the code generator yet
  [R] Row#[Index1, Index2] := A;
end;
