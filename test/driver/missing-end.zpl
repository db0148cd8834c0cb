-- A missing `end` points at the construct it should close, as clang's
-- "to match this '{'" does. Matching alone would blame the procedure's
-- `begin` (the `if`'s missing `end` is taken from the `for`); indentation
-- tells which block lacks it.
program me;
var i : integer;
procedure me();
begin
  for i := 1 to 3 do
    if i = 2 then
      writeln(i);
  end;
  writeln("done");
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s
-- CHECK:      missing-end.zpl:14:5: error: expected `end` before end of file
-- CHECK:      missing-end.zpl:10:5: note: to match this `if`
-- CHECK-NEXT: {{^}}    if i = 2 then{{$}}
-- CHECK-NEXT: {{^    \^$}}

-- Without indentation to go by, the innermost open block.
-- RUN: printf 'program me2;\nprocedure me2();\nbegin\n  writeln("x");\n' > %t.zpl
-- RUN: not %zplc %t.zpl -emit=ast 2>&1 | FileCheck --check-prefix=EOF %s
-- EOF: 4:16: error: expected `end` before end of file
-- EOF: 3:1: note: to match this `begin`
-- RUN: printf 'program me3;\nvar i : integer;\nprocedure me3();\nbegin\n  repeat\n    i := i + 1;\nend;\n' > %t3.zpl
-- RUN: not %zplc %t3.zpl -emit=ast 2>&1 | FileCheck --check-prefix=REPEAT %s
-- REPEAT: note: to match this `repeat`
