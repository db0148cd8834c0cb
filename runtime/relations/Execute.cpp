// Executors: they read an encoded relation in place and move elements.
//
// The DMRLE family (DMRLE, DMRLEC, NRLE) shares one decoder state machine,
// and symbols are not executed one by one:
//  - consecutive symbols whose steps agree on the side that matters (the
//    source for gather, the destination for scatter, both for copy) fuse into
//    one run: a row that DMRLE splits into a jump and a unit-stride run is one
//    copy, and a strided gather across rows is one strided loop;
//  - runs of one shape at a constant distance fuse into a block (rows x
//    run), which a kernel moves row by row, or in tiles when one side is a
//    transpose;
//  - a stretch of the symbol stream that repeats (a LOOP of NRLE, repeated
//    key words of DMRLEC) is decoded once or twice and then skipped in one
//    step when it only adds rows to the open block.
// So the decoding costs a few symbols per block, and the time goes into the
// kernels: memcpy for unit strides, loops with compile-time strides for the
// small ones, unrolled loops otherwise, specialised for 4, 8 and 16-byte
// elements.
//
// The kernels live in Kernels.h, the decoder and its parsing of the header in
// Decoder.h; this file runs them over a relation (and is built with -O3).
#include "runtime/relations/Decoder.h"
#include "runtime/relations/Relations.h"

#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace zpl::rel {

namespace {

template <int OP, size_t ES>
void execute(const Parsed &p, const void *in, void *out, size_t es) {
  const size_t E = ES ? ES : es;
  const char *a = static_cast<const char *>(in);
  char *b = static_cast<char *>(out);
  switch (p.enc) {
  case Encoding::AAPAIR: {
    // The index array is the baseline: one tuple, one element.
    const int64_t *t = reinterpret_cast<const int64_t *>(p.body);
    for (uint64_t i = 0; i < p.count; ++i, t += 2) {
      if (OP == Gather)
        std::memcpy(b + i * E, a + t[0] * static_cast<int64_t>(E), E);
      else if (OP == Scatter)
        std::memcpy(b + t[1] * static_cast<int64_t>(E), a + i * E, E);
      else
        std::memmove(b + t[1] * static_cast<int64_t>(E),
                     a + t[0] * static_cast<int64_t>(E), E);
    }
    return;
  }
  case Encoding::AABLK: {
    uint64_t n = p.body[0];
    const int64_t *r = reinterpret_cast<const int64_t *>(p.body + 1);
    size_t k = 0;
    for (uint64_t i = 0; i < n; ++i, r += 3) {
      size_t bytes = static_cast<size_t>(r[2]) * E;
      if (OP == Gather)
        std::memcpy(b + k, a + r[0] * static_cast<int64_t>(E), bytes);
      else if (OP == Scatter)
        std::memcpy(b + r[1] * static_cast<int64_t>(E), a + k, bytes);
      else
        std::memmove(b + r[1] * static_cast<int64_t>(E),
                     a + r[0] * static_cast<int64_t>(E), bytes);
      k += bytes;
    }
    return;
  }
  default: {
    Runner<OP, ES> run(in, out, es);
    visitSymbols(p, run);
    run.flush();
    return;
  }
  }
}

template <int OP>
void dispatch(const Parsed &p, const void *in, void *out, size_t es) {
  if (p.count == 0)
    return;
  if (es == 0)
    throw std::invalid_argument("relations: element size must be positive");
  switch (es) {
  case 4:
    return execute<OP, 4>(p, in, out, es);
  case 8:
    return execute<OP, 8>(p, in, out, es);
  case 16:
    return execute<OP, 16>(p, in, out, es);
  default:
    return execute<OP, 0>(p, in, out, es);
  }
}

} // namespace

void EncodedView::gather(const void *src, void *buf, size_t elemSize) const {
  if (words_)
    dispatch<Gather>(parse(words_, wordCount_), src, buf, elemSize);
}

void EncodedView::scatter(const void *buf, void *dst, size_t elemSize) const {
  if (words_)
    dispatch<Scatter>(parse(words_, wordCount_), buf, dst, elemSize);
}

void EncodedView::copy(const void *src, void *dst, size_t elemSize) const {
  if (words_)
    dispatch<Copy>(parse(words_, wordCount_), src, dst, elemSize);
}

} // namespace zpl::rel
