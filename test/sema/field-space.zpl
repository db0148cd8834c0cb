-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- Programs `-emit=ast` accepted and the back end refused (found while
-- looking at the ast-gap of test/sema/component-space.zpl): fields of
-- parallel arrays of records (each an array of its own once lowered)
-- written outside their index space (directly, from another field, by a
-- remap or a partial reduction), and indexed arrays of parallel arrays whose
-- elements are not scalars (an internal error of the lowering, which makes
-- each element one array of scalars).
program fieldspace;

config var n : integer = 3;

region R = [1..n, 1..n];
       L = [1..n];

direction north = [-1, 0];
          left = [-1];

type pt = record x : double; y : double; end;
     seg = record a : pt; w : integer; end;
     vec3 = array [1..3] of double;

var P : [R] pt;
    S : [R] seg;
    Q : array [1..2] of [R] pt;
    G : array [1..2] of [R] vec3;
    T : [L] pt;
    B : [L] double;
    I : [L] integer;

procedure fieldspace();
begin
  [R] P.y := P.x + 1.0;
  [R] S.a := P;
  [north of R] S.a.x := 2.0;
  [north of R] S.a := P;
  [north of R] P := S.a;
  [north of R] P.y := P.x;
  [L] I := n + 1 - Index1;
  [left of L] T.x := B#[I];
  [left of L] T.y := +<< [L] B;
end;

-- CHECK: field-space.zpl:25:25: error: indexed arrays of parallel arrays of records are not supported by the code generator yet
-- CHECK: field-space.zpl:26:25: error: indexed arrays of parallel arrays of indexed arrays are not supported by the code generator yet
-- CHECK: field-space.zpl:35:22: error: indices 0..0 of dimension 1 are outside the index space of `S.a.x` (1..n)
-- CHECK: field-space.zpl:36:20: error: indices 0..0 of dimension 1 are outside the index space of `S.a` (1..n)
-- CHECK: field-space.zpl:37:18: error: indices 0..0 of dimension 1 are outside the index space of `P` (1..n)
-- CHECK: field-space.zpl:38:20: error: indices 0..0 of dimension 1 are outside the index space of `P.y` (1..n)
-- CHECK: field-space.zpl:40:19: error: indices 0..0 of dimension 1 are outside the index space of the default distribution (1..n)
-- CHECK: field-space.zpl:41:19: error: indices 0..0 of dimension 1 are outside the index space of `T.y` (1..n)
-- CHECK-NOT: error:
