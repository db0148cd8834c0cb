program array_bound_config;
config var numLevels : integer = 3;
constant L : integer = numLevels + 1;
constant K : integer = 4;
var x : array [0..numLevels] of integer;
    y : array [1..L] of double;
    z : array [1..K, 0..K - 1] of integer;
procedure f(n : integer);
var w : array [1..n] of integer;
begin
end;
procedure array_bound_config();
begin
end;

-- Indexed array bounds from config values passed -emit=ast and failed in the
-- back end; sema now says what to write instead.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}array_bound_config.zpl:5:19: error: the bound `numLevels` of an indexed array is a config value; indexed array bounds must be constants: declare `numLevels` as a `constant`, or use a parallel array over a region
-- CHECK-NEXT: {{^}}var x : array [0..numLevels] of integer;{{$}}
-- CHECK-NEXT: {{^ {18}\^$}}
-- CHECK: array_bound_config.zpl:6:19: error: the bound `L` of an indexed array is a constant computed at run time
-- CHECK: array_bound_config.zpl:9:19: error: the bound `n` of an indexed array is a parameter
-- CHECK-NOT: error:
