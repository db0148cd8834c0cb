// The copy-transfer model's file, interpolation and choice, on hand-computed
// cases; and the relation cache's break-even with the model's parameters.
// No timing is measured here.
#include "runtime/ironman/CopyModel.h"
#include "runtime/ironman/RelationCache.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace zpl;
using im::CopyModel;

namespace {

// Two strides, two sizes; rates chosen so that the answers are round.
const char *kModel = R"(zpl-copy-model 1   # a comment
strides 1 64
sizes 1000 1000000
rate threads read-cross 1000 1000 100
rate threads read-cross 1000000 1000 100
rate threads write-cross 1000 1000 500
rate threads write-cross 1000000 1000 500
rate threads gather 1000 2000 400
rate threads gather 1000000 2000 400
fixed threads chained 1e-6
fixed threads packed 2e-6
cache entry-seconds 1e-6
cache read-mbps 1000
cache write-mbps 500
)";

CopyModel parsed(const std::string &text) {
  CopyModel m;
  std::string error;
  EXPECT_TRUE(CopyModel::parse(text, &m, &error)) << error;
  return m;
}

std::string parseError(const std::string &text) {
  CopyModel m;
  std::string error;
  EXPECT_FALSE(CopyModel::parse(text, &m, &error));
  return error;
}

} // namespace

TEST(CopyModel, ParsesTheFile) {
  CopyModel m = parsed(kModel);
  ASSERT_EQ(m.strides, (std::vector<double>{1, 64}));
  ASSERT_EQ(m.sizes, (std::vector<double>{1000, 1000000}));
  const CopyModel::Rates &r = m.rates("threads");
  EXPECT_EQ(r.tables[CopyModel::Gather][1][1], 400);
  EXPECT_EQ(r.chainedFixed, 1e-6);
  EXPECT_EQ(r.packedFixed, 2e-6);
  EXPECT_EQ(m.cacheWriteMBps, 500);
  // An unknown binding falls back to threads.
  EXPECT_EQ(&m.rates("mpi-shm"), &r);
}

TEST(CopyModel, WritesWhatItReads) {
  CopyModel m = parsed(kModel);
  CopyModel again = parsed(m.str());
  EXPECT_EQ(again.str(), m.str());
  EXPECT_EQ(again.sizes, m.sizes);
  // Sizes that are not round in 6 digits survive too (calibrate merges a
  // second binding into the file only when the axes match exactly).
  m.sizes = {4096, 1048576};
  EXPECT_EQ(parsed(m.str()).sizes, m.sizes);
}

TEST(CopyModel, RejectsBadFiles) {
  EXPECT_EQ(parseError("strides 1\n"),
            "line 1: expected `zpl-copy-model 1` first");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 2 4\n"),
            "line 2: the first stride must be 1 (contiguous)");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 1 4 2\n"),
            "line 2: `strides` needs ascending positive numbers");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 1 64\nsizes 1000\n"
                       "rate threads gather 1000 5\n"),
            "line 4: expected one rate per stride (2)");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 1 64\nsizes 1000\n"
                       "rate threads scatter 1000 5 5\n"),
            "line 4: unknown table `scatter` (read-cross, write-cross, gather, "
            "packed-read, packed-write, both-cross or packed-both)");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 1 64\nsizes 1000\n"
                       "rate threads gather 999 5 5\n"),
            "line 4: size 999 is not one of `sizes`");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 1 64\nsizes 1000\n"
                       "rate threads gather 1000 5 -5\n"),
            "line 4: rates must be positive");
  EXPECT_EQ(parseError("zpl-copy-model 1\nstrides 1 64\nsizes 1000\n"
                       "rate threads gather 1000 5 5\n"),
            "at the end: binding `threads` lacks rows of table `read-cross`");
  EXPECT_EQ(parseError("zpl-copy-model 1\nbogus 3\n"),
            "line 2: unknown statement `bogus`");
  EXPECT_EQ(parseError("zpl-copy-model 1\ncache read-mbps 0\n"),
            "line 2: unknown or non-positive cache parameter `read-mbps`");
  std::string other = kModel;
  for (size_t at; (at = other.find("threads")) != std::string::npos;)
    other.replace(at, 7, "mpi-shm");
  EXPECT_EQ(
      parseError(other),
      "at the end: the rates of binding `threads` (the fallback) are missing");
}

TEST(CopyModel, InterpolatesTimePerByteInLogs) {
  CopyModel m = parsed(kModel);
  const CopyModel::Rates &r = m.rates("threads");
  EXPECT_DOUBLE_EQ(m.rate(r, CopyModel::ReadCross, 1000, 1), 1000);
  EXPECT_DOUBLE_EQ(m.rate(r, CopyModel::ReadCross, 5000, 64), 100);
  // Stride 8 is halfway between 1 and 64 in log2: time per byte halfway
  // between 1/1000 and 1/100.
  EXPECT_NEAR(m.rate(r, CopyModel::ReadCross, 1000, 8), 1 / 0.0055, 1e-9);
  // Clamped outside the calibrated range.
  EXPECT_DOUBLE_EQ(m.rate(r, CopyModel::Gather, 1e9, 1000), 400);
  EXPECT_DOUBLE_EQ(m.rate(r, CopyModel::Gather, 1, 0.5), 2000);
}

TEST(CopyModel, ChoosesByThePredictedTimes) {
  CopyModel m = parsed(kModel);
  // 1 MB contiguous: chained 1e-6 + 1e6 (1/1e9 + 1/1e9 - 1/1e9) = 1.001 ms;
  // packed 2e-6 + 1e6 (1/2e9 + 1/1e9) = 1.502 ms.
  auto p = m.predict("threads", 1e6, 1, 1);
  EXPECT_NEAR(p.chained, 1.001e-3, 1e-12);
  EXPECT_NEAR(p.packed, 1.502e-3, 1e-12);
  EXPECT_FALSE(p.packedFaster());
  // Stride-64 source: chained reads across at 100 MB/s (10.001 ms); packed
  // gathers locally at 400 MB/s, then copies across (3.502 ms).
  p = m.predict("threads", 1e6, 64, 1);
  EXPECT_NEAR(p.chained, 10.001e-3, 1e-12);
  EXPECT_NEAR(p.packed, 3.502e-3, 1e-12);
  EXPECT_TRUE(p.packedFaster());
  // A strided destination costs both ways the same: chained stays ahead.
  p = m.predict("threads", 1e6, 1, 64);
  EXPECT_NEAR(p.chained, 1e-6 + 1e6 * (1 / 5e8), 1e-12);
  EXPECT_NEAR(p.packed, 2e-6 + 1e6 * (1 / 2e9 + 1 / 5e8), 1e-12);
  EXPECT_FALSE(p.packedFaster());
  // Tiny messages: the fixed costs decide.
  EXPECT_FALSE(m.predict("threads", 8, 64, 1).packedFaster());
}

// A copy strided on both sides: its strided read (100 MB/s at stride 64)
// and strided write (500 MB/s) in parallel, the slower deciding; not their
// sum less the contiguous copy (11.001 ms).
TEST(CopyModel, ChainedReadAndWriteOverlap) {
  CopyModel m = parsed(kModel);
  auto p = m.predict("threads", 1e6, 64, 64);
  EXPECT_NEAR(p.chained, 1e-6 + 1e6 / 1e8, 1e-12);
  // A stride-8 read (181.8 MB/s) is slower than a stride-64 write (500
  // MB/s) and decides; beside a contiguous read the write decides.
  EXPECT_NEAR(m.predict("threads", 1e6, 8, 64).chained, 1e-6 + 1e6 * 0.0055e-6,
              1e-12);
  EXPECT_NEAR(m.predict("threads", 1e6, 1, 64).chained, 1e-6 + 1e6 / 5e8,
              1e-12);
}

// The copy strided alike on both sides, measured (both-cross), bounds a
// copy strided on both sides from below, at the smaller of the two strides;
// a contiguous side leaves it out; without the table the parallel
// composition alone decides (above).
TEST(CopyModel, BothSidesTableBoundsTheChainedCopy) {
  CopyModel m = parsed(std::string(kModel) +
                       "rate threads both-cross 1000 1000 50\n"
                       "rate threads both-cross 1000000 1000 50\n");
  ASSERT_TRUE(m.rates("threads").bothTable());
  EXPECT_NEAR(m.predict("threads", 1e6, 64, 64).chained, 1e-6 + 1e6 / 5e7,
              1e-12);
  // min(64, 8) = 8: halfway between 1/1000 and 1/50 per byte in log2, above
  // the stride-8 read's 0.0055 and the write's 0.002 us per byte.
  EXPECT_NEAR(m.predict("threads", 1e6, 8, 64).chained,
              1e-6 + 1e6 * 0.0105e-6, 1e-12);
  EXPECT_NEAR(m.predict("threads", 1e6, 1, 64).chained, 1e-6 + 1e6 / 5e8,
              1e-12);
  // A slow side still decides where the table is faster.
  CopyModel fast = parsed(std::string(kModel) +
                          "rate threads both-cross 1000 1000 800\n"
                          "rate threads both-cross 1000000 1000 800\n");
  EXPECT_NEAR(fast.predict("threads", 1e6, 64, 64).chained, 1e-6 + 1e6 / 1e8,
              1e-12);
  // Optional, but whole when present; written back as read.
  EXPECT_EQ(parseError(std::string(kModel) +
                       "rate threads both-cross 1000 1000 50\n"),
            "at the end: binding `threads` lacks rows of table `both-cross`");
  EXPECT_NE(m.str().find("rate threads both-cross 1000000 1000 50\n"),
            std::string::npos);
  EXPECT_FALSE(parsed(kModel).rates("threads").bothTable());
}

TEST(CopyModel, EquivalentStrideFromTheEncoding) {
  auto stride = [](int64_t step, int64_t block, int64_t n, bool source) {
    std::vector<rel::Tuple> t;
    for (int64_t i = 0; i < n; ++i)
      t.push_back({(i / block) * block * step + i % block, i});
    auto w = rel::encodeTuples(t, rel::Encoding::DMRLE);
    return im::equivalentStride(rel::EncodedView(w), source, 8);
  };
  EXPECT_DOUBLE_EQ(stride(1, 1, 4096, true), 1);
  EXPECT_DOUBLE_EQ(stride(2, 1, 4096, true), 2);
  EXPECT_DOUBLE_EQ(stride(4, 1, 4096, true), 4);
  // One element a line from stride 8 on; pages tell 16 and 64 apart.
  EXPECT_DOUBLE_EQ(stride(8, 1, 4096, true), 8);
  EXPECT_DOUBLE_EQ(stride(16, 1, 4096, true), 16);
  EXPECT_DOUBLE_EQ(stride(64, 1, 4096, true), 64);
  EXPECT_DOUBLE_EQ(stride(256, 1, 4096, true), 64); // capped
  // Blocks of 4 doubles (32 bytes) every 256 doubles: two lines a line.
  EXPECT_DOUBLE_EQ(stride(64, 4, 4096, true), 2);
  // The destination of all of these is contiguous.
  EXPECT_DOUBLE_EQ(stride(64, 1, 4096, false), 1);
}

TEST(CopyModel, ChargesTheRowsOfShortBlocks) {
  CopyModel m = parsed(std::string(kModel) + "row threads chained 1e-8\n"
                                             "row threads packed 2e-8\n");
  const CopyModel::Rates &r = m.rates("threads");
  EXPECT_EQ(r.chainedRow, std::vector<double>{1e-8});
  EXPECT_EQ(r.packedRow, std::vector<double>{2e-8});
  EXPECT_EQ(parsed(m.str()).rates("threads").packedRow,
            std::vector<double>{2e-8});
  // One strided run a side: the tables alone, as without rows.
  auto base = m.predict("threads", 1e6, 64, 1);
  auto one = m.predict("threads", 1e6, 64, 1, 1, 1);
  EXPECT_DOUBLE_EQ(one.chained, base.chained);
  EXPECT_DOUBLE_EQ(one.packed, base.packed);
  // 1001 rows gathered, 1 scattered: 1001 in the copy; packed without
  // packed tables gathers and then scatters, 1002 rows in sequence.
  auto rows = m.predict("threads", 1e6, 64, 1, 1001, 1);
  EXPECT_NEAR(rows.chained - base.chained, 1000 * 1e-8, 1e-15);
  EXPECT_NEAR(rows.packed - base.packed, 1000 * 2e-8, 1e-15);
  EXPECT_EQ(parseError("zpl-copy-model 1\nrow threads both 1\n"),
            "line 2: expected `row BINDING chained|packed|chained-write|"
            "packed-write|chained-both SECONDS...` (one, or one per size)");
  EXPECT_EQ(parseError("zpl-copy-model 1\nfixed threads packed 1 2\n"),
            "line 2: expected `fixed BINDING chained|packed SECONDS`");
}

TEST(CopyModel, RowCostsBySize) {
  // 10 ns a row at 1000 bytes, 40 ns at 1e6: interpolated in log2 of the
  // size, clamped outside.
  CopyModel m = parsed(std::string(kModel) + "row threads chained 1e-8 4e-8\n"
                                             "row threads packed 2e-8 2e-8\n");
  const CopyModel::Rates &r = m.rates("threads");
  EXPECT_DOUBLE_EQ(m.rowSeconds(r.chainedRow, 1000), 1e-8);
  EXPECT_NEAR(m.rowSeconds(r.chainedRow, std::sqrt(1e9)), 2.5e-8, 1e-20);
  EXPECT_DOUBLE_EQ(m.rowSeconds(r.chainedRow, 1e9), 4e-8);
  EXPECT_DOUBLE_EQ(m.rowSeconds(r.chainedRow, 10), 1e-8);
  EXPECT_EQ(parsed(m.str()).str(), m.str());
  auto base = m.predict("threads", 1e6, 64, 1);
  auto rows = m.predict("threads", 1e6, 64, 1, 1001, 1);
  EXPECT_NEAR(rows.chained - base.chained, 1000 * 4e-8, 1e-15);
  EXPECT_NEAR(rows.packed - base.packed, 1000 * 2e-8, 1e-15);
  EXPECT_EQ(parseError(std::string(kModel) + "row threads chained 1 2 3\n"),
            "line 15: expected `row BINDING chained|packed|chained-write|"
            "packed-write|chained-both SECONDS...` (one, or one per size)");
}

// The packed tables, measured as whole packed transfers, replace the
// gather and write-cross tables in the packed prediction; the sender's
// gather and the receiver's scatter run in parallel (double-buffered slots).
TEST(CopyModel, PackedTablesComposeInParallel) {
  const std::string tables = "rate threads packed-read 1000 800 200\n"
                             "rate threads packed-read 1000000 800 200\n"
                             "rate threads packed-write 1000 800 400\n"
                             "rate threads packed-write 1000000 800 400\n";
  CopyModel m = parsed(std::string(kModel) + tables);
  EXPECT_TRUE(m.rates("threads").packedTables());
  EXPECT_FALSE(parsed(kModel).rates("threads").packedTables());
  EXPECT_EQ(parsed(m.str()).str(), m.str());
  // 1 MB contiguous: 2e-6 + 1e6 / 8e8 = 1.252 ms.
  auto p = m.predict("threads", 1e6, 1, 1);
  EXPECT_NEAR(p.packed, 2e-6 + 1e6 / 8e8, 1e-12);
  // Stride-64 source: the strided packed read alone (5.002 ms), where the
  // gather and write-cross tables said 3.502 ms.
  p = m.predict("threads", 1e6, 64, 1);
  EXPECT_NEAR(p.packed, 2e-6 + 1e6 / 2e8, 1e-12);
  EXPECT_NEAR(p.chained, 10.001e-3, 1e-12);
  EXPECT_TRUE(p.packedFaster());
  // Both sides strided: the slower of the strided read and the strided
  // write, not their sum.
  p = m.predict("threads", 1e6, 64, 64);
  EXPECT_NEAR(p.packed, 2e-6 + 1e6 / 2e8, 1e-12);
  // Rows too: 1001 rows on each side cost 1000 rows, not 2000, packed; the
  // copy has 1001 rows either way.
  CopyModel rm = parsed(std::string(kModel) + tables +
                        "row threads chained 1e-8\nrow threads packed 2e-8\n");
  auto q = rm.predict("threads", 1e6, 64, 64, 1001, 1001);
  auto q1 = rm.predict("threads", 1e6, 64, 64);
  EXPECT_NEAR(q.packed - q1.packed, 1000 * 2e-8, 1e-15);
  EXPECT_NEAR(q.chained - q1.chained, 1000 * 1e-8, 1e-15);
  // Both or neither.
  EXPECT_EQ(
      parseError(std::string(kModel) +
                 tables.substr(0, tables.find("rate threads packed-write"))),
      "at the end: binding `threads` lacks rows of table `packed-write`");
  // The packed transfer strided alike on both sides (packed-both) bounds a
  // packed transfer strided on both sides from below: 100 MB/s at stride
  // 64 is slower than either side alone; with a contiguous side it is left
  // out.
  CopyModel pb = parsed(std::string(kModel) + tables +
                        "rate threads packed-both 1000 800 100\n"
                        "rate threads packed-both 1000000 800 100\n");
  ASSERT_TRUE(pb.rates("threads").packedBothTable());
  EXPECT_NEAR(pb.predict("threads", 1e6, 64, 64).packed, 2e-6 + 1e6 / 1e8,
              1e-12);
  EXPECT_NEAR(pb.predict("threads", 1e6, 64, 1).packed, 2e-6 + 1e6 / 2e8,
              1e-12);
  EXPECT_EQ(parsed(pb.str()).str(), pb.str());
}

// Rows cost what their side costs: a row that starts a line on the write
// side (read for ownership) more than one on the read side, a row with
// blocks on both sides its own measured cost; packed, each side's rows on
// its own core, in parallel.
TEST(CopyModel, WriteSideAndBothSidesRows) {
  const std::string tables = "rate threads packed-read 1000 800 200\n"
                             "rate threads packed-read 1000000 800 200\n"
                             "rate threads packed-write 1000 800 400\n"
                             "rate threads packed-write 1000000 800 400\n";
  const std::string readRows =
      "row threads chained 1e-8\nrow threads packed 2e-8\n";
  CopyModel m = parsed(std::string(kModel) + tables + readRows +
                       "row threads chained-write 3e-8\n"
                       "row threads packed-write 4e-8\n"
                       "row threads chained-both 5e-8\n");
  const CopyModel::Rates &r = m.rates("threads");
  EXPECT_EQ(r.chainedWriteRow, std::vector<double>{3e-8});
  EXPECT_EQ(r.packedWriteRow, std::vector<double>{4e-8});
  EXPECT_EQ(r.chainedBothRow, std::vector<double>{5e-8});
  EXPECT_EQ(parsed(m.str()).str(), m.str());
  auto base = m.predict("threads", 1e6, 1, 1);
  // 1000 extra rows on the read side, the write side, both.
  auto rd = m.predict("threads", 1e6, 1, 1, 1001, 1);
  auto wr = m.predict("threads", 1e6, 1, 1, 1, 1001);
  auto both = m.predict("threads", 1e6, 1, 1, 1001, 1001);
  EXPECT_NEAR(rd.chained - base.chained, 1000 * 1e-8, 1e-15);
  EXPECT_NEAR(wr.chained - base.chained, 1000 * 3e-8, 1e-15);
  EXPECT_NEAR(both.chained - base.chained, 1000 * 5e-8, 1e-15);
  // Rows on both sides, more on one: the common ones at the both-sides
  // cost, the rest at that side's.
  auto most = m.predict("threads", 1e6, 1, 1, 1001, 101);
  EXPECT_NEAR(most.chained - base.chained, 100 * 5e-8 + 900 * 1e-8, 1e-15);
  // Packed: contiguous 1 MB is 1.25 ms on either side; the side with the
  // rows is the slower one, and with rows on both the slower side decides.
  EXPECT_NEAR(base.packed, 2e-6 + 1e6 / 8e8, 1e-12);
  EXPECT_NEAR(rd.packed - base.packed, 1000 * 2e-8, 1e-15);
  EXPECT_NEAR(wr.packed - base.packed, 1000 * 4e-8, 1e-15);
  EXPECT_NEAR(both.packed - base.packed, 1000 * 4e-8, 1e-15);
  // A strided read (5 ms at stride 64) hides the write side's rows, which
  // run on the other core.
  auto hidden = m.predict("threads", 1e6, 64, 1, 1, 1001);
  EXPECT_NEAR(hidden.packed, 2e-6 + 1e6 / 2e8, 1e-12);
  // A file without them charges the read side's cost for the write side
  // and for both sides: the model as it was.
  CopyModel old = parsed(std::string(kModel) + tables + readRows);
  EXPECT_NEAR(old.predict("threads", 1e6, 1, 1, 1, 1001).chained -
                  old.predict("threads", 1e6, 1, 1).chained,
              1000 * 1e-8, 1e-15);
  EXPECT_NEAR(old.predict("threads", 1e6, 1, 1, 1001, 1001).packed -
                  old.predict("threads", 1e6, 1, 1).packed,
              1000 * 2e-8, 1e-15);
  // Without a both-sides cost, the larger of the two sides'.
  CopyModel noBoth = parsed(std::string(kModel) + tables + readRows +
                            "row threads chained-write 3e-8\n");
  EXPECT_NEAR(noBoth.predict("threads", 1e6, 1, 1, 1001, 1001).chained -
                  noBoth.predict("threads", 1e6, 1, 1).chained,
              1000 * 3e-8, 1e-15);
}

// A side of blocks is moved by the contiguous row copy, not by the
// stride-specialised kernels the packed tables measure: for it a packed
// table is read as never faster at a larger stride.
TEST(CopyModel, BlocksReadThePackedTablesMonotone) {
  // A packed read slower contiguous (200 MB/s) than at stride 64 (800).
  CopyModel m = parsed(std::string(kModel) +
                       "rate threads packed-read 1000 200 800\n"
                       "rate threads packed-read 1000000 200 800\n"
                       "rate threads packed-write 1000 800 800\n"
                       "rate threads packed-write 1000000 800 800\n");
  const CopyModel::Rates &r = m.rates("threads");
  EXPECT_DOUBLE_EQ(m.rate(r, CopyModel::PackedRead, 1e6, 1), 200);
  EXPECT_DOUBLE_EQ(m.blockRate(r, CopyModel::PackedRead, 1e6, 1), 800);
  EXPECT_DOUBLE_EQ(m.blockRate(r, CopyModel::PackedRead, 1e6, 64), 800);
  // Strided single elements keep the measured rate; blocks (2 rows, no row
  // cost in this file) take the better one.
  EXPECT_NEAR(m.predict("threads", 1e6, 1, 1).packed, 2e-6 + 1e6 / 2e8,
              1e-12);
  EXPECT_NEAR(m.predict("threads", 1e6, 1, 1, 2, 1).packed, 2e-6 + 1e6 / 8e8,
              1e-12);
  // The chained tables are stored monotone by the calibration and read as
  // they are.
  EXPECT_DOUBLE_EQ(m.blockRate(r, CopyModel::ReadCross, 1e6, 1), 1000);
}

TEST(CopyModel, RowsAndStridesReadOffTheRelation) {
  // Blocks of `block` elements every block * step on the source side, into
  // a contiguous destination.
  auto words = [](int64_t step, int64_t block, int64_t n) {
    std::vector<rel::Tuple> t;
    for (int64_t i = 0; i < n; ++i)
      t.push_back({(i / block) * block * step + i % block, i});
    return rel::encodeTuples(t, rel::Encoding::DMRLE);
  };
  auto strided = words(8, 1, 4096), blocks = words(2, 4, 4096);
  rel::EncodedView sv(strided), bv(blocks);
  EXPECT_EQ(sv.kernelRows(false), 1u); // one strided run
  EXPECT_EQ(sv.kernelRows(true), 1u);
  EXPECT_EQ(bv.kernelRows(false), 1024u); // a row a block
  EXPECT_EQ(bv.kernelRows(true), 1u);
  // With row costs the blocks are dearer chained (1023 rows) than packed
  // (1023 gathered rows at the lower cost).
  CopyModel m = parsed(std::string(kModel) + "row threads chained 3e-8\n"
                                             "row threads packed 1e-8\n");
  auto p = m.predict("threads", bv, 8);
  auto q = m.predict("threads", 4096 * 8, 2, 1);
  EXPECT_NEAR(p.chained - q.chained, 1023 * 3e-8, 1e-15);
  EXPECT_NEAR(p.packed - q.packed, 1023 * 1e-8, 1e-15);
}

TEST(CopyModel, CacheBreakEvenFromTheModel) {
  CopyModel m = parsed(kModel);
  // 8000 bytes: storing costs 1 us + 16 us, reading back 8 us.
  EXPECT_NEAR(m.storeSeconds(8000), 17e-6, 1e-15);
  EXPECT_NEAR(m.cachedExtraSeconds(8000), 8e-6, 1e-15);
  // t_g = 100 us: n = ceil((100 + 17) / (100 - 8)) = 2.
  EXPECT_EQ(im::RelationCache::breakEven(100e-6, m.storeSeconds(8000), 0,
                                         m.cachedExtraSeconds(8000)),
            2u);
  // t_g = 10 us: ceil(27 / 2) = 14.
  EXPECT_EQ(im::RelationCache::breakEven(10e-6, m.storeSeconds(8000), 0,
                                         m.cachedExtraSeconds(8000)),
            14u);
  // Computing faster than reading the stored words back: never.
  EXPECT_EQ(im::RelationCache::breakEven(5e-6, m.storeSeconds(8000), 0,
                                         m.cachedExtraSeconds(8000)),
            UINT64_MAX);
}

TEST(CopyModel, BuiltinParses) {
  CopyModel m = CopyModel::builtin();
  EXPECT_TRUE(m.bindings.count("threads"));
  EXPECT_EQ(m.strides.front(), 1);
}
