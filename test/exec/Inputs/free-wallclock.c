// A C function whose result differs per processor, for free-values.zpl.
#include <time.h>
double wallclock(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + 1e-9 * ts.tv_nsec; }
