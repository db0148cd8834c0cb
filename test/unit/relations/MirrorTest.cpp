// Index maps that mirror a dimension (IndexMap::flip: source = offset -
// destination), which a deep `reflect` uses: the closed form against the
// oracle that visits every index, every encoding decoding to it, and the
// peers covering every nonempty pair.
#include "runtime/relations/Relations.h"
#include "test/unit/relations/Helpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace zpl::rel;
using namespace zpl::rel::test;

namespace {

// Mirrors every source dimension of a random case that reads a destination
// dimension without wrap-around, with an offset that keeps most of the image
// inside the source's index space.
bool mirror(Case &c, std::mt19937_64 &rng) {
  bool any = false;
  c.map.flip.assign(c.map.perm.size(), false);
  for (size_t k = 0; k < c.map.perm.size(); ++k) {
    int j = c.map.perm[k];
    if (j < 0 || c.map.wrap[k] || rng() % 4 == 0)
      continue;
    c.map.flip[k] = true;
    c.map.offset[k] = c.src.dims[k].lo + c.region.hi[j] + static_cast<int64_t>(rng() % 5) - 2;
    any = true;
  }
  return any;
}

bool contains(const std::vector<int> &v, int x) { return std::binary_search(v.begin(), v.end(), x); }

} // namespace

TEST(Mirror, RandomAgainstOracle) {
  std::mt19937_64 rng(90210);
  int mirrored = 0, nonEmpty = 0;
  for (int it = 0; it < 3000 && !HasFailure(); ++it) {
    Case c = randomCase(rng);
    if (!mirror(c, rng))
      continue;
    ++mirrored;
    SCOPED_TRACE("case " + std::to_string(it));
    for (Order o : {Order::SourceFirst, Order::DestinationFirst}) {
      std::vector<Tuple> want = enumerateRelation(c.src, c.dst, c.region, c.map, c.p, c.q, o);
      Relation r = computeRelation(c.src, c.dst, c.region, c.map, c.p, c.q, o);
      ASSERT_EQ(r.tuples(), want);
      nonEmpty += !want.empty();
      for (Encoding e : kAll) {
        std::vector<uint64_t> w = encode(r, e);
        ASSERT_EQ(EncodedView(w).decode(), want) << encodingName(e);
      }
    }
    // Destinations in the halo: the region reaches two indices past the bounds.
    Region wide = c.region;
    for (int j = 0; j < wide.rank(); ++j) {
      wide.lo[j] -= 2;
      wide.hi[j] += 2;
    }
    ASSERT_EQ(computeHaloRelation(c.src, c.dst, wide, c.map, c.p, c.q).tuples(),
              enumerateHaloRelation(c.src, c.dst, wide, c.map, c.p, c.q));
    // Every nonempty pair is among both processors' peers.
    for (bool halo : {false, true}) {
      const Region &reg = halo ? wide : c.region;
      for (int p = 0; p < c.src.procCount(); ++p)
        for (int q = 0; q < c.dst.procCount(); ++q) {
          Relation x = halo ? computeHaloRelation(c.src, c.dst, reg, c.map, p, q)
                            : computeRelation(c.src, c.dst, reg, c.map, p, q);
          if (x.empty())
            continue;
          EXPECT_TRUE(contains(relationPeers(c.src, c.dst, reg, c.map, p, true), q));
          EXPECT_TRUE(contains(relationPeers(c.src, c.dst, reg, c.map, q, false), p));
        }
    }
  }
  EXPECT_GT(mirrored, 1000);
  EXPECT_GT(nonEmpty, 500);
}

// The reflect of a border 6 deep on 3 processors: column 1-j of the border
// reads column j, wherever the two live.
TEST(Mirror, DeepReflectAcrossProcessors) {
  Layout l;
  l.grid = {3};
  l.dims = {dim(18, Dist::Block, 0)};
  l.dims[0].lo = -5; // -5..12: a border -5..0, then R = 1..12
  l.dims[0].hi = 12;
  Region border;
  border.lo = {-5};
  border.hi = {0};
  border.stride = {1};
  IndexMap m = IndexMap::identity(1);
  m.flip = {true};
  m.offset = {1}; // i reads 1 - i
  int moved = 0;
  for (int p = 0; p < 3; ++p)
    for (int q = 0; q < 3; ++q) {
      std::vector<Tuple> t = computeRelation(l, l, border, m, p, q).tuples();
      EXPECT_EQ(t, enumerateRelation(l, l, border, m, p, q));
      moved += static_cast<int>(t.size());
    }
  EXPECT_EQ(moved, 6);
}

TEST(Mirror, WrapIsRefused) {
  Layout l;
  l.grid = {1};
  l.dims = {dim(8, Dist::Block, 0)};
  IndexMap m = IndexMap::identity(1);
  m.flip = {true};
  m.wrap = {true};
  m.wrapLo = {0};
  m.wrapHi = {7};
  EXPECT_THROW(computeRelation(l, l, Region::whole(l), m, 0, 0), std::invalid_argument);
}
