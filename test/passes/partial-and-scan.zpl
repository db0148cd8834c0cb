-- RUN: %zplc %s -emit=ir | FileCheck %s
-- RUN: %zplc %s -emit=cpp | FileCheck %s --check-prefix=CPP
-- Partial reductions and dimension scans stay whole statements in the IR and
-- become a local pass plus one runtime collective along the grid.
program ps;

config var n : integer = 4;
region R = [1..n, 1..n];
var A, S : [R] double;

-- CHECK-LABEL: procedure ps()
-- CHECK: [1..n, 1] S := +<< [R] A
-- CHECK: [R] S := max|| [2] (A * 2.0)
-- CPP: p.reduceAlong(zpl::rt::Op::Add, zpl::rt::typeOf<double>(), acc.data(), acc.size(),
-- CPP-NEXT: grid_z_DefaultGrid2, {1});
-- CPP: p.scanExclusiveAlong(zpl::rt::Op::Max, zpl::rt::typeOf<double>(), run.data(), run.size(),
procedure ps();
begin
  [R] A := to_double(Index1);
  [1..n, 1] S := +<< [R] A;
  [R] S := max|| [2] (A * 2.0);
end;
