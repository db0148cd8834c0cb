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

-- CHECK: std::vector<int64_t> Q{};
-- CHECK: zplc::Array<double, 2> U[3];
-- CHECK: for (auto &e : U) {
-- CHECK-NEXT: e.allocate(p,
-- CHECK: e.declare({int64_t(1), int64_t(1)}, {int64_t(n), int64_t(n)});

-- CHECK: void Program_rcpp::fill(zplc::Array<double, 2> &X, std::vector<int64_t> z_region) {
-- CHECK: zplc::clip(z_region[(1 - 1)], z_region[(2 - 1)],
-- CHECK-NEXT: int64_t(z_region[(3 - 1)]), X.lo[0], X.hi[0]);
procedure fill(var X : [,] double);
begin
  X := 1.0;
end;

-- CHECK: void Program_rcpp::rcpp() {
-- CHECK: const std::vector<int64_t> rv =
-- CHECK-NEXT: std::vector<int64_t>{int64_t(k), int64_t(n), int64_t(k), int64_t(1), int64_t(n), 2};
-- CHECK-NEXT: Q[(1 - 1)] = rv[0];
-- CHECK: Q[(6 - 1)] = rv[5];
-- CHECK: zplc::clip(Q[(1 - 1)], Q[(2 - 1)], int64_t(Q[(3 - 1)]),
-- CHECK: for (int64_t i1 = r1.lo; i1 <= r1.hi; i1 += r1.st) {
-- CHECK-NEXT: double *__restrict const U_e1_r_0 = U[(k)-1].row(i1);
-- CHECK: fill(U[(2) - 1], std::vector<int64_t>{int64_t(1), int64_t(n), 1, int64_t(1), int64_t(n), 1});
procedure rcpp();
begin
  Q := [k..n by k, 1..n by 2];
  [Q] U[k] := 2.0;
  [R] fill(U[2]);
end;
