-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
-- Keywords are not names.
program begin;

-- CHECK:{{.*}}err-program-header.zpl:3:9: error: unexpected `begin`
-- CHECK-NEXT:program begin;
-- CHECK-NEXT:        ^
-- CHECK-NOT:{{.*}}error
