// Layout construction and relation computation shared by zplc (which
// precomputes relations at compile time) and the programs it generates
// (which compute them at run time when the shapes were not known). Both
// sides must build identical layouts, so this is the only code that does.
#pragma once

#include "runtime/relations/Grid.h"
#include "runtime/relations/Relations.h"

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace zplc {

// One array dimension as the compiler describes it. A flooded dimension
// (`*` in the array's region) keeps a single slot on every processor.
struct DimSpec {
  int64_t lo, hi;
  zpl::rel::Dist dist;
  int64_t k;
  int gridDim;
  int64_t ghostLo, ghostHi;
  bool flood;
};

inline zpl::rel::Layout makeLayout(const std::vector<int> &grid,
                                   const std::vector<DimSpec> &dims, size_t elemSize) {
  zpl::rel::Layout l;
  l.grid = grid;
  l.elemSize = elemSize;
  for (const DimSpec &d : dims) {
    zpl::rel::DimLayout x;
    if (d.flood) {
      x.lo = x.hi = 0;
      x.dist = zpl::rel::Dist::None;
    } else {
      x.lo = d.lo;
      x.hi = d.hi;
      x.dist = d.dist;
      x.k = d.k;
      x.gridDim = d.dist == zpl::rel::Dist::None ? -1 : d.gridDim;
      x.ghostLo = d.ghostLo;
      x.ghostHi = d.ghostHi;
    }
    l.dims.push_back(x);
  }
  return l;
}

// What a relation depends on, flattened; equal keys mean equal relations.
inline void appendKey(std::vector<int64_t> &key, const zpl::rel::Layout &l) {
  key.push_back((int64_t)l.grid.size());
  key.insert(key.end(), l.grid.begin(), l.grid.end());
  key.push_back((int64_t)l.elemSize);
  for (const auto &d : l.dims) {
    key.insert(key.end(), {d.lo, d.hi, (int64_t)d.dist, d.k, (int64_t)d.gridDim, d.ghostLo,
                           d.ghostHi});
  }
}

struct Problem {
  zpl::rel::Layout src, dst;
  zpl::rel::Region region;
  zpl::rel::IndexMap map;
  // A halo transfer writes the destination at the shifted index: its
  // receiving base is moved by `shift` elements, and pairs of a processor
  // with itself only keep the tuples that really move something.
  bool halo = false;
  std::vector<int64_t> shift;
  // `wrap`/`reflect` into a border: destinations beyond the destination's
  // global bounds are its ghost cells (the fluff), not nothing.
  bool ghostDst = false;

  bool beyondDst() const {
    for (int i = 0; i < region.rank() && i < dst.rank(); ++i)
      if (region.lo[i] < dst.dims[i].lo || region.hi[i] > dst.dims[i].hi)
        return true;
    return false;
  }

  std::vector<int64_t> key() const {
    std::vector<int64_t> k;
    appendKey(k, src);
    appendKey(k, dst);
    k.push_back(region.rank());
    for (int i = 0; i < region.rank(); ++i)
      k.insert(k.end(), {region.lo[i], region.hi[i], region.stride[i]});
    for (size_t i = 0; i < map.perm.size(); ++i) {
      // A mirrored dimension counts 2 more: unmirrored keys stay as they were.
      k.insert(k.end(), {(int64_t)map.perm[i], map.offset[i],
                         (int64_t)map.wrap[i] + 2 * (int64_t)map.flipped((int)i)});
      if (map.wrap[i])
        k.insert(k.end(), {map.wrapLo[i], map.wrapHi[i]});
    }
    k.push_back(halo);
    if (ghostDst) // only then: the keys of every other transfer stay as they were
      k.push_back(1);
    return k;
  }

  // The element offset a halo receive adds to the destination base.
  int64_t dstDelta(int proc) const {
    if (!halo)
      return 0;
    std::vector<int64_t> st = dst.localStrides(proc);
    int64_t d = 0;
    for (size_t i = 0; i < shift.size(); ++i)
      d += shift[i] * st[i];
    return d;
  }

  // The processors `proc` may send to (asSource) or receive from: a
  // superset of its peers, found in O(peers) (runtime/relations/Peers.cpp).
  std::vector<int> peers(int proc, bool asSource) const {
    return zpl::rel::relationPeers(src, dst, region, map, proc, asSource);
  }

  // The encoding every processor uses for a relation embedded in closed
  // form: that of the largest relation sent by a few representative
  // processors (the first and the last, at the edges of block layouts, and
  // one in the middle); -1 when they send nothing. Any encoding is correct
  // for any relation: the choice only tunes speed and size.
  int representativeEncoding(int procs) const {
    int enc = -1;
    uint64_t most = 0;
    for (int p : {0, procs / 2, procs - 1})
      for (int q : peers(p, true)) {
        std::vector<uint64_t> w = relation(p, q);
        if (w.empty())
          continue;
        zpl::rel::EncodedView v(w.data(), w.size());
        if (v.count() > most) {
          most = v.count();
          enc = (int)v.encoding();
        }
      }
    return enc;
  }

  // The encoded relation from processor p to q; empty when nothing moves.
  // `encoding` >= 0 is a zpl::rel::Encoding chosen beforehand (by zplc for a
  // relation embedded in closed form); otherwise it is chosen here.
  std::vector<uint64_t> relation(int p, int q, int encoding = -1) const {
    if (halo && p == q) {
      bool wraps = false;
      for (bool w : map.wrap)
        wraps |= w;
      if (!wraps)
        return {};
    }
    zpl::rel::Relation r = ghostDst && beyondDst()
                               ? zpl::rel::computeHaloRelation(src, dst, region, map, p, q)
                               : zpl::rel::computeRelation(src, dst, region, map, p, q);
    if (r.empty())
      return {};
    if (halo && p == q) {
      int64_t delta = dstDelta(q);
      std::vector<zpl::rel::Tuple> keep;
      for (const zpl::rel::Tuple &t : r.tuples())
        if (t.s != t.d + delta)
          keep.push_back(t);
      if (keep.empty())
        return {};
      return zpl::rel::encodeTuples(keep, zpl::rel::Encoding::AABLK);
    }
    return encoding >= 0 ? zpl::rel::encode(r, zpl::rel::Encoding(encoding))
                         : zpl::rel::encodeChosen(r);
  }
};

// A wavefront's turns (ParAssign::wave; codegen/emit/Wavefront.cpp). Along
// each dimension visited in increasing index order (1) the processors take
// turns in increasing grid coordinate, with -1 in decreasing; a processor's
// turn sums those positions, so the owner of i+d for a primed direction d
// has an earlier turn than the owner of i, or is that owner.
// Calls f(grid dimension, order) for each ordered, distributed dimension.
template <class F>
void forWaveDims(const zpl::rel::Layout &l, std::initializer_list<int> order, F f) {
  size_t k = 0;
  for (int o : order) {
    int g = k < l.dims.size() ? l.dims[k].gridDim : -1;
    ++k;
    if (o != 0 && g >= 0)
      f(g, o);
  }
}

inline int64_t waveTurn(const zpl::rel::Layout &l, int proc, std::initializer_list<int> order) {
  if (proc >= l.procCount())
    return 0; // outside the grid: owns nothing
  std::vector<int> c = l.gridCoords(proc);
  int64_t t = 0;
  forWaveDims(l, order, [&](int g, int o) { t += o > 0 ? c[g] : l.grid[g] - 1 - c[g]; });
  return t;
}

inline int64_t waveTurns(const zpl::rel::Layout &l, std::initializer_list<int> order) {
  int64_t t = 1;
  forWaveDims(l, order, [&](int g, int) { t += l.grid[g] - 1; });
  return t;
}

// The default grid: the runtime builds the same one, so relations embedded
// for it are used; a program checks its real grid against what was assumed.
using zpl::rel::defaultGrid;

} // namespace zplc
