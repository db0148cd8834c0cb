/* Transposes a matrix with a remap: B(i,j) gathers A(j,i). The destination
   lives in a cyclic layout, so the remap is also a redistribution. */
program transpose;

config var n  : integer = 5;
           p1 : integer = 1;
           p2 : integer = 1;

grid G = [p1, p2];
distribution Cyc : G = [cyclic, cyclic];

region R       = [1..n, 1..n];
       RC : Cyc = [1..n, 1..n];

var A : [R]  integer;
    B : [RC] integer;
    T : [R]  integer;
    wrong : integer;

procedure transpose();
begin
  [R]  A := 10 * Index1 + Index2;
  [RC] B := A#[Index2, Index1];
  [R]  T := B#[Index2, Index1];   -- and back again

  [RC] wrong := +<< (B != 10 * Index2 + Index1);
  writeln("misplaced after transpose: ", wrong);
  [R]  wrong := +<< (T != A);
  writeln("misplaced after round trip: ", wrong);
  writeln("A =");
  [R]  writeln("%3d":A);
  writeln("B =");
  [RC] writeln("%3d":B);
end;
