// Measuring one pair's transfer (processor 0 sends to processor 1) through
// the binding the program runs on, forced chained or packed, and local
// gathers: the basic transfers of the copy-transfer model.
#pragma once

#include "runtime/ironman/CopyModel.h"
#include "runtime/ironman/Ironman.h"
#include "runtime/support/Runtime.h"

#include <algorithm>
#include <utility>
#include <cstdint>
#include <vector>

namespace zpl::calib {

// One side's pattern: blocks of `block` consecutive elements whose starts
// are block * stride elements apart (stride 1: contiguous).
struct Side {
  int64_t stride = 1, block = 1;
  int64_t offset(int64_t i) const {
    return stride == 1 ? i : (i / block) * block * stride + i % block;
  }
  int64_t span(int64_t n) const { return n ? offset(n - 1) + 1 : 0; }
};

inline std::vector<uint64_t> relationWords(int64_t n, Side src, Side dst) {
  std::vector<rel::Tuple> t(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i)
    t[size_t(i)] = {src.offset(i), dst.offset(i)};
  return rel::encodeTuples(t, rel::Encoding::DMRLE);
}

// Seconds per call of `f`, the minimum over `reps` batches (each about
// `budget` seconds) of the slowest processor's time: on a shared machine the
// minimum is what the code does when it is not preempted.
template <class F>
double timePerCall(rt::Proc &p, F &&f, int reps, double budget) {
  f();
  long batch = 1;
  for (;;) {
    p.barrier();
    double t0 = rt::wallSeconds();
    for (long i = 0; i < batch; ++i)
      f();
    double dt = rt::wallSeconds() - t0;
    p.reduce(rt::Op::Max, rt::Type::Double, &dt, 1);
    if (dt > budget / 4 || batch >= (1L << 20))
      break;
    batch *= 2;
  }
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    p.barrier();
    double t0 = rt::wallSeconds();
    for (long i = 0; i < batch; ++i)
      f();
    double dt = rt::wallSeconds() - t0;
    p.reduce(rt::Op::Max, rt::Type::Double, &dt, 1);
    best = std::min(best, dt / double(batch));
  }
  return best;
}

// Storage for a pair's arrays, allocated collectively once at the largest
// span and reused (allocation is collective and may be slow on mpi-shm).
struct Arena {
  double *a = nullptr, *b = nullptr;
  int64_t elems = 0;
};

// A 0 -> 1 transfer of `n` elements forced chained (mode 1) or packed
// (mode 2).
inline im::Transfer buildTransfer(rt::Proc &p, Arena &ar,
                                  const rel::EncodedView &v, int mode,
                                  int id) {
  im::TransferSpec s;
  s.id = id;
  s.elemSize = sizeof(double);
  s.sendBase = ar.a;
  s.recvBase = ar.b;
  if (p.rank() == 0)
    s.sends.push_back({1, v});
  if (p.rank() == 1)
    s.recvs.push_back({0, v});
  // The override is process-wide: under `threads` both processors share it,
  // so nobody may restore it before everybody has built the transfer (or the
  // two ends would choose differently and wait for each other for ever).
  int saved = im::copyChoice();
  p.barrier();
  im::setCopyChoice(mode);
  im::Transfer x(p, s);
  p.barrier();
  im::setCopyChoice(saved);
  return x;
}

// Seconds per use of the pair chained and packed, their batches alternated
// so that both see the same load; checks that the data arrived.
inline std::pair<double, double> timeBoth(rt::Proc &p, Arena &ar, int64_t n,
                                          Side src, Side dst, int *id,
                                          int reps, double budget, bool *ok,
                                          bool packedToo = true) {
  std::vector<uint64_t> words = relationWords(n, src, dst);
  rel::EncodedView v(words.data(), words.size());
  ar.a[src.offset(n - 1)] = 1000.0 + double(n);
  im::Transfer c = buildTransfer(p, ar, v, 1, (*id)++);
  im::Transfer k;
  if (packedToo)
    k = buildTransfer(p, ar, v, 2, (*id)++);
  double tc = 1e30, tk = 1e30;
  for (int r = 0; r < reps; ++r) {
    tc = std::min(tc, timePerCall(p, [&] { c.run(); }, 1, budget));
    if (packedToo)
      tk = std::min(tk, timePerCall(p, [&] { k.run(); }, 1, budget));
  }
  if (p.rank() == 1 && ar.b[dst.offset(n - 1)] != 1000.0 + double(n))
    *ok = false;
  c.release();
  if (packedToo)
    k.release();
  p.barrier();
  return {tc, tk};
}

} // namespace zpl::calib
