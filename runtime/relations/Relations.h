// Address relations: which local element of a source processor goes to which
// local element of a destination processor. One library, linked twice: into
// zplc (precompute and encode at compile time) and into programs (compute at
// run time, and execute encoded relations).
//
// This header is the contract used by runtime/ironman and by the compiler.
// Names here are stable; the implementation may add to them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace zpl::rel {

// ---------------------------------------------------------------- layouts

enum class Dist : uint8_t {
  None,   // `*`: every processor holds the whole dimension
  Block,  // HPF BLOCK: contiguous chunks of ceil(N/P)
  Cyclic, // HPF CYCLIC(1)
  BlockCyclic, // HPF CYCLIC(k)
};

// One dimension of a distributed array.
struct DimLayout {
  int64_t lo = 0, hi = -1;  // global index space of the distribution (inclusive)
  Dist dist = Dist::None;
  int64_t k = 1;            // block size of BlockCyclic (1 for Cyclic)
  int gridDim = -1;         // processor-grid dimension it is spread over; -1 if None
  int64_t ghostLo = 0;      // halo slots kept below the owned part
  int64_t ghostHi = 0;      // halo slots kept above the owned part
};

// A distributed array's storage on every processor. Processor ranks map to
// grid coordinates in row-major order. Each processor stores its owned part of
// every dimension, widened by the ghost slots, in row-major order.
struct Layout {
  std::vector<int> grid;        // processor-grid extents; product = processor count
  std::vector<DimLayout> dims;  // one per array dimension
  size_t elemSize = 8;

  int rank() const { return static_cast<int>(dims.size()); }
  int procCount() const;
  std::vector<int> gridCoords(int proc) const;
  // Owned global indices of `proc` in dimension `dim`, ascending.
  std::vector<int64_t> ownedIndices(int proc, int dim) const;
  // Number of owned indices of `proc` in `dim` (without ghosts).
  int64_t ownedCount(int proc, int dim) const;
  // Local extent including ghosts, and row-major element strides.
  std::vector<int64_t> localExtents(int proc) const;
  std::vector<int64_t> localStrides(int proc) const;
  // -1 when the count (or a dimension's extent) does not fit in 64 bits.
  int64_t localElementCount(int proc) const;
  // Owner of a global index in one dimension (grid coordinate), and the
  // global index's local slot (0-based, ghosts excluded: slot 0 is the first
  // owned index; halo slots are -ghostLo..-1 and count..count+ghostHi-1).
  int ownerCoord(int dim, int64_t g) const;
  int64_t localSlot(int dim, int64_t g) const;
  // The row-major element offset of global index `g` in `proc`'s storage,
  // counting ghost slots; `g` may be a halo index of `proc`.
  int64_t localOffset(int proc, const std::vector<int64_t>& g) const;
};

// --------------------------------------------------------------- regions

// A destination index set: per dimension lo..hi by stride (stride >= 1).
struct Region {
  std::vector<int64_t> lo, hi, stride;
  int rank() const { return static_cast<int>(lo.size()); }
  // Every index of a layout's global index space, stride 1.
  static Region whole(const Layout &l);
};

// How a destination index selects its source index (`B[i] := A[map(i)]`).
// For each source dimension k:
//   src[k] = (perm[k] >= 0 ? dst[perm[k]] : 0) + offset[k]
// and, when wrap[k], src[k] is folded into [wrapLo[k], wrapHi[k]] toroidally.
// When flip[k] (a mirror, never with wrap), src[k] = offset[k] - dst[perm[k]]:
// `reflect` of a border w deep is one transfer, not w slices.
// Identity: perm = 0..r-1, offsets 0. `A@east`: offset (0, 1). Transpose
// `A#[Index2, Index1]`: perm = (1, 0). A flood slice `>>[1..n, c] A`:
// perm = (0, -1), offset = (0, c).
struct IndexMap {
  std::vector<int> perm;
  std::vector<int64_t> offset;
  std::vector<bool> wrap;
  std::vector<int64_t> wrapLo, wrapHi;
  std::vector<bool> flip; // empty: no dimension is mirrored
  bool flipped(int k) const { return k < static_cast<int>(flip.size()) && flip[k]; }

  static IndexMap identity(int rank);
  static IndexMap shift(const std::vector<int64_t> &offset);
  static IndexMap permutation(const std::vector<int> &perm);
};

// ------------------------------------------------------------- relations

struct Tuple {
  int64_t s, d; // local element offsets in the source and destination storage
  bool operator==(const Tuple &o) const { return s == o.s && d == o.d; }
};

enum class Order : uint8_t { SourceFirst, DestinationFirst };

// One block of one side of a relation as the executors move it: `rows` rows
// of `n` elements, element i of row r at offset
// start + r * rowStride + i * stride, rows in order.
struct SideBlock {
  int64_t start, stride, rowStride, n, rows;
};

// The relation for one (source processor, destination processor) pair, kept
// in factored per-dimension form so that compact encodings can be produced
// without enumerating every tuple.
class Relation {
public:
  Relation() = default;
  uint64_t size() const;  // number of tuples
  bool empty() const { return size() == 0; }
  // In the relation's own order unless another is asked for.
  std::vector<Tuple> tuples() const { return tuples(order_); }
  std::vector<Tuple> tuples(Order order) const;
  Order order() const { return order_; }

  // One factor per destination dimension that still varies: the offset
  // contributions (s[i], d[i]) of its i-th index. A tuple is the base plus one
  // entry of every factor; factors are stored outermost first, each sorted so
  // that the odometer over them visits tuples in the relation's order when
  // `productOrdered()` (otherwise tuples() sorts).
  struct Factor {
    int dstDim = -1;
    std::vector<int64_t> s, d;
  };
  const std::vector<Factor> &factors() const;
  std::vector<Factor> *factorsForImpl() { return factors_.get(); }
  int64_t sBase() const { return sBase_; }
  int64_t dBase() const { return dBase_; }
  bool productOrdered() const { return productOrdered_; }
  bool emptyProduct() const { return emptyProduct_; }

  // Assembles a relation from factors (used by computeRelation and tests).
  static Relation fromFactors(std::vector<Factor> factors, int64_t sBase, int64_t dBase,
                              Order order, bool productOrdered, bool empty);

private:
  std::shared_ptr<std::vector<Factor>> factors_;
  int64_t sBase_ = 0, dBase_ = 0;
  Order order_ = Order::SourceFirst;
  bool productOrdered_ = true;
  bool emptyProduct_ = true; // default-constructed relations hold nothing
};

// All (s, d) such that destination index i of `region` is owned by `dstProc`
// in `dst` and its source index map(i) is owned by `srcProc` in `src`.
// Computed per dimension in closed form (block-cyclic ownership algebra).
Relation computeRelation(const Layout &src, const Layout &dst, const Region &region,
                         const IndexMap &map, int srcProc, int dstProc,
                         Order order = Order::SourceFirst);

// The same, except that destination indices may also lie in dstProc's halo:
// the ghost slots around its owned part of BLOCK and `*` dimensions (other
// distributions contribute owned indices only). This is the relation that
// fills a halo from the processors owning the cells, e.g. for `A@east`:
// src = dst = A's layout, map = the shift (with wrap for periodic
// boundaries), region = the indices read. Sources stay restricted to owned
// cells; indices outside the global bounds may be halo destinations. The
// pair (p, p) includes p's own interior, which callers skip.
Relation computeHaloRelation(const Layout &src, const Layout &dst, const Region &region,
                             const IndexMap &map, int srcProc, int dstProc,
                             Order order = Order::SourceFirst);

// The processors `proc` may share a nonempty relation with (either kind
// above): its destinations when `asSource`, else its sources; ascending.
// A superset of the peers (exact for BLOCK and `*` layouts without
// wrap-around), found per grid dimension in closed form, so a processor
// sets up its own pairs in O(peers) instead of trying all P processors.
std::vector<int> relationPeers(const Layout &src, const Layout &dst, const Region &region,
                               const IndexMap &map, int proc, bool asSource);

// The test oracle: the same tuples by visiting every index of the region.
std::vector<Tuple> enumerateRelation(const Layout &src, const Layout &dst,
                                     const Region &region, const IndexMap &map,
                                     int srcProc, int dstProc,
                                     Order order = Order::SourceFirst);
std::vector<Tuple> enumerateHaloRelation(const Layout &src, const Layout &dst,
                                         const Region &region, const IndexMap &map,
                                         int srcProc, int dstProc,
                                         Order order = Order::SourceFirst);

// -------------------------------------------------------------- encodings

enum class Encoding : uint8_t {
  AAPAIR, // the tuples themselves
  AABLK,  // runs (s, d, l)
  DMRLE,  // run-length encoded difference symbols (ds, dd, l)
  DMRLEC, // DMRLE with a 2^k symbol table and packed fixed-width keys
  NRLE,   // nested run-length loops over DMRLE symbols (beyond the paper)
};
const char *encodingName(Encoding e);

// Serialized form: self-describing bytes (a header naming the encoding and the
// tuple count, then the payload), 8-byte aligned, executable in place, and
// suitable for embedding in generated C++ as a `static const uint64_t[]`.
std::vector<uint64_t> encode(const Relation &r, Encoding e);
std::vector<uint64_t> encodeTuples(const std::vector<Tuple> &t, Encoding e);
// C++ source for embedding an encoded relation in generated code:
// `static const uint64_t <name>[] = {0x...ull, ...};` (8 words a line).
std::string cppArrayInitializer(const std::vector<uint64_t> &words, const std::string &name);

// Picks the encoding by size and decode speed: the speed is predicted from a
// dry run of each candidate's executor (which counts symbols decoded and
// kernel calls) weighted by per-operation costs measured by the executor
// benchmark. Deterministic, so the compiler can call it.
Encoding chooseEncoding(const Relation &r);
// encode(r, chooseEncoding(r)), building each candidate encoding only once.
std::vector<uint64_t> encodeChosen(const Relation &r);
// The same choice by timing each candidate's gather and scatter (median of
// `runs`) on scratch memory of this machine: for a run-time inspector.
Encoding chooseEncodingTimed(const Relation &r, size_t elemSize = 8, int runs = 5);

// A non-owning view of a serialized relation, with its executors. Buffer
// element k always holds the k-th tuple in the relation's order, so a buffer
// gathered on one side scatters correctly on the other; the order in which
// memory is touched is the executor's choice (it may walk a transpose in
// tiles), so the source and destination of `copy` must not overlap unless
// every tuple maps an element onto itself. The executors are const and
// keep no state: views may be used from several threads at once.
class EncodedView {
public:
  EncodedView() = default;
  // Checks the header and the payload's sizes (throws std::invalid_argument);
  // the payload's contents are trusted.
  EncodedView(const uint64_t *words, size_t wordCount);
  explicit EncodedView(const std::vector<uint64_t> &w) : EncodedView(w.data(), w.size()) {}
  EncodedView(std::vector<uint64_t> &&) = delete; // would dangle
  Encoding encoding() const;
  uint64_t count() const;     // number of tuples
  size_t byteSize() const;    // serialized size
  Order order() const;        // the order the executors visit tuples in
  // 1 + the largest source / destination offset (saturated at 2^32 - 1): the
  // elements a buffer passed to the executors must hold.
  uint64_t sourceExtent() const;
  uint64_t destinationExtent() const;
  std::vector<Tuple> decode() const;
  // An upper bound on the distinct `lineBytes`-byte lines that the source
  // (or the destination) side touches, read off the encoding's runs and
  // blocks, never element by element (except for AAPAIR, which has none):
  // what a shared-memory binding weighs to choose a chained or a packed copy.
  uint64_t linesTouched(bool source, size_t elemSize,
                        size_t lineBytes = 64) const;
  // The first offset if that side's offsets are consecutive in the
  // relation's order (a transfer can then send or receive in place), else
  // -1; from the runs too.
  int64_t contiguousStart(bool source) const;
  // That side's blocks in the relation's order (what an MPI binding can
  // describe as a derived datatype), or nothing when there are more than
  // `maxBlocks`; from the runs too.
  std::vector<SideBlock> sideBlocks(bool source, size_t maxBlocks) const;
  // The rows a gather (or, with `scatter`, a scatter) hands to its kernels,
  // each a call with its own start-up: the per-row term of the shared-memory
  // bindings' copy-transfer model (a strided run is one row; blocks of L
  // elements are one row each). Counted by a dry run, as chooseEncoding does.
  uint64_t kernelRows(bool scatter) const;

  void gather(const void *src, void *buf, size_t elemSize) const;
  void scatter(const void *buf, void *dst, size_t elemSize) const;
  void copy(const void *src, void *dst, size_t elemSize) const;

private:
  const uint64_t *words_ = nullptr;
  size_t wordCount_ = 0;
};

} // namespace zpl::rel
