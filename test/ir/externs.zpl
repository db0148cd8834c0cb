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

-- The program's own C names are declared with their C symbol; a header's
-- name (even one the program redeclares) is used through the header.
-- RUN: %zplc %s -emit=cpp | FileCheck %s --check-prefix=CPP
-- CPP: namespace zplc_c {
-- CPP-NEXT: double noise() __asm__("noise");
-- CPP-NEXT: double scale(double, int32_t) __asm__("scale");
-- CPP-NEXT: extern int32_t seed __asm__("seed");
-- CPP-NEXT: } // namespace zplc_c
-- CPP: _ext0 = zplc_c::noise();
-- CPP: zplc_c::scale(A_r[i1], zplc_c::seed)
