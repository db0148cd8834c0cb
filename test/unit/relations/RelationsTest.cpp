// Relations against the brute-force oracle: random layouts, grids, maps,
// regions and processor pairs; every encoding must decode to the oracle's
// tuples and every executor must move exactly those elements.
#include "runtime/relations/Relations.h"
#include "test/unit/relations/Helpers.h"
#include "runtime/relations/Internal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>

using namespace zpl::rel;
using namespace zpl::rel::test;

namespace {

// Moves data with every executor and checks each element against the tuples.
void checkExecutors(const std::vector<Tuple> &t,
                    const std::vector<uint64_t> &enc, int64_t srcCount,
                    int64_t dstCount, size_t es, std::mt19937_64 &rng) {
  EncodedView v(enc);
  std::vector<unsigned char> src(srcCount * es), buf(t.size() * es + 1),
      dst(dstCount * es + 1);
  for (auto &c : src)
    c = static_cast<unsigned char>(rng());
  buf.back() = 0xa5;
  v.gather(src.data(), buf.data(), es);
  ASSERT_EQ(buf.back(), 0xa5) << "gather wrote past the buffer";
  for (size_t i = 0; i < t.size(); ++i)
    ASSERT_EQ(0, std::memcmp(&buf[i * es], &src[t[i].s * es], es))
        << "gather tuple " << i;

  std::vector<unsigned char> fresh(dstCount * es + 1, 0x5a), expect(fresh);
  for (size_t i = 0; i < t.size(); ++i)
    std::memcpy(&expect[t[i].d * es], &buf[i * es], es);
  dst = fresh;
  v.scatter(buf.data(), dst.data(), es);
  ASSERT_EQ(dst, expect) << "scatter";

  dst = fresh;
  std::vector<unsigned char> expectCopy(fresh);
  for (size_t i = 0; i < t.size(); ++i)
    std::memcpy(&expectCopy[t[i].d * es], &src[t[i].s * es], es);
  v.copy(src.data(), dst.data(), es);
  ASSERT_EQ(dst, expectCopy) << "copy";
}

} // namespace

TEST(Layout, BlockAndCyclicOwnership) {
  Layout l;
  l.grid = {3};
  l.dims = {dim(10, Dist::Block, 0)};
  EXPECT_EQ(l.procCount(), 3);
  EXPECT_EQ(l.ownedIndices(0, 0), (std::vector<int64_t>{0, 1, 2, 3}));
  EXPECT_EQ(l.ownedIndices(2, 0), (std::vector<int64_t>{8, 9}));
  EXPECT_EQ(l.ownerCoord(0, 7), 1);
  EXPECT_EQ(l.localSlot(0, 7), 3);
  l.dims = {dim(10, Dist::Cyclic, 0)};
  EXPECT_EQ(l.ownedIndices(1, 0), (std::vector<int64_t>{1, 4, 7}));
  EXPECT_EQ(l.ownedCount(0, 0), 4);
  l.dims = {dim(10, Dist::BlockCyclic, 0, 2)};
  EXPECT_EQ(l.ownedIndices(0, 0), (std::vector<int64_t>{0, 1, 6, 7}));
  EXPECT_EQ(l.localSlot(0, 7), 3);
  EXPECT_EQ(l.ownerCoord(0, 9), 1);
}

TEST(Layout, GhostsAndStrides) {
  Layout l;
  l.grid = {2, 2};
  l.dims = {dim(8, Dist::Block, 0), dim(6, Dist::Block, 1)};
  l.dims[1].ghostLo = 1;
  l.dims[1].ghostHi = 1;
  EXPECT_EQ(l.gridCoords(3), (std::vector<int>{1, 1}));
  EXPECT_EQ(l.localExtents(3), (std::vector<int64_t>{4, 5}));
  EXPECT_EQ(l.localStrides(3), (std::vector<int64_t>{5, 1}));
  EXPECT_EQ(l.localElementCount(3), 20);
  // Global (5, 3) on processor (1, 1): row slot 1, column slot 0 after one
  // ghost.
  EXPECT_EQ(l.localOffset(3, {5, 3}), 1 * 5 + 1);
  // The halo column to the left is global column 2.
  EXPECT_EQ(l.localOffset(3, {5, 2}), 1 * 5 + 0);
}

TEST(Relations, RepresentativeBlockToColumnBlock) {
  Layout a, b;
  a.grid = {4, 1};
  a.dims = {dim(16, Dist::Block, 0), dim(16, Dist::None, -1)};
  b.grid = {1, 4};
  b.dims = {dim(16, Dist::None, -1), dim(16, Dist::Block, 1)};
  Relation r =
      computeRelation(a, b, Region::whole(b), IndexMap::identity(2), 0, 0);
  EXPECT_EQ(r.size(), 16u);
  std::vector<Tuple> t = r.tuples();
  EXPECT_EQ(t.front(), (Tuple{0, 0}));
  EXPECT_EQ(t[4], (Tuple{16, 4}));
  EXPECT_EQ(
      t, enumerateRelation(a, b, Region::whole(b), IndexMap::identity(2), 0, 0));
}

TEST(Relations, HaloFillFromEastNeighbour) {
  // A 2-D [block, block] array on a 2x2 grid with one ghost column each
  // side: `A@east` on processor 0 reads column 4, owned by processor 1.
  Layout a;
  a.grid = {2, 2};
  a.dims = {dim(8, Dist::Block, 0), dim(8, Dist::Block, 1)};
  a.dims[1].ghostLo = a.dims[1].ghostHi = 1;
  Region reg{{0, 0},
             {3, 4},
             {1, 1}}; // processor 0's rows, columns 0..3 plus the halo column
  IndexMap id = IndexMap::identity(2);
  Relation r = computeHaloRelation(a, a, reg, id, 1, 0);
  std::vector<Tuple> t = r.tuples();
  ASSERT_EQ(t.size(), 4u);
  for (int64_t i = 0; i < 4; ++i) {
    EXPECT_EQ(t[i].s, a.localOffset(1, {i, 4}));
    EXPECT_EQ(t[i].d,
              a.localOffset(0, {i, 4})); // the ghost slot right of column 3
    EXPECT_EQ(t[i].d, i * 6 + 5);
  }
  EXPECT_EQ(t, enumerateHaloRelation(a, a, reg, id, 1, 0));
  // Without halos the destination column is not processor 0's.
  EXPECT_TRUE(computeRelation(a, a, reg, id, 1, 0).empty());
}

TEST(Relations, RandomAgainstOracle) {
  std::mt19937_64 rng(12345);
  const int kCases = 2000;
  int nonEmpty = 0;
  for (int it = 0; it < kCases; ++it) {
    Case c = randomCase(rng);
    SCOPED_TRACE("case " + std::to_string(it));
    std::vector<Tuple> want =
        enumerateRelation(c.src, c.dst, c.region, c.map, c.p, c.q, c.order);
    Relation r =
        computeRelation(c.src, c.dst, c.region, c.map, c.p, c.q, c.order);
    ASSERT_EQ(r.size(), want.size());
    ASSERT_EQ(r.tuples(), want);
    Order other = c.order == Order::SourceFirst ? Order::DestinationFirst
                                                : Order::SourceFirst;
    ASSERT_EQ(r.tuples(other), enumerateRelation(c.src, c.dst, c.region, c.map,
                                                 c.p, c.q, other));
    if (!want.empty())
      ++nonEmpty;
    {
      // Halo destinations: the region reaches two indices past the bounds.
      Region wide = c.region;
      for (int j = 0; j < wide.rank(); ++j) {
        wide.lo[j] -= 2;
        wide.hi[j] += 2;
      }
      std::vector<Tuple> hw =
          enumerateHaloRelation(c.src, c.dst, wide, c.map, c.p, c.q, c.order);
      Relation h =
          computeHaloRelation(c.src, c.dst, wide, c.map, c.p, c.q, c.order);
      ASSERT_EQ(h.tuples(), hw) << "halo";
      for (const Tuple &x : hw)
        ASSERT_LT(x.d, c.dst.localElementCount(c.q));
      std::vector<uint64_t> hwords = encode(h, Encoding::NRLE);
      ASSERT_EQ(EncodedView(hwords).decode(), hw) << "halo";
    }
    if (getenv("REL_STATS"))
      printf("case %d size %zu ordered %d factors %zu\n", it, want.size(),
             (int)r.productOrdered(), r.factors().size());
    {
      Encoding chosen = chooseEncoding(r);
      std::vector<uint64_t> cw = encode(r, chosen);
      ASSERT_EQ(EncodedView(cw).decode(), want)
          << "chosen " << encodingName(chosen);
      // The one-pass form gives the same words (generated programs embed
      // them; a difference would change the C++).
      ASSERT_EQ(encodeChosen(r), cw) << "chosen " << encodingName(chosen);
    }
    const size_t sizes[] = {1, 2, 3, 4, 8, 12, 16, 24};
    for (Encoding e : kAll) {
      std::vector<uint64_t> w = encode(r, e);
      EncodedView v(w);
      ASSERT_EQ(v.encoding(), e);
      ASSERT_EQ(v.count(), want.size());
      ASSERT_EQ(v.byteSize(), w.size() * 8);
      ASSERT_EQ(v.decode(), want) << encodingName(e);
      std::vector<uint64_t> fromTuples = encodeTuples(want, e);
      ASSERT_EQ(EncodedView(fromTuples).decode(), want) << encodingName(e);
      if (!want.empty()) {
        EXPECT_LE(v.sourceExtent(),
                  static_cast<uint64_t>(c.src.localElementCount(c.p)));
        EXPECT_LE(v.destinationExtent(),
                  static_cast<uint64_t>(c.dst.localElementCount(c.q)));
      }
      size_t es = sizes[rng() % 8];
      checkExecutors(want, w, c.src.localElementCount(c.p),
                     c.dst.localElementCount(c.q), es, rng);
      if (HasFatalFailure())
        return;
    }
  }
  // The generator must not degenerate into empty relations.
  EXPECT_GT(nonEmpty, kCases / 3);
}

TEST(Relations, ArbitraryTuplesRoundTrip) {
  // Encodings must hold any relation, not only products: random sources,
  // unique destinations, periodic stretches mixed with noise.
  std::mt19937_64 rng(777);
  for (int it = 0; it < 300; ++it) {
    size_t n = rng() % 300;
    std::vector<int64_t> dsts(n + rng() % 50);
    for (size_t i = 0; i < dsts.size(); ++i)
      dsts[i] = static_cast<int64_t>(i);
    std::shuffle(dsts.begin(), dsts.end(), rng);
    std::vector<Tuple> t;
    int64_t s = static_cast<int64_t>(rng() % 7);
    for (size_t i = 0; i < n; ++i) {
      if (rng() % 4 == 0)
        s = static_cast<int64_t>(rng() % 500);
      else
        s += static_cast<int64_t>(rng() % 3);
      t.push_back({s, dsts[i]});
    }
    for (Encoding e : kAll) {
      std::vector<uint64_t> w = encodeTuples(t, e);
      ASSERT_EQ(EncodedView(w).decode(), t) << encodingName(e);
      int64_t ms = 0, md = 0;
      for (const Tuple &x : t) {
        ms = std::max(ms, x.s + 1);
        md = std::max(md, x.d + 1);
      }
      checkExecutors(t, w, ms, md, 1 + rng() % 16, rng);
      if (HasFatalFailure())
        return;
    }
  }
}

TEST(Relations, RejectsMalformedEncodings) {
  std::vector<uint64_t> w =
      encodeTuples({{0, 0}, {1, 2}, {2, 4}}, Encoding::DMRLEC);
  EXPECT_NO_THROW(EncodedView{w});
  std::vector<uint64_t> bad = w;
  bad[0] ^= uint64_t{1} << 50;
  EXPECT_THROW(EncodedView{bad}, std::invalid_argument);
  bad = w;
  bad.pop_back();
  EXPECT_THROW(EncodedView{bad}, std::invalid_argument);
  EXPECT_THROW((EncodedView{w.data(), 2}), std::invalid_argument);
}

TEST(Relations, EmptyRelationsEncode) {
  for (Encoding e : kAll) {
    std::vector<uint64_t> w = encodeTuples({}, e);
    EncodedView v(w);
    EXPECT_EQ(v.count(), 0u);
    EXPECT_TRUE(v.decode().empty());
    v.gather(nullptr, nullptr, 8);
  }
}

TEST(Relations, CppInitializer) {
  std::vector<uint64_t> w = encodeTuples({{0, 0}, {2, 1}}, Encoding::DMRLEC);
  std::string s = cppArrayInitializer(w, "rel_0_1");
  EXPECT_EQ(s.rfind("static const uint64_t rel_0_1[] = {", 0), 0u);
  EXPECT_NE(s.find("ull,"), std::string::npos);
  EXPECT_EQ(std::count(s.begin(), s.end(), ','), static_cast<long>(w.size()));
}
