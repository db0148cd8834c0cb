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
// object a line on standard output (bench/copymodel/run.py drives it).
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
const std::vector<double> kSizes = {64, 4096, 65536, 1048576, 8388608};

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

void calibrate(rt::Proc &p, const std::string &out, int reps, bool quick) {
  // Short batches, many of them: the minimum of short batches escapes the
  // preemption a loaded machine inflicts on long ones.
  double budget = quick ? 0.002 : 0.003;
  calib::Arena ar;
  ar.elems = kMaxSpan;
  ar.a = p.allocate<double>(size_t(ar.elems));
  ar.b = p.allocate<double>(size_t(ar.elems));
  std::fill(ar.a, ar.a + ar.elems, 1.0);
  std::fill(ar.b, ar.b + ar.elems, 0.0);
  bool ok = true;
  im::CopyModel::Rates r;
  Side one;
  std::tie(r.chainedFixed, r.packedFixed) =
      calib::timeBoth(p, ar, 1, one, one, &nextId, reps, budget, &ok);
  for (auto &t : r.tables)
    t.assign(kSizes.size(), std::vector<double>(kStrides.size()));
  std::vector<double> buf(size_t(kSizes.back() / 8));
  for (size_t si = 0; si < kSizes.size(); ++si)
    for (size_t ki = 0; ki < kStrides.size(); ++ki) {
      int64_t n = elemsFor(kSizes[si], kStrides[ki]);
      Side strided{int64_t(kStrides[ki]), 1};
      r.tables[im::CopyModel::ReadCross][si][ki] =
          mbps(calib::timeBoth(p, ar, n, strided, one, &nextId, reps, budget,
                               &ok, false)
                   .first,
               r.chainedFixed, n);
      r.tables[im::CopyModel::WriteCross][si][ki] =
          mbps(calib::timeBoth(p, ar, n, one, strided, &nextId, reps, budget,
                               &ok, false)
                   .first,
               r.chainedFixed, n);
      // The gather of a packed transfer runs alone on its processor.
      auto words = calib::relationWords(n, strided, one);
      rel::EncodedView v(words.data(), words.size());
      double t = calib::timePerCall(
          p,
          [&] {
            if (p.rank() == 0)
              v.gather(ar.a, buf.data(), 8);
          },
          reps, budget);
      r.tables[im::CopyModel::Gather][si][ki] = mbps(t, 0, n);
      if (p.rank() == 0)
        std::fprintf(stderr, "calibrate: %s %8.0f B stride %2.0f: %.0f %.0f %.0f MB/s\n",
                     p.bindingName(), kSizes[si], kStrides[ki],
                     r.tables[0][si][ki], r.tables[1][si][ki],
                     r.tables[2][si][ki]);
    }
  // The start-up of a kernel row, from blocks of 2 and of 16 elements at
  // stride 2: both touch two lines a line of payload (one equivalent
  // stride), so the difference of their times is that of their rows.
  {
    const int64_t n = 8192, shortL = 2, longL = 16;
    const double extraRows = double(n / shortL - n / longL);
    auto rowsOf = [&](int64_t L, bool gather) {
      Side blocks{2, L};
      if (!gather)
        return calib::timeBoth(p, ar, n, blocks, one, &nextId, reps, budget,
                               &ok, false)
            .first;
      auto words = calib::relationWords(n, blocks, one);
      rel::EncodedView v(words.data(), words.size());
      return calib::timePerCall(
          p,
          [&] {
            if (p.rank() == 0)
              v.gather(ar.a, buf.data(), 8);
          },
          reps, budget);
    };
    r.chainedRow =
        std::max(0.0, (rowsOf(shortL, false) - rowsOf(longL, false)) / extraRows);
    r.packedRow =
        std::max(0.0, (rowsOf(shortL, true) - rowsOf(longL, true)) / extraRows);
    if (p.rank() == 0)
      std::fprintf(stderr, "calibrate: %s per row: chained %.3g s, packed %.3g s\n",
                   p.bindingName(), r.chainedRow, r.packedRow);
  }
  // A larger stride never copies faster (it touches at least as many lines
  // a byte): a lower figure at a smaller stride is a batch the loaded
  // machine preempted every time, and takes its right neighbour's value.
  for (auto &t : r.tables)
    for (auto &row : t)
      for (size_t k = row.size() - 1; k-- > 0;)
        row[k] = std::max(row[k], row[k + 1]);
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
    if (f && !text.str().empty() && !im::CopyModel::parse(text.str(), &m, &error))
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

void validate(rt::Proc &p, int reps, bool quick, int64_t maxBytes) {
  double budget = quick ? 0.002 : 0.006;
  const std::vector<int64_t> strides = {1, 2, 4, 8, 16, 64};
  const std::vector<int64_t> blocks = {1, 4, 64, 4096};
  std::vector<int64_t> sizes = {64, 4096, 262144, 4 << 20, 16 << 20};
  calib::Arena ar;
  ar.elems = kMaxSpan;
  ar.a = p.allocate<double>(size_t(ar.elems));
  ar.b = p.allocate<double>(size_t(ar.elems));
  std::fill(ar.a, ar.a + ar.elems, 1.0);
  std::fill(ar.b, ar.b + ar.elems, 0.0);
  const im::CopyModel &m = im::copyModel();
  bool ok = true;
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
          auto [tc, tp] =
              calib::timeBoth(p, ar, n, src, dst, &nextId, reps, budget, &ok);
          auto words = calib::relationWords(n, src, dst);
          rel::EncodedView v(words.data(), words.size());
          double rs = im::equivalentStride(v, true, 8);
          double ws = im::equivalentStride(v, false, 8);
          im::CopyModel::Prediction pr = m.predict(p.bindingName(), v, 8);
          bool rule = im::fixedRulePacked(v, 8);
          if (p.rank() == 0)
            std::printf(
                "JSON {\"binding\": \"%s\", \"bytes\": %lld, \"side\": \"%s\", "
                "\"stride\": %lld, \"block\": %lld, \"read_stride_eq\": %.3f, "
                "\"write_stride_eq\": %.3f, \"chained_s\": %.4g, "
                "\"packed_s\": %.4g, \"pred_chained_s\": %.4g, "
                "\"pred_packed_s\": %.4g, \"rule_packed\": %s, "
                "\"gather_rows\": %llu, \"scatter_rows\": %llu}\n",
                p.bindingName(), (long long)bytes, which, (long long)s,
                (long long)L, rs, ws, tc, tp, pr.chained, pr.packed,
                rule ? "true" : "false",
                (unsigned long long)v.kernelRows(false),
                (unsigned long long)v.kernelRows(true));
          std::fflush(stdout);
        }
  }
  p.deallocate(ar.b);
  p.deallocate(ar.a);
  if (p.rank() == 0 && !ok) {
    std::fprintf(stderr, "zpl-calibrate: a transfer delivered wrong data\n");
    std::exit(1);
  }
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
  };
  prog.body = [](rt::Proc &p) {
    if (p.procs() != 2)
      p.halt("zpl-calibrate measures pairs: run it on 2 processors");
    int reps = std::max(1, int(p.configInt(1)));
    if (p.configBool(3))
      validate(p, reps, p.configBool(2), p.configInt(4));
    else
      calibrate(p, p.configString(0), reps, p.configBool(2));
  };
  return rt::run(prog, argc, argv);
}
