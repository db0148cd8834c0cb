/* The C side of opaque-generic.zpl: what the ZPL program calls with
   `generic` arguments needs a C declaration, as the ZPL compiler's
   `zc my_header.h my_implementation.o my_zpl_src.z` did. */
#define twice(x) ((x) + (x))
double scaled(double x);
struct counter;
double counter_times(struct counter *c, double x);
