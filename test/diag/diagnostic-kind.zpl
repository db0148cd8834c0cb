program diagnostic_kind;
-- `--show-diagnostic-kind` names each error's kind (basic/DiagnosticKinds.def)
-- after the unchanged message; without it the message ends where it did.
region R = [1..4];
var A : [R] double;
    B : [1..4, 1..4] double;
    s : integer;
procedure diagnostic_kind();
begin
  s := undeclared_x;
  s := 1 < "a";
  [R] A := B;
  s := A;
  exit;
end;

-- RUN: not %zplc %s -emit=ast --show-diagnostic-kind 2>&1 | FileCheck %s
-- CHECK: :10:8: error: use of undeclared identifier `undeclared_x` [undeclared-name]
-- CHECK: :11:{{[0-9]+}}: error: cannot compare {{.*}} [type-mismatch]
-- CHECK: :12:12: error: `B` has rank 2 but the current region has rank 1 [rank-mismatch]
-- CHECK: :13:8: error: this statement uses parallel arrays but has no region scope; {{.*}} [region-missing]
-- CHECK: :13:5: error: cannot assign a parallel value to scalar `s`; {{.*}} [parallel-in-scalar-context]
-- CHECK: :14:3: error: `exit` is only allowed inside a loop [loop-control]
-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --check-prefix=PLAIN %s
-- PLAIN: error: use of undeclared identifier `undeclared_x`{{$}}
-- PLAIN-NOT: [undeclared-name]
-- RUN: printf 'program p;\nprocedure p();\nbegin\n  x := ;\nend;\n' > %t.zpl
-- RUN: not %zplc %t.zpl -emit=ast --show-diagnostic-kind 2>&1 | FileCheck --check-prefix=PARSE %s
-- PARSE: :4:8: error: expected an expression before `;` [syntax-error]
