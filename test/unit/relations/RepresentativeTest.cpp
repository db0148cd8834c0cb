// The paper's representative redistributions and larger periodic relations:
// sizes of the encodings, the decoder's fast-forwarding of periodic symbol
// streams, and the encoding choice.
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"
#include "test/unit/relations/Helpers.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

using namespace zpl::rel;
using namespace zpl::rel::test;

namespace {

Layout layout2(int64_t n, Dist d0, Dist d1) {
  Layout l;
  l.grid = d0 != Dist::None ? std::vector<int>{4, 1} : std::vector<int>{1, 4};
  l.dims = {dim(n, d0, 0), dim(n, d1, 1)};
  return l;
}

struct Rep {
  const char *name;
  Layout src, dst;
  IndexMap map;
};

std::vector<Rep> representatives(int64_t n) {
  return {
      {"a", layout2(n, Dist::Block, Dist::None),
       layout2(n, Dist::None, Dist::Block), IndexMap::identity(2)},
      {"b", layout2(n, Dist::None, Dist::Block),
       layout2(n, Dist::None, Dist::Cyclic), IndexMap::identity(2)},
      {"c", layout2(n, Dist::None, Dist::Cyclic),
       layout2(n, Dist::None, Dist::Block), IndexMap::identity(2)},
      {"d", layout2(n, Dist::None, Dist::Cyclic),
       layout2(n, Dist::Block, Dist::None), IndexMap::permutation({1, 0})},
  };
}

// Every executor against the tuples, for doubles and an odd element size.
void checkMoves(const std::vector<Tuple> &t, const std::vector<uint64_t> &w,
                int64_t srcCount, int64_t dstCount) {
  EncodedView v(w);
  for (size_t es : {size_t{8}, size_t{4}, size_t{16}, size_t{6}}) {
    std::vector<unsigned char> src(srcCount * es), buf(t.size() * es),
        dst(dstCount * es, 0), want(dstCount * es, 0);
    for (size_t i = 0; i < src.size(); ++i)
      src[i] = static_cast<unsigned char>(i * 7 + i / 251);
    v.gather(src.data(), buf.data(), es);
    for (size_t i = 0; i < t.size(); ++i)
      ASSERT_EQ(0, std::memcmp(&buf[i * es], &src[t[i].s * es], es))
          << encodingName(v.encoding()) << " gather " << i << " es " << es;
    for (size_t i = 0; i < t.size(); ++i)
      std::memcpy(&want[t[i].d * es], &buf[i * es], es);
    v.scatter(buf.data(), dst.data(), es);
    ASSERT_EQ(dst, want) << encodingName(v.encoding()) << " scatter es " << es;
    std::fill(dst.begin(), dst.end(), 0);
    v.copy(src.data(), dst.data(), es);
    ASSERT_EQ(dst, want) << encodingName(v.encoding()) << " copy es " << es;
  }
}

} // namespace

TEST(Representative, ExecutorsMatchOracle) {
  for (int64_t n : {64, 256}) {
    for (const Rep &c : representatives(n)) {
      Region reg = Region::whole(c.dst);
      for (int q = 0; q < 4; ++q)
        for (Order o : {Order::SourceFirst, Order::DestinationFirst}) {
          // Destination-first turns the transpose around: the gather then
          // reads the transposed side, exercising the other tiled kernel.
          SCOPED_TRACE(std::string(c.name) + " n=" + std::to_string(n) +
                       " q=" + std::to_string(q) +
                       (o == Order::SourceFirst ? " source-first"
                                                : " destination-first"));
          Relation r = computeRelation(c.src, c.dst, reg, c.map, 0, q, o);
          std::vector<Tuple> want =
              enumerateRelation(c.src, c.dst, reg, c.map, 0, q, o);
          ASSERT_EQ(r.tuples(), want);
          ASSERT_EQ(want.size(), static_cast<size_t>(n * n / 16));
          for (Encoding e : kAll) {
            std::vector<uint64_t> w = encode(r, e);
            ASSERT_EQ(EncodedView(w).decode(), want) << encodingName(e);
            checkMoves(want, w, c.src.localElementCount(0),
                       c.dst.localElementCount(q));
            if (HasFatalFailure())
              return;
          }
        }
    }
  }
}

TEST(Representative, EncodingSizes) {
  const int64_t n = 1024;
  for (const Rep &c : representatives(n)) {
    SCOPED_TRACE(c.name);
    Region reg = Region::whole(c.dst);
    size_t aapair = 0, dmrlec = 0;
    for (int q = 0; q < 4; ++q) {
      Relation r = computeRelation(c.src, c.dst, reg, c.map, 0, q);
      EXPECT_EQ(r.size(), 65536u);
      aapair += encode(r, Encoding::AAPAIR).size() * 8;
      dmrlec += encode(r, Encoding::DMRLEC).size() * 8;
      // The nested run-length form holds each relation in at most 256 bytes.
      EXPECT_LE(encode(r, Encoding::NRLE).size() * 8, 256u);
      EXPECT_EQ(chooseEncoding(r), Encoding::NRLE);
    }
    EXPECT_GE(aapair / dmrlec, 1000u)
        << "AAPAIR " << aapair << " DMRLEC " << dmrlec;
  }
}

TEST(Representative, DecodeWorkIsPeriodic) {
  // Fast-forwarding leaves a handful of symbols to decode per relation
  // however many rows it has.
  for (const Rep &c : representatives(1024)) {
    Relation r = computeRelation(c.src, c.dst, Region::whole(c.dst), c.map, 0, 0);
    for (Encoding e : {Encoding::DMRLEC, Encoding::NRLE}) {
      std::vector<uint64_t> w = encode(r, e);
      for (bool scatter : {false, true}) {
        DecodeWork k = measureDecodeWork(w.data(), w.size(), scatter);
        EXPECT_LT(k.symbols, 200u) << c.name << " " << encodingName(e);
        EXPECT_LE(k.blocks, 2u) << c.name << " " << encodingName(e);
      }
    }
  }
}

TEST(Representative, TimedChoiceIsValid) {
  Rep c = representatives(64)[1];
  Relation r = computeRelation(c.src, c.dst, Region::whole(c.dst), c.map, 0, 0);
  Encoding e = chooseEncodingTimed(r, 8, 3);
  EXPECT_NE(e, Encoding::AAPAIR);
}

TEST(Periodic, LargeRandomProducts) {
  // Bigger layouts than the oracle sweep, so that loops run many iterations
  // and the decoder's fast-forwarding is exercised on many shapes, including
  // 3-D nests, block-cyclic distributions, strides and wrapped shifts.
  std::mt19937_64 rng(99);
  for (int it = 0; it < 150; ++it) {
    int rank = 2 + static_cast<int>(rng() % 2);
    Layout src, dst;
    src.grid = {1 + static_cast<int>(rng() % 3),
                1 + static_cast<int>(rng() % 3)};
    dst.grid = {1 + static_cast<int>(rng() % 3),
                1 + static_cast<int>(rng() % 3)};
    std::vector<int64_t> ext(rank);
    for (auto &e : ext)
      e = rank == 2 ? 20 + static_cast<int64_t>(rng() % 60)
                    : 6 + static_cast<int64_t>(rng() % 12);
    auto pick = [&](Layout &l, int j, const std::vector<int64_t> &x) {
      Dist d = static_cast<Dist>(rng() % 4);
      int g = j < 2 ? j : -1;
      if (g < 0)
        d = Dist::None;
      DimLayout dl = dim(x[j], d, g, 1 + static_cast<int64_t>(rng() % 3));
      if (d == Dist::Block || d == Dist::None)
        dl.ghostLo = dl.ghostHi = static_cast<int64_t>(rng() % 2);
      l.dims.push_back(dl);
    };
    IndexMap map = IndexMap::identity(rank);
    std::vector<int64_t> sext = ext;
    if (rng() % 3 == 0) {
      std::swap(map.perm[0], map.perm[1]);
      std::swap(sext[0], sext[1]);
    } else if (rng() % 2 == 0) {
      for (int k = 0; k < rank; ++k) {
        map.offset[k] = static_cast<int64_t>(rng() % 3) - 1;
        map.wrap[k] = true;
        map.wrapLo[k] = 0;
        map.wrapHi[k] = ext[k] - 1;
      }
    }
    for (int j = 0; j < rank; ++j) {
      pick(dst, j, ext);
      pick(src, j, sext);
    }
    Region reg = Region::whole(dst);
    if (rng() % 3 == 0)
      reg.stride[rank - 1] = 2;
    int p = static_cast<int>(rng() % src.procCount()),
        q = static_cast<int>(rng() % dst.procCount());
    Order o = rng() % 4 == 0 ? Order::DestinationFirst : Order::SourceFirst;
    SCOPED_TRACE("case " + std::to_string(it));
    Relation r = computeRelation(src, dst, reg, map, p, q, o);
    std::vector<Tuple> want = enumerateRelation(src, dst, reg, map, p, q, o);
    ASSERT_EQ(r.tuples(), want);
    for (Encoding e : {Encoding::AABLK, Encoding::DMRLEC, Encoding::NRLE}) {
      std::vector<uint64_t> w = encode(r, e);
      ASSERT_EQ(EncodedView(w).decode(), want) << encodingName(e);
      checkMoves(want, w, src.localElementCount(p), dst.localElementCount(q));
      if (HasFatalFailure())
        return;
    }
  }
}

TEST(Periodic, KeyStreamPeriodsSpanningWords) {
  // Three symbols per period with 2-bit keys: the key words repeat with a
  // period of three words, which the DMRLEC decoder must still skip over.
  // (A period whose rows take two shapes on one side is not skipped: the
  // block stage holds one row shape.) Undecoded, the stream has 1200 symbols;
  // the decoder reads about nine words before it can skip.
  for (int extra : {0, 1, 2, 5}) {
    std::vector<Tuple> t;
    int64_t s = 0, d = 0;
    auto step = [&](int64_t ds, int64_t dd, int n) {
      for (int i = 0; i < n; ++i) {
        s += ds;
        d += dd;
        t.push_back({s, d});
      }
    };
    t.push_back({0, 0});
    // Each side sees one row of four elements per period, the rows of the
    // two sides starting at different symbols.
    for (int p = 0; p < 400 + extra; ++p) {
      step(10, 1, 1);
      step(1, 7, 1);
      step(1, 1, 2);
    }
    for (Encoding e : {Encoding::DMRLEC, Encoding::NRLE}) {
      std::vector<uint64_t> w = encodeTuples(t, e);
      ASSERT_EQ(EncodedView(w).decode(), t);
      checkMoves(t, w, s + 1, d + 1);
      for (bool scatter : {false, true})
        EXPECT_LT(measureDecodeWork(w.data(), w.size(), scatter).symbols, 450u)
            << encodingName(e) << " scatter " << scatter;
    }
  }
}
