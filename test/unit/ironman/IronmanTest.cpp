// Tests of the IRONMAN transfers (runtime/ironman) on every binding: random
// relations, embedded and computed at run time, checked element by element;
// transfers overlapping and pipelined; self transfers; bystanders; in-place
// sends and receives of computed relations; and the misuse reports. The
// harness: Harness.h.
#include "test/unit/ironman/Harness.h"

#include "runtime/ironman/Binding.h"
#include "runtime/ironman/CopyModel.h"
#include "runtime/ironman/Ironman.h"
#include "runtime/support/Internal.h"
#include "runtime/support/Runtime.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace zpl;
using namespace ironman_test;

namespace {

// ----------------------------------------------------- random problems


// The element a source array holds at global index g in iteration `it`.
void valueAt(const std::vector<int64_t> &g, uint64_t it, uint64_t salt,
             size_t es, char *out) {
  uint64_t h = mix(salt * 0x9e3779b97f4a7c15ULL + it);
  for (int64_t x : g)
    h = mix(h ^ uint64_t(x + 1000));
  for (size_t b = 0; b < es; b += 8) {
    uint64_t w = mix(h + b);
    std::memcpy(out + b, &w, std::min<size_t>(8, es - b));
  }
}

struct Problem {
  im::RelationProblem rp;
  size_t es = 8;
  uint64_t salt = 0;
  rel::Encoding enc = rel::Encoding::AABLK;
};

// A source must not be replicated over a grid dimension: every replica would
// send the same element, and several processors would write one destination
// element at once. (Destinations may be replicated.)
rel::Layout randomLayout(std::mt19937_64 &rng, int P,
                         const std::vector<int64_t> &lo,
                         const std::vector<int64_t> &hi, size_t es,
                         bool source) {
  rel::Layout l;
  int r = int(lo.size());
  l.grid = rt::defaultGrid(P, r);
  l.elemSize = es;
  for (int d = 0; d < r; ++d) {
    rel::DimLayout dl;
    dl.lo = lo[d];
    dl.hi = hi[d];
    int kind = int(rng() % 5);
    dl.dist = kind == 0   ? rel::Dist::None
              : kind == 1 ? rel::Dist::Cyclic
              : kind == 2 ? rel::Dist::BlockCyclic
                          : rel::Dist::Block;
    dl.k = dl.dist == rel::Dist::BlockCyclic ? 1 + int64_t(rng() % 3) : 1;
    if (source && dl.dist == rel::Dist::None && l.grid[d] > 1)
      dl.dist = rel::Dist::Block;
    dl.gridDim = dl.dist == rel::Dist::None ? -1 : d;
    dl.ghostLo = int64_t(rng() % 2);
    dl.ghostHi = int64_t(rng() % 2);
    l.dims.push_back(dl);
  }
  return l;
}

Problem randomProblem(uint64_t seed, int P) {
  std::mt19937_64 rng(seed);
  Problem pr;
  pr.salt = seed;
  const size_t sizes[] = {4, 8, 16};
  pr.es = sizes[rng() % 3];
  int r = 1 + int(rng() % 3);
  if (r == 3 && rng() % 2)
    r = 2;
  std::vector<int64_t> lo(r), hi(r);
  bool square = r == 2 && rng() % 3 == 0;
  for (int d = 0; d < r; ++d) {
    lo[d] = int64_t(rng() % 3) - 1;
    int64_t n = r == 1   ? 5 + int64_t(rng() % 40)
                : r == 2 ? 3 + int64_t(rng() % 12)
                         : 2 + int64_t(rng() % 5);
    hi[d] = lo[d] + n - 1;
  }
  if (square)
    lo[1] = lo[0], hi[1] = hi[0];
  pr.rp.dst = randomLayout(rng, P, lo, hi, pr.es, false);
  pr.rp.src = randomLayout(rng, P, lo, hi, pr.es, true);
  pr.rp.region.lo.resize(r);
  pr.rp.region.hi.resize(r);
  pr.rp.region.stride.resize(r);
  pr.rp.map = rel::IndexMap::identity(r);
  bool transpose = square && rng() % 2;
  if (transpose) {
    pr.rp.map.perm = {1, 0};
    for (int d = 0; d < r; ++d) {
      pr.rp.region.lo[d] = lo[d];
      pr.rp.region.hi[d] = hi[d];
      pr.rp.region.stride[d] = 1;
    }
  } else {
    for (int d = 0; d < r; ++d) {
      int64_t n = hi[d] - lo[d] + 1;
      int64_t off = int64_t(rng() % 3) - 1; // a shift of -1, 0 or +1
      if (n < 3)
        off = 0;
      pr.rp.map.offset[d] = off;
      // Keep region + off inside the source's index space.
      int64_t rlo = lo[d] + std::max<int64_t>(0, -off) + int64_t(rng() % 2);
      int64_t rhi = hi[d] - std::max<int64_t>(0, off) - int64_t(rng() % 2);
      if (rhi < rlo)
        rhi = rlo;
      pr.rp.region.lo[d] = rlo;
      pr.rp.region.hi[d] = rhi;
      pr.rp.region.stride[d] = rng() % 4 == 0 ? 2 : 1;
    }
  }
  const rel::Encoding encs[] = {rel::Encoding::AAPAIR, rel::Encoding::AABLK,
                                rel::Encoding::DMRLE, rel::Encoding::DMRLEC,
                                rel::Encoding::NRLE};
  pr.enc = encs[rng() % 5];
  return pr;
}


bool inRegion(const rel::Region &reg, const std::vector<int64_t> &g) {
  for (int d = 0; d < reg.rank(); ++d)
    if (g[d] < reg.lo[d] || g[d] > reg.hi[d] ||
        (g[d] - reg.lo[d]) % reg.stride[d])
      return false;
  return true;
}

std::vector<int64_t> sourceIndex(const rel::IndexMap &m,
                                 const std::vector<int64_t> &g) {
  std::vector<int64_t> s(m.perm.size());
  for (size_t k = 0; k < s.size(); ++k)
    s[k] = (m.perm[k] >= 0 ? g[m.perm[k]] : 0) + m.offset[k];
  return s;
}

// One problem's arrays and transfer on this processor.
struct Case {
  Problem pr;
  char *src = nullptr, *dst = nullptr;
  size_t srcBytes = 0, dstBytes = 0;
  std::vector<std::vector<uint64_t>> words; // embedded relations (kept alive)
  im::Transfer t;
  uint64_t it = 0;
  std::vector<char> sentinel;

  void build(rt::Proc &p, int id, uint64_t seed, bool computed) {
    pr = randomProblem(seed, p.procs());
    const auto &rp = pr.rp;
    srcBytes = size_t(rp.src.localElementCount(p.rank())) * pr.es;
    dstBytes = size_t(rp.dst.localElementCount(p.rank())) * pr.es;
    src = static_cast<char *>(p.allocate(srcBytes));
    dst = static_cast<char *>(p.allocate(dstBytes));
    sentinel.assign(pr.es, char(0xA5));
    for (size_t o = 0; o < dstBytes; o += pr.es)
      std::memcpy(dst + o, sentinel.data(), pr.es);
    std::memset(src, 0x5A, srcBytes); // ghosts: never read
    im::TransferSpec s = makeSpec(id, pr.es, src, dst);
    if (computed) {
      s.problem = std::make_shared<im::RelationProblem>(rp);
    } else {
      words.clear();
      words.reserve(2 * size_t(p.procs()));
      for (int q = 0; q < p.procs(); ++q) {
        auto sr = rel::computeRelation(rp.src, rp.dst, rp.region, rp.map,
                                       p.rank(), q);
        words.push_back(rel::encode(sr, pr.enc));
        s.sends.push_back(
            {q, rel::EncodedView(words.back().data(), words.back().size())});
        auto rr = rel::computeRelation(rp.src, rp.dst, rp.region, rp.map, q,
                                       p.rank());
        words.push_back(rel::encode(rr, pr.enc));
        s.recvs.push_back(
            {q, rel::EncodedView(words.back().data(), words.back().size())});
      }
    }
    t = im::Transfer(p, s);
  }
  void fill(rt::Proc &p) {
    ++it;
    forOwned(pr.rp.src, p.rank(), [&](const std::vector<int64_t> &g) {
      valueAt(g, it, pr.salt, pr.es,
              src + pr.rp.src.localOffset(p.rank(), g) * pr.es);
    });
  }
  void verify(Ctx &ctx) {
    rt::Proc &p = ctx.p;
    std::vector<char> want(pr.es);
    std::vector<bool> inside(dstBytes / pr.es, false);
    int bad = 0;
    forOwned(pr.rp.dst, p.rank(), [&](const std::vector<int64_t> &g) {
      int64_t off = pr.rp.dst.localOffset(p.rank(), g);
      if (!inRegion(pr.rp.region, g))
        return;
      inside[size_t(off)] = true;
      valueAt(sourceIndex(pr.rp.map, g), it, pr.salt, pr.es, want.data());
      if (std::memcmp(dst + off * pr.es, want.data(), pr.es) != 0 && bad++ < 3)
        ctx.fail("problem " + std::to_string(pr.salt) + " iteration " +
                 std::to_string(it) + ": wrong element at local offset " +
                 std::to_string(off));
    });
    for (size_t o = 0; o < inside.size(); ++o)
      if (!inside[o] &&
          std::memcmp(dst + o * pr.es, sentinel.data(), pr.es) != 0 &&
          bad++ < 3)
        ctx.fail("problem " + std::to_string(pr.salt) +
                 ": element outside the region written " + "at local offset " +
                 std::to_string(o));
  }
  void free(rt::Proc &p) {
    t.release();
    p.deallocate(src);
    p.deallocate(dst);
  }
};

// Sanitizer builds run the same checks with fewer repetitions (CI runs
// every test twice, once under ASan+UBSan, on 2 cores).
#if defined(__SANITIZE_ADDRESS__)
constexpr int kProblems = 16, kIters = 10, kRounds = 3;
#else
constexpr int kProblems = 40, kIters = 50, kRounds = 6;
#endif

int itersScale() {
  const char *v = std::getenv("ZPL_TEST_SCALE");
  return v ? std::max(1, std::atoi(v)) : 1;
}

// --------------------------------------------------------------- tasks

void randomRelations(Ctx &ctx, bool computed) {
  rt::Proc &p = ctx.p;
  const int problems = kProblems, iters = kIters * itersScale();
  for (int k = 0; k < problems; ++k) {
    Case c;
    c.build(p, 7, 1000 + uint64_t(k) + (computed ? 500 : 0), computed);
    for (int i = 0; i < iters; ++i) {
      c.t.DR();
      c.fill(p);
      c.t.SR();
      c.t.DN();
      c.verify(ctx);
      c.t.SV();
    }
    c.free(p);
    // Stop early only all together: a processor leaving alone would hang
    // the others.
    if (p.reduce(rt::Op::Max, int64_t(ctx.errors.size())) > 5)
      return;
  }
}

int kRandomEmbedded = addTask("random embedded relations",
                              [](Ctx &c) { randomRelations(c, false); });
int kRandomComputed = addTask("random computed relations",
                              [](Ctx &c) { randomRelations(c, true); });

// Several transfers in flight, their calls interleaved in a random order
// that every processor follows (the order the compiler would have placed).
int kOverlap = addTask("overlapping transfers", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  for (int round = 0; round < kRounds; ++round) {
    const int K = 3 + round % 3;
    std::vector<Case> cs(K);
    for (int k = 0; k < K; ++k)
      cs[k].build(p, 100 + k, 7000 + uint64_t(round) * 10 + k, k % 2 == 1);
    std::mt19937_64 rng(99 + round);
    const int iters = 25;
    // Per transfer the steps DR, fill+SR, DN+verify, SV, repeated.
    std::vector<int> step(K, 0);
    int left = K * iters * 4;
    while (left > 0) {
      int k = int(rng() % K);
      if (step[k] == iters * 4)
        continue;
      switch (step[k] % 4) {
      case 0:
        cs[k].t.DR();
        break;
      case 1:
        cs[k].fill(p);
        cs[k].t.SR();
        break;
      case 2:
        cs[k].t.DN();
        cs[k].verify(ctx);
        break;
      case 3:
        cs[k].t.SV();
        break;
      }
      ++step[k];
      --left;
    }
    for (auto &c : cs)
      c.free(p);
  }
});

// Interleavings that stress early and late calls: all DRs and SRs first, or
// DN/SV of one transfer after the next transfer's DR/SR.
int kPipelined = addTask("pipelined interleaving", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  Case a, b;
  a.build(p, 200, 9001, false);
  b.build(p, 201, 9002, false);
  for (int i = 0; i < 100; ++i) {
    a.t.DR();
    b.t.DR();
    b.fill(p);
    b.t.SR();
    a.fill(p);
    a.t.SR();
    b.t.DN();
    b.verify(ctx);
    a.t.DN();
    a.verify(ctx);
    a.t.SV();
    b.t.SV();
  }
  a.free(p);
  b.free(p);
});

// A shift that stays on each processor: a transfer to itself only.
int kSelf = addTask("self transfers", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  const int n = 64;
  auto *a = p.allocate<int64_t>(n);
  auto *b = p.allocate<int64_t>(n);
  std::vector<rel::Tuple> tuples;
  for (int i = 0; i + 1 < n; ++i)
    tuples.push_back({i + 1, i}); // b[i] = a[i+1]
  auto words = rel::encodeTuples(tuples, rel::Encoding::DMRLE);
  im::TransferSpec s = makeSpec(300, sizeof(int64_t), a, b);
  s.sends.push_back({p.rank(), rel::EncodedView(words.data(), words.size())});
  s.recvs.push_back({p.rank(), rel::EncodedView(words.data(), words.size())});
  im::Transfer t(p, s);
  uint64_t before = im::commStats(p).messages;
  for (int it = 0; it < 200; ++it) {
    for (int i = 0; i < n; ++i)
      a[i] = it * 1000 + i + p.rank();
    // Alternate the two legal orders of a processor that is both ends.
    if (it % 2) {
      t.SR();
      t.DR();
    } else {
      t.DR();
      t.SR();
    }
    t.DN();
    t.SV();
    for (int i = 0; i + 1 < n; ++i)
      CHECK_THAT(ctx, b[i] == it * 1000 + i + 1 + p.rank(),
                 "self copy wrong at " + std::to_string(i));
  }
  CHECK_THAT(ctx, im::commStats(p).messages == before,
             "a self transfer sent a message");
  t.release();
  p.deallocate(a);
  p.deallocate(b);
});

// A processor with no part in a transfer still makes its calls.
int kBystanders = addTask("transfers with bystanders", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  int P = p.procs();
  auto *a = p.allocate<double>(16);
  auto *b = p.allocate<double>(16);
  std::vector<rel::Tuple> tuples;
  for (int i = 0; i < 16; ++i)
    tuples.push_back({i, 15 - i});
  auto words = rel::encodeTuples(tuples, rel::Encoding::AAPAIR);
  im::TransferSpec s = makeSpec(301, sizeof(double), a, b);
  int from = 0, to = P - 1; // only processors 0 and P-1 take part
  if (p.rank() == from)
    s.sends.push_back({to, rel::EncodedView(words.data(), words.size())});
  if (p.rank() == to)
    s.recvs.push_back({from, rel::EncodedView(words.data(), words.size())});
  im::Transfer t(p, s);
  for (int it = 0; it < 50; ++it) {
    for (int i = 0; i < 16; ++i)
      a[i] = it + i * 0.5 + p.rank();
    t.run();
    if (p.rank() == to)
      for (int i = 0; i < 16; ++i)
        CHECK_THAT(ctx, b[15 - i] == it + i * 0.5 + from,
                   "reversed copy wrong");
    p.barrier(); // the source is rewritten next: every copy must be done
  }
  t.release();
  p.deallocate(a);
  p.deallocate(b);
});

// Chained transfers only, for the tasks below: every processor switches the
// copy choice to chained pairs together and back at the end of the scope.
// `shared`: the binding copies through shared memory (threads, mpi-shm).
struct ChainedOnly {
  rt::Proc &p;
  const int choice = im::copyChoice();
  // Compared as strings: `name()` is a `const char *`, and comparing it with
  // a literal compared addresses (always false here, so the copier checks
  // below were skipped from 61d26f3 until this fix).
  const bool shared = std::string(p.binding().name()) == "threads" ||
                      std::string(p.binding().name()) == "mpi-shm";
  explicit ChainedOnly(rt::Proc &proc) : p(proc) {
    p.barrier();
    im::setCopyChoice(1); // chained pairs: the rule under test
    p.barrier();
  }
  ~ChainedOnly() {
    p.barrier();
    im::setCopyChoice(choice);
    p.barrier();
  }
};

// A symmetric exchange between processors 0 and 1 in which processor 1
// always arrives late (after processor 0's DR and SR): on a shared-memory
// binding each processor copies what it receives, so the two directions
// move in parallel. Under the former rule (whoever arrives second copies),
// processor 1 did both copies at every use while processor 0 waited, which
// made PRK's transpose 0.6x the hand-written MPI at np 2.
int kLateReceiver = addTask("chained copies are the receiver's", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  const int P = p.procs(), me = p.rank();
  ChainedOnly chained(p);
  const bool shared = chained.shared;
  const int n = 24;
  auto *a = p.allocate<double>(n * n);
  auto *c = p.allocate<double>(n * n);
  std::vector<rel::Tuple> tuples; // c(j, i) = a(i, j) of the peer
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      tuples.push_back({i * n + j, j * n + i});
  auto words = rel::encodeTuples(tuples, rel::Encoding::DMRLE);
  im::TransferSpec s = makeSpec(304, sizeof(double), a, c);
  if (P >= 2 && me < 2) {
    s.sends.push_back({1 - me, rel::EncodedView(words.data(), words.size())});
    s.recvs.push_back({1 - me, rel::EncodedView(words.data(), words.size())});
  }
  im::Transfer t(p, s);
  for (int it = 0; it < 20; ++it) {
    for (int k = 0; k < n * n; ++k)
      a[k] = it * 1e6 + me * 1e4 + k;
    uint64_t before = im::commStats(p).chainedCopies;
    if (me != 1) {
      t.DR();
      t.SR();
    }
    p.barrier();
    if (me == 1) {
      t.DR();
      t.SR();
    }
    t.DN();
    // Both DNs done before either SV: an SV finding the copy unclaimed
    // would take it on.
    p.barrier();
    t.SV();
    if (P >= 2 && me < 2) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          CHECK_THAT(ctx, c[j * n + i] == it * 1e6 + (1 - me) * 1e4 + i * n + j,
                     "transposed copy wrong at " + std::to_string(i) + "," +
                         std::to_string(j));
      if (shared)
        CHECK_THAT(ctx, im::commStats(p).chainedCopies - before == 1,
                   "use " + std::to_string(it) + ": this processor made " +
                       std::to_string(im::commStats(p).chainedCopies - before) +
                       " chained copies, not 1 (its receive)");
    }
    p.barrier(); // the source is rewritten next
  }
  t.release();
  p.deallocate(a);
  p.deallocate(c);
});

// A receiver already waiting in its DN when the sender's SR and SV come
// makes the copy: it claims the copy on entering DN, before waiting for the
// SR. Before, it claimed only once it saw the SR arrive, and the sender's
// SV, which sees it at once, took the copy as often as not (always, when
// the receiver was asleep): the copier changed from use to use and the
// destination's lines moved between the cores (bench/copymodel: chained
// strided writes at 256 KiB 2-8x slower, and unpredictable).
int kWaitingReceiver = addTask("a waiting receiver keeps its copy", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  const int P = p.procs(), me = p.rank();
  ChainedOnly chained(p);
  const bool shared = chained.shared;
  const int n = 64;
  auto *a = p.allocate<double>(n);
  auto *b = p.allocate<double>(4 * n);
  std::vector<rel::Tuple> tuples; // b(4 i) = a(i) of processor 0
  for (int i = 0; i < n; ++i)
    tuples.push_back({i, 4 * i});
  auto words = rel::encodeTuples(tuples, rel::Encoding::DMRLE);
  im::TransferSpec s = makeSpec(305, sizeof(double), a, b);
  if (P >= 2 && me == 0)
    s.sends.push_back({1, rel::EncodedView(words.data(), words.size())});
  if (P >= 2 && me == 1)
    s.recvs.push_back({0, rel::EncodedView(words.data(), words.size())});
  im::Transfer t(p, s);
  for (int it = 0; it < 3; ++it) {
    for (int k = 0; k < n; ++k)
      a[k] = it * 1e4 + me * 1e3 + k;
    uint64_t before = im::commStats(p).chainedCopies;
    p.barrier();
    if (me == 0) // the receiver is in its DN long before this ends
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    t.run();
    if (P >= 2 && me == 1) {
      for (int k = 0; k < n; ++k)
        CHECK_THAT(ctx, b[4 * k] == it * 1e4 + k, "strided copy wrong");
      if (shared)
        CHECK_THAT(ctx, im::commStats(p).chainedCopies - before == 1,
                   "use " + std::to_string(it) +
                       ": the waiting receiver did not make the copy");
    }
    p.barrier(); // the source is rewritten next
  }
  t.release();
  p.deallocate(a);
  p.deallocate(b);
});

// A shift between block-distributed arrays with its relations computed at run
// time: every pair is one contiguous run on both sides, so `mpi` sends from
// and receives into the arrays themselves (nothing staged) and `mpi-rma` puts
// from the array (only the copy out of its window is staged).
int kInPlace = addTask("in-place computed relations", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  const int P = p.procs(), me = p.rank();
  const int64_t per = 32, n = per * P, shift = 8;
  rel::Layout l;
  l.grid = {P};
  l.elemSize = sizeof(int64_t);
  rel::DimLayout d;
  d.lo = 0;
  d.hi = n - 1;
  d.dist = rel::Dist::Block;
  d.gridDim = 0;
  l.dims.push_back(d);
  auto rp = std::make_shared<im::RelationProblem>();
  rp->src = l;
  rp->dst = l;
  rp->region.lo = {0};
  rp->region.hi = {n - 1 - shift};
  rp->region.stride = {1};
  rp->map = rel::IndexMap::shift({shift});
  auto *a = p.allocate<int64_t>(per);
  auto *b = p.allocate<int64_t>(per);
  im::TransferSpec s;
  s.id = 305;
  s.elemSize = sizeof(int64_t);
  s.sendBase = a;
  s.recvBase = b;
  s.problem = rp;
  im::Transfer t(p, s);
  const int iters = 20;
  uint64_t before = im::commStats(p).stagedBytes;
  for (int it = 0; it < iters; ++it) {
    for (int64_t i = 0; i < per; ++i)
      a[i] = it * 100000 + me * per + i;
    t.run();
    for (int64_t i = 0; i < per; ++i) {
      int64_t g = me * per + i;
      if (g + shift < n)
        CHECK_THAT(ctx, b[i] == it * 100000 + g + shift,
                   "wrong element at " + std::to_string(g));
    }
    p.barrier(); // the source is rewritten next: every copy must be done
  }
  uint64_t staged = im::commStats(p).stagedBytes - before;
  std::string binding = p.bindingName();
  uint64_t received = me + 1 < P ? uint64_t(iters) * shift * sizeof(int64_t) : 0;
  if (binding == "mpi")
    CHECK_THAT(ctx, staged == 0,
               "mpi staged " + std::to_string(staged) + " bytes, not 0");
  if (binding == "mpi-rma")
    CHECK_THAT(ctx, staged == received,
               "mpi-rma staged " + std::to_string(staged) + " bytes, not " +
                   std::to_string(received));
  t.release();
  p.deallocate(a);
  p.deallocate(b);
});

// A redistribution large enough that the `mpi` bindings' arrays come from
// the huge-page path of runtime/ironman/Scratch.h and their packing buffers
// are MBs (never zero-filled): (*, block) -> (*, cyclic) of a 2048 x 2048
// matrix, scattered on both sides of every pair. The arrays must start
// zero-filled; what the buffers held before must not matter.
int kLarge = addTask("large scattered redistribution", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  const int P = p.procs(), me = p.rank();
  const int64_t n = 2048;
  auto layout = [&](rel::Dist cols) {
    rel::Layout l;
    l.grid = {P};
    l.elemSize = sizeof(int64_t);
    rel::DimLayout rows;
    rows.lo = 0;
    rows.hi = n - 1;
    l.dims.push_back(rows);
    rel::DimLayout c;
    c.lo = 0;
    c.hi = n - 1;
    c.dist = cols;
    c.gridDim = 0;
    l.dims.push_back(c);
    return l;
  };
  auto rp = std::make_shared<im::RelationProblem>();
  rp->src = layout(rel::Dist::Block);
  rp->dst = layout(rel::Dist::Cyclic);
  rp->region = rel::Region::whole(rp->dst);
  rp->map = rel::IndexMap::identity(2);
  const int64_t na = rp->src.localElementCount(me),
                nb = rp->dst.localElementCount(me);
  auto *a = p.allocate<int64_t>(size_t(na));
  auto *b = p.allocate<int64_t>(size_t(nb));
  int64_t nonzero = 0;
  for (int64_t k = 0; k < nb; ++k)
    nonzero += b[k] != 0;
  CHECK_THAT(ctx, nonzero == 0,
             std::to_string(nonzero) + " elements of a new array are not 0");
  std::vector<int64_t> acols = rp->src.ownedIndices(me, 1),
                       bcols = rp->dst.ownedIndices(me, 1);
  im::TransferSpec s;
  s.id = 306;
  s.elemSize = sizeof(int64_t);
  s.sendBase = a;
  s.recvBase = b;
  s.problem = rp;
  im::Transfer t(p, s);
  for (int it = 0; it < 3; ++it) {
    for (int64_t i = 0; i < n; ++i)
      for (size_t j = 0; j < acols.size(); ++j)
        a[i * int64_t(acols.size()) + int64_t(j)] = (it * n + i) * n + acols[j];
    t.run();
    int64_t wrong = 0;
    for (int64_t i = 0; i < n; ++i)
      for (size_t j = 0; j < bcols.size(); ++j)
        wrong += b[i * int64_t(bcols.size()) + int64_t(j)] !=
                 (it * n + i) * n + bcols[j];
    CHECK_THAT(ctx, wrong == 0,
               "use " + std::to_string(it) + ": " + std::to_string(wrong) +
                   " elements wrong");
    p.barrier(); // the source is rewritten next: every copy must be done
  }
  t.release();
  p.deallocate(a);
  p.deallocate(b);
});

int kMisuse = addTask("misuse is reported", [](Ctx &ctx) {
  rt::Proc &p = ctx.p;
  misuse.clear();
  auto *a = p.allocate<int32_t>(4);
  std::vector<rel::Tuple> tuples = {{0, 0}, {1, 1}};
  auto words = rel::encodeTuples(tuples, rel::Encoding::AABLK);
  im::TransferSpec s = makeSpec(302, 4, a, a + 2);
  s.sends.push_back({p.rank(), rel::EncodedView(words.data(), words.size())});
  s.recvs.push_back({p.rank(), rel::EncodedView(words.data(), words.size())});
  im::Transfer t(p, s);
  auto expect = [&](const char *needle, const char *what) {
    bool found =
        !misuse.empty() && misuse.back().find(needle) != std::string::npos;
    CHECK_THAT(ctx, found,
               std::string(what) + ": got `" +
                   (misuse.empty() ? std::string("nothing") : misuse.back()) +
                   "`");
    misuse.clear();
  };
  t.DN();
  expect("DN without a matching DR", "DN without DR");
  t.SV();
  expect("SV without a matching SR", "SV without SR");
  t.DR();
  t.DR();
  expect("DR called again before DN", "DR twice");
  t.SR();
  t.SR();
  expect("SR called again before SV", "SR twice");
  t.DN();
  t.SV();
  CHECK_THAT(ctx, misuse.empty(), "a legal sequence was reported");
  t.release();
  t.DR();
  expect("after it was released", "DR after release");
  t.SV();
  expect("after it was released", "SV after release");
  im::Transfer never;
  never.DN();
  expect("never built", "DN on an unbuilt transfer");
  im::TransferSpec bad;
  bad.id = 303;
  bad.elemSize = 4;
  bad.sendBase = a;
  bad.recvBase = a;
  bad.sends.push_back(
      {p.procs() + 3, rel::EncodedView(words.data(), words.size())});
  im::Transfer t2(p, bad);
  expect("out of range", "peer out of range");
  t2.release();
  p.deallocate(a);
});

} // namespace

TEST(Ironman, RandomEmbeddedRelations) { dispatch(kRandomEmbedded); }
TEST(Ironman, RandomComputedRelations) { dispatch(kRandomComputed); }
TEST(Ironman, OverlappingTransfers) { dispatch(kOverlap); }
TEST(Ironman, PipelinedInterleaving) { dispatch(kPipelined); }
TEST(Ironman, SelfTransfers) { dispatch(kSelf); }
TEST(Ironman, Bystanders) { dispatch(kBystanders); }
TEST(Ironman, InPlaceComputedRelations) { dispatch(kInPlace); }
TEST(Ironman, LargeScatteredRedistribution) { dispatch(kLarge); }
TEST(Ironman, MisuseIsReported) { dispatch(kMisuse); }
TEST(Ironman, ChainedCopiesAreTheReceivers) { dispatch(kLateReceiver); }
TEST(Ironman, AWaitingReceiverKeepsItsCopy) { dispatch(kWaitingReceiver); }
