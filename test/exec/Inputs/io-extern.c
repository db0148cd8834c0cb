/* C side of io-extern.z: definitions the ZPL program declares `extern`. */
#include <stdint.h>

int32_t c_offset = 7;
const double c_scale = 0.5;

double blend(double x, int32_t k) { return x * c_scale + (double)(k % 3); }

int32_t collatz_steps(int32_t n) {
  int32_t s = 0;
  while (n > 1) {
    n = (n % 2) ? 3 * n + 1 : n / 2;
    ++s;
  }
  return s;
}

int32_t name_length(const char *s) {
  int32_t n = 0;
  while (s[n])
    ++n;
  return n;
}
