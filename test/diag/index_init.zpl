program index_init;
constant L : integer = 3;
region Base = [1..8, 1..8];
var steps : array [0..L] of integer = [2^index1, 0, 0];
    levels : array [0..L] of region<.., ..> = Base by [2, 2];
    zeros : array [1..3] of integer = 0;
procedure index_init();
begin
end;

-- ZPL's indexed-array initialisers in terms of `index1` are refused with
-- what to write instead (they gave "region index must be a scalar").
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: index_init.zpl:4:39: error: an indexed array is initialised with a list `{...}` of its elements; initialisers in terms of `index1` are not supported: assign the elements of `steps` in a `for` loop
-- CHECK: index_init.zpl:5:52: error: an indexed array is initialised with a list `{...}` of its elements
-- CHECK: index_init.zpl:6:39: error: an indexed array is initialised with a list `{...}` of its elements
-- CHECK-NOT: error:
