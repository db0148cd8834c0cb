program iolink;
procedure iolink();
begin
end;

-- Inputs that zplc cannot link are user errors, not compiler failures.
-- RUN: not %zplc %s %s -o %t 2>&1 | FileCheck %s --check-prefix=KIND
-- KIND: error: cannot link `{{.*}}io-link.zpl`: expected a .c, .h, .cpp, .o, .a or .so file
-- RUN: not %zplc %s %t.missing.c -o %t 2>&1 | FileCheck %s --check-prefix=MISSING
-- MISSING: error: cannot read `{{.*}}.missing.c`
-- RUN: echo 'int broken(' > %t.bad.c
-- RUN: not %zplc %s %t.bad.c -o %t 2>&1 | FileCheck %s --check-prefix=BAD
-- BAD: error: the C compiler failed on `{{.*}}.bad.c`
-- BAD-NOT: internal compiler error
