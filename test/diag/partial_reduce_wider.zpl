program partial_reduce_wider;
region R = [1..4, 1..4];
var A, B : [R] integer;
procedure partial_reduce_wider();
begin
  [R] A := +<< [1..4, *] A;
  [R] B := +<< [1..4, 2] A;
end;

-- A partial reduction collapses dimensions; one whose destination is wider
-- than its source would read values that do not exist (that is a flood).
-- RUN: not %zplc %s -emit=ir 2>&1 | FileCheck --strict-whitespace %s
-- CHECK: {{.*}}partial_reduce_wider.zpl:6:16: error: dimension 2 of a partial reduction's source region is `*` where the destination's is wider; replicate with a flood `>>`
-- CHECK-NEXT: {{^}}  [R] A := +<< [1..4, *] A;{{$}}
-- CHECK-NEXT: {{^ {15}\^$}}
-- CHECK-NEXT: {{.*}}partial_reduce_wider.zpl:7:16: error: dimension 2 of a partial reduction's source region is one index where the destination's is wider; replicate with a flood `>>`
