// Hand-broken: DR issued again by a loop before SV.
#include "Broken.h"

void Program_broken::broken() {
  for (int32_t k = 1; k <= n; ++k) {
    DR_T0
    x0_.current().SR();
    x0_.current().DN();
  }
  x0_.current().SV();
}
