/* C data behind an `opaque` ZPL value, and a C function called with
   `generic` arguments, for opaque-generic.zpl. */
#include <stdlib.h>
#include "opaque-generic.h"

struct counter {
  long n;
};

void *counter_new(int start) {
  struct counter *c = malloc(sizeof *c);
  c->n = start;
  return c;
}
void counter_add(void *c, int k) { ((struct counter *)c)->n += k; }
int counter_get(void *c) { return (int)((struct counter *)c)->n; }
int counter_same(void *a, void *b) { return a == b; }
void counter_free(void *c) { free(c); }
double scaled(double x) { return 2.5 * x; }
double counter_times(struct counter *c, double x) { return c->n * x; }
