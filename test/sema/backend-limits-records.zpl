-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- Records and parameters the back end cannot pass are refused by sema
-- (-emit=ast accepted these and the lowering refused them, found by
-- auditing its errors, issue 11): a procedure's record result passed to a
-- record parameter, an element's array field used whole, a parameter read
-- both primed and unprimed at an offset.
program limitsrecords;

config var n : integer = 4;

type cell = record x, y : double; end;
     vc = record v : array [1..3] of double; w : integer; end;

region R = [1..n, 1..n];

direction east = [0, 1]; west = [0, -1];

var A : [R] double;
    vrecs : array [1..3] of vc;
    vr : vc;
    ia : array [1..3] of double;
    k : integer;

procedure mk(a : double) : cell;
var z : cell;
begin
  z.x := a; z.y := a;
  return z;
end;

procedure g(c : cell);
begin
end;

procedure h(w : array [1..3] of double);
begin
end;

procedure wave(inout Y : [R] double);
begin
-- CHECK: backend-limits-records.zpl:[[@LINE+1]]:9: error: a statement reading `Y` both primed and unprimed at an offset is not supported by the code generator yet when `Y` is a parameter; assign it to an array declared over a region first
  [R] Y := Y'@west + Y@east;
end;

procedure limitsrecords();
begin
-- CHECK: backend-limits-records.zpl:[[@LINE+1]]:5: error: only a record variable can be passed to a record parameter by the code generator yet; assign the value to a record variable first
  g(mk(1.0));
-- CHECK: backend-limits-records.zpl:[[@LINE+1]]:13: error: an array field of an element of an indexed array can only be used element by element by the code generator yet
  h(vrecs[1].v);
-- CHECK: backend-limits-records.zpl:[[@LINE+1]]:11: error: an array field of an element of an indexed array can only be used element by element by the code generator yet
  vrecs[2].v := ia;
-- CHECK-NOT: error:
  vrecs[1].v[2] := 1.0;
  ia[k] := vrecs[2].v[k];
  vr := vrecs[1];
  ia := vr.v;
  h(vr.v);
  [R] wave(A);
end;
