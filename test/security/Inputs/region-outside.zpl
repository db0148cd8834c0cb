-- Statement regions whose bounds are known only at run time (config
-- values), partly outside the index space: `form` picks the statement.
program regionoutside;
config var n : integer = 3;
       lo : integer = 1;
       hi : integer = 3;
       form : integer = 0;
region R = [1..n, 1..n];
direction east = [0, 1];
var A, B : [R] integer;
    M : [R] boolean;
    s : integer;
procedure regionoutside();
begin
  [R] A := 10 * Index1 + Index2;
  [R] B := 0;
  [R] M := true;
  if form = 1 then [2, lo..hi] B := A; end;
  if form = 2 then [2, lo..hi] B := A@east; end;
  if form = 3 then [[2, lo..hi] with M] B := A; end;
  if form = 4 then [2, lo..hi] s := +<< A; end;
  if form = 5 then [lo..hi, 1] s := max<< A; end;
  if form = 6 then [2, lo..hi] writeln(A); end;
  if form = 7 then [2, lo..hi by 2] B := A; end;
  writeln("done ", s);
  [R] writeln(B);
end;
