// Scans in an order given by a ZPL dimension list (`+|| [2,1] A`,
// `+|| [-2][-1] A`), over some dimensions of a region (`+|| [1,2] A` on a
// rank-3 region: one scan per index of dimension 3), and along cyclic
// dimensions. Included at the end of Support.h (uses Buffer, apply,
// identity).
//
// Every processor sends its (position, value) pairs to every other, then each
// scans the whole sequence and keeps its own elements. That is O(N) work and
// memory per processor for N elements: correct for any order and any
// distribution, which the block-wise scans in EmitCpp (rowMajorScan, the
// per-dimension scan) are not. Programs that only scan in the default order
// along block dimensions never get here.
#pragma once

#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

namespace zplc {

// `key[i]` is element i's place in the scan: segment * `span` + position in
// the segment (segments are the indices of the dimensions not scanned; each
// is scanned on its own). On return `v[i]` is the inclusive scan at key[i].
// `start` is the scan's identity, `acc(x, run)` combines the next element x
// into the running value (a user-defined scan's procedures, or a built-in
// operator below).
template <class T, class Acc>
void orderedScanWith(zpl::rt::Proc &p, const T &start, Acc acc, const std::vector<int64_t> &key, Buffer<T> &v,
                     int64_t span) {
  using Cell = typename Buffer<T>::value_type;
  const size_t rec = sizeof(int64_t) + sizeof(Cell);
  std::vector<char> mine(key.size() * rec);
  for (size_t i = 0; i < key.size(); ++i) {
    std::memcpy(&mine[i * rec], &key[i], sizeof(int64_t));
    std::memcpy(&mine[i * rec + sizeof(int64_t)], &v[i], sizeof(Cell));
  }
  std::vector<std::vector<char>> send((size_t)p.procs(), mine), recv;
  p.exchange(send, recv);
  std::vector<std::pair<int64_t, Cell>> all;
  for (const auto &r : recv)
    for (size_t o = 0; o + rec <= r.size(); o += rec) {
      std::pair<int64_t, Cell> e;
      std::memcpy(&e.first, &r[o], sizeof(int64_t));
      std::memcpy(&e.second, &r[o + sizeof(int64_t)], sizeof(Cell));
      all.push_back(e);
    }
  // Keys are unique (one owner per element), so the order is total.
  std::sort(all.begin(), all.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
  T run = start;
  for (size_t i = 0; i < all.size(); ++i) {
    if (i == 0 || all[i].first / span != all[i - 1].first / span)
      run = start;
    run = acc(T(all[i].second), run);
    all[i].second = run;
  }
  for (size_t i = 0; i < key.size(); ++i) {
    auto at = std::lower_bound(all.begin(), all.end(), key[i],
                               [](const auto &e, int64_t k) { return e.first < k; });
    v[i] = at->second;
  }
}

template <class T>
void orderedScan(zpl::rt::Proc &p, zpl::rt::Op op, const std::vector<int64_t> &key, Buffer<T> &v, int64_t span) {
  orderedScanWith<T>(p, identity<T>(op), [op](T x, T run) { return apply<T>(op, run, x); }, key, v, span);
}

} // namespace zplc
