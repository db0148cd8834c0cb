// The processors a processor can share a relation with, found per grid
// dimension in closed form: a processor needs its own pairs only, and
// looping over every processor (or every pair, as the compiler once did)
// makes set-up grow with P instead of with the peers.
//
// Each dimension's index sets are kept as a few intervals of global
// indices; a set of more runs than kMaxRuns (cyclic layouts) is widened to
// its hull. Widening only adds candidates, and candidates whose relation
// turns out empty are dropped by the caller, so the answer is a superset of
// the peers, exact for block and `*` layouts.
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"

#include <algorithm>

namespace zpl::rel {
namespace {

constexpr size_t kMaxRuns = 64;

struct Span {
  int64_t lo, hi; // inclusive; empty when hi < lo
};
using Spans = std::vector<Span>;

void addSpan(Spans &s, int64_t lo, int64_t hi) {
  if (lo <= hi)
    s.push_back({lo, hi});
}

Spans hullIfLong(Spans s) {
  if (s.size() <= kMaxRuns)
    return s;
  int64_t lo = s.front().lo, hi = s.front().hi;
  for (const Span &x : s) {
    lo = std::min(lo, x.lo);
    hi = std::max(hi, x.hi);
  }
  return {{lo, hi}};
}

// Coordinate `c`'s owned indices (widened by `below`/`above` slots when
// its ownership is contiguous), clipped to lo..hi.
Spans ownedSpans(const DimShape &sh, int c, int64_t below, int64_t above,
                 int64_t lo, int64_t hi) {
  Spans out;
  int64_t cnt = sh.count(c);
  if (cnt <= 0)
    return out;
  if (sh.procs == 1 || sh.k * sh.procs >= sh.n) { // one block: BLOCK or `*`
    int64_t first = sh.lo + int64_t(c) * sh.k;
    addSpan(out, std::max(lo, first - below), std::min(hi, first + cnt - 1 + above));
    return out;
  }
  int64_t cycle = sh.k * sh.procs, end = sh.lo + sh.n - 1;
  // Blocks before lo are skipped arithmetically; a hull caps the rest.
  int64_t b = sh.lo + int64_t(c) * sh.k;
  if (lo > b)
    b += (lo - b) / cycle * cycle;
  for (; b <= std::min(hi, end); b += cycle) {
    addSpan(out, std::max(b, lo), std::min({b + sh.k - 1, end, hi}));
    if (out.size() > kMaxRuns) {
      out = {{out.front().lo, std::min(hi, end)}};
      break;
    }
  }
  return out;
}

// The grid coordinates owning any index of `s` in a dimension of shape `sh`.
std::vector<int> owners(const DimShape &sh, const Spans &s) {
  std::vector<int> out;
  for (const Span &x : s) {
    int64_t a = std::max(x.lo, sh.lo), b = std::min(x.hi, sh.lo + sh.n - 1);
    if (a > b)
      continue;
    int64_t ba = (a - sh.lo) / sh.k, bb = (b - sh.lo) / sh.k;
    if (bb - ba + 1 >= sh.procs) {
      out.clear();
      for (int c = 0; c < sh.procs; ++c)
        out.push_back(c);
      return out;
    }
    for (int64_t t = ba; t <= bb; ++t)
      out.push_back(int(t % sh.procs));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

bool wrapsDim(const IndexMap &m, int k) {
  return k < int(m.wrap.size()) && m.wrap[k] && k < int(m.wrapHi.size()) &&
         m.wrapHi[k] >= m.wrapLo[k];
}

// Image of destination indices `s` in source dimension k.
Spans forward(const IndexMap &m, int k, const Spans &s) {
  Spans out;
  int64_t off = m.offset[k];
  if (!wrapsDim(m, k)) {
    for (const Span &x : s)
      if (m.flipped(k))
        addSpan(out, off - x.hi, off - x.lo);
      else
        addSpan(out, x.lo + off, x.hi + off);
    return out;
  }
  int64_t wlo = m.wrapLo[k], period = m.wrapHi[k] - m.wrapLo[k] + 1;
  for (const Span &x : s) {
    if (x.hi - x.lo + 1 >= period)
      return {{wlo, m.wrapHi[k]}};
    int64_t a = wlo + floorMod(x.lo + off - wlo, period), b = a + (x.hi - x.lo);
    if (b <= m.wrapHi[k]) {
      addSpan(out, a, b);
    } else {
      addSpan(out, a, m.wrapHi[k]);
      addSpan(out, wlo, b - period);
    }
  }
  return out;
}

// Destination indices in rlo..rhi whose image in source dimension k lies
// in `s`.
Spans backward(const IndexMap &m, int k, const Spans &s, int64_t rlo, int64_t rhi) {
  Spans out;
  int64_t off = m.offset[k];
  if (!wrapsDim(m, k)) {
    for (const Span &x : s)
      if (m.flipped(k))
        addSpan(out, std::max(rlo, off - x.hi), std::min(rhi, off - x.lo));
      else
        addSpan(out, std::max(rlo, x.lo - off), std::min(rhi, x.hi - off));
    return out;
  }
  int64_t wlo = m.wrapLo[k], period = m.wrapHi[k] - m.wrapLo[k] + 1;
  for (const Span &x : s) {
    // i + off = v + t * period for v in x: one interval per period t that
    // reaches the region.
    int64_t tlo = floorDiv(rlo + off - x.hi, period), thi = floorDiv(rhi + off - x.lo, period);
    if (thi - tlo > int64_t(kMaxRuns))
      return {{rlo, rhi}};
    for (int64_t t = tlo; t <= thi; ++t)
      addSpan(out, std::max(rlo, x.lo + t * period - off), std::min(rhi, x.hi + t * period - off));
  }
  (void)wlo;
  return out;
}

// Row-major ranks of every combination of allowed coordinates.
std::vector<int> ranksOf(const std::vector<int> &grid, const std::vector<std::vector<int>> &allowed) {
  std::vector<int> out{0};
  for (size_t g = 0; g < grid.size(); ++g) {
    std::vector<int> next;
    next.reserve(out.size() * allowed[g].size());
    for (int r : out)
      for (int c : allowed[g])
        next.push_back(r * std::max(1, grid[g]) + c);
    out.swap(next);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Narrows grid dimension g's allowed coordinates to `cs`.
void restrict(std::vector<std::vector<int>> &allowed, std::vector<bool> &constrained, int g,
              std::vector<int> cs) {
  if (!constrained[g]) {
    allowed[g] = std::move(cs);
    constrained[g] = true;
    return;
  }
  std::vector<int> both;
  std::set_intersection(allowed[g].begin(), allowed[g].end(), cs.begin(), cs.end(),
                        std::back_inserter(both));
  allowed[g].swap(both);
}

std::vector<std::vector<int>> everyCoord(const std::vector<int> &grid) {
  std::vector<std::vector<int>> a(grid.size());
  for (size_t g = 0; g < grid.size(); ++g)
    for (int c = 0; c < std::max(1, grid[g]); ++c)
      a[g].push_back(c);
  return a;
}

bool distributed(const Layout &l, int dim) {
  const DimLayout &d = l.dims[dim];
  return d.dist != Dist::None && d.gridDim >= 0 && d.gridDim < int(l.grid.size());
}

} // namespace

std::vector<int> relationPeers(const Layout &src, const Layout &dst, const Region &region,
                               const IndexMap &map, int proc, bool asSource) {
  int r = region.rank();
  for (int j = 0; j < r; ++j)
    if (region.hi[j] < region.lo[j])
      return {};
  // Halo destinations may sit in ghost slots around BLOCK and `*` parts.
  auto ghostBelow = [&](int j) {
    Dist d = dst.dims[j].dist;
    return d == Dist::Block || d == Dist::None ? dst.dims[j].ghostLo : 0;
  };
  auto ghostAbove = [&](int j) {
    Dist d = dst.dims[j].dist;
    return d == Dist::Block || d == Dist::None ? dst.dims[j].ghostHi : 0;
  };
  if (asSource) {
    // proc is the source p: which destinations q read what p owns?
    std::vector<int> pc = src.gridCoords(proc);
    std::vector<Spans> idx(r);
    std::vector<bool> fed(r, false);
    for (int j = 0; j < r; ++j)
      idx[j] = {{region.lo[j], region.hi[j]}};
    for (int k = 0; k < src.rank(); ++k) {
      DimShape sh = dimShape(src, k);
      int c = distributed(src, k) ? pc[src.dims[k].gridDim] : 0;
      Spans own = ownedSpans(sh, c, 0, 0, sh.lo, sh.lo + sh.n - 1);
      int j = map.perm[k];
      if (j < 0) { // a constant source index p must own
        Spans v = forward(map, k, {{0, 0}});
        if (v.empty() || owners(sh, v) != std::vector<int>{c})
          return {};
        continue;
      }
      Spans pre = backward(map, k, own, region.lo[j], region.hi[j]);
      // A second source dimension on the same destination dimension (a
      // diagonal) only narrows further; the first bound is kept.
      if (!fed[j])
        idx[j] = hullIfLong(pre);
      fed[j] = true;
      if (idx[j].empty())
        return {};
    }
    std::vector<std::vector<int>> allowed = everyCoord(dst.grid);
    std::vector<bool> constrained(dst.grid.size(), false);
    for (int j = 0; j < r; ++j) {
      DimShape sh = dimShape(dst, j);
      // q holds i when i is owned, or lies within q's ghost slots.
      Spans widened;
      for (const Span &x : idx[j])
        addSpan(widened, x.lo - ghostAbove(j), x.hi + ghostBelow(j));
      std::vector<int> cs = owners(sh, widened);
      if (!distributed(dst, j)) {
        if (cs.empty())
          return {};
        continue;
      }
      restrict(allowed, constrained, dst.dims[j].gridDim, std::move(cs));
    }
    return ranksOf(dst.grid, allowed);
  }
  // proc is the destination q: which sources p own what q reads?
  std::vector<int> qc = dst.gridCoords(proc);
  std::vector<Spans> idx(r);
  for (int j = 0; j < r; ++j) {
    DimShape sh = dimShape(dst, j);
    int c = distributed(dst, j) ? qc[dst.dims[j].gridDim] : 0;
    idx[j] = hullIfLong(ownedSpans(sh, c, ghostBelow(j), ghostAbove(j), region.lo[j], region.hi[j]));
    if (idx[j].empty())
      return {};
  }
  std::vector<std::vector<int>> allowed = everyCoord(src.grid);
  std::vector<bool> constrained(src.grid.size(), false);
  for (int k = 0; k < src.rank(); ++k) {
    DimShape sh = dimShape(src, k);
    int j = map.perm[k];
    std::vector<int> cs = owners(sh, forward(map, k, j < 0 ? Spans{{0, 0}} : idx[j]));
    if (cs.empty())
      return {};
    if (distributed(src, k))
      restrict(allowed, constrained, src.dims[k].gridDim, std::move(cs));
  }
  return ranksOf(src.grid, allowed);
}

} // namespace zpl::rel
