-- RUN: %zplc %s -emit=ast > /dev/null
-- RUN: %zplc %s -o %t && %t -p3 | FileCheck %s
-- CHECK: total =   6848.000
-- Parallel arrays whose elements are indexed arrays (a vector per point, as
-- in the NAS SP/BT style codes) and records, and the `byte` type name of
-- the UW course material.
program indexed_elements;

config var n : integer = 4;

region R = [1..n, 1..n];

type vec5 = array [1..5] of double;
     cell = record
              rho, e : double;
              alive  : boolean;
            end;

var U, Rhs : [R] vec5;
    W      : [R] array [1..3] of float;
    C      : [R] cell;
    Flags  : [R] byte;
    m      : integer;
    total  : double;

procedure indexed_elements();
begin
  [R] begin
    for m := 1 to 5 do
      U[m] := Index1 * 10.0 + m;
      Rhs[m] := 0.0;
    end;
    Rhs[1] := U[2] - U[1];
    W[1] := 1.0; W[2] := 2.0; W[3] := W[1] + W[2];
    C.rho := U[1];
    C.e := 0.5 * U[2] * U[2];
    C.alive := C.rho > 1.0;
    Flags := to_integer(C.alive);
    total := +<< (Rhs[1] + C.e);
  end;
  writeln("total = ", "%10.3f":total);
end;
