// Hand-broken: the destination written between SR and DN.
#include "Broken.h"

void Program_broken::broken() {
  DR_T0
  x0_.current().SR();
  // line 8: [R] B := 1.0
  for (int64_t i1 = 1; i1 <= n; ++i1) {
    double *__restrict const B_r_0 = B.row(i1);
    B_r_0[1] = 1.0;
  }
  x0_.current().DN();
  x0_.current().SV();
}
