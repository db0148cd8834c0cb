/* Full and partial reductions, inclusive scans along the whole region and
   along one dimension, and a flood of a column across the region. */
program reductions;

config var n : integer = 4;

region R    = [1..n, 1..n];
       Col1 = [1..n, 1];
       Row1 = [1, 1..n];
       Cols = [1..n, *];

var A, S, T : [R] integer;
    RowSum  : [Col1] integer;
    ColMax  : [Row1] integer;
    F       : [Cols] integer;
    G       : [R] integer;
    total, biggest, smallest, prod : integer;
    anyodd, allpos : boolean;

procedure reductions();
begin
  [R] begin
    A := (Index1 - 1) * n + Index2;          -- 1 .. n*n row-major
    total    := +<< A;
    biggest  := max<< A;
    smallest := min<< A;
    anyodd   := |<< (A % 2 = 1);
    allpos   := &<< (A > 0);
    S := +|| A;                               -- running sum, row-major
    T := +|| [2] A;                           -- running sum along each row
  end;
  [1..2, 1..2] prod := *<< A;

  [Col1] RowSum := +<< [R] A;
  [Row1] ColMax := max<< [R] A;
  [Cols] F := >>[1..n, 2] A;                  -- column 2, replicated
  [R]    G := F;

  writeln("total ", total, " max ", biggest, " min ", smallest, " prod ", prod);
  writeln("any odd ", anyodd, " all positive ", allpos);
  writeln("row-major scan:");
  [R] writeln("%4d":S);
  writeln("row scan:");
  [R] writeln("%4d":T);
  writeln("row sums:");
  [Col1] writeln("%4d":RowSum);
  writeln("column maxima:");
  [Row1] writeln("%4d":ColMax);
  writeln("column 2 flooded:");
  [R] writeln("%4d":G);
end;
