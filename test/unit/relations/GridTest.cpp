// The default grid is the one function behind both the compiler's embedded
// relations and the runtime's grids; these are its properties for every
// processor count and rank a program is likely to use.
#include "runtime/relations/Grid.h"

#include <gtest/gtest.h>

#include <functional>

using zpl::rel::defaultGrid;

namespace {
// Every non-increasing factorization of n into k factors, by brute force.
void allFactorizations(int n, int k, int cap, std::vector<int> &cur,
                       const std::function<void(const std::vector<int> &)> &f) {
  if (k == 0) {
    if (n == 1)
      f(cur);
    return;
  }
  for (int x = 1; x <= cap && x <= n; ++x) {
    if (n % x)
      continue;
    cur.push_back(x);
    allFactorizations(n / x, k - 1, x, cur, f);
    cur.pop_back();
  }
}
} // namespace

TEST(DefaultGrid, ProductNonIncreasingAndBalanced) {
  for (int P = 1; P <= 1024; ++P) {
    for (int rank = 1; rank <= 4; ++rank) {
      SCOPED_TRACE("P=" + std::to_string(P) + " rank=" + std::to_string(rank));
      std::vector<int> g = defaultGrid(P, rank);
      ASSERT_EQ(g.size(), size_t(rank));
      long long prod = 1;
      for (int x : g)
        prod *= x;
      EXPECT_EQ(prod, P);
      for (int d = 1; d < rank; ++d)
        EXPECT_GE(g[d - 1], g[d]);
      // Balanced: no factorization is squarer, i.e. none has a smaller
      // largest factor, or the same and a smaller next one, and so on.
      std::vector<int> cur;
      allFactorizations(P, rank, P, cur, [&](const std::vector<int> &f) {
        EXPECT_FALSE(f < g) << "a squarer grid exists";
      });
    }
  }
}

TEST(DefaultGrid, KnownGrids) {
  EXPECT_EQ(defaultGrid(108, 3), (std::vector<int>{6, 6, 3}));
  EXPECT_EQ(defaultGrid(20, 4), (std::vector<int>{5, 2, 2, 1}));
  EXPECT_EQ(defaultGrid(12, 2), (std::vector<int>{4, 3}));
  EXPECT_EQ(defaultGrid(7, 1), (std::vector<int>{7}));
  EXPECT_TRUE(defaultGrid(4, 0).empty());
}
