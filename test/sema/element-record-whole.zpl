-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- An element of an indexed array of records with an array field, passed to
-- a record parameter, returned, or assigned a procedure's record result:
-- -emit=ast accepted each and the back end refused it (the element's array
-- field is a slice of the one array holding that field of every element).
-- Copies to and from record variables compile (test/exec/record-field-copy.zpl).
program elemrec;

type vc = record v : array [1..3] of double; w : integer; end;
type cell = record x, y : double; end;

var vrecs : array [1..3] of vc;
    cells : array [1..3] of cell;
    vr    : vc;
    c     : cell;

procedure g(r : vc); begin writeln(r.w); end;
procedure h(r : cell); begin writeln(r.x); end;
procedure mk() : vc; begin return vr; end;
procedure mkc() : cell; begin return c; end;
procedure el() : vc;
begin
-- CHECK: element-record-whole.zpl:[[@LINE+1]]:10: error: an element of an indexed array of records with array fields cannot be returned by the code generator yet; copy it to or from a record variable (`r := a[i]`) first
  return vrecs[2];
end;
procedure elc() : cell; begin return cells[2]; end;

procedure elemrec();
begin
-- CHECK: element-record-whole.zpl:[[@LINE+1]]:5: error: an element of an indexed array of records with array fields cannot be passed to a record parameter by the code generator yet
  g(vrecs[1]);
-- CHECK: element-record-whole.zpl:[[@LINE+1]]:3: error: an element of an indexed array of records with array fields cannot be assigned a procedure's record result by the code generator yet
  vrecs[1] := mk();
-- CHECK-NOT: error:
  vr := vrecs[1];
  g(vr);
  vrecs[3] := vr;
  h(cells[1]);
  cells[2] := mkc();
  c := elc();
end;
