// The parts of a remap by data (runtime/program/Remap.h) that do not depend on
// the element type: building the relation from the requested indices, and
// the set-up and error paths. Compiled once here rather than in every
// program that remaps (DEVELOPERS.md, "Test stages").
#include "runtime/program/Remap.h"

namespace zplc {

DataRemap::DataRemap(zpl::rt::Proc &p, RemapBuffers &buffers,
                     const zpl::rel::Layout &target, std::vector<int64_t> lo,
                     std::vector<int64_t> hi, const zpl::rel::Region &region,
                     const std::vector<int> &grid,
                     const std::vector<int> &usedGridDims, const char *where,
                     const char *name)
    : p_(p), b_(buffers.busy ? own_ : buffers), layout_(target),
      lo_(std::move(lo)), hi_(std::move(hi)), where_(where), name_(name),
      rank_(target.rank()) {
  b_.busy = true;
  // The send lists keep their contents until a scatter clears them
  // (clearOut): a gather sizes each exactly, and resizing a list to its
  // old size writes nothing, where clearing it first made every rebuild
  // zero-fill it again.
  b_.out.resize(p.procs());
  b_.stream.clear();
  me_ = p.rank();
  myCoords_ = layout_.gridCoords(me_);
  strides_ = layout_.localStrides(me_);
  // Ownership in closed form, as rel::Layout computes it (every format is
  // block-cyclic: BLOCK has k = ceil(n/p), `*` one block of n).
  const std::vector<int> &g = layout_.grid;
  std::vector<int64_t> gridMult(g.size(), 1);
  for (int d = (int)g.size() - 2; d >= 0; --d)
    gridMult[d] = gridMult[d + 1] * (g[d + 1] > 0 ? g[d + 1] : 1);
  std::vector<bool> usedByTarget(g.size(), false);
  for (int k = 0; k < rank_; ++k) {
    const zpl::rel::DimLayout &d = layout_.dims[k];
    Dim x;
    x.lo = d.lo;
    int64_t n = d.hi >= d.lo ? d.hi - d.lo + 1 : 0;
    bool spread = d.dist != zpl::rel::Dist::None && d.gridDim >= 0 &&
                  d.gridDim < (int)g.size();
    x.procs = spread && g[d.gridDim] > 1 ? g[d.gridDim] : 1;
    switch (d.dist) {
    case zpl::rel::Dist::None:
      x.k = n > 0 ? n : 1;
      x.procs = 1;
      break;
    case zpl::rel::Dist::Block:
      x.k = n > 0 ? (n + x.procs - 1) / x.procs : 1;
      break;
    case zpl::rel::Dist::Cyclic:
      x.k = 1;
      break;
    case zpl::rel::Dist::BlockCyclic:
      x.k = d.k >= 1 ? d.k : 1;
      break;
    }
    x.cyclic = (d.dist == zpl::rel::Dist::Cyclic ||
                d.dist == zpl::rel::Dist::BlockCyclic) &&
               x.procs > 1;
    x.byK = FastDiv(x.k);
    x.byProcs = FastDiv(x.procs);
    x.mult = spread ? gridMult[d.gridDim] : 0;
    if (spread)
      usedByTarget[d.gridDim] = true;
    x.ghostLo = d.ghostLo;
    x.stride = strides_[k];
    // Where this processor's block starts, for localOffset (spread
    // dimensions dealt in one block per processor).
    x.ownFirst =
        d.lo + (spread && !x.cyclic ? int64_t(myCoords_[d.gridDim]) * x.k : 0);
    dims_.push_back(x);
  }
  for (size_t d = 0; d < g.size(); ++d)
    if (!usedByTarget[d]) {
      baseRank_ += myCoords_[d] * gridMult[d];
      if (g[d] > 1)
        replicated_ = true;
    }
  // Row-major positions in the statement's region.
  int r = region.rank();
  posLo_ = region.lo;
  posHi_ = region.hi;
  posSt_ = region.stride;
  posMult_.assign(r, 1);
  for (int k = r - 2; k >= 0; --k)
    posMult_[k] = posMult_[k + 1] * std::max<int64_t>(extent(k + 1), 1);
  // A replicated statement (its distribution leaves grid dimensions
  // unused) runs on several processors; only the first copy scatters, or
  // combining operators like `+=` would count each element several times.
  std::vector<bool> used(grid.size(), false);
  for (int d : usedGridDims)
    if (d >= 0 && d < (int)used.size())
      used[d] = true;
  std::vector<int> c = gridCoordsOf(grid, me_);
  for (size_t d = 0; d < grid.size(); ++d)
    primary_ = primary_ && (used[d] || c[d] == 0);
}

bool DataRemap::reuse(std::initializer_list<uint64_t> key, const void *data,
                      bool agree) {
  std::vector<uint64_t> &k = b_.nextKey;
  k.assign(key.begin(), key.end());
  for (const std::vector<int64_t> *v :
       {&posLo_, &posHi_, &posSt_, &lo_, &hi_}) {
    k.push_back(v->size());
    k.insert(k.end(), v->begin(), v->end());
  }
  shapeOf(data, b_.shape);
  keyed_ = true;
  reusing_ = !noReuse() && &b_ != &own_ && b_.valid && b_.keyed &&
             b_.key == k && b_.prevShape == b_.shape;
  if (agree)
    reusing_ = p_.reduce(zpl::rt::Op::Min, int64_t(reusing_)) != 0;
  return reusing_;
}

template <int R>
void DataRemap::offsetsOf(const std::vector<std::vector<char>> &in) {
  const int rank = R > 0 ? R : rank_;
  const size_t row = sizeof(int64_t) * size_t(rank);
  const Dim *const dims = dims_.data();
  b_.offsets.resize(in.size());
  for (size_t q = 0; q < in.size(); ++q) {
    size_t n = in[q].size() / row;
    b_.offsets[q].resize(n);
    int64_t *off = b_.offsets[q].data();
    const char *rec = in[q].data();
    for (size_t i = 0; i < n; ++i, rec += row)
      off[i] = localOffset(rec, dims, rank);
  }
}

template <int R> void DataRemap::buildRequests() {
  const int rank = R > 0 ? R : rank_;
  const size_t n = rank > 0 ? b_.stream.size() / rank : 0;
  const size_t procs = b_.out.size();
  if (n > std::numeric_limits<uint32_t>::max())
    tooMany();
  b_.place.resize(n);
  b_.counts.assign(procs, 0);
  const int64_t *g = b_.stream.data();
  // gather() stops the program before this on a bad index anywhere; a
  // bad one would get no owner (kNone) and no request.
  const bool anyBad = badPos_ != std::numeric_limits<int64_t>::max();
  constexpr uint32_t kNone = std::numeric_limits<uint32_t>::max();
  uint32_t *place = b_.place.data(), *counts = b_.counts.data();
  // Locals: the stores through place could otherwise alias this object's
  // members, which the loop would then reload at every element.
  const Dim *const dims = dims_.data();
  const int64_t base = baseRank_;
  // First pass: each position's owner, kept in `place` for the second.
  for (size_t i = 0; i < n; ++i, g += rank) {
    if (anyBad && !inRegion(g)) {
      place[i] = kNone;
      continue;
    }
    uint32_t owner = uint32_t(ownerNear(g, dims, rank, base));
    place[i] = owner;
    ++counts[owner];
  }
  // Where each owner's replies start among all of them (n < 2^32, so no
  // place overflows).
  std::vector<uint32_t> start(procs), cursor(procs);
  uint32_t total = 0;
  for (size_t q = 0; q < procs; ++q) {
    start[q] = cursor[q] = total;
    total += counts[q];
  }
  const size_t row = sizeof(int64_t) * size_t(rank);
  std::vector<char *> to(procs);
  for (size_t q = 0; q < procs; ++q) {
    b_.out[q].resize(size_t(counts[q]) * row);
    to[q] = b_.out[q].data();
  }
  // Second pass: each request into its owner's list, and each position's
  // place among all replies (a cursor per owner: the loop's only stores
  // besides the copy are to `place` and to this small array).
  g = b_.stream.data();
  char *const *const dst = to.data();
  const uint32_t *const first = start.data();
  uint32_t *const next = cursor.data();
  for (size_t i = 0; i < n; ++i, g += rank) {
    uint32_t owner = place[i];
    if (owner == kNone) {
      place[i] = 0;
      continue;
    }
    uint32_t at = next[owner]++;
    char *d = dst[owner] + size_t(at - first[owner]) * row;
    for (int k = 0; k < rank; ++k) // fixed-size copies: no call
      std::memcpy(d + k * sizeof(int64_t), g + k, sizeof(int64_t));
    place[i] = at;
  }
}

void DataRemap::buildRequests() {
  // The rank as a constant where it is small: the loops over dimensions
  // below then unroll (a third of the instructions per element at rank 1).
  switch (rank_) {
  case 1:
    return buildRequests<1>();
  case 2:
    return buildRequests<2>();
  case 3:
    return buildRequests<3>();
  default:
    return buildRequests<0>();
  }
}

void DataRemap::growStream() {
  std::vector<int64_t> &s = b_.stream;
  size_t want = s.capacity() * 2;
  if (s.capacity() == 0) {
    uint64_t bound = uint64_t(rank_);
    for (int k = 0; k < int(posLo_.size()) && bound > 0; ++k) {
      uint64_t n = uint64_t(extent(k));
      bound = n > (uint64_t(1) << 25) / bound ? 0 : bound * n;
    }
    want = bound > 0 ? size_t(bound) : 64;
  }
  s.reserve(std::max<size_t>(want, 64));
}

void DataRemap::stopOnBadIndex(int64_t first) {
  if (first == std::numeric_limits<int64_t>::max())
    return;
  std::vector<int64_t> idx(rank_, std::numeric_limits<int64_t>::min());
  if (badPos_ == first)
    idx = bad_;
  p_.reduce(zpl::rt::Op::Max, zpl::rt::Type::Int64, idx.data(), idx.size());
  std::string i, r;
  for (int k = 0; k < rank_; ++k) {
    i += (k ? ", " : "") + std::to_string(idx[k]);
    r += (k ? ", " : "") + std::to_string(lo_[k]) + ".." +
         std::to_string(hi_[k]);
  }
  zpl::rt::detail::fatal(std::string(where_) + ": remap index [" + i +
                         "] is outside `" + name_ + "`'s region [" + r + "]");
}

void DataRemap::buildRelation(const void *data) {
  std::vector<int64_t> shape;
  shapeOf(data, shape);
  bool same = !noReuse() && b_.valid && b_.prevShape == shape &&
              b_.prevStream == b_.stream;
  int64_t flags[2] = {badPos_, same ? 1 : 0};
  p_.reduce(zpl::rt::Op::Min, zpl::rt::Type::Int64, flags, 2);
  stopOnBadIndex(flags[0]);
  if (!flags[1]) {
    buildRequests();
    // Its own requests are not sent to itself: they go from the send
    // list to the receive list by swaps, not a copy.
    std::vector<std::vector<char>> &in = b_.in;
    std::vector<char> own;
    own.swap(b_.out[me_]);
    p_.exchange(b_.out, in);
    in[me_].swap(own);
    switch (rank_) {
    case 1:
      offsetsOf<1>(in);
      break;
    case 2:
      offsetsOf<2>(in);
      break;
    default:
      offsetsOf<0>(in);
    }
    // Back into the send list: a rebuild of the same size then resizes
    // it to its own size (no zero-fill).
    b_.out[me_].swap(in[me_]);
    std::swap(b_.prevPlace, b_.place);
    std::swap(b_.prevStream, b_.stream);
    b_.prevShape = shape;
    b_.valid = true;
  }
  // The relation now belongs to this execution's key (none: no reuse).
  b_.keyed = keyed_;
  if (keyed_)
    std::swap(b_.key, b_.nextKey);
}

} // namespace zplc
