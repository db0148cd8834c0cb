-- RUN: %zplc %s -emit=ir | FileCheck %s
-- C functions: declared in the module; a call with scalar arguments inside a
-- parallel statement (or a reduction) runs once, before it; one with
-- parallel arguments stays element-wise.
program ext;

extern prototype noise() : double;
extern prototype scale(x : double; k : integer) : double;
extern var seed : integer;

region R = [1..4];
var A : [R] double;
    s : double;

procedure ext();
begin
  [R] A := noise() + scale(A, seed);
  [R] s := +<< (A * noise());
  s := noise() + s;
end;

-- CHECK: extern var seed : integer
-- CHECK: extern prototype noise() : double
-- CHECK: extern prototype scale(double, integer) : double
-- CHECK: _ext0 := noise()
-- CHECK-NEXT: [R] A := (_ext0 + scale(A, seed))
-- CHECK: _ext1 := noise()
-- CHECK-NEXT: s := +<< [R] (A * _ext1)
-- CHECK: s := (noise() + s)
