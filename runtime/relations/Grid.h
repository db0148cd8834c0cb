// The default processor grid: the one function the compiler (which embeds
// relations for it) and the runtime (which builds it) both call, so that a
// relation precomputed for `zplc -pP` is the one the program needs on P
// processors.
#pragma once

#include <vector>

namespace zpl::rel {

// P factored over `rank` dimensions as squarely as possible: of all
// non-increasing factorizations, the lexicographically smallest (the
// smallest largest factor, then the smallest second factor, ...), so rows
// get the larger factors. Empty for rank <= 0.
std::vector<int> defaultGrid(int procs, int rank);

} // namespace zpl::rel
