/* Conway's Game of Life on a torus: the wrap-around shift `@^` makes the
   board's edges meet, so a glider that walks off one side re-enters on the
   other. After 4 generations a glider has moved one cell down and right. */
program life;

config var n     : integer = 8;
           steps : integer = 4;

region R = [1..n, 1..n];

direction nw = [-1,-1]; no = [-1, 0]; ne = [-1, 1];
          we = [ 0,-1];               ea = [ 0, 1];
          sw = [ 1,-1]; so = [ 1, 0]; se = [ 1, 1];

var World : [R] integer;
    Count : [R] integer;
    gen   : integer;
    alive : integer;

procedure show(g : integer);
begin
  writeln("generation ", g, ":");
  [R] writeln("%2d":World);
end;

procedure life();
begin
  [R] World := 0;
  -- a glider in the top-left corner
  [1, 2] World := 1;
  [2, 3] World := 1;
  [3, 1..3] World := 1;
  show(0);

  for gen := 1 to steps do
    [R] begin
      Count := World@^nw + World@^no + World@^ne + World@^we
             + World@^ea + World@^sw + World@^so + World@^se;
      World := (Count = 3 | (World = 1 & Count = 2));
    end;
  end;

  show(steps);
  [R] alive := +<< World;
  writeln("alive: ", alive);
end;
