// relationPeers against every processor pair: each processor's peers must
// include every processor it shares a nonempty relation with (or a wrong
// answer follows: a pair never set up moves nothing), and for BLOCK and `*`
// layouts without ghosts or wrap-around they must be exactly those.
#include "runtime/relations/Relations.h"
#include "test/unit/relations/Helpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace zpl::rel;
using namespace zpl::rel::test;

namespace {

bool contains(const std::vector<int> &v, int x) { return std::binary_search(v.begin(), v.end(), x); }

bool plainLayout(const Layout &l) {
  for (const DimLayout &d : l.dims)
    if ((d.dist != Dist::None && d.dist != Dist::Block) || d.ghostLo || d.ghostHi)
      return false;
  return true;
}

bool plainMap(const Case &c) {
  for (size_t k = 0; k < c.map.perm.size(); ++k)
    if (c.map.perm[k] < 0 || c.map.wrap[k])
      return false;
  for (int64_t s : c.region.stride)
    if (s != 1)
      return false;
  return true;
}

// Checks every pair of one case; returns the number of nonempty pairs.
int checkCase(const Case &c, const Region &region, bool halo) {
  int P = c.src.procCount(), Q = c.dst.procCount(), found = 0;
  bool exact = !halo && plainLayout(c.src) && plainLayout(c.dst) && plainMap(c);
  std::vector<std::vector<int>> asSrc(P), asDst(Q);
  for (int p = 0; p < P; ++p) {
    asSrc[p] = relationPeers(c.src, c.dst, region, c.map, p, true);
    EXPECT_TRUE(std::is_sorted(asSrc[p].begin(), asSrc[p].end()));
  }
  for (int q = 0; q < Q; ++q)
    asDst[q] = relationPeers(c.src, c.dst, region, c.map, q, false);
  for (int p = 0; p < P; ++p)
    for (int q = 0; q < Q; ++q) {
      Relation r = halo ? computeHaloRelation(c.src, c.dst, region, c.map, p, q)
                        : computeRelation(c.src, c.dst, region, c.map, p, q);
      if (!r.empty()) {
        ++found;
        EXPECT_TRUE(contains(asSrc[p], q)) << "destination " << q << " missing from " << p;
        EXPECT_TRUE(contains(asDst[q], p)) << "source " << p << " missing from " << q;
      } else if (exact) {
        EXPECT_FALSE(contains(asSrc[p], q)) << "extra destination " << q << " of " << p;
        EXPECT_FALSE(contains(asDst[q], p)) << "extra source " << p << " of " << q;
      }
    }
  return found;
}

} // namespace

TEST(Peers, RandomCasesAreCovered) {
  std::mt19937_64 rng(777);
  int nonEmpty = 0;
  for (int it = 0; it < 1500 && !HasFailure(); ++it) {
    Case c = randomCase(rng);
    SCOPED_TRACE("case " + std::to_string(it));
    nonEmpty += checkCase(c, c.region, false) > 0;
    Region wide = c.region;
    for (int j = 0; j < wide.rank(); ++j) {
      wide.lo[j] -= 2;
      wide.hi[j] += 2;
    }
    checkCase(c, wide, true);
  }
  EXPECT_GT(nonEmpty, 500);
}

// Grids of tens of processors per dimension and cyclic layouts with more
// blocks than the closed form keeps apart (their index sets are widened).
TEST(Peers, LargeGrids) {
  std::mt19937_64 rng(4242);
  for (int it = 0; it < 300 && !HasFailure(); ++it) {
    SCOPED_TRACE("case " + std::to_string(it));
    int rank = 1 + int(rng() % 2);
    std::vector<int64_t> ext(rank);
    for (auto &e : ext)
      e = 1 + int64_t(rng() % (rank == 1 ? 2000 : 300));
    auto grid = [&] {
      return rank == 1 || rng() % 2 ? std::vector<int>{1 + int(rng() % 48)}
                                    : std::vector<int>{1 + int(rng() % 8), 1 + int(rng() % 8)};
    };
    Case c;
    c.dst = randomLayout(rng, ext, grid());
    c.map = IndexMap::identity(rank);
    for (int k = 0; k < rank; ++k) {
      c.map.offset[k] = int64_t(rng() % 7) - 3;
      c.map.wrap[k] = rng() % 3 == 0;
      c.map.wrapLo[k] = 0;
      c.map.wrapHi[k] = ext[k] - 1;
    }
    if (rank == 2 && rng() % 3 == 0) {
      c.map.perm = {1, 0};
      std::swap(ext[0], ext[1]);
      c.map.wrap = {false, false};
    }
    c.src = randomLayout(rng, ext, grid());
    c.region = Region::whole(c.dst);
    checkCase(c, c.region, false);
  }
}

// The point of it: a processor of a block-to-block shift on 4096
// processors has two peers, not 4096.
TEST(Peers, BlockShiftHasNeighboursOnly) {
  Layout l;
  l.grid = {64, 64};
  l.dims = {dim(4096, Dist::Block, 0), dim(4096, Dist::Block, 1)};
  Region r = Region::whole(l);
  r.lo = {1, 1};
  r.hi = {4094, 4094};
  IndexMap east = IndexMap::shift({0, 1});
  EXPECT_EQ(relationPeers(l, l, r, east, 64 * 10 + 5, false), (std::vector<int>{645, 646}));
  EXPECT_EQ(relationPeers(l, l, r, east, 64 * 10 + 5, true), (std::vector<int>{644, 645}));
}
