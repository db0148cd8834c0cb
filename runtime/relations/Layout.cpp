// Block-cyclic ownership algebra for one dimension, and the row-major local
// storage built on it.
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"

#include <stdexcept>

namespace zpl::rel {

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}

int64_t floorMod(int64_t a, int64_t b) { return a - floorDiv(a, b) * b; }

// The number of indices in lo..hi, or -1 when it does not fit in 64 bits.
static int64_t extentOf(int64_t lo, int64_t hi) {
  int64_t d;
  if (hi < lo)
    return 0;
  if (__builtin_sub_overflow(hi, lo, &d) || d == INT64_MAX)
    return -1;
  return d + 1;
}

DimShape dimShape(const Layout &l, int dim) {
  const DimLayout &d = l.dims[dim];
  DimShape s;
  s.lo = d.lo;
  // Too many to count: localElementCount reports it; until then the
  // arithmetic below stays defined.
  s.n = extentOf(d.lo, d.hi);
  if (s.n < 0)
    s.n = INT64_MAX;
  s.procs = 1;
  if (d.dist != Dist::None && d.gridDim >= 0 &&
      d.gridDim < static_cast<int>(l.grid.size()))
    s.procs = l.grid[d.gridDim];
  if (s.procs < 1)
    s.procs = 1;
  switch (d.dist) {
  case Dist::None:
    s.k = s.n > 0 ? s.n : 1;
    s.procs = 1;
    break;
  case Dist::Block:
    // HPF BLOCK: ceil(N/P) per processor, the last ones may get less or none.
    s.k = s.n > 0 ? s.n / s.procs + (s.n % s.procs != 0) : 1;
    break;
  case Dist::Cyclic:
    s.k = 1;
    break;
  case Dist::BlockCyclic:
    s.k = d.k >= 1 ? d.k : 1;
    break;
  }
  return s;
}

int64_t DimShape::count(int c) const {
  if (n <= 0 || c < 0 || c >= procs)
    return 0;
  // Full cycles of procs*k indices give every processor k of them; the
  // remainder is dealt out block by block.
  int64_t cycle;
  if (__builtin_mul_overflow(k, static_cast<int64_t>(procs), &cycle))
    cycle = INT64_MAX; // more than n: no full cycle
  int64_t full = n / cycle, rem = n % cycle;
  int64_t extra = rem - static_cast<int64_t>(c) * k;
  if (extra < 0)
    extra = 0;
  if (extra > k)
    extra = k;
  return full * k + extra;
}

int Layout::procCount() const {
  int p = 1;
  for (int g : grid)
    p *= g;
  return p;
}

std::vector<int> Layout::gridCoords(int proc) const {
  std::vector<int> c(grid.size(), 0);
  for (int i = static_cast<int>(grid.size()) - 1; i >= 0; --i) {
    int e = grid[i] > 0 ? grid[i] : 1;
    c[i] = proc % e;
    proc /= e;
  }
  return c;
}

static int procCoordForDim(const Layout &l, int proc, int dim) {
  const DimLayout &d = l.dims[dim];
  if (d.dist == Dist::None || d.gridDim < 0 ||
      d.gridDim >= static_cast<int>(l.grid.size()))
    return 0;
  return l.gridCoords(proc)[d.gridDim];
}

int64_t Layout::ownedCount(int proc, int dim) const {
  return dimShape(*this, dim).count(procCoordForDim(*this, proc, dim));
}

std::vector<int64_t> Layout::ownedIndices(int proc, int dim) const {
  DimShape s = dimShape(*this, dim);
  int c = procCoordForDim(*this, proc, dim);
  std::vector<int64_t> out;
  out.reserve(static_cast<size_t>(s.count(c)));
  for (int64_t b = static_cast<int64_t>(c) * s.k; b < s.n; b += s.k * s.procs)
    for (int64_t i = b; i < b + s.k && i < s.n; ++i)
      out.push_back(s.lo + i);
  return out;
}

std::vector<int64_t> Layout::localExtents(int proc) const {
  std::vector<int64_t> e(dims.size());
  for (int d = 0; d < rank(); ++d)
    __builtin_add_overflow(ownedCount(proc, d),
                           dims[d].ghostLo + dims[d].ghostHi, &e[d]);
  return e;
}

std::vector<int64_t> Layout::localStrides(int proc) const {
  std::vector<int64_t> e = localExtents(proc), s(dims.size());
  int64_t st = 1;
  for (int d = rank() - 1; d >= 0; --d) {
    s[d] = st;
    // Wraps only past the last stride, when the count overflows (which
    // localElementCount reports).
    __builtin_mul_overflow(st, e[d], &st);
  }
  return s;
}

int64_t Layout::localElementCount(int proc) const {
  int64_t n = 1;
  for (int d = 0; d < rank(); ++d) {
    int64_t e;
    if (extentOf(dims[d].lo, dims[d].hi) < 0 ||
        __builtin_add_overflow(ownedCount(proc, d),
                               dims[d].ghostLo + dims[d].ghostHi, &e) ||
        __builtin_mul_overflow(n, e, &n))
      return -1;
  }
  return n;
}

int Layout::ownerCoord(int dim, int64_t g) const {
  DimShape s = dimShape(*this, dim);
  return static_cast<int>(s.owner(g));
}

int64_t Layout::localSlot(int dim, int64_t g) const {
  return dimShape(*this, dim).slot(g);
}

int64_t Layout::localOffset(int proc, const std::vector<int64_t> &g) const {
  std::vector<int64_t> strides = localStrides(proc);
  int64_t off = 0;
  for (int d = 0; d < rank(); ++d) {
    DimShape s = dimShape(*this, d);
    int c = procCoordForDim(*this, proc, d);
    off += (s.slotFor(c, g[d]) + dims[d].ghostLo) * strides[d];
  }
  return off;
}

int64_t DimShape::owner(int64_t g) const {
  int64_t i = g - lo;
  if (i < 0 || i >= n)
    return -1;
  return (i / k) % procs;
}

int64_t DimShape::slot(int64_t g) const {
  int64_t i = g - lo;
  return (i / (k * procs)) * k + i % k;
}

int64_t DimShape::slotFor(int c, int64_t g) const {
  int64_t i = g - lo;
  if (i >= 0 && i < n && owner(g) == c)
    return slot(g);
  // A halo index: its distance from the first or last owned index. Only
  // meaningful when the owned indices are contiguous (BLOCK or `*`).
  int64_t cnt = count(c);
  int64_t first = static_cast<int64_t>(c) * k;
  if (i < first)
    return i - first;
  return cnt + (i - (first + cnt));
}

IndexMap IndexMap::identity(int rank) {
  IndexMap m;
  for (int i = 0; i < rank; ++i)
    m.perm.push_back(i);
  m.offset.assign(rank, 0);
  m.wrap.assign(rank, false);
  m.wrapLo.assign(rank, 0);
  m.wrapHi.assign(rank, -1);
  return m;
}

IndexMap IndexMap::shift(const std::vector<int64_t> &offset) {
  IndexMap m = identity(static_cast<int>(offset.size()));
  m.offset = offset;
  return m;
}

IndexMap IndexMap::permutation(const std::vector<int> &perm) {
  IndexMap m = identity(static_cast<int>(perm.size()));
  m.perm = perm;
  return m;
}

const char *encodingName(Encoding e) {
  switch (e) {
  case Encoding::AAPAIR:
    return "AAPAIR";
  case Encoding::AABLK:
    return "AABLK";
  case Encoding::DMRLE:
    return "DMRLE";
  case Encoding::DMRLEC:
    return "DMRLEC";
  case Encoding::NRLE:
    return "NRLE";
  }
  return "?";
}

Region Region::whole(const Layout &l) {
  Region r;
  for (const DimLayout &d : l.dims) {
    r.lo.push_back(d.lo);
    r.hi.push_back(d.hi);
    r.stride.push_back(1);
  }
  return r;
}

} // namespace zpl::rel
