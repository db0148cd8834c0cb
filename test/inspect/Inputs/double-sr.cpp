// Hand-broken: SR issued twice.
#include "Broken.h"

void Program_broken::broken() {
  DR_T0
  x0_.current().SR();
  x0_.current().SR();
  x0_.current().DN();
  x0_.current().SV();
}
