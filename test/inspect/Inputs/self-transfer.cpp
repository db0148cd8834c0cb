// A transfer from `A` to its own border (what `wrap A` compiles to) whose SV
// comes after other statements, as zplc places it to overlap the transfer.
// `A.touch()` after the DN marks the transfer's own write into the border:
// no write of the source. With -DWRITE_SOURCE the interior is then written
// for real before the SV, which must be flagged.
#include "Broken.h"

void Program_broken::broken() {
  { /* t0 */
    zplc::Problem t;
    x0_.prepare(p, nextId_, t, A.data, A.data, sizeof(double), nullptr).DR();
  }
  x0_.current().SR();
  x0_.current().DN();
  A.touch();
#ifdef WRITE_SOURCE
  // line 12: [R] A := 2.0
  for (int64_t i1 = 1; i1 <= n; ++i1) {
    double *__restrict const A_r_0 = A.row(i1);
    A_r_0[1] = 2.0;
  }
  A.touch();
#endif
  // line 13: [R] B := 1.0
  for (int64_t i1 = 1; i1 <= n; ++i1) {
    double *__restrict const B_r_0 = B.row(i1);
    B_r_0[1] = 1.0;
  }
  B.touch();
  x0_.current().SV();
}
