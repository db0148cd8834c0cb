// The layout and relation helpers shared by zplc and generated programs.
#include "runtime/program/Layouts.h"

#include <gtest/gtest.h>

using zplc::DimSpec;
using zpl::rel::Dist;

TEST(Support, DefaultGridIsSquareRowsFirst) {
  EXPECT_EQ(zplc::defaultGrid(1, 2), (std::vector<int>{1, 1}));
  EXPECT_EQ(zplc::defaultGrid(2, 2), (std::vector<int>{2, 1}));
  EXPECT_EQ(zplc::defaultGrid(3, 2), (std::vector<int>{3, 1}));
  EXPECT_EQ(zplc::defaultGrid(4, 2), (std::vector<int>{2, 2}));
  EXPECT_EQ(zplc::defaultGrid(6, 2), (std::vector<int>{3, 2}));
  EXPECT_EQ(zplc::defaultGrid(8, 3), (std::vector<int>{2, 2, 2}));
}

namespace {
zplc::Problem halo(int procs, std::vector<int64_t> shift, bool wrap) {
  std::vector<int> grid = zplc::defaultGrid(procs, 2);
  std::vector<DimSpec> dims = {{1, 8, Dist::Block, 1, 0, 1, 1, false},
                               {1, 8, Dist::Block, 1, 1, 1, 1, false}};
  zplc::Problem p;
  p.src = p.dst = zplc::makeLayout(grid, dims, 8);
  p.region.lo = {1, 1};
  p.region.hi = {8, 8};
  p.region.stride = {1, 1};
  p.map.perm = {0, 1};
  p.map.offset = shift;
  p.map.wrap = {wrap, wrap};
  p.map.wrapLo = {1, 1};
  p.map.wrapHi = {8, 8};
  p.halo = true;
  p.shift = shift;
  return p;
}
} // namespace

TEST(Support, HaloSelfPairMovesNothingWithoutWrap) {
  EXPECT_TRUE(halo(1, {0, 1}, false).relation(0, 0).empty());
}

TEST(Support, WrapSelfPairMovesOnlyTheWrappedColumn) {
  zplc::Problem p = halo(1, {0, 1}, true);
  std::vector<uint64_t> w = p.relation(0, 0);
  ASSERT_FALSE(w.empty());
  zpl::rel::EncodedView v(w.data(), w.size());
  // Column 1 lands in the ghost column 9 of each of the 8 rows.
  EXPECT_EQ(v.count(), 8u);
  for (const zpl::rel::Tuple &t : v.decode())
    EXPECT_NE(t.s, t.d + p.dstDelta(0));
}

TEST(Support, KeysDistinguishShapes) {
  EXPECT_EQ(halo(4, {0, 1}, false).key(), halo(4, {0, 1}, false).key());
  EXPECT_NE(halo(4, {0, 1}, false).key(), halo(2, {0, 1}, false).key());
  EXPECT_NE(halo(4, {0, 1}, false).key(), halo(4, {1, 0}, false).key());
}
