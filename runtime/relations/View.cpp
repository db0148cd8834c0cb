// An encoded relation read without moving elements: EncodedView's header
// fields, its tuples (decode), and the dry runs of the executors' decoder
// (Decoder.h) that measure it: the decoding work chooseEncoding's cost
// model weighs, and the cache lines one side touches (linesTouched), which
// the bindings' copy model reads.
#include "runtime/relations/Decoder.h"
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"

#include <cstdint>
#include <vector>

namespace zpl::rel {

DecodeWork measureDecodeWork(const uint64_t *words, size_t wordCount,
                             bool scatter) {
  Parsed p = parse(words, wordCount);
  DecodeWork w;
  if (p.enc == Encoding::AAPAIR) {
    w.symbols = p.count;
    w.blocks = p.count;
    w.rows = p.count;
  } else if (p.enc == Encoding::AABLK) {
    w.symbols = p.body[0];
    w.blocks = p.body[0];
    w.rows = p.body[0];
  } else if (scatter) {
    Runner<Scatter, 8, true> r(nullptr, nullptr, 8);
    visitSymbols(p, r);
    r.flush();
    w = {r.symbols, r.blocks, r.rowsMoved};
  } else {
    Runner<Gather, 8, true> r(nullptr, nullptr, 8);
    visitSymbols(p, r);
    r.flush();
    w = {r.symbols, r.blocks, r.rowsMoved};
  }
  return w;
}

namespace {
// One side of a relation, block by block (see LineCount).
LineCount sideShape(const Parsed &p, bool source, size_t elemSize,
                    size_t lineBytes, std::vector<SideBlock> *keep = nullptr,
                    size_t keepMax = 0) {
  LineCount c;
  c.es = static_cast<int64_t>(elemSize ? elemSize : 1);
  c.line = static_cast<int64_t>(lineBytes ? lineBytes : 64);
  c.keep = keep;
  c.keepMax = keepMax;
  // Every encoding goes through the decoder's own grouping of runs into
  // blocks: AABLK runs and AAPAIR tuples enter as DMRLE symbols.
  auto count = [&](auto &r) {
    r.lines = c;
    if (p.enc == Encoding::AAPAIR) {
      const int64_t *t = reinterpret_cast<const int64_t *>(p.body);
      for (uint64_t i = 0; i < p.count; ++i)
        r.sym(t[2 * i] - r.s, t[2 * i + 1] - r.d, 1);
    } else if (p.enc == Encoding::AABLK) {
      const int64_t *t = reinterpret_cast<const int64_t *>(p.body + 1);
      for (uint64_t i = 0; i < p.body[0]; ++i, t += 3) {
        r.sym(t[0] - r.s, t[1] - r.d, 1);
        if (t[2] > 1)
          r.sym(1, 1, t[2] - 1);
      }
    } else {
      visitSymbols(p, r);
    }
    r.flush();
    c = r.lines;
  };
  if (source) {
    Runner<Gather, 0, true> r(nullptr, nullptr, elemSize);
    count(r);
  } else {
    Runner<Scatter, 0, true> r(nullptr, nullptr, elemSize);
    count(r);
  }
  return c;
}

struct Collector {
  static constexpr bool kCanSkip = false;
  struct Snap {};
  Snap snap() const { return {}; }
  bool skip(const Snap &, uint64_t) { return false; }
  std::vector<Tuple> *out;
  int64_t s = 0, d = 0;
  void sym(int64_t ds, int64_t dd, int64_t l) {
    for (int64_t i = 0; i < l; ++i) {
      s += ds;
      d += dd;
      out->push_back({s, d});
    }
  }
};
} // namespace

uint64_t EncodedView::linesTouched(bool source, size_t elemSize,
                                   size_t lineBytes) const {
  if (!words_ || count() == 0)
    return 0;
  return sideShape(parse(words_, wordCount_), source, elemSize, lineBytes)
      .total();
}

int64_t EncodedView::contiguousStart(bool source) const {
  if (!words_ || count() == 0)
    return -1;
  LineCount c = sideShape(parse(words_, wordCount_), source, 8, 64);
  return c.contiguous ? c.first : -1;
}

std::vector<SideBlock> EncodedView::sideBlocks(bool source,
                                               size_t maxBlocks) const {
  std::vector<SideBlock> out;
  if (!words_ || count() == 0)
    return out;
  // One more than asked for tells that there were too many.
  sideShape(parse(words_, wordCount_), source, 8, 64, &out, maxBlocks + 1);
  if (out.size() > maxBlocks)
    out.clear();
  return out;
}

EncodedView::EncodedView(const uint64_t *words, size_t wordCount)
    : words_(words), wordCount_(wordCount) {
  Parsed p = parse(words, wordCount);
  wordCount_ = kHeaderWords + p.bodyWords;
}

Encoding EncodedView::encoding() const {
  return words_ ? static_cast<Encoding>((words_[0] >> 32) & 0xff)
                : Encoding::AAPAIR;
}

uint64_t EncodedView::count() const { return words_ ? words_[1] : 0; }

size_t EncodedView::byteSize() const { return wordCount_ * sizeof(uint64_t); }

Order EncodedView::order() const {
  return words_ && (words_[2] & 1) ? Order::DestinationFirst
                                   : Order::SourceFirst;
}

uint64_t EncodedView::sourceExtent() const {
  return words_ ? (words_[3] & 0xffffffffu) : 0;
}

uint64_t EncodedView::destinationExtent() const {
  return words_ ? (words_[3] >> 32) : 0;
}

std::vector<Tuple> EncodedView::decode() const {
  std::vector<Tuple> out;
  if (!words_)
    return out;
  Parsed p = parse(words_, wordCount_);
  out.reserve(p.count);
  if (p.enc == Encoding::AAPAIR) {
    const int64_t *t = reinterpret_cast<const int64_t *>(p.body);
    for (uint64_t i = 0; i < p.count; ++i)
      out.push_back({t[2 * i], t[2 * i + 1]});
  } else if (p.enc == Encoding::AABLK) {
    const int64_t *r = reinterpret_cast<const int64_t *>(p.body + 1);
    for (uint64_t i = 0; i < p.body[0]; ++i, r += 3)
      for (int64_t j = 0; j < r[2]; ++j)
        out.push_back({r[0] + j, r[1] + j});
  } else {
    Collector c{&out};
    visitSymbols(p, c);
  }
  return out;
}

} // namespace zpl::rel
