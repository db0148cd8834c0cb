-- RUN: %zplc %s -emit=cpp | FileCheck %s
-- RUN: %zplc %s --check-cpp -emit=cpp -o %t.cpp
-- A remap that a statement reads feeds the statement's loop: the part of the
-- source on the processor is read in place, permuted, in 32 x 32 blocks, and
-- the transfer (zplc::Site::FuseSelf) moves only the rest into the
-- temporary; a cyclic target has no box of its own, so the source is read in
-- place only when all of it is local (FuseLocal, local()); a statement that
-- writes its own remap's source keeps the temporary (array semantics). The
-- source's last dimension has stride 1, written as such: a run-time stride
-- there kept g++ from vectorizing the transpose's loop. The blocked nest is a
-- noinline lambda of its own: inlined into the program's body, g++ reloaded
-- spilled invariants from the stack in its inner loop (PRK transpose, np 1).
-- A whole block of a transpose of 8-byte elements is read from a transposed
-- tile (zplc::transposeTile) where the machine has AVX-512; the C++ has both.
program fused;

config var n : integer = 8;
grid G = [1, 1];
distribution Cyc : G = [cyclic, cyclic];
region R = [1..n, 1..n];
       RC : Cyc = [1..n, 1..n];
var A, B : [R] double;
    C : [RC] double;

-- CHECK: zplc::Site x0_{"t0", {{[0-9]+}}, zplc::Site::FuseSelf};
-- CHECK-NEXT: zplc::Site x1_{"t1", {{[0-9]+}}, zplc::Site::FuseLocal};
-- CHECK-NEXT: zplc::Site x2_{"t2", {{[0-9]+}}};
-- CHECK-LABEL: void Program_z_fused::z_fused() {
-- CHECK: // line {{[0-9]+}}: [R] B := (B + $T0)
-- CHECK-NEXT: // the part of A on this processor, read in place, in blocks; the rest from the transfer
-- CHECK: const zplc::Range r1 =
-- CHECK-NEXT: zplc::clip(lo1, hi1, st1, std::max<int64_t>(own_{{.*}}.lo[0], z_A.lo[1]),
-- CHECK-NEXT: std::min<int64_t>(own_{{.*}}.hi[0], z_A.hi[1]));
-- CHECK: const auto blocks = [&]() __attribute__((noinline)) {
-- CHECK-NEXT: for (int64_t b1 = r1.lo; b1 <= r1.hi; b1 += zplc::kTile * r1.st) {
-- CHECK-NEXT: for (int64_t b2 = r2.lo; b2 <= r2.hi; b2 += zplc::kTile * r2.st) {
-- CHECK-NEXT: if (zplc::kTransposeTiles && b1 + (zplc::kTile - 1) <= r1.hi &&
-- CHECK-NEXT: b2 + (zplc::kTile - 1) <= r2.hi) {
-- CHECK-NEXT: alignas(64) double z_A_p_t0[zplc::kTile * zplc::kTile];
-- CHECK-NEXT: {
-- CHECK-NEXT: const int64_t i1 = b1, i2 = b2;
-- CHECK-NEXT: const auto z_A_p = static_cast<const double *>(z_A.row());
-- CHECK-NEXT: const auto z_A_p0 = z_A.stride[0];
-- CHECK-NEXT: zplc::transposeTile(&z_A_p[i2 * z_A_p0 + i1], z_A_p0, z_A_p_t0);
-- CHECK-NEXT: }
-- CHECK-NEXT: for (int64_t k1 = 0; k1 < zplc::kTile; ++k1) {
-- CHECK-NEXT: const int64_t i1 = b1 + k1;
-- CHECK-NEXT: double *__restrict const z_B_r_0 = z_B.row(i1);
-- CHECK-NEXT: for (int64_t k2 = 0; k2 < zplc::kTile; ++k2) {
-- CHECK-NEXT: const int64_t i2 = b2 + k2;
-- CHECK-NEXT: z_B_r_0[i2] = (z_B_r_0[i2] + z_A_p_t0[k1 * zplc::kTile + k2]);
-- CHECK-NEXT: }
-- CHECK-NEXT: }
-- CHECK-NEXT: } else {
-- CHECK-NEXT: for (int64_t i1 = b1, i1_end = std::min(r1.hi, b1 + (zplc::kTile - 1) * r1.st);
-- CHECK: const auto z_A_p = static_cast<const double *>(z_A.row());
-- CHECK-NEXT: const auto z_A_p0 = z_A.stride[0];
-- CHECK-NOT: z_A.stride[1]
-- CHECK: if (b2 + (zplc::kTile - 1) <= r2.hi) {
-- CHECK-NEXT: #pragma GCC unroll 4
-- CHECK-NEXT: for (int64_t k2 = 0; k2 < zplc::kTile; ++k2) {
-- CHECK-NEXT: const int64_t i2 = b2 + k2;
-- CHECK-NEXT: z_B_r_0[i2] = (z_B_r_0[i2] + z_A_p[i2 * z_A_p0 + i1]);
-- CHECK: } else {
-- CHECK-NEXT: for (int64_t i2 = b2, i2_end = r2.hi; i2 <= i2_end; ++i2) {
-- CHECK-NEXT: z_B_r_0[i2] = (z_B_r_0[i2] + z_A_p[i2 * z_A_p0 + i1]);
-- CHECK: };
-- CHECK-NEXT: blocks();
-- CHECK: z_B_r_0[i2] = (z_B_r_0[i2] + z__tT0_r_0[i2]);
-- CHECK: // line {{[0-9]+}}: [RC] C := (C + $T1)
-- CHECK-NEXT: if (x1_.local()) {
-- CHECK: z_C_r_0[s2] = (z_C_r_0[s2] + z_A_p[i2 * z_A_p0 + i1]);
-- CHECK: } else {
-- CHECK: // line {{[0-9]+}}: [R] A := (A + $T2)
-- CHECK-NOT: local()
-- CHECK-NOT: z_A_p
-- CHECK: int main(
procedure fused();
begin
  [R]  A := Index1 * 10.0 + Index2;
  [R]  B := 1.0;
  [RC] C := 2.0;
  [R]  B := B + A#[Index2, Index1];
  [RC] C := C + A#[Index2, Index1];
  [R]  A := A + A#[Index2, Index1];
  [R]  writeln(A, B);
end;
