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
-- CHECK: $ext0 := noise()
-- CHECK-NEXT: [R] A := ($ext0 + scale(A, seed))
-- CHECK: $ext1 := noise()
-- CHECK-NEXT: s := +<< [R] (A * $ext1)
-- CHECK: s := (noise() + s)

-- The program's own C names are declared with their C symbol; a header's
-- name (even one the program redeclares) is used through the header.
-- RUN: %zplc %s -emit=cpp | FileCheck %s --check-prefix=CPP
-- CPP: namespace zplc_c {
-- CPP-NEXT: double z_noise() __asm__("noise");
-- CPP-NEXT: double z_scale(double, int32_t) __asm__("scale");
-- CPP-NEXT: extern int32_t z_seed __asm__("seed");
-- CPP-NEXT: } // namespace zplc_c
-- CPP: z__text0 = zplc_c::z_noise();
-- CPP: zplc_c::z_scale(z_A_r[i1], zplc_c::z_seed)
