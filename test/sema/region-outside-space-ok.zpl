-- What the back end compiles, sema accepts: regions that reach outside an
-- array's declared region but not outside the index space they run in
-- (statements over no arrays, or with a scan inside, make their region a
-- member of its distribution), and pure data movement (a transfer, not a
-- loop). The constant bounds are those of ir/SpaceCheck.cpp (`div` too).
program spaceok;

config var n : integer = 4;
constant h : integer = 8 / 2;
grid G = [2, 1];
distribution D : G = [block, block];
region R = [1..h, 1..h];
       S : D = [1..n, 1..n];
var A, B : [R] integer;
    C : [S] integer;
    F : [1..h, *] integer;
    V : [1..3] integer;
    s : integer;

procedure spaceok();
begin
  [R] A := Index1 + Index2;
  [S] C := Index1;
  [1..4, 1..h] B := A;
  [6..8] s := +<< Index1;          -- joins the default rank-1 space
  [6..8] V := 1;
  [1, 1..5] B := C;                 -- a transfer from another distribution
  [1..4, 2] F := >>[1..4, 2] A;     -- a flood into a flood array
  [1, 0..2] A := 1 + +|| B;         -- a scan inside: the region joins
  writeln(s);
end;

-- RUN: %zplc %s -emit=cpp -o /dev/null
