program compare_types;
var name : string;
    k : integer;
    ok : boolean;
procedure compare_types();
begin
  ok := name = k;
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}compare_types.zpl:7:14: error: cannot compare `string` with `integer` using `=`
-- CHECK-NEXT: {{^}}  ok := name = k;{{$}}
-- CHECK-NEXT: {{^ {13}\^$}}
-- CHECK-NOT: error:
