-- C objects and C function results of the types zplc stores in a C type of
-- another size (`ubyte` as `int32_t`, `uinteger` as `int64_t`, `quad` as
-- `double`) would be read with the wrong size: refused where they are
-- declared (before, they compiled and read C's bytes as the wider type). Parameters are passed by value and converted, so they stay.
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK: extern_narrow_types.zpl:[[@LINE+6]]:16: error: an `extern` variable of type `ubyte` is not supported: zplc stores `ubyte` values in a C type of another size, which would read C's object with the wrong size
-- CHECK: extern_narrow_types.zpl:[[@LINE+6]]:16: error: an `extern` variable of type `uinteger` is not supported
-- CHECK: extern_narrow_types.zpl:[[@LINE+6]]:36: error: a C function returning a `ushortint` is not supported: zplc stores `ushortint` values in a C type of another size, which would read C's result with the wrong size
-- CHECK: extern_narrow_types.zpl:[[@LINE+6]]:33: error: a C function returning a `quad` is not supported
-- CHECK-NOT: error:
program externnarrow;
extern var b : ubyte;
extern var u : uinteger;
extern prototype f(x : uinteger) : ushortint;
extern prototype q(x : ubyte) : quad;
extern prototype g(x : uinteger; y : sbyte) : integer;
procedure externnarrow();
begin
  writeln(b, u, f(1), q(2), g(3, 4));
end;
