-- A `for` loop over a narrow variable counts its range in the wider type
-- (six times for 250 to 255, where C's `unsigned char` loop would never end)
-- and leaves the variable holding a value of its type: it printed 256 and -1
-- for a `ubyte` (now 0 and 255, the values C's conversion gives).
-- RUN: %zplc %s -o %t
-- RUN: %t -p1 | FileCheck %s
-- RUN: %t -p2 | FileCheck %s
-- CHECK: {{^ *}}6 0{{ *$}}
-- CHECK-NEXT: {{^ *}}10 255{{ *$}}
-- CHECK-NEXT: {{^ *}}3 -128{{ *$}}
program narrowfor;
var b : ubyte;
    s : sbyte;
    k : integer;
procedure narrowfor();
begin
  k := 0;
  for b := 250 to 255 do
    k := k + 1;
  end;
  writeln(k, " ", b);
  for b := 3 downto 0 do
    k := k + 1;
  end;
  writeln(k, " ", b);
  k := 0;
  for s := 125 to 127 do
    k := k + 1;
  end;
  writeln(k, " ", s);
end;
