// Remaps by data (`B := A#[I1, I2]`, `A#[I1, I2] := B`) in generated
// programs. The address relation is known only at run time: each processor
// evaluates the maps over its owned part of the statement's region, groups
// the requested indices of A by owner and exchanges the request lists
// (Proc::exchange). A gather then answers every request with the owner's
// value, in a second exchange, and the requester stores the replies in the
// order it asked; a scatter ships (position, index, value) records to the
// owners, which apply them in row-major order of the statement's region, so
// that the element latest in that order wins whatever the processor count.
//
// An index outside A's declared region stops every processor with a message
// naming the statement's line and the first bad index in row-major order of
// the region (the same on every processor count).
//
// A gather whose map inputs the compiler can name passes reuse() a key: the
// write epochs of the arrays its maps and mask read (zplc::Array::epoch) and
// the bits of the scalars they read. When the key, the region, the valid
// indices and the source's storage equal those of the execution that built
// the current relation, the maps would yield the same requests: their loop
// is skipped and only the values move, without a collective to agree on it:
// every processor decides alone and all decide alike, because every
// processor runs the same statements, hence the same writes, and scalars
// are replicated (ZPL's free scalars cannot reach a parallel statement).
// Only where the key holds scalars other than config values and constants
// (a C function's result could differ between processors, against the
// language's rule) do the processors agree by an all-reduce.
#pragma once

#include "runtime/relations/Relations.h"
#include "runtime/support/Runtime.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace zpl::rt::detail {
[[noreturn]] void fatal(const std::string &message);
} // namespace zpl::rt::detail

namespace zplc {

// A scalar's value as part of a reuse key: its bits (a different -0.0 only
// costs a rebuild).
template <class T> uint64_t keyBits(const T &v) {
  static_assert(std::is_trivially_copyable<T>::value && sizeof(T) <= 8,
                "a reuse key holds scalars of at most 64 bits");
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof(T));
  return b;
}

// The buffers of one remap statement, kept between its executions so that
// a remap in a loop does not allocate (and page-fault in) its lists anew.
struct RemapBuffers {
  std::vector<std::vector<char>> out, in, replies;
  // Per position (loop order), its reply's place among its owner's replies
  // (during a build), then among all replies; per owner, how many requests
  // go to it.
  std::vector<uint32_t> place, counts;
  // The last gather's relation: the owner-side offsets of what the others
  // requested, and the storage they were computed for.
  std::vector<std::vector<int64_t>> offsets;
  std::vector<int64_t> prevShape;
  // The requested indices in loop order (rank() per position), this
  // execution's and the previous one's: equal streams mean an equal relation.
  std::vector<int64_t> stream, prevStream;
  // The previous relation's `place`, what next() reads: position i's value
  // is element prevPlace[i] of `values`, the replies of every owner one
  // after another in rank order. One 32-bit index per position, not an
  // owner and a slot: half the memory a first gather page-faults in and
  // that every gather reads.
  std::vector<uint32_t> prevPlace;
  std::vector<char> values;
  std::vector<size_t> replyBytes; // per owner: its replies' size (gather())
  // The reuse key (DataRemap::reuse) the current relation was built for,
  // and this execution's.
  std::vector<uint64_t> key, nextKey;
  std::vector<int64_t> shape;
  bool keyed = false;
  bool valid = false;
  bool busy = false; // a statement running again inside its own maps
};

class DataRemap {
public:
  // `target`: the remapped array's layout; `lo`/`hi`: its declared region
  // (the valid indices); `region`: the statement's region (positions);
  // `grid`/`usedGridDims`: the grid the statement iterates over and the grid
  // dimensions its distribution spreads over (the others replicate it);
  // `where`: "file:line" for errors; `name`: the array's name.
  DataRemap(zpl::rt::Proc &p, RemapBuffers &buffers,
            const zpl::rel::Layout &target, std::vector<int64_t> lo,
            std::vector<int64_t> hi, const zpl::rel::Region &region,
            const std::vector<int> &grid, const std::vector<int> &usedGridDims,
            const char *where, const char *name);

  ~DataRemap() { b_.busy = false; }
  DataRemap(const DataRemap &) = delete;
  DataRemap &operator=(const DataRemap &) = delete;

  // ---- gather: add() every position in loop order, gather(), then next()
  // in the same order.
  //
  // add() only records the index (and checks it): whether the relation
  // changed is decided in gather() by comparing the whole stream with the
  // previous execution's, a memcmp; owners and request lists are computed
  // only when it did change. (Computing them per add() and comparing the
  // lists afterwards cost over 100 instructions per element.)
  void add(std::initializer_list<int64_t> at,
           std::initializer_list<int64_t> idx) {
    check(at, idx);
    for (int64_t x : idx) { // push_backs: a one-element range insert costs more
      if (b_.stream.size() == b_.stream.capacity())
        growStream();
      b_.stream.push_back(x);
    }
  }

  // True when the relation of the last execution holds (see the top of this
  // file): then the caller skips its add() loop and calls gather() at once.
  // `data`: the source's storage, as gather() will get it. `agree`: the key
  // holds scalars that are not config values or constants, which a C
  // function's result could make differ between processors: they agree by
  // an all-reduce (every processor passes the same `agree`).
  bool reuse(std::initializer_list<uint64_t> key, const void *data,
             bool agree = false);

  template <class T> void gather(const T *data) {
    if (!reusing_)
      buildRelation(data);
    // What each owner replies is what this processor asked of it: the
    // exchange need not agree on sizes first.
    const size_t procs = b_.counts.size();
    b_.replyBytes.resize(procs);
    size_t total = 0, mine = 0;
    for (size_t q = 0; q < procs; ++q) {
      b_.replyBytes[q] = size_t(b_.counts[q]) * sizeof(T);
      if (int(q) == me_)
        mine = total;
      total += b_.replyBytes[q];
    }
    b_.values.resize(total);
    std::vector<std::vector<char>> &replies = b_.replies;
    replies.resize(procs);
    for (size_t q = 0; q < procs; ++q) {
      const std::vector<int64_t> &off = b_.offsets[q];
      char *r;
      if (int(q) == me_) { // answered in place, not sent to itself
        replies[q].clear();
        r = b_.values.data() + mine;
      } else {
        replies[q].resize(off.size() * sizeof(T));
        r = replies[q].data();
      }
      for (size_t i = 0; i < off.size(); ++i)
        std::memcpy(r + i * sizeof(T), data + off[i], sizeof(T));
    }
    p_.exchange(replies, b_.values.data(), b_.replyBytes);
    values_ = b_.values.data();
    place_ = b_.prevPlace.data();
    next_ = 0;
  }

  // No store but the caller's: a running cursor per owner, stored each
  // time, kept the compiler from holding anything in registers. A bad index
  // never gets here: gather() has stopped the program then.
  template <class T> T next() {
    T v;
    std::memcpy(&v, values_ + size_t(place_[next_++]) * sizeof(T), sizeof(T));
    return v;
  }

  // ---- scatter: put() every position, then scatter() once.
  template <class T>
  void put(std::initializer_list<int64_t> at,
           std::initializer_list<int64_t> idx, T value) {
    if (!outCleared_)
      clearOut();
    if (!check(at, idx) || !primary_)
      return;
    int64_t pos = position(at.begin());
    forEachOwner(idx.begin(), [&](int q) {
      append(b_.out[q], &pos, sizeof pos);
      append(b_.out[q], idx.begin(), sizeof(int64_t) * rank_);
      append(b_.out[q], &value, sizeof(T));
    });
  }

  template <class T, class Combine> void scatter(T *data, Combine combine) {
    stopOnBadIndex();
    if (!outCleared_) // no put() here: nothing to send
      clearOut();
    std::vector<std::vector<char>> &in = b_.in;
    p_.exchange(b_.out, in);
    const size_t rec = sizeof(int64_t) * (1 + rank_) + sizeof(T);
    struct Entry {
      int64_t pos;
      const char *rec;
    };
    std::vector<Entry> all;
    for (const auto &buf : in)
      for (size_t i = 0; i + rec <= buf.size(); i += rec) {
        Entry e;
        std::memcpy(&e.pos, buf.data() + i, sizeof(int64_t));
        e.rec = buf.data() + i;
        all.push_back(e);
      }
    // Positions are unique, so this order is the region's row-major order
    // whichever processors the records came from.
    std::stable_sort(
        all.begin(), all.end(),
        [](const Entry &a, const Entry &b) { return a.pos < b.pos; });
    for (const Entry &e : all) {
      T v;
      std::memcpy(&v, e.rec + sizeof(int64_t) * (1 + rank_), sizeof(T));
      combine(data[localOffset(e.rec + sizeof(int64_t))], v);
    }
  }

private:
  struct Dim; // below, with the division it uses

  void clearOut() {
    for (std::vector<char> &l : b_.out)
      l.clear();
    outCleared_ = true;
  }

  static bool noReuse() {
    static const bool off = std::getenv("ZPLC_REMAP_NO_REUSE") != nullptr;
    return off;
  }

  // The relation for the requests add() recorded: the previous one when no
  // processor's requests changed (the index arrays were written with the
  // same values, say), else built anew with a request exchange.
  void buildRelation(const void *data);

  static std::vector<int> gridCoordsOf(const std::vector<int> &grid, int proc) {
    std::vector<int> c(grid.size(), 0);
    for (int i = (int)grid.size() - 1; i >= 0; --i) {
      int e = grid[i] > 0 ? grid[i] : 1;
      c[i] = proc % e;
      proc /= e;
    }
    return c;
  }

  // The owner-side offsets of the requests in `in` (see buildRequests for R).
  template <int R> void offsetsOf(const std::vector<std::vector<char>> &in);

  // Owners and per-owner request lists (straight into the send lists) from
  // the stream (indices checked by add(); a bad one, which stops the program
  // in gather(), gets no owner). Two passes: owners and counts first, so
  // that each list is sized once and filled without a growth test per
  // element (the build is most of a remap's first execution: 78
  // instructions per element with push_backs, bench/remap/README.md).
  void buildRequests();
  template <int R> void buildRequests();

  // The stream's first allocation takes the most this processor can add:
  // one index per position of the statement's region. Only the pages
  // written are backed, so the bound costs address space, while growing
  // by doubling would write (and page-fault in) about twice the stream's
  // size, copy by copy (bench/remap/README.md, session 16). Beyond 256 MB
  // of bound it grows as usual.
  void growStream();

  // The number of positions of the statement's region along dimension k.
  int64_t extent(int k) const {
    int64_t st = posSt_[k] > 0 ? posSt_[k] : 1;
    return posHi_[k] >= posLo_[k] ? (posHi_[k] - posLo_[k]) / st + 1 : 0;
  }

  [[noreturn]] void tooMany() const {
    zpl::rt::detail::fatal(std::string(where_) +
                           ": a remap requests more than 2^32 - 1 elements "
                           "on one processor");
  }

  bool inRegion(const int64_t *g) const {
    for (int k = 0; k < rank_; ++k)
      if (g[k] < lo_[k] || g[k] > hi_[k])
        return false;
    return true;
  }

  static void append(std::vector<char> &v, const void *p, size_t n) {
    const char *c = static_cast<const char *>(p);
    v.insert(v.end(), c, c + n);
  }

  int64_t position(const int64_t *at) const {
    int64_t pos = 0;
    for (size_t k = 0; k < posMult_.size(); ++k)
      pos +=
          (at[k] - posLo_[k]) / (posSt_[k] > 0 ? posSt_[k] : 1) * posMult_[k];
    return pos;
  }

  // False (and the first bad index in row-major order remembered) when idx
  // lies outside the declared region.
  bool check(std::initializer_list<int64_t> at,
             std::initializer_list<int64_t> idx) {
    const int64_t *g = idx.begin();
    if (inRegion(g))
      return true;
    int64_t pos = position(at.begin());
    if (pos < badPos_) {
      badPos_ = pos;
      bad_.assign(g, g + rank_);
    }
    return false;
  }

  // Collective: every processor learns whether any index was bad and, if so,
  // all stop with the same message (the first bad index in row-major order).
  void stopOnBadIndex() {
    stopOnBadIndex(p_.reduce(zpl::rt::Op::Min, badPos_));
  }
  void stopOnBadIndex(int64_t first);

  // The owner of idx; where the target is replicated along a grid
  // dimension, the copy that shares this processor's coordinate.
  int ownerNear(const int64_t *g) const {
    return ownerNear(g, dims_.data(), rank_, baseRank_);
  }
  static int ownerNear(const int64_t *g, const Dim *dims, int rank,
                       int64_t baseRank) {
    int64_t r = baseRank;
    for (int k = 0; k < rank; ++k) {
      const Dim &d = dims[k];
      // A 64-bit division per index was the cost here: FastDiv multiplies.
      int64_t c = d.byK.div(g[k] - d.lo);
      c = d.cyclic ? c - d.byProcs.div(c) * d.procs
                   : c < d.procs ? c : d.procs - 1;
      r += c * d.mult;
    }
    return (int)r;
  }

  // Every processor holding a copy of idx.
  template <class F> void forEachOwner(const int64_t *g, F f) const {
    if (!replicated_)
      return f(ownerNear(g));
    std::vector<int> c(layout_.grid.size(), 0);
    std::vector<bool> fixed(c.size(), false);
    for (int k = 0; k < rank_; ++k)
      if (layout_.dims[k].gridDim >= 0 &&
          layout_.dims[k].dist != zpl::rel::Dist::None) {
        c[layout_.dims[k].gridDim] = layout_.ownerCoord(k, g[k]);
        fixed[layout_.dims[k].gridDim] = true;
      }
    for (;;) {
      f(rankOf(c));
      int d = (int)c.size() - 1;
      for (; d >= 0; --d) {
        if (fixed[d])
          continue;
        if (++c[d] < layout_.grid[d])
          break;
        c[d] = 0;
      }
      if (d < 0)
        return;
    }
  }

  int rankOf(const std::vector<int> &c) const {
    int r = 0;
    for (size_t d = 0; d < c.size(); ++d)
      r = r * (layout_.grid[d] > 0 ? layout_.grid[d] : 1) + c[d];
    return r;
  }

  // What the owners' offsets depend on besides the requests: the storage
  // and its layout (a parameter's argument, a reallocated local array).
  void shapeOf(const void *data, std::vector<int64_t> &s) const {
    s.assign({(int64_t)(intptr_t)data, (int64_t)layout_.elemSize});
    for (const Dim &d : dims_)
      s.insert(s.end(), {d.lo, d.k, d.procs, d.ghostLo, d.stride});
    for (int g : layout_.grid)
      s.push_back(g);
  }

  // The offset in this processor's storage of index g, which it owns.
  // `g` is read a coordinate at a time with fixed-size copies (it may be
  // unaligned inside a received list).
  int64_t localOffset(const void *g) const {
    return localOffset(g, dims_.data(), rank_);
  }
  static int64_t localOffset(const void *g, const Dim *dims, int rank) {
    const char *c = static_cast<const char *>(g);
    int64_t off = 0;
    for (int k = 0; k < rank; ++k, c += sizeof(int64_t)) {
      const Dim &d = dims[k];
      int64_t gk;
      std::memcpy(&gk, c, sizeof gk);
      if (!d.cyclic) { // one block here: no division
        off += (gk - d.ownFirst + d.ghostLo) * d.stride;
        continue;
      }
      int64_t i = gk - d.lo;
      int64_t b = d.byK.div(i); // global block number
      off += (d.byProcs.div(b) * d.k + (i - b * d.k) + d.ghostLo) * d.stride;
    }
    return off;
  }

  // Division of a non-negative x by a fixed d > 0 through a floating-point
  // reciprocal, corrected to the exact quotient (indices stay far below
  // 2^50, where the estimate is off by at most one).
  struct FastDiv {
    int64_t d = 1;
    double inv = 1.0;
    FastDiv() = default;
    explicit FastDiv(int64_t divisor)
        : d(divisor > 0 ? divisor : 1), inv(1.0 / double(d)) {}
    int64_t div(int64_t x) const {
      int64_t q = int64_t(double(x) * inv);
      while (q * d > x)
        --q;
      while ((q + 1) * d <= x)
        ++q;
      return q;
    }
  };

  struct Dim {
    FastDiv byK, byProcs;
    int64_t lo = 0, k = 1, mult = 0, ghostLo = 0, stride = 0;
    int64_t procs = 1, ownFirst = 0;
    bool cyclic = false; // blocks dealt round the processors (else one each)
  };
  std::vector<Dim> dims_;
  int64_t baseRank_ = 0;
  bool replicated_ = false; // grid dimensions the target does not use

  zpl::rt::Proc &p_;
  RemapBuffers own_;
  RemapBuffers &b_;
  const zpl::rel::Layout &layout_;
  std::vector<int64_t> lo_, hi_;
  const char *where_, *name_;
  int rank_, me_ = 0;
  std::vector<int> myCoords_;
  std::vector<int64_t> strides_, posLo_, posHi_, posSt_, posMult_;
  bool primary_ = true;
  bool keyed_ = false;   // reuse() was called: the relation gets its key
  bool reusing_ = false; // reuse() said yes: gather() only moves values
  size_t next_ = 0;
  bool outCleared_ = false; // a scatter's send lists are empty
  const char *values_ = nullptr;    // gather()'s replies, for next()
  const uint32_t *place_ = nullptr; // b_.prevPlace.data()
  int64_t badPos_ = std::numeric_limits<int64_t>::max();
  std::vector<int64_t> bad_;
};

} // namespace zplc
