program array_bound_config;
config var numLevels : integer = 3;
constant L : integer = numLevels + 1;
type pt = record x, y : double; end;
var x : array [0..numLevels] of integer;
    y : array [1..L] of double;
    r : array [1..numLevels] of pt;
    lo : array [numLevels..4] of integer;
    F : array [1..L, 1..2] of [1..4] double;
    m : integer;
    k : array [1..m] of integer;
procedure f(n : integer; a : array [0..3] of integer);
var w : array [1..n] of integer;
begin
end;
procedure g(a : array [1..numLevels] of integer);
begin
end;
procedure array_bound_config();
begin
  f(1, x);
end;

-- Config values and constants bound a variable's indexed array (they keep
-- their value); what the back end keeps constant-sized is refused, saying
-- what to write instead.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: array_bound_config.zpl:7:19: error: an indexed array of `pt` needs constant bounds; declare the bound as a `constant` with a literal value
-- CHECK: array_bound_config.zpl:8:17: error: the bound `numLevels` of an indexed array is a config value; this bound must be known when compiling (only a variable's upper bound may be a config value): declare `numLevels` as a `constant` with a literal value
-- CHECK: array_bound_config.zpl:9:19: error: an indexed array of parallel arrays with a bound known only at run time must have one dimension
-- CHECK: array_bound_config.zpl:11:19: error: the bound `m` of an indexed array is a variable; an indexed array's upper bound may be a config value or a constant, which keep their value: declare `m` as one
-- CHECK-NEXT: {{^}}    k : array [1..m] of integer;{{$}}
-- CHECK-NEXT: {{^ {18}\^$}}
-- CHECK: array_bound_config.zpl:13:19: error: the bound `n` of an indexed array is a parameter; an indexed array's upper bound may be a config value or a constant
-- CHECK: array_bound_config.zpl:16:27: error: the bound `numLevels` of an indexed array is a config value; this bound must be known when compiling
-- CHECK: array_bound_config.zpl:21:8: error: `x` has a bound known only at run time and cannot be passed whole to a parameter of constant bounds; pass its elements
-- CHECK-NOT: error:
