// Hand-broken: the source written by a procedure between SR and SV; read by another.
#include "Broken.h"

// A procedure that writes its array parameter, and one that only reads it.
void Program_broken::fill(zplc::Array<double, 2> &X) {
  // line 3: [R] X := 0.0
  double *__restrict const X_r_0 = X.row(1);
  X_r_0[1] = 0.0;
}

double Program_broken::sum(zplc::Array<double, 2> &X) {
  // line 4: s := +<< [R] X
  const auto X_r_0 = X.row(1);
  return X_r_0[1];
}

void Program_broken::broken() {
  DR_T0
  x0_.current().SR();
  x0_.current().DN();
  // line 10: s := +<< [R] A
  n = int32_t(sum(A));
  // line 11: fill(A)
  fill(A);
  x0_.current().SV();
}
