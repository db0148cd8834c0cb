// zpl-calibrate: measures the copy-transfer model's basic transfers on the
// binding it runs on (2 processors) and writes the model file the runtime
// reads (ZPL_MODEL=FILE; format in runtime/ironman/CopyModel.h).
//
//   zpl-calibrate -p2 -sout=model.txt                       (threads)
//   mpirun -np 2 zpl-calibrate --binding=mpi-shm -sout=model.txt
//
// An existing `out` file keeps the other bindings' rates, so both runs build
// one file. -svalidate=true instead measures a grid of patterns chained and
// packed beside the model's predictions (ZPL_MODEL or built-in), one JSON
// object a line on standard output (bench/copymodel/run.py drives it);
// -spredict=threads,mpi-shm prints the predictions alone, measuring nothing
// (on any number of processors).
#include "tools/zpl-calibrate/Measure.h"

#include "runtime/ironman/RelationCache.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <numeric>
#include <sstream>
#include <string>
#include <tuple>

using namespace zpl;
using calib::Side;

namespace {

constexpr int64_t kMaxSpan = int64_t(128) << 20 >> 3; // elements (128 MiB)
const std::vector<double> kStrides = {1, 2, 4, 8, 16, 32, 64};
// Not the validation's sizes beyond 4 KiB (262144, 4 MiB, 16 MiB), so that
// its interpolation is tested too. 192 KiB: with only 64 KiB and 512 KiB
// around it, 256 KiB was the size the model chose worst (61 % and 72 % right
// on threads and mpi-shm against 87 % and 90 % overall, 2026-11-27): the
// chained copies of blocks of 4 there cost 1.3-1.8x the time interpolated
// between the two, their row starts more than either neighbour's.
const std::vector<double> kSizes = {64, 4096, 65536, 196608, 524288, 2097152, 8388608};

// Per processor: under `threads` the processors are threads of one process.
thread_local int nextId = 100;

// The payload (elements) measured for a table entry: the row's size, less
// where the strided side would exceed kMaxSpan (the rate is then that of the
// largest payload that fits; past the last-level cache it barely changes).
int64_t elemsFor(double bytes, double stride) {
  return std::min(int64_t(bytes) / 8, kMaxSpan / int64_t(stride));
}

// Seconds per byte beyond the fixed cost, as MB/s.
double mbps(double seconds, double fixed, int64_t n) {
  double t = std::max(seconds - fixed, seconds * 0.05);
  return double(n) * 8 / t / 1e6;
}

// The pair's arrays at the largest span, allocated collectively once.
calib::Arena arena(rt::Proc &p) {
  calib::Arena ar;
  ar.elems = kMaxSpan;
  ar.a = p.allocate<double>(size_t(ar.elems));
  ar.b = p.allocate<double>(size_t(ar.elems));
  std::fill(ar.a, ar.a + ar.elems, 1.0);
  std::fill(ar.b, ar.b + ar.elems, 0.0);
  return ar;
}

void calibrate(rt::Proc &p, const std::string &out, int reps, bool quick,
               int passes) {
  // Short batches, many of them: the minimum of short batches escapes the
  // preemption a loaded machine inflicts on long ones.
  double budget = quick ? 0.002 : 0.003;
  calib::Arena ar = arena(p);
  bool ok = true;
  im::CopyModel::Rates r;
  Side one;
  // The first transfers of a run are slower: on the quiet machine the
  // validation's first two patterns (64 B) went packed in 0.36 us, the rest
  // in 0.26-0.30 us, in both runs. Warm up on small strided transfers whose
  // times are thrown away; the fixed costs of a 1-element use are measured
  // first and again last, and the lower kept.
  for (int k = 0; k < 2; ++k)
    calib::timeBoth(p, ar, 8, k ? one : Side{2, 1}, k ? Side{2, 1} : one,
                    &nextId, reps, budget, &ok);
  auto fixedCosts = [&] {
    return calib::timeBoth(p, ar, 1, one, one, &nextId, reps, budget, &ok);
  };
  std::pair<double, double> fixed0 = fixedCosts();
  const size_t S = kSizes.size(), K = kStrides.size();
  // Seconds per use, converted to rates once the fixed costs are known;
  // the lowest of `passes` passes over the whole table, so that a burst of
  // load (seconds long, where one entry takes milliseconds) spoils an entry
  // only if it returns at that entry in every pass.
  using Grid = std::vector<std::vector<double>>;
  Grid t[im::CopyModel::kTables];
  for (auto &g : t)
    g.assign(S, std::vector<double>(K, 1e30));
  auto keepLower = [](double &slot, double v) { slot = std::min(slot, v); };
  std::vector<double> buf(size_t(kSizes.back() / 8));
  // Row costs: per size, the times of blocks of 2 and of 16 elements at
  // stride 2 on the read side, the write side and both (see below).
  enum { ReadRows, WriteRows, BothRows, kRowSides };
  struct RowTimes {
    double c2 = 1e30, p2 = 1e30, c16 = 1e30, p16 = 1e30;
  };
  std::vector<RowTimes> rowTimes[kRowSides];
  for (auto &v : rowTimes)
    v.assign(S, RowTimes{});
  for (int pass = 0; pass < passes; ++pass) {
    for (size_t si = 0; si < S; ++si)
      for (size_t ki = 0; ki < K; ++ki) {
        int64_t n = elemsFor(kSizes[si], kStrides[ki]);
        Side strided{int64_t(kStrides[ki]), 1};
        // Chained and packed alternated, so that both see the same load.
        auto [cr, pr] =
            calib::timeBoth(p, ar, n, strided, one, &nextId, reps, budget, &ok);
        auto [cw, pw] =
            calib::timeBoth(p, ar, n, one, strided, &nextId, reps, budget, &ok);
        keepLower(t[im::CopyModel::ReadCross][si][ki], cr);
        keepLower(t[im::CopyModel::PackedRead][si][ki], pr);
        keepLower(t[im::CopyModel::WriteCross][si][ki], cw);
        keepLower(t[im::CopyModel::PackedWrite][si][ki], pw);
        // Strided alike on both sides (CopyModel.h).
        auto [cb, pb] = calib::timeBoth(p, ar, n, strided, strided, &nextId,
                                        reps, budget, &ok);
        keepLower(t[im::CopyModel::BothCross][si][ki], cb);
        keepLower(t[im::CopyModel::PackedBoth][si][ki], pb);
        // The local gather (xC1) alone on its processor: no longer part of
        // the packed prediction, kept to show what the packed tables add.
        auto words = calib::relationWords(n, strided, one);
        rel::EncodedView v(words.data(), words.size());
        keepLower(t[im::CopyModel::Gather][si][ki],
                  calib::timePerCall(
                      p,
                      [&] {
                        if (p.rank() == 0)
                          v.gather(ar.a, buf.data(), 8);
                      },
                      reps, budget));
      }
    for (size_t si = 0; si < S; ++si) {
      const int64_t n = int64_t(kSizes[si]) / 8;
      if (n < 32)
        continue;
      for (int side = 0; side < kRowSides; ++side) {
        auto pattern = [&](int64_t L) {
          Side b{2, L};
          return std::make_pair(side == WriteRows ? one : b,
                                side == ReadRows ? one : b);
        };
        // Packed with blocks on both sides is not a separate term (its two
        // sides run in parallel, each with its own row cost).
        bool packedToo = side != BothRows;
        auto [s2, d2] = pattern(2);
        auto [s16, d16] = pattern(16);
        auto [c2, p2] = calib::timeBoth(p, ar, n, s2, d2, &nextId, reps,
                                        budget, &ok, packedToo);
        auto [c16, p16] = calib::timeBoth(p, ar, n, s16, d16, &nextId, reps,
                                          budget, &ok, packedToo);
        RowTimes &x = rowTimes[side][si];
        keepLower(x.c2, c2);
        keepLower(x.c16, c16);
        keepLower(x.p2, p2);
        keepLower(x.p16, p16);
      }
    }
  }
  std::pair<double, double> fixed1 = fixedCosts();
  r.chainedFixed = std::min(fixed0.first, fixed1.first);
  r.packedFixed = std::min(fixed0.second, fixed1.second);
  for (int k = 0; k < im::CopyModel::kTables; ++k) {
    auto &tab = r.tables[k];
    tab.assign(S, std::vector<double>(K));
    double fixed =
        k == im::CopyModel::Gather ? 0
        : k == im::CopyModel::PackedRead || k == im::CopyModel::PackedWrite ||
                k == im::CopyModel::PackedBoth
            ? r.packedFixed
            : r.chainedFixed;
    for (size_t si = 0; si < S; ++si)
      for (size_t ki = 0; ki < K; ++ki)
        tab[si][ki] =
            mbps(t[k][si][ki], fixed, elemsFor(kSizes[si], kStrides[ki]));
  }
  if (p.rank() == 0)
    for (size_t si = 0; si < S; ++si)
      for (size_t ki = 0; ki < K; ++ki)
        std::fprintf(stderr,
                     "calibrate: %s %8.0f B stride %2.0f: chained %.0f %.0f "
                     "%.0f, packed %.0f %.0f %.0f, gather %.0f MB/s\n",
                     p.bindingName(), kSizes[si], kStrides[ki],
                     r.tables[im::CopyModel::ReadCross][si][ki],
                     r.tables[im::CopyModel::WriteCross][si][ki],
                     r.tables[im::CopyModel::BothCross][si][ki],
                     r.tables[im::CopyModel::PackedRead][si][ki],
                     r.tables[im::CopyModel::PackedWrite][si][ki],
                     r.tables[im::CopyModel::PackedBoth][si][ki],
                     r.tables[im::CopyModel::Gather][si][ki]);
  // The start-up of a kernel row at each size, from blocks of 2 and of 16
  // elements at stride 2 (measured above): both touch two lines a line of
  // payload (one equivalent stride), so the difference of their times is
  // that of their rows. On the read side, the write side (a row that starts
  // a line there reads it for ownership) and, chained, both sides. Below 32
  // elements the blocks of 16 would be one contiguous run: those sizes take
  // the next size's figure.
  std::vector<double> *rowsOut[kRowSides][2] = {
      {&r.chainedRow, &r.packedRow},
      {&r.chainedWriteRow, &r.packedWriteRow},
      {&r.chainedBothRow, nullptr}};
  for (int side = 0; side < kRowSides; ++side)
    for (auto *out : rowsOut[side])
      if (out)
        out->assign(S, 0);
  for (size_t si = S; si-- > 0;) {
    const int64_t n = int64_t(kSizes[si]) / 8;
    for (int side = 0; side < kRowSides; ++side) {
      std::vector<double> *c = rowsOut[side][0], *k = rowsOut[side][1];
      if (n < 32) {
        (*c)[si] = si + 1 < S ? (*c)[si + 1] : 0;
        if (k)
          (*k)[si] = si + 1 < S ? (*k)[si + 1] : 0;
        continue;
      }
      // The copy's rows: the larger side's (the write side's when the
      // blocks are there).
      auto rows = [&](int64_t L) {
        Side b{2, L};
        auto w = calib::relationWords(n, side == WriteRows ? one : b,
                                      side == ReadRows ? one : b);
        rel::EncodedView v(w.data(), w.size());
        return double(std::max(v.kernelRows(false), v.kernelRows(true)));
      };
      double extraRows = rows(2) - rows(16);
      const RowTimes &x = rowTimes[side][si];
      (*c)[si] = std::max(0.0, (x.c2 - x.c16) / extraRows);
      if (k)
        (*k)[si] = std::max(0.0, (x.p2 - x.p16) / extraRows);
      if (p.rank() == 0)
        std::fprintf(stderr,
                     "calibrate: %s %8.0f B per row, %s: chained %.3g s, "
                     "packed %.3g s\n",
                     p.bindingName(), kSizes[si],
                     side == ReadRows    ? "read side"
                     : side == WriteRows ? "write side"
                                         : "both sides",
                     (*c)[si], k ? (*k)[si] : 0.0);
    }
  }
  // A larger stride never copies faster (it touches at least as many lines
  // a byte): a lower figure at a smaller stride is a batch the loaded
  // machine preempted every time, and takes its right neighbour's value.
  // Not for the packed tables: there a small stride can be slower, and was
  // on a quiet machine (the gather kernels of strides 2 and 4 into a slot
  // the peer has read, at 4 KiB: 2.0-2.6 us against 0.84 us at stride 8).
  for (int k : {im::CopyModel::ReadCross, im::CopyModel::WriteCross,
                im::CopyModel::Gather, im::CopyModel::BothCross})
    for (auto &row : r.tables[k])
      for (size_t j = row.size() - 1; j-- > 0;)
        row[j] = std::max(row[j], row[j + 1]);
  // The relation cache: storing an entry (a fresh vector of the words, as
  // RelationCache::get keeps them) and reading the words back.
  double entry = 0, wr = 0, rd = 0;
  if (p.rank() == 0) {
    std::vector<uint64_t> small(4, 1), big(size_t(1) << 17, 1); // 1 MiB
    auto store = [&](const std::vector<uint64_t> &w) {
      double best = 1e30;
      for (int k = 0; k < reps; ++k) {
        double t0 = rt::wallSeconds();
        for (int i = 0; i < 64; ++i) {
          auto e = std::make_shared<std::vector<uint64_t>>(w);
          asm volatile("" : : "r"(e->data()) : "memory");
        }
        best = std::min(best, (rt::wallSeconds() - t0) / 64);
      }
      return best;
    };
    entry = store(small);
    wr = double(big.size() * 8) / std::max(store(big) - entry, 1e-9) / 1e6;
    double best = 1e30;
    volatile uint64_t sink = 0;
    for (int k = 0; k < reps; ++k) {
      double t0 = rt::wallSeconds();
      for (int i = 0; i < 16; ++i)
        sink = sink + std::accumulate(big.begin(), big.end(), uint64_t(0));
      best = std::min(best, (rt::wallSeconds() - t0) / 16);
    }
    rd = double(big.size() * 8) / best / 1e6;
  }
  p.deallocate(ar.b);
  p.deallocate(ar.a);
  if (p.rank() != 0)
    return;
  if (!ok) {
    std::fprintf(stderr, "zpl-calibrate: a transfer delivered wrong data\n");
    std::exit(1);
  }
  im::CopyModel m;
  {
    std::ifstream f(out);
    std::stringstream text;
    text << f.rdbuf();
    std::string error;
    if (f && !text.str().empty() &&
        !im::CopyModel::parse(text.str(), &m, &error))
      std::fprintf(stderr, "zpl-calibrate: replacing `%s` (%s)\n", out.c_str(),
                   error.c_str());
    if (m.strides != kStrides || m.sizes != kSizes)
      m.bindings.clear();
  }
  m.strides = kStrides;
  m.sizes = kSizes;
  m.bindings[p.bindingName()] = r;
  if (!m.bindings.count("threads"))
    m.bindings["threads"] = r; // the fallback must exist
  m.cacheEntrySeconds = entry;
  m.cacheWriteMBps = wr;
  m.cacheReadMBps = rd;
  std::ofstream f(out);
  f << "# zpl-calibrate, " << p.bindingName() << " last\n" << m.str();
  std::fprintf(stderr, "zpl-calibrate: wrote %s\n", out.c_str());
}

// ------------------------------------------------------------- validation

// The validation's grid: element stride 1, 2, 4, 8, 16, 64; blocks of 1,
// 4, 64, 4096 elements; strided on the read side, the write side or both;
// 64 B to `maxBytes`; patterns whose span passes kMaxSpan are left out.
template <class F> void forEachPattern(int64_t maxBytes, F &&f) {
  const std::vector<int64_t> strides = {1, 2, 4, 8, 16, 64};
  const std::vector<int64_t> blocks = {1, 4, 64, 4096};
  const std::vector<int64_t> sizes = {64, 4096, 262144, 4 << 20, 16 << 20};
  for (int64_t bytes : sizes) {
    if (bytes > maxBytes)
      continue;
    int64_t n = bytes / 8;
    for (const char *which : {"read", "write", "both"})
      for (int64_t s : strides)
        for (int64_t L : blocks) {
          if ((s == 1 && L != 1) || (L > 1 && L >= n))
            continue;
          Side pat{s, L}, one;
          Side src = std::strcmp(which, "write") == 0 ? one : pat;
          Side dst = std::strcmp(which, "read") == 0 ? one : pat;
          if (s == 1 && std::strcmp(which, "read") != 0)
            continue; // contiguous once
          if (std::max(src.span(n), dst.span(n)) > kMaxSpan)
            continue;
          f(bytes, which, s, L, src, dst);
        }
  }
}

// One pattern's line: the model's view of it (equivalent strides, rows, its
// prediction, the fixed rule's choice) and, when measured, its times.
void printPattern(const char *binding, int64_t bytes, const char *which,
                  int64_t s, int64_t L, Side src, Side dst, const double *tc,
                  const double *tp) {
  const im::CopyModel &m = im::copyModel();
  int64_t n = bytes / 8;
  auto words = calib::relationWords(n, src, dst);
  rel::EncodedView v(words.data(), words.size());
  im::CopyModel::Prediction pr = m.predict(binding, v, 8);
  std::printf("JSON {\"binding\": \"%s\", \"bytes\": %lld, \"side\": \"%s\", "
              "\"stride\": %lld, \"block\": %lld, \"read_stride_eq\": %.3f, "
              "\"write_stride_eq\": %.3f, ",
              binding, (long long)bytes, which, (long long)s, (long long)L,
              im::equivalentStride(v, true, 8),
              im::equivalentStride(v, false, 8));
  if (tc)
    std::printf("\"chained_s\": %.4g, \"packed_s\": %.4g, ", *tc, *tp);
  std::printf("\"pred_chained_s\": %.4g, \"pred_packed_s\": %.4g, "
              "\"rule_packed\": %s, \"gather_rows\": %llu, "
              "\"scatter_rows\": %llu}\n",
              pr.chained, pr.packed,
              im::fixedRulePacked(v, 8) ? "true" : "false",
              (unsigned long long)v.kernelRows(false),
              (unsigned long long)v.kernelRows(true));
  std::fflush(stdout);
}

void validate(rt::Proc &p, int reps, bool quick, int64_t maxBytes) {
  double budget = quick ? 0.002 : 0.006;
  calib::Arena ar = arena(p);
  bool ok = true;
  forEachPattern(maxBytes, [&](int64_t bytes, const char *which, int64_t s,
                               int64_t L, Side src, Side dst) {
    auto [tc, tp] =
        calib::timeBoth(p, ar, bytes / 8, src, dst, &nextId, reps, budget, &ok);
    if (p.rank() == 0)
      printPattern(p.bindingName(), bytes, which, s, L, src, dst, &tc, &tp);
  });
  p.deallocate(ar.b);
  p.deallocate(ar.a);
  if (p.rank() == 0 && !ok) {
    std::fprintf(stderr, "zpl-calibrate: a transfer delivered wrong data\n");
    std::exit(1);
  }
}

// The model's predictions for the validation's grid, nothing measured
// (bench/copymodel/run.py --step rescore scores saved measurements with a
// new model file this way).
void predictOnly(const std::string &bindings, int64_t maxBytes) {
  std::istringstream names(bindings);
  for (std::string b; std::getline(names, b, ',');)
    forEachPattern(maxBytes, [&](int64_t bytes, const char *which, int64_t s,
                                 int64_t L, Side src, Side dst) {
      printPattern(b.c_str(), bytes, which, s, L, src, dst, nullptr, nullptr);
    });
}

} // namespace

int main(int argc, char **argv) {
  rt::Program prog;
  prog.name = "zpl-calibrate";
  prog.config = {
      {"out", rt::Type::String, "zpl-model.txt", "the model file to write"},
      {"reps", rt::Type::Int32, "15", "repetitions (the minimum is kept)"},
      {"quick", rt::Type::Bool, "false", "shorter batches"},
      {"validate", rt::Type::Bool, "false",
       "measure the grid of patterns against the model instead"},
      {"maxbytes", rt::Type::Int64, "16777216",
       "validate: the largest message"},
      {"predict", rt::Type::String, "",
       "print the model's predictions for the validation's grid for these "
       "bindings (comma-separated), measuring nothing"},
      {"passes", rt::Type::Int32, "2",
       "passes over the calibration's tables (the lowest time is kept)"},
  };
  prog.body = [](rt::Proc &p) {
    if (!p.configString(5).empty()) {
      if (p.rank() == 0)
        predictOnly(p.configString(5), p.configInt(4));
      return;
    }
    if (p.procs() != 2)
      p.halt("zpl-calibrate measures pairs: run it on 2 processors");
    int reps = std::max(1, int(p.configInt(1)));
    if (p.configBool(3))
      validate(p, reps, p.configBool(2), p.configInt(4));
    else
      calibrate(p, p.configString(0), reps, p.configBool(2),
                std::max(1, int(p.configInt(6))));
  };
  return rt::run(prog, argc, argv);
}
