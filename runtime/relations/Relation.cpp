// Computing relations per dimension and as a Cartesian product, plus the
// brute-force oracle that the tests hold the product against.
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace zpl::rel {

namespace {

void checkShapes(const Layout &src, const Layout &dst, const Region &region,
                 const IndexMap &map) {
  int r = region.rank();
  if (static_cast<int>(region.hi.size()) != r ||
      static_cast<int>(region.stride.size()) != r)
    throw std::invalid_argument("relations: region lo/hi/stride ranks differ");
  if (dst.rank() != r)
    throw std::invalid_argument(
        "relations: region rank differs from the destination rank");
  if (static_cast<int>(map.perm.size()) != src.rank() ||
      static_cast<int>(map.offset.size()) != src.rank())
    throw std::invalid_argument(
        "relations: index map rank differs from the source rank");
  for (int k = 0; k < src.rank(); ++k)
    if (map.perm[k] >= r)
      throw std::invalid_argument(
          "relations: index map names a missing destination dimension");
  for (int k = 0; k < src.rank(); ++k)
    if (map.flipped(k) && k < static_cast<int>(map.wrap.size()) && map.wrap[k])
      throw std::invalid_argument(
          "relations: a mirrored dimension cannot wrap around");
  for (int j = 0; j < r; ++j)
    if (region.stride[j] < 1)
      throw std::invalid_argument(
          "relations: region stride must be at least 1");
}

bool wraps(const IndexMap &m, int k) {
  return k < static_cast<int>(m.wrap.size()) && m.wrap[k] &&
         k < static_cast<int>(m.wrapLo.size()) &&
         k < static_cast<int>(m.wrapHi.size()) && m.wrapHi[k] >= m.wrapLo[k];
}

int64_t mapIndex(const IndexMap &m, int k, int64_t dstIndex) {
  int64_t v = (m.perm[k] >= 0 ? (m.flipped(k) ? -dstIndex : dstIndex) : 0) + m.offset[k];
  if (wraps(m, k))
    v = m.wrapLo[k] + floorMod(v - m.wrapLo[k], m.wrapHi[k] - m.wrapLo[k] + 1);
  return v;
}

int coordOf(const Layout &l, const std::vector<int> &coords, int dim) {
  const DimLayout &d = l.dims[dim];
  if (d.dist == Dist::None || d.gridDim < 0 ||
      d.gridDim >= static_cast<int>(coords.size()))
    return 0;
  return coords[d.gridDim];
}

bool productSorted(const std::vector<Tuple> &t, Order o) {
  for (size_t i = 1; i < t.size(); ++i) {
    const Tuple &a = t[i - 1], &b = t[i];
    bool ok = o == Order::SourceFirst
                  ? (a.s < b.s || (a.s == b.s && a.d < b.d))
                  : (a.d < b.d || (a.d == b.d && a.s < b.s));
    if (!ok)
      return false;
  }
  return true;
}

void sortTuples(std::vector<Tuple> &t, Order o) {
  if (o == Order::SourceFirst)
    std::sort(t.begin(), t.end(), [](const Tuple &a, const Tuple &b) {
      return a.s < b.s || (a.s == b.s && a.d < b.d);
    });
  else
    std::sort(t.begin(), t.end(), [](const Tuple &a, const Tuple &b) {
      return a.d < b.d || (a.d == b.d && a.s < b.s);
    });
}

} // namespace

const std::vector<Relation::Factor> &Relation::factors() const {
  static const std::vector<Factor> none;
  return factors_ ? *factors_ : none;
}

Relation Relation::fromFactors(std::vector<Factor> factors, int64_t sBase,
                               int64_t dBase, Order order, bool productOrdered,
                               bool empty) {
  Relation r;
  for (const Factor &f : factors)
    if (f.s.empty())
      empty = true;
  r.factors_ = std::make_shared<std::vector<Factor>>(std::move(factors));
  r.sBase_ = sBase;
  r.dBase_ = dBase;
  r.order_ = order;
  r.productOrdered_ = productOrdered;
  r.emptyProduct_ = empty;
  return r;
}

uint64_t Relation::size() const {
  if (emptyProduct_)
    return 0;
  uint64_t n = 1;
  for (const Factor &f : factors())
    n *= f.s.size();
  return n;
}

std::vector<Tuple> Relation::tuples(Order order) const {
  std::vector<Tuple> out;
  uint64_t n = size();
  if (n == 0)
    return out;
  out.reserve(n);
  const std::vector<Factor> &fs = factors();
  size_t m = fs.size();
  std::vector<size_t> idx(m, 0);
  // Partial sums per level keep the odometer O(1) amortised per tuple.
  std::vector<int64_t> ps(m + 1, sBase_), pd(m + 1, dBase_);
  for (size_t i = 0; i < m; ++i) {
    ps[i + 1] = ps[i] + fs[i].s[0];
    pd[i + 1] = pd[i] + fs[i].d[0];
  }
  for (;;) {
    out.push_back({ps[m], pd[m]});
    size_t lvl = m;
    while (lvl > 0) {
      --lvl;
      if (++idx[lvl] < fs[lvl].s.size())
        break;
      idx[lvl] = 0;
      if (lvl == 0) {
        lvl = m + 1; // wrapped around: done
        break;
      }
    }
    if (lvl == m + 1 || m == 0)
      break;
    for (size_t i = lvl; i < m; ++i) {
      ps[i + 1] = ps[i] + fs[i].s[idx[i]];
      pd[i + 1] = pd[i] + fs[i].d[idx[i]];
    }
  }
  if (order != order_ || !productOrdered_) {
    if (!productSorted(out, order))
      sortTuples(out, order);
  }
  return out;
}

namespace {

Relation computeImpl(const Layout &src, const Layout &dst, const Region &region,
                     const IndexMap &map, int srcProc, int dstProc, Order order,
                     bool halo) {
  checkShapes(src, dst, region, map);
  int r = region.rank();
  std::vector<int> pc = src.gridCoords(srcProc), qc = dst.gridCoords(dstProc);
  std::vector<int64_t> sStr = src.localStrides(srcProc),
                       dStr = dst.localStrides(dstProc);
  std::vector<DimShape> sSh(src.rank()), dSh(r);
  for (int k = 0; k < src.rank(); ++k)
    sSh[k] = dimShape(src, k);
  for (int j = 0; j < r; ++j)
    dSh[j] = dimShape(dst, j);

  bool empty = false;
  int64_t sBase = 0, dBase = 0;
  // Source dimensions fed by a constant pin one slot of p's storage.
  for (int k = 0; k < src.rank(); ++k) {
    if (map.perm[k] >= 0)
      continue;
    int64_t v = mapIndex(map, k, 0);
    if (sSh[k].owner(v) != coordOf(src, pc, k)) {
      empty = true;
      continue;
    }
    sBase += (sSh[k].slot(v) + src.dims[k].ghostLo) * sStr[k];
  }

  std::vector<Relation::Factor> fs(r);
  std::vector<int> feeds(r, 0), firstSrcDim(r, std::numeric_limits<int>::max());
  for (int k = 0; k < src.rank(); ++k)
    if (map.perm[k] >= 0) {
      ++feeds[map.perm[k]];
      firstSrcDim[map.perm[k]] = std::min(firstSrcDim[map.perm[k]], k);
    }

  for (int j = 0; j < r && !empty; ++j) {
    Relation::Factor &f = fs[j];
    f.dstDim = j;
    const DimShape &ds = dSh[j];
    int c = coordOf(dst, qc, j);
    // Destination indices whose source index p cannot own are skipped by
    // bounds rather than tested one by one: a source dimension that p holds
    // in one block (BLOCK or `*`), read without wrap-around, admits one
    // interval. Without this a pair costs the whole dimension, not its size.
    int64_t iLo = std::numeric_limits<int64_t>::min(), iHi = std::numeric_limits<int64_t>::max();
    for (int k = 0; k < src.rank(); ++k) {
      const DimShape &ss = sSh[k];
      if (map.perm[k] != j || wraps(map, k) || !(ss.procs == 1 || ss.k * ss.procs >= ss.n))
        continue;
      int sc = coordOf(src, pc, k);
      int64_t cnt = ss.count(sc), first = ss.lo + static_cast<int64_t>(sc) * ss.k;
      if (cnt <= 0) {
        iHi = iLo; // nothing: an empty range below
        iLo = iHi + 1;
        break;
      }
      if (map.flipped(k)) { // offset - i in first..first+cnt-1
        iLo = std::max(iLo, map.offset[k] - (first + cnt - 1));
        iHi = std::min(iHi, map.offset[k] - first);
      } else {
        iLo = std::max(iLo, first - map.offset[k]);
        iHi = std::min(iHi, first + cnt - 1 - map.offset[k]);
      }
    }
    auto take = [&](int64_t i, int64_t dslot) {
      int64_t sc = 0;
      for (int k = 0; k < src.rank(); ++k) {
        if (map.perm[k] != j)
          continue;
        int64_t v = mapIndex(map, k, i);
        if (sSh[k].owner(v) != coordOf(src, pc, k))
          return;
        sc += (sSh[k].slot(v) + src.dims[k].ghostLo) * sStr[k];
      }
      f.s.push_back(sc);
      f.d.push_back((dslot + dst.dims[j].ghostLo) * dStr[j]);
    };
    const int64_t st = region.stride[j];
    // The first index of the region's progression at or above `lo`.
    auto alignUp = [&](int64_t lo) {
      return lo <= region.lo[j]
                 ? region.lo[j]
                 : region.lo[j] + (lo - region.lo[j] + st - 1) / st * st;
    };
    const DimLayout &dl = dst.dims[j];
    if (halo && (dl.dist == Dist::None || dl.dist == Dist::Block)) {
      // Owned indices are one contiguous range; the halo widens it and may
      // reach past the global bounds (periodic boundaries wrap in the map).
      int64_t cnt = ds.count(c);
      if (cnt > 0) {
        int64_t first = ds.lo + static_cast<int64_t>(c) * ds.k;
        int64_t lo = alignUp(std::max(first - dl.ghostLo, iLo)),
                hi = std::min({region.hi[j], first + cnt - 1 + dl.ghostHi, iHi});
        for (int64_t i = lo; i <= hi; i += st)
          take(i, i - first);
      }
    } else {
      int64_t rlo = alignUp(std::max(ds.lo, iLo)),
              rhi = std::min({region.hi[j], ds.lo + ds.n - 1, iHi});
      // Only q's blocks are visited (from the first that can reach rlo):
      // the region's indices inside each of them form an arithmetic
      // progression.
      int64_t b = ds.lo + static_cast<int64_t>(c) * ds.k, cycle = ds.k * ds.procs;
      if (rlo - ds.k > b)
        b += (rlo - ds.k - b) / cycle * cycle;
      for (; b <= rhi; b += cycle) {
        int64_t be = std::min(b + ds.k - 1, rhi);
        if (be < rlo)
          continue;
        for (int64_t i = std::max(alignUp(b), rlo); i <= be; i += st)
          take(i, ds.slot(i));
      }
    }
    if (f.s.empty())
      empty = true;
  }
  if (empty)
    return Relation::fromFactors({}, 0, 0, order, true, true);

  bool ordered = true;
  if (order == Order::SourceFirst) {
    for (int j = 0; j < r; ++j)
      if (feeds[j] > 1)
        ordered =
            false; // a diagonal interleaves contributions of two source dims
    std::stable_sort(fs.begin(), fs.end(),
                     [&](const Relation::Factor &a, const Relation::Factor &b) {
                       return firstSrcDim[a.dstDim] < firstSrcDim[b.dstDim];
                     });
    for (Relation::Factor &f : fs) {
      bool sorted = true;
      for (size_t i = 1; i < f.s.size() && sorted; ++i)
        sorted = f.s[i - 1] < f.s[i];
      if (sorted)
        continue;
      // Wrap-around can reorder a source dimension; a repeated source index
      // (a region longer than the wrap period) defeats the odometer order.
      std::vector<size_t> perm(f.s.size());
      for (size_t i = 0; i < perm.size(); ++i)
        perm[i] = i;
      std::sort(perm.begin(), perm.end(), [&](size_t a, size_t b) {
        return f.s[a] < f.s[b] || (f.s[a] == f.s[b] && f.d[a] < f.d[b]);
      });
      std::vector<int64_t> s2(f.s.size()), d2(f.s.size());
      for (size_t i = 0; i < perm.size(); ++i) {
        s2[i] = f.s[perm[i]];
        d2[i] = f.d[perm[i]];
      }
      f.s.swap(s2);
      f.d.swap(d2);
      for (size_t i = 1; i < f.s.size(); ++i)
        if (f.s[i - 1] == f.s[i] && feeds[f.dstDim] > 0)
          ordered = false;
    }
    // A factor that moves only the destination (a replicated source) must be
    // innermost among equal sources, which the stable sort above guarantees.
  }
  // Factors with one entry are constants.
  std::vector<Relation::Factor> kept;
  for (Relation::Factor &f : fs) {
    if (f.s.size() == 1) {
      sBase += f.s[0];
      dBase += f.d[0];
    } else {
      kept.push_back(std::move(f));
    }
  }
  return Relation::fromFactors(std::move(kept), sBase, dBase, order, ordered,
                               false);
}

} // namespace

Relation computeRelation(const Layout &src, const Layout &dst,
                         const Region &region, const IndexMap &map, int srcProc,
                         int dstProc, Order order) {
  return computeImpl(src, dst, region, map, srcProc, dstProc, order, false);
}

Relation computeHaloRelation(const Layout &src, const Layout &dst,
                             const Region &region, const IndexMap &map,
                             int srcProc, int dstProc, Order order) {
  return computeImpl(src, dst, region, map, srcProc, dstProc, order, true);
}

namespace {

std::vector<Tuple> enumerateImpl(const Layout &src, const Layout &dst,
                                 const Region &region, const IndexMap &map,
                                 int srcProc, int dstProc, Order order,
                                 bool halo) {
  checkShapes(src, dst, region, map);
  // Ownership is re-derived by dealing every dimension's blocks out round
  // robin, independently of the closed forms used by computeRelation.
  struct Deal {
    int64_t lo = 0;
    std::vector<int> owner;
    std::vector<int64_t> slot;
  };
  auto deal = [](const Layout &l, int dim) {
    const DimLayout &d = l.dims[dim];
    Deal out;
    out.lo = d.lo;
    int64_t n = d.hi >= d.lo ? d.hi - d.lo + 1 : 0;
    int P = 1;
    if (d.dist != Dist::None && d.gridDim >= 0 &&
        d.gridDim < static_cast<int>(l.grid.size()))
      P = std::max(1, l.grid[d.gridDim]);
    int64_t k = 1;
    if (d.dist == Dist::None) {
      k = std::max<int64_t>(n, 1);
      P = 1;
    } else if (d.dist == Dist::Block) {
      k = std::max<int64_t>(1, (n + P - 1) / P);
    } else if (d.dist == Dist::BlockCyclic) {
      k = std::max<int64_t>(1, d.k);
    }
    std::vector<int64_t> next(P, 0);
    int proc = 0;
    for (int64_t i = 0; i < n; i += k) {
      for (int64_t t = i; t < i + k && t < n; ++t) {
        out.owner.push_back(proc);
        out.slot.push_back(next[proc]++);
      }
      proc = (proc + 1) % P;
    }
    return out;
  };
  int r = region.rank();
  std::vector<Deal> sd, dd;
  for (int k = 0; k < src.rank(); ++k)
    sd.push_back(deal(src, k));
  for (int j = 0; j < r; ++j)
    dd.push_back(deal(dst, j));
  std::vector<int> pc = src.gridCoords(srcProc), qc = dst.gridCoords(dstProc);
  std::vector<int64_t> sStr = src.localStrides(srcProc),
                       dStr = dst.localStrides(dstProc);

  auto lookup = [](const Deal &d, int64_t g, int coord, int64_t &slot) {
    int64_t i = g - d.lo;
    if (i < 0 || i >= static_cast<int64_t>(d.owner.size()) ||
        d.owner[i] != coord)
      return false;
    slot = d.slot[i];
    return true;
  };

  // In halo mode a destination index may sit up to ghostLo below q's first
  // owned index or ghostHi above its last one (contiguous ownership only).
  auto lookupDst = [&](int j, int64_t g, int coord, int64_t &slot) {
    if (lookup(dd[j], g, coord, slot))
      return true;
    const DimLayout &dl = dst.dims[j];
    if (!halo || (dl.dist != Dist::None && dl.dist != Dist::Block))
      return false;
    const Deal &d = dd[j];
    int64_t first = -1, cnt = 0;
    for (size_t i = 0; i < d.owner.size(); ++i)
      if (d.owner[i] == coord) {
        if (first < 0)
          first = static_cast<int64_t>(i);
        ++cnt;
      }
    if (cnt == 0)
      return false;
    int64_t i = g - d.lo;
    if (i < first - dl.ghostLo || i > first + cnt - 1 + dl.ghostHi)
      return false;
    slot = i - first;
    return true;
  };

  std::vector<Tuple> out;
  for (int j = 0; j < r; ++j)
    if (region.hi[j] < region.lo[j])
      return out;
  std::vector<int64_t> idx(region.lo);
  for (;;) {
    bool ok = true;
    int64_t doff = 0, soff = 0;
    for (int j = 0; j < r && ok; ++j) {
      int64_t slot = 0;
      ok = lookupDst(j, idx[j], coordOf(dst, qc, j), slot);
      doff += (slot + dst.dims[j].ghostLo) * dStr[j];
    }
    for (int k = 0; k < src.rank() && ok; ++k) {
      int64_t v = mapIndex(map, k, map.perm[k] >= 0 ? idx[map.perm[k]] : 0);
      int64_t slot = 0;
      ok = lookup(sd[k], v, coordOf(src, pc, k), slot);
      soff += (slot + src.dims[k].ghostLo) * sStr[k];
    }
    if (ok)
      out.push_back({soff, doff});
    int j = r - 1;
    for (; j >= 0; --j) {
      idx[j] += region.stride[j];
      if (idx[j] <= region.hi[j])
        break;
      idx[j] = region.lo[j];
    }
    if (j < 0)
      break;
  }
  sortTuples(out, order);
  return out;
}

} // namespace

std::vector<Tuple> enumerateRelation(const Layout &src, const Layout &dst,
                                     const Region &region, const IndexMap &map,
                                     int srcProc, int dstProc, Order order) {
  return enumerateImpl(src, dst, region, map, srcProc, dstProc, order, false);
}

std::vector<Tuple> enumerateHaloRelation(const Layout &src, const Layout &dst,
                                         const Region &region,
                                         const IndexMap &map, int srcProc,
                                         int dstProc, Order order) {
  return enumerateImpl(src, dst, region, map, srcProc, dstProc, order, true);
}

} // namespace zpl::rel
