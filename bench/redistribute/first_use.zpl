/* The first execution of a redistribution against its steady state: the
   first one also builds the transfer (relations, the chained or packed
   choice per pair). Block -> cyclic, as in examples/redistribute.zpl.
   Prints processor 0's times; run e.g.
     zplc first_use.zpl -o fu && ./fu -p4 -sp1=2 -sp2=2 -sn=4000 --binding=threads */
program first_use;

config var n    : integer = 1000;
           reps : integer = 5;
           p1   : integer = 1;
           p2   : integer = 1;

grid G = [p1, p2];

distribution Blk : G = [block, block];
             Cyc : G = [cyclic, cyclic];

region RB : Blk = [1..n, 1..n];
       RC : Cyc = [1..n, 1..n];

var A : [RB] double;
    B : [RC] double;
    first, steady, t, s : double;
    k : integer;

-- One transfer site, timed per iteration: the first iteration builds it. The
-- element-wise update keeps the transfer in the loop (A changes), and costs
-- the same in every iteration.
procedure first_use();
begin
  [RB] A := to_double(Index1 + Index2);
  steady := 0.0;
  ResetTimer();
  for k := 1 to reps + 1 do
    [RB] A := A + 1.0;
    [RC] B := A;
    t := CheckTimer();
    ResetTimer();
    if k = 1 then
      first := t;
    else
      steady := steady + t;
    end;
  end;
  steady := steady / reps;
  [RC] s := +<< B;
  writeln("first: ", "%.4f":first, " steady: ", "%.4f":steady,
          " ratio: ", "%.2f":first / steady, " sum: ", "%.1f":s);
end;
