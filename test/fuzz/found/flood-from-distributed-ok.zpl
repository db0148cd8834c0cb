-- flood-from-distributed.zpl with the flood array's region bound to the
-- source's distribution (`Fr : D1 = [*, 1..n]`), as its old error suggested.
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp1=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
-- RUN: %t -p4 -sp1=2 -sp2=2 | FileCheck --strict-whitespace --match-full-lines %s
program flood_from_distributed_ok;
config var n : integer = 3;
config var p1 : integer = 1;
config var p2 : integer = 1;
grid Gd = [p1, p2];
distribution D1 : Gd = [block, block];
region R : D1 = [1..n, 1..n];
       Fr : D1 = [*, 1..n];
var A, B : [R] integer;
    G : [Fr] integer;
procedure flood_from_distributed_ok();
begin
  [R] B := Index1 * 10 + Index2;
  [Fr] G := >>[2, 1..n] B;
  [R] A := G;
  [R] writeln(A);
end;
-- CHECK:       21        22        23 
-- CHECK-NEXT:       21        22        23 
-- CHECK-NEXT:       21        22        23 
