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
  // n's divisors, ascending, by trial division up to sqrt(n): stepping f
  // through every integer up to n took 2^31 steps for n = 2147483647 (a
  // prime; `zplc -p2147483647` ran for two minutes).
  std::vector<int> divisors, above;
  for (long long f = 1; f * f <= n; ++f)
    if (n % f == 0) {
      divisors.push_back(int(f));
      if (f != n / f)
        above.push_back(int(n / f));
    }
  divisors.insert(divisors.end(), above.rbegin(), above.rend());
  for (int f : divisors) {
    if (f > cap)
      break;
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
