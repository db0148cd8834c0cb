-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- A procedure that is never called in a region scope has none to inherit.
program inherit_region_missing;

region R = [1..4, 1..4];

var A : [R] double;

procedure clear();
begin
  A := 0.0;
end;

procedure inherit_region_missing();
begin
  clear();
end;

-- CHECK: {{.*}}inherit_region_missing.zpl:11:3: error: this statement uses parallel arrays but has no region scope; enclose it in one such as `[R]`
-- CHECK-NEXT: {{^}}  A := 0.0;{{$}}
-- CHECK-NEXT: {{^ {2}\^$}}
-- CHECK-NOT: error:
