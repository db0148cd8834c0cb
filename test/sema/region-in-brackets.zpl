-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- A region literal inside a region scope's brackets (`[[1..4, 1..4]]`):
-- -emit=ast accepted it and the back end refused it with "this expression
-- is not supported by the code generator yet" (found by
-- `backend_sweep.py --ast-gap`, seed 673529145). Names and elements of
-- region arrays in brackets are read.
program regionbrackets;

region R = [1..6, 1..6];

var A : [R] double;
    Rs : array [1..2] of region<.., ..>;

procedure regionbrackets();
begin
-- CHECK: region-in-brackets.zpl:[[@LINE+1]]:4: error: a region written inside another region's brackets ({{.*}}) is not supported by the code generator yet; write it once
  [[1..4, 1..4]] A := 1.0;
-- CHECK-NOT: error:
  Rs[1] := [1..4, 1..4];
  [Rs[1]] A := 2.0;
  [R] A := 3.0;
end;
