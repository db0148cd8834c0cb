// Reproduces the executor measurement of "Fast Message Assembly Using Compact
// Address Relations" on this machine: gather (assembly) and scatter
// (disassembly) throughput of every encoding for the processor 0 -> 0
// relation of four representative redistributions, each measured next to
// memcpy of the same bytes, a copy loop specialised at compile time to the
// same pattern, and MPI_Pack / MPI_Unpack with the equivalent derived
// datatype; plus the size of every encoding of all of processor 0's relations
// and the time to compute and encode them.
//
//   executors_bench [--quick | --smoke] [--out FILE]
//
// --smoke runs tiny arrays and only checks that every method moves the same
// elements (a ctest); --quick finishes in well under 30 s.
#include "runtime/relations/Relations.h"

#include <mpi.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace zpl::rel;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kProcs = 4;

// ------------------------------------------------ the four redistributions

DimLayout dimOf(int64_t n, Dist d, int gridDim) {
  DimLayout l;
  l.lo = 0;
  l.hi = n - 1;
  l.dist = d;
  l.gridDim = d == Dist::None ? -1 : gridDim;
  return l;
}

// A 2-D layout whose single distributed dimension spreads over 4 processors.
Layout layout2(int64_t n, Dist d0, Dist d1) {
  Layout l;
  l.grid = d0 != Dist::None ? std::vector<int>{kProcs, 1}
                            : std::vector<int>{1, kProcs};
  l.dims = {dimOf(n, d0, 0), dimOf(n, d1, 1)};
  l.elemSize = sizeof(double);
  return l;
}

// Hand-written loops for the 0 -> 0 relation, visiting tuples in the
// relation's (source-first) order, with every bound and stride a compile-time
// constant: the best a compiler can do for exactly this pattern.
template <int N> struct LoopsA { // [block,*] -> [*,block]
  static constexpr int Q = N / 4;
  static void gather(const double *__restrict s, double *__restrict b) {
    for (int r = 0; r < Q; ++r)
      for (int c = 0; c < Q; ++c)
        b[r * Q + c] = s[r * N + c];
  }
  static void scatter(const double *__restrict b, double *__restrict d) {
    for (int r = 0; r < Q; ++r)
      for (int c = 0; c < Q; ++c)
        d[r * Q + c] = b[r * Q + c];
  }
};
template <int N> struct LoopsB { // [*,block] -> [*,cyclic]
  static constexpr int Q = N / 4, M = N / 16;
  static void gather(const double *__restrict s, double *__restrict b) {
    for (int r = 0; r < N; ++r)
      for (int j = 0; j < M; ++j)
        b[r * M + j] = s[r * Q + 4 * j];
  }
  static void scatter(const double *__restrict b, double *__restrict d) {
    for (int r = 0; r < N; ++r)
      for (int j = 0; j < M; ++j)
        d[r * Q + j] = b[r * M + j];
  }
};
template <int N> struct LoopsC { // [*,cyclic] -> [*,block]
  static constexpr int Q = N / 4, M = N / 16;
  static void gather(const double *__restrict s, double *__restrict b) {
    for (int r = 0; r < N; ++r)
      for (int j = 0; j < M; ++j)
        b[r * M + j] = s[r * Q + j];
  }
  static void scatter(const double *__restrict b, double *__restrict d) {
    for (int r = 0; r < N; ++r)
      for (int j = 0; j < M; ++j)
        d[r * Q + 4 * j] = b[r * M + j];
  }
};
template <int N>
struct LoopsD { // B := A#[Index2, Index1], [*,cyclic] -> [block,*]
  static constexpr int Q = N / 4, M = N / 16;
  static void gather(const double *__restrict s, double *__restrict b) {
    for (int j = 0; j < N; ++j)
      for (int m = 0; m < M; ++m)
        b[j * M + m] = s[j * Q + m];
  }
  // Written in tuple order this loop stores down a column, 32 KiB apart,
  // and runs at a fraction of the memory system's speed; the hand-written
  // version a programmer would use walks tiles of 16 source rows so that
  // each destination line is filled at once.
  static void scatter(const double *__restrict b, double *__restrict d) {
    constexpr int T = 16;
    for (int j0 = 0; j0 < N; j0 += T)
      for (int m = 0; m < M; ++m)
        for (int t = 0; t < T; ++t)
          d[static_cast<int64_t>(4 * m) * N + j0 + t] = b[(j0 + t) * M + m];
  }
};

using LoopFn = void (*)(const double *, double *);

struct CaseDef {
  std::string name, label;
  Layout src, dst;
  IndexMap map;
  LoopFn gather, scatter;
  // The equivalent MPI datatypes (source side, destination side).
  MPI_Datatype srcType = MPI_DATATYPE_NULL, dstType = MPI_DATATYPE_NULL;
};

template <template <int> class L> void pickLoops(int n, LoopFn &g, LoopFn &s) {
  switch (n) {
  case 64:
    g = L<64>::gather, s = L<64>::scatter;
    return;
  case 1024:
    g = L<1024>::gather, s = L<1024>::scatter;
    return;
  case 2048:
    g = L<2048>::gather, s = L<2048>::scatter;
    return;
  }
  std::abort();
}

MPI_Datatype vec(int count, int block, int stride) {
  MPI_Datatype t;
  MPI_Type_vector(count, block, stride, MPI_DOUBLE, &t);
  MPI_Type_commit(&t);
  return t;
}

std::vector<CaseDef> makeCases(int n) {
  std::vector<CaseDef> cs(4);
  const int q = n / 4, m = n / 16;
  cs[0].name = "a";
  cs[0].label = "[block,*] -> [*,block]";
  cs[0].src = layout2(n, Dist::Block, Dist::None);
  cs[0].dst = layout2(n, Dist::None, Dist::Block);
  cs[0].map = IndexMap::identity(2);
  pickLoops<LoopsA>(n, cs[0].gather, cs[0].scatter);
  cs[0].srcType = vec(q, q, n);
  cs[0].dstType = vec(q, q, q);

  cs[1].name = "b";
  cs[1].label = "[*,block] -> [*,cyclic]";
  cs[1].src = layout2(n, Dist::None, Dist::Block);
  cs[1].dst = layout2(n, Dist::None, Dist::Cyclic);
  cs[1].map = IndexMap::identity(2);
  pickLoops<LoopsB>(n, cs[1].gather, cs[1].scatter);
  cs[1].srcType = vec(n * m, 1, 4);
  cs[1].dstType = vec(n, m, q);

  cs[2].name = "c";
  cs[2].label = "[*,cyclic] -> [*,block]";
  cs[2].src = layout2(n, Dist::None, Dist::Cyclic);
  cs[2].dst = layout2(n, Dist::None, Dist::Block);
  cs[2].map = IndexMap::identity(2);
  pickLoops<LoopsC>(n, cs[2].gather, cs[2].scatter);
  cs[2].srcType = vec(n, m, q);
  cs[2].dstType = vec(n * m, 1, 4);

  cs[3].name = "d";
  cs[3].label = "B := A#[Index2, Index1], [*,cyclic] -> [block,*]";
  cs[3].src = layout2(n, Dist::None, Dist::Cyclic);
  cs[3].dst = layout2(n, Dist::Block, Dist::None);
  cs[3].map = IndexMap::permutation({1, 0});
  pickLoops<LoopsD>(n, cs[3].gather, cs[3].scatter);
  cs[3].srcType = vec(n, m, q);
  {
    // Column m of the destination block, then one such column per source row
    // j, placed one double apart: the typemap lists j outer, m inner.
    MPI_Datatype col = vec(m, 1, 4 * n), all;
    MPI_Type_create_hvector(n, 1, sizeof(double), col, &all);
    MPI_Type_commit(&all);
    MPI_Type_free(&col);
    cs[3].dstType = all;
  }
  return cs;
}

// ------------------------------------------------------------------ timing

struct Timing {
  int runs;             // medians over this many runs
  double minRunSeconds; // each run repeats the operation at least this long
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// Seconds per call: the median over runs of the mean over a batch sized so
// that one run lasts at least minRunSeconds.
double timeIt(const std::function<void()> &f, const Timing &t) {
  f(); // warm caches and page tables
  auto t0 = Clock::now();
  f();
  double one = std::chrono::duration<double>(Clock::now() - t0).count();
  int batch =
      std::max(1, static_cast<int>(t.minRunSeconds / std::max(one, 1e-9)));
  std::vector<double> runs;
  for (int r = 0; r < t.runs; ++r) {
    auto a = Clock::now();
    for (int i = 0; i < batch; ++i)
      f();
    runs.push_back(std::chrono::duration<double>(Clock::now() - a).count() /
                   batch);
  }
  return median(runs);
}

// Several operations measured round-robin, so that they all see the same
// machine state. Returns every run's seconds per call, per operation: the
// k-th runs of two operations were taken back to back, so their ratio is
// little affected by other work on a shared machine.
using Runs = std::vector<std::vector<double>>;
Runs timeAll(const std::vector<std::function<void()>> &fs, const Timing &t) {
  std::vector<int> batch(fs.size());
  for (size_t i = 0; i < fs.size(); ++i) {
    fs[i]();
    auto t0 = Clock::now();
    fs[i]();
    double one = std::chrono::duration<double>(Clock::now() - t0).count();
    batch[i] =
        std::max(1, static_cast<int>(t.minRunSeconds / std::max(one, 1e-9)));
  }
  Runs runs(fs.size(), std::vector<double>(t.runs));
  // Each round takes the operations in a fresh random order, and each timed
  // batch follows one untimed call: a slow operation (say, AABLK writing a
  // transpose element by element) leaves the memory system in a state that
  // would otherwise always penalise the same successor.
  std::vector<size_t> order(fs.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::mt19937 rng(12345);
  for (int r = 0; r < t.runs; ++r) {
    std::shuffle(order.begin(), order.end(), rng);
    for (size_t i : order) {
      fs[i]();
      auto a = Clock::now();
      for (int b = 0; b < batch[i]; ++b)
        fs[i]();
      runs[i][r] =
          std::chrono::duration<double>(Clock::now() - a).count() / batch[i];
    }
  }
  return runs;
}

double best(const std::vector<double> &v) {
  return *std::min_element(v.begin(), v.end());
}

// How many times faster `a` ran than `peer`: the median of the paired
// per-run ratios.
double pairedSpeedup(const std::vector<double> &a,
                     const std::vector<double> &peer) {
  std::vector<double> r;
  for (size_t i = 0; i < a.size() && i < peer.size(); ++i)
    r.push_back(peer[i] / a[i]);
  return median(r);
}

double mbps(size_t bytes, double seconds) { return bytes / seconds / 1e6; }

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) {
      auto p = line.find(':');
      return p == std::string::npos ? line : line.substr(p + 2);
    }
  return "unknown";
}

std::string mpiVersion() {
  char buf[MPI_MAX_LIBRARY_VERSION_STRING];
  int len = 0;
  MPI_Get_library_version(buf, &len);
  std::string s(buf, len);
  auto nl = s.find_first_of("\n,");
  return nl == std::string::npos ? s : s.substr(0, nl);
}

const Encoding kEncodings[] = {Encoding::AAPAIR, Encoding::AABLK,
                               Encoding::DMRLE, Encoding::DMRLEC,
                               Encoding::NRLE};

} // namespace

int main(int argc, char **argv) {
  bool quick = false, smoke = false;
  std::string only; // restrict to one case (development aid)
  std::string out = ZPLC_BENCH_RESULTS "/executors.json";
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--quick")
      quick = true;
    else if (a == "--smoke")
      smoke = true;
    else if (a == "--case" && i + 1 < argc)
      only = argv[++i];
    else if (a == "--out" && i + 1 < argc)
      out = argv[++i];
    else {
      std::cerr << "usage: executors_bench [--quick | --smoke] [--out FILE]\n";
      return 2;
    }
  }
  MPI_Init(&argc, &argv);
  // Many short runs (a fraction of a millisecond, well under a scheduler
  // time slice) rather than a few long ones: on a shared machine only a few
  // runs are then preempted, and the median ignores them.
  Timing timing = smoke   ? Timing{1, 0.0}
                  : quick ? Timing{21, 0.0003}
                          : Timing{101, 0.0003};
  std::vector<int> sizes =
      smoke ? std::vector<int>{64} : std::vector<int>{1024, 2048};

  nlohmann::json records = nlohmann::json::array();
  const std::string machine = cpuModel(),
                    compiler = std::string("g++ ") + __VERSION__,
                    mpi = mpiVersion();
  int failures = 0;
  auto fail = [&](const std::string &what) {
    std::cerr << "MISMATCH: " << what << "\n";
    ++failures;
  };

  for (int n : sizes) {
    for (CaseDef &c : makeCases(n)) {
      if (!only.empty() && c.name != only) {
        MPI_Type_free(&c.srcType);
        MPI_Type_free(&c.dstType);
        continue;
      }
      Region region = Region::whole(c.dst);
      // All of processor 0's relations: sizes and the time to compute and
      // encode them, per encoding.
      std::map<Encoding, size_t> bytesAll;
      std::map<Encoding, double> msAll;
      for (Encoding e : kEncodings) {
        size_t bytes = 0;
        double sec = timeIt(
            [&] {
              bytes = 0;
              for (int q = 0; q < kProcs; ++q) {
                Relation r = computeRelation(c.src, c.dst, region, c.map, 0, q);
                bytes += encode(r, e).size() * sizeof(uint64_t);
              }
            },
            Timing{timing.runs, 0.0});
        bytesAll[e] = bytes;
        msAll[e] = sec * 1e3;
      }
      double computeOnlyMs =
          1e3 * timeIt(
                    [&] {
                      for (int q = 0; q < kProcs; ++q)
                        computeRelation(c.src, c.dst, region, c.map, 0, q);
                    },
                    Timing{timing.runs, 0.0});

      // What the compiler and the inspector do: compute, choose, encode.
      double chooseMs = 1e3 * timeIt(
                                  [&] {
                                    for (int q = 0; q < kProcs; ++q) {
                                      Relation r = computeRelation(
                                          c.src, c.dst, region, c.map, 0, q);
                                      encode(r, chooseEncoding(r));
                                    }
                                  },
                                  Timing{timing.runs, 0.0});

      Relation r00 = computeRelation(c.src, c.dst, region, c.map, 0, 0);
      const size_t count = r00.size(), bytes = count * sizeof(double);
      std::vector<double> src(c.src.localElementCount(0)),
          dstRef(c.dst.localElementCount(0)), dst(dstRef.size()), bufRef(count),
          buf(count), flat(count);
      for (size_t i = 0; i < src.size(); ++i)
        src[i] = static_cast<double>(i) + 0.5;
      for (size_t i = 0; i < flat.size(); ++i)
        flat[i] = -static_cast<double>(i);

      // Reference results from the specialised loops.
      c.gather(src.data(), bufRef.data());
      std::fill(dstRef.begin(), dstRef.end(), 0.0);
      c.scatter(bufRef.data(), dstRef.data());

      int packSize = 0;
      MPI_Pack_size(1, c.srcType, MPI_COMM_SELF, &packSize);
      std::vector<char> packed(packSize);
      int pos = 0;
      MPI_Pack(src.data(), 1, c.srcType, packed.data(), packSize, &pos,
               MPI_COMM_SELF);
      if (static_cast<size_t>(pos) != bytes ||
          std::memcmp(packed.data(), bufRef.data(), bytes))
        fail(c.name + " MPI_Pack differs from the specialised gather");
      std::fill(dst.begin(), dst.end(), 0.0);
      pos = 0;
      MPI_Unpack(bufRef.data(), static_cast<int>(bytes), &pos, dst.data(), 1,
                 c.dstType, MPI_COMM_SELF);
      if (dst != dstRef)
        fail(c.name + " MPI_Unpack differs from the specialised scatter");
      std::vector<std::vector<uint64_t>> encoded;
      std::vector<EncodedView> views;
      for (Encoding e : kEncodings)
        encoded.push_back(encode(r00, e));
      for (auto &w : encoded)
        views.emplace_back(w);
      // Gather-side operations, then scatter-side ones: [spec, memcpy, mpi,
      // encodings...].
      std::vector<std::function<void()>> gs = {
          [&] { c.gather(src.data(), buf.data()); },
          [&] { std::memcpy(buf.data(), flat.data(), bytes); },
          [&] {
            int p = 0;
            MPI_Pack(src.data(), 1, c.srcType, packed.data(), packSize, &p,
                     MPI_COMM_SELF);
          }};
      std::vector<std::function<void()>> ss = {
          [&] { c.scatter(bufRef.data(), dst.data()); },
          [&] { std::memcpy(flat.data(), bufRef.data(), bytes); },
          [&] {
            int p = 0;
            MPI_Unpack(bufRef.data(), static_cast<int>(bytes), &p, dst.data(),
                       1, c.dstType, MPI_COMM_SELF);
          }};
      for (const EncodedView &v : views) {
        gs.push_back([&] { v.gather(src.data(), buf.data(), sizeof(double)); });
        ss.push_back(
            [&] { v.scatter(bufRef.data(), dst.data(), sizeof(double)); });
      }
      // Runs of [specialised, memcpy, MPI, the encodings...], per operation.
      Runs rg = timeAll(gs, timing), rs = timeAll(ss, timing);
      size_t ei = 0;

      for (Encoding e : kEncodings) {
        const std::vector<uint64_t> &w = encoded[ei];
        const EncodedView &v = views[ei];
        std::fill(buf.begin(), buf.end(), 0.0);
        v.gather(src.data(), buf.data(), sizeof(double));
        if (buf != bufRef)
          fail(c.name + " " + encodingName(e) + " gather");
        std::fill(dst.begin(), dst.end(), 0.0);
        v.scatter(bufRef.data(), dst.data(), sizeof(double));
        if (dst != dstRef)
          fail(c.name + " " + encodingName(e) + " scatter");
        const size_t ri = 3 + ei;
        ++ei;
        for (int op = 0; op < 2; ++op) {
          const Runs &R = op ? rs : rg;
          nlohmann::json rec;
          rec["case"] = c.name;
          rec["redistribution"] = c.label;
          rec["n"] = n;
          rec["procs"] = kProcs;
          rec["encoding"] = encodingName(e);
          rec["op"] = op ? "scatter" : "gather";
          rec["tuples"] = count;
          rec["payload_bytes"] = bytes;
          rec["mbps"] = mbps(bytes, median(R[ri]));
          rec["specialised_mbps"] = mbps(bytes, median(R[0]));
          rec["memcpy_mbps"] = mbps(bytes, median(R[1]));
          rec["mpi_pack_mbps"] = mbps(bytes, median(R[2]));
          rec["ratio_to_specialised"] = pairedSpeedup(R[ri], R[0]);
          rec["ratio_to_memcpy"] = pairedSpeedup(R[ri], R[1]);
          rec["ratio_to_mpi_pack"] = pairedSpeedup(R[ri], R[2]);
          // Best-of-runs figures: on a shared machine they show what the
          // code can do when it is not preempted.
          rec["best_mbps"] = mbps(bytes, best(R[ri]));
          rec["best_specialised_mbps"] = mbps(bytes, best(R[0]));
          rec["best_memcpy_mbps"] = mbps(bytes, best(R[1]));
          rec["best_mpi_pack_mbps"] = mbps(bytes, best(R[2]));
          rec["relation_bytes"] = w.size() * sizeof(uint64_t);
          rec["relation_bytes_0_to_all"] = bytesAll[e];
          rec["compute_encode_ms_0_to_all"] = msAll[e];
          rec["compute_only_ms_0_to_all"] = computeOnlyMs;
          rec["compute_choose_encode_ms_0_to_all"] = chooseMs;
          rec["chosen_encoding"] = encodingName(chooseEncoding(r00));
          rec["runs"] = timing.runs;
          rec["statistic"] =
              "median of runs; ratios: median of paired per-run ratios";
          rec["machine"] = machine;
          rec["compiler"] = compiler;
          rec["mpi"] = mpi;
          rec["mode"] = smoke ? "smoke" : quick ? "quick" : "full";
          records.push_back(rec);
        }
        if (!smoke)
          std::printf(
              "%-2s n=%-5d %-7s gather %6.0f MB/s (x%.2f spec, x%.2f MPI_Pack) "
              " scatter "
              "%6.0f MB/s (x%.2f spec, x%.2f MPI_Unpack)  %8zu B\n",
              c.name.c_str(), n, encodingName(e), mbps(bytes, median(rg[ri])),
              pairedSpeedup(rg[ri], rg[0]), pairedSpeedup(rg[ri], rg[2]),
              mbps(bytes, median(rs[ri])), pairedSpeedup(rs[ri], rs[0]),
              pairedSpeedup(rs[ri], rs[2]), w.size() * sizeof(uint64_t));
      }
      MPI_Type_free(&c.srcType);
      MPI_Type_free(&c.dstType);
    }
  }
  if (!smoke) {
    std::ofstream f(out);
    if (!f) {
      std::cerr << "cannot write " << out << "\n";
      MPI_Finalize();
      return 1;
    }
    f << records.dump(1) << "\n";
    std::cout << "wrote " << records.size() << " records to " << out << "\n";
  }
  MPI_Finalize();
  if (failures)
    std::cerr << failures << " mismatches\n";
  return failures ? 1 : 0;
}
