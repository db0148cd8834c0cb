-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- What the back end cannot store is refused by sema (-emit=ast accepted
-- these and the lowering refused them, found by auditing its errors, issue
-- 11): parallel arrays of regions and directions, record fields of region
-- type, parallel arrays of records with array fields, initialised records.
program limitsarrays;

config var n : integer = 4;

region R = [1..n, 1..n];

type cell = record x, y : double; end;
     vc = record v : array [1..3] of double; w : integer; end;
-- CHECK: backend-limits-arrays.zpl:[[@LINE+1]]:22: error: record fields of type `region<.., ..>` are not supported by the code generator yet
     rr = record q : region<.., ..>; end;

var r : cell;
-- CHECK: backend-limits-arrays.zpl:[[@LINE+1]]:13: error: parallel arrays of regions are not supported by the code generator yet
    T : [R] region<.., ..>;
-- CHECK: backend-limits-arrays.zpl:[[@LINE+1]]:13: error: parallel arrays of directions are not supported by the code generator yet
    D : [R] direction<.., ..>;
-- CHECK: backend-limits-arrays.zpl:[[@LINE+1]]:5: error: parallel arrays of records with array fields are not supported by the code generator yet
    PV : [R] vc;
-- CHECK: backend-limits-arrays.zpl:[[@LINE+1]]:16: error: a record cannot be initialised here; assign its fields in a procedure
    s : cell = r;

-- CHECK: backend-limits-arrays.zpl:[[@LINE+1]]:13: error: parallel arrays of records with array fields are not supported by the code generator yet
procedure g(Y : [R] vc);
begin
end;

procedure limitsarrays();
begin
end;
