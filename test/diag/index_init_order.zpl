program index_init_order;
var pw : array [0..3] of integer = 2^index1;
    c : integer = pw[2];
procedure index_init_order();
var t : array [1..2] of integer = index1;
    u : integer = t[1] + pw[1];
begin
  writeln(c, u);
end;

-- An `index1` initialiser gives the elements when the procedure starts, after
-- the initialisers of the variables: one reading such an array would see
-- zeros, so it is refused (by sema: -emit=ast refuses it too).
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck %s
-- CHECK: index_init_order.zpl:3:5: error: `c` is initialised before `pw`'s elements are (its initialiser gives them, in terms of `index1`, when the procedure starts); assign `c` in a procedure instead
-- CHECK: index_init_order.zpl:6:5: error: `u` is initialised before `t`'s elements are
-- CHECK: index_init_order.zpl:6:5: error: `u` is initialised before `pw`'s elements are
-- CHECK-NOT: error:
