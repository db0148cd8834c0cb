program init_list;
type pt = record x, y : double; end;
constant a : array [1..3] of integer = {1, 2};
var p : pt = {1.0};
var q : integer = {1};
var r : array [1..2] of pt = {1.0, {2.0, 3.0}};
var s : array [1..2] of string = {"a", 3};
constant d = {1, 2};
var g : array [1..2] of region<..> = {[1..2], [1..3]};
procedure init_list();
begin
end;

-- `= {...}` initialises indexed arrays and records of scalars (ZPL 1.x);
-- every mismatch of shape or type is located.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: init_list.zpl:3:40: error: expected 3 values in this initialiser, found 2
-- CHECK: init_list.zpl:4:14: error: expected 2 fields in this initialiser, found 1
-- CHECK: init_list.zpl:5:19: error: a list `{...}` initialises an indexed array or a record
-- CHECK: init_list.zpl:6:31: error: a record is initialised with a list `{...}` of its fields
-- CHECK: init_list.zpl:7:40: error: cannot initialise an element of type `string` with `integer`
-- CHECK: init_list.zpl:8:14: error: a list `{...}` needs the declared type: `constant d : array [...] of ... = {...}`
-- CHECK: init_list.zpl:9:39: error: a list `{...}` initialises elements of scalar types, not `region<..>`; assign them in a procedure instead
-- CHECK-NOT: error:
