-- Formats go to snprintf: `%n` wrote through a stack slot, `%1$s` and `%s`
-- on an integer read a string from wherever the integer was (a crash), and a
-- format with more conversions than values printed stack contents. Each is
-- now refused where it is written.
program formatmemory;
var x : integer;
    d : double;
procedure formatmemory();
begin
  x := 42;
  writeln("%n":x);
  writeln("%hhn":x);
  writeln("%1$s":x);
  writeln("%s":x);
  writeln("%d %d %d":x);
  writeln("%*d":x);
  writeln("%ln %d":x);
  writeln("%'d":x);
  writeln("%p":x);
  writeln("%d":d);
  writeln("%f":x);
  writeln("%c":d);
  writeln("%d":"text");
  writeln("%5":x);
  writeln("no conversion":x);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: format-memory.zpl:11:11: error: format `%n`: conversion `%n` writes to memory; it is not an output format
-- CHECK-NEXT: {{^}}  writeln("%n":x);{{$}}
-- CHECK-NEXT: {{^ {10}\^$}}
-- CHECK: format-memory.zpl:12:11: error: format `%hhn`: conversion `%n` writes to memory; it is not an output format
-- CHECK: format-memory.zpl:13:11: error: format `%1$s`: conversion `%1$` takes its width or argument from elsewhere, which a format cannot
-- CHECK: format-memory.zpl:14:11: error: format `%s`: conversion `%s` does not print an integer (use one of `diuxXoc`)
-- CHECK: format-memory.zpl:15:11: error: format `%d %d %d`: it has more than one conversion; give each value its own format
-- CHECK: format-memory.zpl:16:11: error: format `%*d`: conversion `%*` takes its width or argument from elsewhere, which a format cannot
-- CHECK: format-memory.zpl:17:11: error: format `%ln %d`: conversion `%n` writes to memory; it is not an output format
-- CHECK: format-memory.zpl:18:11: error: format `%'d`: `'` is not a conversion (expected one of d i u x X o c f F e E g G a A s)
-- CHECK: format-memory.zpl:19:11: error: format `%p`: `p` is not a conversion
-- CHECK: format-memory.zpl:20:11: error: format `%d`: conversion `%d` does not print a floating-point value (use one of `fFeEgGaA`)
-- CHECK: format-memory.zpl:21:11: error: format `%f`: conversion `%f` does not print an integer (use one of `diuxXoc`)
-- CHECK: format-memory.zpl:22:11: error: format `%c`: conversion `%c` does not print a floating-point value
-- CHECK: format-memory.zpl:23:11: error: format `%d`: conversion `%d` does not print a string (use one of `s`)
-- CHECK: format-memory.zpl:24:11: error: format `%5`: it ends inside a conversion
-- CHECK: format-memory.zpl:25:11: error: format `no conversion`: it has no `%` conversion
-- CHECK-NOT: error:
