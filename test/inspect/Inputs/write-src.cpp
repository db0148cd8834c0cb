// Hand-broken: the source written between DN and SV.
#include "Broken.h"

void Program_broken::broken() {
  DR_T0
  x0_.current().SR();
  x0_.current().DN();
  // line 9: [R] A := 2.0
  for (int64_t i1 = 1; i1 <= n; ++i1) {
    double *__restrict const A_r_0 = A.row(i1);
    A_r_0[1] = 2.0;
  }
  x0_.current().SV();
}
