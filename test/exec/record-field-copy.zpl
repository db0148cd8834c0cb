-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p3 | FileCheck %s
-- RUN: %mpirun -np 2 %t --binding=mpi | FileCheck %s
-- Whole records copied to and from elements of indexed arrays move their
-- array fields element by element, in loops over the field's indices: a field
-- of 5000 elements (refused after -emit=ast accepted it while the copies were
-- unrolled, up to 4096), a two-dimensional field, a record variable on either
-- side, and a sub-record's field.
program recfield;

type big  = record v : array [1..5000] of double; end;
type grid = record g : array [0..2, 1..4] of integer; k : integer; end;
type pair = record a : grid; b : double; end;

var bigs  : array [1..2] of big;
    grids : array [1..3] of grid;
    one   : grid;
    pairs : array [1..2] of pair;
    i, j  : integer;
    s     : double;
    t     : integer;

procedure recfield();
begin
  for i := 1 to 5000 do
    bigs[1].v[i] := 0.0;
    bigs[2].v[i] := to_double(i);
  end;
  bigs[1] := bigs[2];
  s := 0.0;
  for i := 1 to 5000 do
    s := s + bigs[1].v[i];
  end;
  writeln("big: ", "%.1f":s);

  for i := 0 to 2 do
    for j := 1 to 4 do
      grids[2].g[i, j] := 10 * i + j;
    end;
  end;
  grids[2].k := 7;
  one := grids[2];
  grids[3] := one;
  t := grids[3].k;
  for i := 0 to 2 do
    for j := 1 to 4 do
      t := t + grids[3].g[i, j] * (i + 1);
    end;
  end;
  writeln("grid: ", t);

  pairs[2].a := grids[3];
  pairs[2].b := 0.5;
  pairs[1] := pairs[2];
  writeln("pair: ", pairs[1].a.g[2, 4], " ", pairs[1].a.k, " ", "%.1f":pairs[1].b);
end;
-- CHECK: big: 12502500.0
-- CHECK-NEXT: grid: {{ *}}387
-- CHECK-NEXT: pair: {{ *}}24 {{ *}}7 {{ *}}0.5
