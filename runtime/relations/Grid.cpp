#include "runtime/relations/Grid.h"

namespace zpl::rel {

namespace {
// Fills g[d..] with a non-increasing factorization of n into factors no
// larger than `cap`, trying each position's factors smallest first: the
// first completion found is therefore the lexicographically smallest.
bool smallestFactorization(int n, int d, int cap, std::vector<int> &g) {
  int left = int(g.size()) - d;
  if (left == 1) {
    g[d] = n;
    return n <= cap;
  }
  for (int f = 1; f <= cap && f <= n; ++f) {
    if (n % f)
      continue;
    // f is the largest of the remaining factors, so f^left must reach n.
    long long reach = 1;
    for (int i = 0; i < left && reach < n; ++i)
      reach *= f;
    if (reach < n)
      continue;
    g[d] = f;
    if (smallestFactorization(n / f, d + 1, f, g))
      return true;
  }
  return false;
}
} // namespace

std::vector<int> defaultGrid(int procs, int rank) {
  if (rank <= 0 || procs <= 0)
    return {};
  std::vector<int> g(rank, 1);
  smallestFactorization(procs, 0, procs, g);
  return g;
}

} // namespace zpl::rel
