// Implementation details shared by the relations library's source files and
// its white-box tests; not part of the contract.
#pragma once

#include "runtime/relations/Relations.h"

#include <cstdint>
#include <vector>

namespace zpl::rel {

int64_t floorDiv(int64_t a, int64_t b);
int64_t floorMod(int64_t a, int64_t b);

// One dimension's distribution reduced to block-cyclic form: `*` is a single
// block on one processor, BLOCK is cyclic(ceil(N/P)).
struct DimShape {
  int64_t lo = 0, n = 0, k = 1;
  int procs = 1;
  int64_t count(int c) const;              // owned indices of coordinate c
  int64_t owner(int64_t g) const;          // -1 outside the bounds
  int64_t slot(int64_t g) const;           // slot of g at its owner
  int64_t slotFor(int c, int64_t g) const; // slot at c, halo indices included
};
DimShape dimShape(const Layout &l, int dim);

// ------------------------------------------------------------ serialization
//
// Every encoding starts with the same four words:
//   w0: magic (16 bits) | version (8) | encoding (8) | word count (32)
//   w1: tuple count
//   w2: flags (bit 0: destination-first order)
//   w3: 1 + the largest source offset (low 32 bits) and 1 + the largest
//       destination offset (high 32 bits), saturated; lets a runtime check
//       that buffers are large enough before running the executor.
// Payloads (all fields 64-bit words; offsets in elements, steps signed):
//   AAPAIR  count x (s, d)
//   AABLK   blocks, then blocks x (s, d, l): s..s+l-1 -> d..d+l-1
//   DMRLE   symbols, then symbols x (ds, dd, l), starting from (0, 0)
//   DMRLEC  used table entries | key width << 32, key count, the used
//           entries (ds, dd, l) in order of first appearance (the 2^width
//           table's unused tail is not stored), then the keys, 64/width a
//           word, first key in the low bits
//   NRLE    table entries, program words, the table, then the program:
//           SYM = index << 2; LOOP = count << 32 | body words << 2 | 1,
//           followed by its body
constexpr uint64_t kMagic = 0x5a52;
constexpr uint64_t kVersion = 1;
constexpr size_t kHeaderWords = 4;

struct Symbol {
  int64_t ds, dd, l;
  bool operator==(const Symbol &o) const {
    return ds == o.ds && dd == o.dd && l == o.l;
  }
};

// DMRLE symbols of an ordered tuple sequence.
std::vector<Symbol> symbolsOfTuples(const std::vector<Tuple> &t);
// The same symbols computed from a relation's factors, per row of the
// innermost factor instead of per tuple.
std::vector<Symbol> symbolsOfRelation(const Relation &r);

// What an executor does for an encoded relation, counted by a dry run that
// moves nothing: symbols decoded (after fast-forwarding periodic stretches),
// blocks handed to kernels, and rows within them.
struct DecodeWork {
  uint64_t symbols = 0, blocks = 0, rows = 0;
};
DecodeWork measureDecodeWork(const uint64_t *words, size_t wordCount,
                             bool scatter);
// The cost model behind chooseEncoding: estimated executor overhead beyond
// moving the elements, averaged over gather and scatter.
double estimateDecodeNanos(const std::vector<uint64_t> &encoded);

} // namespace zpl::rel
