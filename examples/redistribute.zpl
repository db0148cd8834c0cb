/* Copies one n x n matrix through four layouts - block, cyclic, block-cyclic
   and row-block - and checks after each copy that nothing was lost or moved.
   Run on four processors with -sp1=2 -sp2=2 -p4; the output does not change. */
program redistribute;

config var n  : integer = 8;
           p1 : integer = 1;           -- processor grid rows
           p2 : integer = 1;           -- processor grid columns
           np : integer = p1 * p2;     -- refers to earlier config values

grid G = [p1, p2];
     L = [np];

distribution Blk  : G = [block, block];
             Cyc  : G = [cyclic, cyclic];
             BC   : G = [cyclic(2), block];
             Rows : L = [block, *];

region RB : Blk  = [1..n, 1..n];
       RC : Cyc  = [1..n, 1..n];
       RK : BC   = [1..n, 1..n];
       RR : Rows = [1..n, 1..n];

var A : [RB] double;
    B : [RC] double;
    C : [RK] double;
    D : [RR] double;
    sa, sb, sc, sd : double;
    worst : double;

procedure redistribute();
begin
  [RB] A := to_double(100 * Index1 + Index2);
  [RC] B := A;            -- block -> cyclic
  [RK] C := B;            -- cyclic -> cyclic(2) x block
  [RR] D := C;            -- -> rows of blocks, columns not distributed

  [RB] sa := +<< A;
  [RC] sb := +<< B;
  [RK] sc := +<< C;
  [RR] sd := +<< D;
  writeln("sums: ", "%.1f ":sa, "%.1f ":sb, "%.1f ":sc, "%.1f":sd);

  -- element-wise: D must equal A at every index
  [RR] worst := max<< abs(D - to_double(100 * Index1 + Index2));
  writeln("max difference: ", "%.1f":worst);
  [RR] writeln("%5.0f":D);
end;
