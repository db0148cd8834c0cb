-- RUN: %zplc %s -emit=cpp | FileCheck %s
-- Region values in the generated C++: a region variable is a vector of
-- int64_t assigned whole, loops over it step by its run-time stride, the
-- elements of an indexed array of parallel arrays are a C++ array of
-- storage objects indexed where used, and an inherited region is a
-- parameter.
program rcpp;

config var n : integer = 8;

region R = [1..n, 1..n];

var Q : region<.., ..>;
    U : array [1..3] of [R] double;
    k : integer;

-- CHECK: std::vector<int64_t> z_Q{};
-- CHECK: zplc::Array<double, 2> z_U[3];
-- CHECK: for (auto &e : z_U) {
-- CHECK-NEXT: e.allocate(p,
-- CHECK: e.declare({int64_t(1), int64_t(1)}, {int64_t(z_n), int64_t(z_n)});

-- CHECK: void Program_z_rcpp::z_fill(zplc::Array<double, 2> &z_X, std::vector<int64_t> z__tregion) {
-- CHECK: const int64_t lo1 = z__tregion[(1 - 1)], hi1 = z__tregion[(2 - 1)],
-- CHECK-NEXT: st1 = zplc::checkStride(int64_t(z__tregion[(3 - 1)]), "region-values-cpp.zpl:30");
-- CHECK-NEXT: zplc::checkInSpace(lo1, hi1, st1, z_X.layout.dims[0].lo, z_X.layout.dims[0].hi, 1,
-- CHECK: zplc::clip(lo1, hi1, st1, z_X.lo[0], z_X.hi[0]);
procedure fill(var X : [,] double);
begin
  X := 1.0;
end;

-- CHECK: void Program_z_rcpp::z_rcpp() {
-- CHECK: const std::vector<int64_t> rv = std::vector<int64_t>{
-- CHECK-NEXT: int64_t(z_k), int64_t(z_n), zplc::checkStride(int64_t(z_k), "region-values-cpp.zpl:{{[0-9]+}}"),
-- CHECK-NEXT: int64_t(1), int64_t(z_n), 2};
-- CHECK-NEXT: z_Q[(1 - 1)] = rv[0];
-- CHECK: z_Q[(6 - 1)] = rv[5];
-- CHECK: const int64_t lo1 = z_Q[(1 - 1)], hi1 = z_Q[(2 - 1)],
-- CHECK-NEXT: st1 = zplc::checkStride(int64_t(z_Q[(3 - 1)]), "region-values-cpp.zpl:{{[0-9]+}}");
-- CHECK-NEXT: zplc::checkInSpace(lo1, hi1, st1, space_z_DefaultDist2.lo[0], space_z_DefaultDist2.hi[0], 1,
-- CHECK: zplc::clip(lo1, hi1, st1, own_z_DefaultDist2.lo[0], own_z_DefaultDist2.hi[0]);
-- CHECK: for (int64_t i1 = r1.lo; i1 <= r1.hi; i1 += r1.st) {
-- CHECK-NEXT: double *__restrict const z_U_e1_r_0 =
-- CHECK-NEXT: z_U[(zplc::checkIndex(z_k, 1, 3, "region-values-cpp.zpl:{{[0-9]+}}", "U")) - 1].row(i1);
-- CHECK: z_fill(z_U[(2) - 1],
-- CHECK-NEXT: std::vector<int64_t>{int64_t(1), int64_t(z_n), 1, int64_t(1), int64_t(z_n), 1});
procedure rcpp();
begin
  Q := [k..n by k, 1..n by 2];
  [Q] U[k] := 2.0;
  [R] fill(U[2]);
end;
