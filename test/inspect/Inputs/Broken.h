// The program state of the hand-broken inputs, in the form zplc generates:
// two arrays and transfer t0's site. Each input defines `broken()` with one
// misuse of the IRONMAN protocol that zpl-inspect must flag.
#include "runtime/program/Support.h"

namespace {

struct Program_broken {
  zpl::rt::Proc &p;
  int nextId_ = 0;
  int32_t n{};
  zplc::Array<double, 2> A;
  zplc::Array<double, 2> B;
  zplc::Site x0_;

  explicit Program_broken(zpl::rt::Proc &proc) : p(proc) {}
  // Procedures for write-via-call.cpp (zpl-inspect summarises the main file's).
  void fill(zplc::Array<double, 2> &X);
  double sum(zplc::Array<double, 2> &X);
  void broken();
};

} // namespace

// zplc's DR of t0 (A -> B), with the comment zpl-inspect reads.
#define DR_T0                                                                                  \
  { /* t0 */                                                                                   \
    zplc::Problem t;                                                                           \
    x0_.prepare(p, nextId_, t, A.data, B.data, sizeof(double), nullptr).DR();                  \
  }
