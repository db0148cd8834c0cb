program index_init;
constant L : integer = 3;
region Base = [1..8, 1..8];
var steps : array [0..L] of integer = [2^index1, 0, 0];
    grid2 : array [1..2, 1..2] of integer = index1;
    fam : array [1..3] of [Base] double = 0.0;
    U : array [0..L] of [Lev[index1]] double;
    Lev2 : array [0..L] of region<.., ..>;
    W : array [0..L] of [Lev2[index1]] double;
procedure index_init();
begin
end;

-- What `index1` initialisers cannot give: a direction for an integer
-- element, several dimensions, arrays of parallel arrays, and an element
-- region from an undeclared array.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: index_init.zpl:4:39: error: cannot initialise `steps` of type `integer` with `region<.., .., ..>`
-- CHECK: index_init.zpl:5:45: error: an initialiser in terms of `index1` needs a one-dimensional array; initialise `grid2` with a list `{...}` or assign its elements in `for` loops
-- CHECK: index_init.zpl:6:43: error: an indexed array of `[,] double` cannot be initialised; assign its elements in a `for` loop
-- CHECK: index_init.zpl:7:26: error: use of undeclared identifier `Lev`
-- CHECK: index_init.zpl:9:25: error: an array of parallel arrays over regions in terms of `index1` needs the form `[Lev[index1]]` with `Lev` an array of regions initialised as `Base by ...`
-- CHECK-NOT: error:
