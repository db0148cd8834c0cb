-- A declared direction's offsets are folded when compiling: one that is a
-- config value is refused at -emit=ast (the lowering refused it; found by
-- backend_sweep.py --ast-gap on test/exec/Inputs/rank56.z).
program dirconst;
config var n : integer = 2;
constant k : integer = 3;
direction up = [-1, n];
          ok = [-1, k];          -- fine
          bad = [0, n + 1];

procedure dirconst();
begin
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: direction-constant.zpl:7:16: error: the offsets of a `direction` declaration must be constants known when compiling
-- CHECK: direction-constant.zpl:9:17: error: the offsets of a `direction` declaration must be constants known when compiling
-- CHECK-NOT: error:
