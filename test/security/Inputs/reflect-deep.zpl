-- A border 100,000 deep: `reflect` must cost the compiler no more than
-- `wrap` does (it used to make one transfer per slice, ~100 KB each).
program reflectdeep;
config var n : integer = 3;
region R = [1..n, 1..n];
       BigR = [1..n, 1-100000..n+100000];
direction west = [0, -100000]; east = [0, 100000];
var A : [BigR] integer;
procedure reflectdeep();
begin
  [R] A := 10 * Index1 + Index2;
  [west of R] reflect A;
  [east of R] reflect A;
  -- Column 1-j gets column j, column n+j gets column n+1-j: next to R its
  -- mirror; 100,000 deep, columns of BigR beyond R (still 0).
  [2, -2..1] writeln(A);
  [2, n..n+3] writeln(A);
  [2, -99999..-99998] writeln(A);
end;
