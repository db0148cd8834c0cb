/* A header the program names on the command line: the generated C++
   includes it, so its `#warning` is a warning of the generated code's
   compilation, which the user is not shown. */
#warning "the generated code's compilation warns here"
int old_twice(int x);
