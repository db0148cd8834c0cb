-- Records moved by remaps and shifts other than whole-array gathers of one
-- field: each stopped the lowering with an internal error (found by a new
-- user's programs); now located refusals naming what works instead.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
program recremaps;
type item = record key : integer; tag : integer; end;
region R = [1..4];
var A, B : [R] item;
    C : [0..5] item;
    P, K : [R] integer;
procedure recremaps();
begin
-- CHECK: record-field-remaps.zpl:[[@LINE+1]]:8: error: a scatter of records is not supported by the code generator yet; scatter each field (`D.x#[...] := C.x`)
  [R] B#[P] := A;
-- CHECK: record-field-remaps.zpl:[[@LINE+1]]:17: error: shifting a field of a parallel array of records is not supported by the code generator yet; shift the array and take the field: `(C@d).key`
  [R] K := C.key@[-1];
-- CHECK: record-field-remaps.zpl:[[@LINE+1]]:17: error: a field of a remapped parallel array of records is not supported by the code generator yet; remap the field: `A.key#[...]`
  [R] K := A#[P].key;
  [R] K := (C@[-1]).key + A.key#[P];
end;
