// Relations at scale, without launching the processors: for P = 4 .. 4096
// (a simulated grid), what one processor's start-up costs when it builds
// its own pairs from the closed form (its peers found per grid dimension),
// against the run-time path that tried every processor, and what zplc's
// compile-time work costs: the closed form (three representative processors)
// against the per-pair tables it used to embed (every pair, P squared).
//
//   scale_bench [--quick] > bench/results/relations_scale.json
// (bench/relations/scale.py runs it and plots the curve.)
#include "runtime/program/Layouts.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using zpl::rel::Dist;

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// The shortest of `reps` timings of f, in seconds.
double best(int reps, const std::function<void()> &f) {
  double b = 1e30;
  for (int i = 0; i < reps; ++i) {
    auto t0 = Clock::now();
    f();
    b = std::min(b, since(t0));
  }
  return b;
}

zplc::DimSpec dimSpec(int64_t n, Dist d, int g, int64_t ghost = 0) {
  return {0, n + 2 * ghost - 1, d, 1, g, ghost, ghost, false};
}

zpl::rel::Region region(std::vector<int64_t> lo, std::vector<int64_t> hi) {
  zpl::rel::Region r;
  r.stride.assign(lo.size(), 1);
  r.lo = std::move(lo);
  r.hi = std::move(hi);
  return r;
}

struct Case {
  const char *name;
  std::function<zplc::Problem(int P, int64_t n)> make;
};

zplc::Problem twoD(int P, int64_t n, Dist s0, Dist s1, Dist d0, Dist d1, std::vector<int> perm) {
  std::vector<int> g = zplc::defaultGrid(P, 2);
  zplc::Problem p;
  p.src = zplc::makeLayout(g, {dimSpec(n, s0, 0), dimSpec(n, s1, 1)}, 8);
  p.dst = zplc::makeLayout(g, {dimSpec(n, d0, 0), dimSpec(n, d1, 1)}, 8);
  p.region = region({0, 0}, {n - 1, n - 1});
  p.map = zpl::rel::IndexMap::permutation(perm);
  return p;
}

zplc::Problem oneD(int P, int64_t n, Dist s0, Dist s1, Dist d0, Dist d1, std::vector<int> perm) {
  zplc::Problem p = twoD(P, n, s0, s1, d0, d1, perm);
  p.src.grid = p.dst.grid = {P};
  for (auto *l : {&p.src, &p.dst})
    for (auto &d : l->dims)
      d.gridDim = d.dist == Dist::None ? -1 : 0;
  return p;
}

std::vector<Case> cases() {
  return {
      {"jacobi halo (block,block) @east",
       [](int P, int64_t n) {
         std::vector<int> g = zplc::defaultGrid(P, 2);
         zplc::Problem p;
         p.src = p.dst = zplc::makeLayout(
             g, {{0, n + 1, Dist::Block, 1, 0, 1, 1, false}, {0, n + 1, Dist::Block, 1, 1, 1, 1, false}},
             8);
         p.region = region({1, 1}, {n, n});
         p.map = zpl::rel::IndexMap::shift({0, 1});
         p.halo = true;
         p.shift = {0, 1};
         return p;
       }},
      {"(block,block) -> (cyclic,cyclic)",
       [](int P, int64_t n) {
         return twoD(P, n, Dist::Block, Dist::Block, Dist::Cyclic, Dist::Cyclic, {0, 1});
       }},
      {"(block,*) -> (*,block)",
       [](int P, int64_t n) {
         return oneD(P, n, Dist::Block, Dist::None, Dist::None, Dist::Block, {0, 1});
       }},
      {"transpose (block,*) -> (block,*)",
       [](int P, int64_t n) {
         return oneD(P, n, Dist::Block, Dist::None, Dist::Block, Dist::None, {1, 0});
       }},
  };
}

// One processor's start-up in closed form: its peers, then its own pairs.
size_t startup(const zplc::Problem &p, int me, int enc, size_t *peers) {
  size_t words = 0;
  std::vector<int> to = p.peers(me, true), from = p.peers(me, false);
  for (int q : to)
    words += p.relation(me, q, enc).size();
  for (int q : from)
    if (q != me)
      words += p.relation(q, me, enc).size();
  *peers = to.size() + from.size();
  return words;
}

// The run-time path before: every processor tried as a peer.
size_t startupAll(const zplc::Problem &p, int me, int P) {
  size_t words = 0;
  for (int q = 0; q < P; ++q) {
    words += p.relation(me, q).size();
    if (q != me)
      words += p.relation(q, me).size();
  }
  return words;
}

} // namespace

int main(int argc, char **argv) {
  bool quick = argc > 1 && !std::strcmp(argv[1], "--quick");
  const int64_t n = quick ? 1024 : 4096;
  const int reps = quick ? 1 : 3;
  std::vector<int> procs;
  for (int P = 4; P <= 4096; P *= 2)
    procs.push_back(P);
  std::printf("{\n  \"n\": %lld,\n  \"repetitions\": %d,\n  \"cases\": [\n", (long long)n, reps);
  std::vector<Case> cs = cases();
  for (size_t ci = 0; ci < cs.size(); ++ci) {
    std::printf("    {\"name\": \"%s\", \"points\": [\n", cs[ci].name);
    for (size_t pi = 0; pi < procs.size(); ++pi) {
      int P = procs[pi];
      zplc::Problem prob = cs[ci].make(P, n);
      // zplc's closed form: the encoding of representative processors
      // (passes/ComputeRelations.cpp).
      int enc = -1;
      double compileClosed = best(reps, [&] { enc = prob.representativeEncoding(P); });
      // The per-pair tables: every pair, only while it takes seconds.
      double compileTables = -1;
      size_t tableWords = 0;
      if ((double)P * P <= (quick ? 1024 : 4096)) {
        compileTables = best(1, [&] {
          tableWords = 0;
          for (int a = 0; a < P; ++a)
            for (int b = 0; b < P; ++b)
              tableWords += prob.relation(a, b).size();
        });
      }
      // Per-processor start-up, over a sample of ranks.
      std::vector<int> ranks = {0, P / 2, P - 1, P / 3, (2 * P) / 3};
      std::sort(ranks.begin(), ranks.end());
      ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
      double sum = 0, worst = 0, sumAll = 0;
      size_t peerSum = 0, peerMax = 0, wordSum = 0;
      int allSamples = 0;
      for (int me : ranks) {
        size_t peers = 0, words = 0;
        double t = best(reps, [&] { words = startup(prob, me, enc, &peers); });
        sum += t;
        worst = std::max(worst, t);
        peerSum += peers;
        peerMax = std::max(peerMax, peers);
        wordSum += words;
        if (me == 0 || me == P / 2) {
          sumAll += best(1, [&] { startupAll(prob, me, P); });
          ++allSamples;
        }
      }
      std::printf("      {\"procs\": %d, \"startup_closed_s_mean\": %.6g, \"startup_closed_s_max\": %.6g, "
                  "\"peers_mean\": %.2f, \"peers_max\": %zu, \"words_per_proc_mean\": %.1f, "
                  "\"startup_all_procs_tried_s_mean\": %.6g, \"compile_closed_form_s\": %.6g, "
                  "\"compile_tables_s\": %.6g, \"table_words\": %zu, \"encoding\": \"%s\"}%s\n",
                  P, sum / ranks.size(), worst, double(peerSum) / ranks.size(), peerMax,
                  double(wordSum) / ranks.size(), sumAll / allSamples, compileClosed, compileTables,
                  tableWords, enc >= 0 ? zpl::rel::encodingName(zpl::rel::Encoding(enc)) : "none",
                  pi + 1 < procs.size() ? "," : "");
      std::fflush(stdout);
    }
    std::printf("    ]}%s\n", ci + 1 < cs.size() ? "," : "");
  }
  std::printf("  ]\n}\n");
}
