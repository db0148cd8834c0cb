program write_region;
region R = [1..4, 1..4];
procedure write_region();
begin
  writeln("region: ", R);
end;

-- RUN: not %zplc %s -emit=ast 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}write_region.zpl:5:23: error: cannot write `R` of type `region<.., ..>`
-- CHECK-NEXT: {{^}}  writeln("region: ", R);{{$}}
-- CHECK-NEXT: {{^ {22}\^$}}
-- CHECK-NOT: error:
