program record_array_fields;
type pt = record x, y : double; end;
     colour = (red, green);
     shape = record
       pts : array [1..4] of pt;
       cs : array [1..2] of colour;
       w : array [1..2] of double;
       c : pt;
     end;
var s : shape;
procedure record_array_fields();
begin
end;

-- Arrays of records (or of enumerations) in records passed -emit=ast and
-- failed in the back end; sema refuses them with what to write instead.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: record_array_fields.zpl:5:8: error: record field `pts` is an indexed array of `pt`; record fields may be arrays of scalars only: declare the array of `pt` as a variable of its own
-- CHECK: record_array_fields.zpl:6:8: error: record field `cs` is an indexed array of `colour`
-- CHECK-NOT: error:
