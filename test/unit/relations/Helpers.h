// Shorthands shared by the relations tests.
#pragma once

#include "runtime/relations/Relations.h"

#include <algorithm>
#include <random>

namespace zpl::rel::test {

inline constexpr Encoding kAll[] = {Encoding::AAPAIR, Encoding::AABLK, Encoding::DMRLE,
                                    Encoding::DMRLEC, Encoding::NRLE};

// Dimension 0..n-1 under `d`; `gridDim` is ignored for `*`.
inline DimLayout dim(int64_t n, Dist d, int gridDim, int64_t k = 1) {
  DimLayout l;
  l.lo = 0;
  l.hi = n - 1;
  l.dist = d;
  l.gridDim = d == Dist::None ? -1 : gridDim;
  l.k = k;
  return l;
}

// A random relation problem: layouts, grids, maps (shifts, wrap-around,
// permutations, flood slices, diagonals), regions and a processor pair.
struct Case {
  Layout src, dst;
  Region region;
  IndexMap map;
  int p = 0, q = 0;
  Order order = Order::SourceFirst;
};

inline Layout randomLayout(std::mt19937_64 &rng, const std::vector<int64_t> &extent,
                    const std::vector<int> &grid) {
  Layout l;
  l.grid = grid;
  std::vector<bool> used(grid.size(), false);
  for (size_t j = 0; j < extent.size(); ++j) {
    int kind = static_cast<int>(rng() % 4);
    int g = static_cast<int>(rng() % grid.size());
    Dist d = kind == 0   ? Dist::None
             : kind == 1 ? Dist::Block
             : kind == 2 ? Dist::Cyclic
                         : Dist::BlockCyclic;
    if (d != Dist::None && used[g])
      d = Dist::None;
    if (d != Dist::None)
      used[g] = true;
    DimLayout dl = dim(extent[j], d, g, 1 + static_cast<int64_t>(rng() % 4));
    dl.lo = static_cast<int64_t>(rng() % 3) - 1;
    dl.hi = dl.lo + extent[j] - 1;
    // Halos only make sense around contiguous ownership.
    if (d == Dist::Block || d == Dist::None) {
      dl.ghostLo = static_cast<int64_t>(rng() % 3);
      dl.ghostHi = static_cast<int64_t>(rng() % 3);
    }
    l.dims.push_back(dl);
  }
  return l;
}

inline Case randomCase(std::mt19937_64 &rng) {
  Case c;
  int rank = 1 + static_cast<int>(rng() % 3);
  std::vector<int64_t> ext(rank);
  for (auto &e : ext)
    e = 1 + static_cast<int64_t>(rng() % (rank == 3   ? 13
                                          : rank == 2 ? 36
                                                      : 80));
  auto grid = [&] {
    std::vector<int> g(1 + rng() % 2);
    for (auto &x : g)
      x = 1 + static_cast<int>(rng() % 3);
    return g;
  };
  c.dst = randomLayout(rng, ext, grid());
  int kind = static_cast<int>(rng() % 5);
  std::vector<int64_t> srcExt = ext;
  if (kind == 0) {
    c.map = IndexMap::identity(rank);
  } else if (kind == 1 || kind == 2) {
    std::vector<int64_t> off(rank);
    for (auto &o : off)
      o = static_cast<int64_t>(rng() % 5) - 2;
    c.map = IndexMap::shift(off);
    if (kind == 2)
      for (int k = 0; k < rank; ++k) {
        c.map.wrap[k] = rng() % 2 == 0;
        c.map.wrapLo[k] = 0;
        c.map.wrapHi[k] = ext[k] - 1 - static_cast<int64_t>(rng() % 2);
      }
  } else if (kind == 3) {
    std::vector<int> perm(rank);
    for (int k = 0; k < rank; ++k)
      perm[k] = k;
    std::shuffle(perm.begin(), perm.end(), rng);
    c.map = IndexMap::permutation(perm);
    for (int k = 0; k < rank; ++k)
      srcExt[k] = ext[perm[k]];
  } else {
    // A flood slice or a diagonal: some source dimensions are constants, or
    // two of them read the same destination dimension.
    c.map = IndexMap::identity(rank);
    for (int k = 0; k < rank; ++k) {
      int r = static_cast<int>(rng() % 3);
      if (r == 0) {
        c.map.perm[k] = -1;
        c.map.offset[k] = static_cast<int64_t>(rng() % ext[k]);
      } else if (r == 1) {
        c.map.perm[k] = static_cast<int>(rng() % rank);
        srcExt[k] = ext[c.map.perm[k]];
      }
    }
  }
  c.src = randomLayout(rng, srcExt, grid());
  for (int j = 0; j < rank; ++j) {
    int64_t lo = c.dst.dims[j].lo + static_cast<int64_t>(rng() % 4) - 1;
    int64_t hi = c.dst.dims[j].hi - static_cast<int64_t>(rng() % 4) + 1;
    c.region.lo.push_back(lo);
    c.region.hi.push_back(hi);
    c.region.stride.push_back(
        rng() % 3 == 0 ? 1 + static_cast<int64_t>(rng() % 3) : 1);
  }
  c.p = static_cast<int>(rng() % c.src.procCount());
  c.q = static_cast<int>(rng() % c.dst.procCount());
  c.order = rng() % 3 == 0 ? Order::DestinationFirst : Order::SourceFirst;
  return c;
}

} // namespace zpl::rel::test
