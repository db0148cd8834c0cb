program index_init_order_bounds;
var pw : array [0..3] of integer = 2^index1;
    q : array [0..3] of integer = pw[index1];
procedure later();
var u : integer = pw[3];
begin
  writeln(u);
end;
procedure index_init_order_bounds();
var r : array [1..pw[2]] of integer;
begin
  writeln(q[1], r[1]);
  later();
end;

-- The bound of `r` reads `pw` before the entry procedure's start gives its
-- elements: refused by sema. `q`'s initialiser runs after `pw`'s (in order),
-- and `later` starts after the entry procedure's start: both are fine.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: index_init_order_bounds.zpl:10:5: error: `r` is initialised before `pw`'s elements are (its initialiser gives them, in terms of `index1`, when the procedure starts); assign `r` in a procedure instead
-- CHECK-NOT: error:
