// EncodedView::linesTouched: read off runs and blocks, it must bound the
// exact number of distinct cache lines from above on any relation, and be
// close to it on the patterns transfers meet (whole rows, strided columns,
// transposes, cyclic redistributions), where it decides chained or packed.
#include "runtime/relations/Relations.h"
#include "test/unit/relations/Helpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace zpl::rel;
using namespace zpl::rel::test;

namespace {

// The exact count, element by element (what preferPacked once did).
uint64_t exactLines(const std::vector<Tuple> &t, bool source, size_t es) {
  std::vector<int64_t> l;
  for (const Tuple &x : t) {
    int64_t off = (source ? x.s : x.d) * int64_t(es);
    for (int64_t b = off / 64; b <= (off + int64_t(es) - 1) / 64; ++b)
      l.push_back(b);
  }
  std::sort(l.begin(), l.end());
  return uint64_t(std::unique(l.begin(), l.end()) - l.begin());
}

// The first offset of a side whose offsets are consecutive, else -1.
int64_t contiguousByTuples(const std::vector<Tuple> &t, bool source) {
  for (size_t i = 0; i < t.size(); ++i)
    if ((source ? t[i].s : t[i].d) != (source ? t[0].s : t[0].d) + int64_t(i))
      return -1;
  return t.empty() ? -1 : (source ? t[0].s : t[0].d);
}

struct Pattern {
  const char *name;
  Layout src, dst;
  IndexMap map;
  Region region;
};

std::vector<Pattern> patterns(int64_t n) {
  std::vector<Pattern> ps;
  Layout blk, cyc, rows, cols, bc;
  blk.grid = cyc.grid = bc.grid = {2, 2};
  rows.grid = cols.grid = {4};
  blk.dims = {dim(n, Dist::Block, 0), dim(n, Dist::Block, 1)};
  cyc.dims = {dim(n, Dist::Cyclic, 0), dim(n, Dist::Cyclic, 1)};
  bc.dims = {dim(n, Dist::BlockCyclic, 0, 3), dim(n, Dist::Block, 1)};
  rows.dims = {dim(n, Dist::Block, 0), dim(n, Dist::None, 0)};
  cols.dims = {dim(n, Dist::None, 0), dim(n, Dist::Block, 0)};
  Layout halo = blk;
  halo.dims[1].ghostLo = halo.dims[1].ghostHi = 1;
  halo.dims[0].ghostLo = halo.dims[0].ghostHi = 1;
  IndexMap id = IndexMap::identity(2);
  ps.push_back({"block to cyclic", blk, cyc, id, Region::whole(cyc)});
  ps.push_back({"cyclic to block-cyclic", cyc, bc, id, Region::whole(bc)});
  ps.push_back({"rows to columns", rows, cols, id, Region::whole(cols)});
  ps.push_back({"transpose", rows, rows, IndexMap::permutation({1, 0}),
                Region::whole(rows)});
  ps.push_back({"east halo", halo, halo, IndexMap::shift({0, 1}),
                Region::whole(blk)});
  ps.push_back({"south halo", halo, halo, IndexMap::shift({1, 0}),
                Region::whole(blk)});
  return ps;
}

} // namespace

TEST(LinesTouched, CloseOnTransferPatterns) {
  for (const Pattern &c : patterns(96)) {
    for (int p = 0; p < 4; ++p)
      for (int q = 0; q < 4; ++q) {
        bool halo = std::string(c.name).find("halo") != std::string::npos;
        Relation r = halo ? computeHaloRelation(c.src, c.dst, c.region, c.map, p, q)
                          : computeRelation(c.src, c.dst, c.region, c.map, p, q);
        if (r.empty())
          continue;
        std::vector<Tuple> t = r.tuples();
        for (Encoding e : kAll) {
          std::vector<uint64_t> w = encode(r, e);
          EncodedView v(w);
          for (size_t es : {size_t(4), size_t(8), size_t(16)})
            for (bool source : {true, false}) {
              SCOPED_TRACE(std::string(c.name) + " " + encodingName(e) +
                           " p=" + std::to_string(p) + " q=" +
                           std::to_string(q) + " es=" + std::to_string(es) +
                           (source ? " source" : " destination"));
              uint64_t exact = exactLines(t, source, es);
              uint64_t est = v.linesTouched(source, es);
              EXPECT_GE(est, exact);
              // A line at each end of a row may be shared with the next.
              EXPECT_LE(est, exact + exact / 4 + 2);
              EXPECT_EQ(v.contiguousStart(source), contiguousByTuples(t, source));
            }
        }
      }
  }
}

TEST(LinesTouched, BoundsRandomRelations) {
  std::mt19937_64 rng(99);
  for (int it = 0; it < 400; ++it) {
    std::vector<Tuple> t;
    int64_t s = int64_t(rng() % 50), d = int64_t(rng() % 50);
    int runs = 1 + int(rng() % 6);
    for (int r = 0; r < runs; ++r) {
      int64_t ds = it % 3 == 0 ? 1 : int64_t(rng() % 12) - 3,
              dd = 1 + int64_t(rng() % 9);
      int64_t len = 1 + int64_t(rng() % 20);
      for (int64_t i = 0; i < len; ++i) {
        s = std::max<int64_t>(0, s + ds);
        d += dd;
        t.push_back({s, d});
      }
      if (it % 3 != 0)
        s += int64_t(rng() % 100);
    }
    for (Encoding e : kAll) {
      std::vector<uint64_t> w = encodeTuples(t, e);
      EncodedView v(w);
      for (size_t es : {size_t(4), size_t(8), size_t(24), size_t(128)})
        for (bool source : {true, false}) {
          SCOPED_TRACE("case " + std::to_string(it) + " " + encodingName(e) +
                       " es=" + std::to_string(es));
          EXPECT_GE(v.linesTouched(source, es), exactLines(t, source, es));
          EXPECT_EQ(v.contiguousStart(source), contiguousByTuples(t, source));
        }
    }
  }
}

// EncodedView::sideBlocks: the blocks, expanded row by row, are exactly that
// side's offsets in the relation's order (what an MPI datatype built from
// them sends or receives), on every encoding; more than `maxBlocks` gives
// none.
namespace {
std::vector<int64_t> expand(const std::vector<SideBlock> &bs) {
  std::vector<int64_t> out;
  for (const SideBlock &b : bs)
    for (int64_t r = 0; r < b.rows; ++r)
      for (int64_t i = 0; i < b.n; ++i)
        out.push_back(b.start + r * b.rowStride + i * b.stride);
  return out;
}
std::vector<int64_t> side(const std::vector<Tuple> &t, bool source) {
  std::vector<int64_t> out;
  for (const Tuple &x : t)
    out.push_back(source ? x.s : x.d);
  return out;
}
void checkBlocks(const std::vector<Tuple> &t, const std::string &what) {
  for (Encoding e : kAll) {
    std::vector<uint64_t> w = encodeTuples(t, e);
    EncodedView v(w);
    for (bool source : {true, false}) {
      SCOPED_TRACE(what + " " + encodingName(e) + (source ? " source" : " destination"));
      std::vector<SideBlock> bs = v.sideBlocks(source, size_t(1) << 30);
      EXPECT_EQ(expand(bs), side(t, source));
      if (bs.size() > 1) {
        EXPECT_TRUE(v.sideBlocks(source, bs.size() - 1).empty());
      }
    }
  }
}
} // namespace

TEST(SideBlocks, ExpandToTheTuples) {
  for (const Pattern &c : patterns(48))
    for (int p = 0; p < 4; ++p)
      for (int q = 0; q < 4; ++q) {
        bool halo = std::string(c.name).find("halo") != std::string::npos;
        Relation r = halo ? computeHaloRelation(c.src, c.dst, c.region, c.map, p, q)
                          : computeRelation(c.src, c.dst, c.region, c.map, p, q);
        if (!r.empty())
          checkBlocks(r.tuples(), std::string(c.name) + " p=" + std::to_string(p) +
                                      " q=" + std::to_string(q));
      }
  std::mt19937_64 rng(7);
  for (int it = 0; it < 200; ++it) {
    std::vector<Tuple> t;
    int64_t s = int64_t(rng() % 50), d = int64_t(rng() % 50);
    for (int r = 0, runs = 1 + int(rng() % 6); r < runs; ++r) {
      int64_t ds = int64_t(rng() % 12) - 3, dd = 1 + int64_t(rng() % 9);
      for (int64_t i = 0, len = 1 + int64_t(rng() % 20); i < len; ++i) {
        s = std::max<int64_t>(0, s + ds);
        d += dd;
        t.push_back({s, d});
      }
      s += int64_t(rng() % 100);
      d += int64_t(rng() % 100);
    }
    checkBlocks(t, "random case " + std::to_string(it));
  }
}
