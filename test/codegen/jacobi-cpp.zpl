-- RUN: %zplc %s -emit=cpp | FileCheck %s
-- RUN: %zplc %s --check-cpp -emit=cpp -o %t.cpp
-- The generated C++: one per-processor struct, no mutable globals, loops over
-- the owned block in global indices, IRONMAN calls around them, no MPI.
program jac;

config var n : integer = 8;
region R = [1..n, 1..n];
       BigR = [0..n+1, 0..n+1];
direction north = [-1, 0]; east = [0, 1];
var A, Temp : [BigR] double;
    err : double;

-- CHECK-NOT: MPI_
-- CHECK: struct Program_z_jac {
-- CHECK-NEXT: zpl::rt::Proc &p;
-- CHECK: zplc::Array<double, 2> z_A;
-- CHECK: zplc::Site x0_{"t0", 40};
-- CHECK: void Program_z_jac::init() {
-- CHECK-NEXT: z_n = static_cast<int32_t>(p.configInt(0));
-- CHECK: z_A.allocate(p, zplc::makeLayout(
-- CHECK-LABEL: void Program_z_jac::z_jac() {
-- CHECK: x0_.prepare(p, nextId_, t, z_A.data, z_A.data, sizeof(double), nullptr).DR();
-- CHECK: x0_.current().SR();
-- CHECK: x0_.current().DN();
-- CHECK: // line {{[0-9]+}}: [R] Temp := (A@[-1, 0] + A@[0, 1])
-- CHECK: for (int64_t i1 = r1.lo; i1 <= r1.hi; ++i1) {
-- CHECK-NEXT: const auto z_A_r_m1 = z_A.row(i1 - 1);
-- CHECK-NEXT: const auto z_A_r_0 = z_A.row(i1);
-- CHECK-NEXT: double *__restrict const z_Temp_r_0 = z_Temp.row(i1);
-- CHECK-NEXT: for (int64_t i2 = r2.lo; i2 <= r2.hi; ++i2) {
-- CHECK-NEXT: z_Temp_r_0[i2] = (z_A_r_m1[i2] + z_A_r_0[i2 + 1]);
-- CHECK: z_err = p.reduce(zpl::rt::Op::Max, acc);
-- CHECK: x0_.current().SV();
-- CHECK: int main(int argc, char **argv) {
-- CHECK: {"n", zpl::rt::Type::Int32, "8"},
-- CHECK: return zpl::rt::run(program, argc, argv);
procedure jac();
[R] begin
  Temp := A@north + A@east;
  err := max<< abs(A - Temp);
end;
