-- Heat diffusion along a rod: the left end is held at 100 degrees, the right
-- end at 0, and each step moves every interior point toward the mean of its
-- neighbours. Built by CMake in this folder (see CMakeLists.txt).
program heat;

config var n     : integer = 16;   -- interior points
           steps : integer = 200;

region R    = [1..n];
       Rod  = [0..n+1];

direction left = [-1]; right = [1];

var T, New : [Rod] double;
    step   : integer;

procedure heat();
begin
  [Rod]         T := 0.0;
  [left of R]   T := 100.0;
  for step := 1 to steps do
    [R] New := T + 0.25 * (T@left - 2.0 * T + T@right);
    [R] T := New;
  end;
  [R] writeln("mean temperature after ", "%d":steps, " steps: ", "%.4f":(+<< T) / n);
end;
