// Hand-broken: SR before DR.
#include "Broken.h"

void Program_broken::broken() {
  x0_.current().SR();
  DR_T0
  x0_.current().DN();
  x0_.current().SV();
}
