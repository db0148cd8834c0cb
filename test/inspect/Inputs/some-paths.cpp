// Hand-broken: DN only on some paths.
#include "Broken.h"

void Program_broken::broken() {
  DR_T0
  x0_.current().SR();
  if (n > 2)
    x0_.current().DN();
  x0_.current().SV();
}
