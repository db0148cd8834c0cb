program compound_boolean;
var done : boolean;
procedure compound_boolean();
begin
  done += 1;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}compound_boolean.zpl:5:8: error: `+=` needs numbers; `done` has type `boolean`
-- CHECK-NEXT: {{^}}  done += 1;{{$}}
-- CHECK-NEXT: {{^ {7}\^$}}
-- CHECK-NOT: error:
