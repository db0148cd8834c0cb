// The decoder the DMRLE-family executors share (Execute.cpp), and their dry
// runs that measure a relation without moving anything (View.cpp): parsing
// an encoded relation's header, walking its symbol stream (with periodic
// stretches skipped), fusing symbols into runs and runs into blocks, and
// counting the cache lines a side touches. Internal to the relations
// library; Execute.cpp's header comment tells how the pieces fit.
#pragma once

#include "runtime/relations/Internal.h"
#include "runtime/relations/Kernels.h"
#include "runtime/relations/Relations.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <stdexcept>

namespace zpl::rel {

enum Op { Gather, Scatter, Copy };

// Distinct cache lines of one side of a relation, bounded from above block by
// block, so that the cost does not grow with the elements: a block touches at
// most its rows' own lines, its columns' own lines (a transpose walks columns
// whose lines the next column shares) and the lines of its span, and the
// whole relation at most the lines of its overall span.
struct LineCount {
  int64_t es = 8, line = 64;
  uint64_t sum = 0;
  int64_t lo = INT64_MAX, hi = INT64_MIN; // element offsets reached
  int64_t lastLine = INT64_MIN; // line of the previous block's last byte
  // Whether the offsets so far are consecutive, in relation order, from
  // `first` up to `next`.
  bool contiguous = true;
  int64_t first = -1, next = 0;
  // When set, the blocks themselves, up to `keepMax` of them (sideBlocks).
  std::vector<SideBlock> *keep = nullptr;
  size_t keepMax = 0;
  uint64_t spanLines(int64_t a, int64_t b) const { // elements a..b
    return static_cast<uint64_t>(floorDiv(b * es + es - 1, line) -
                                 floorDiv(a * es, line) + 1);
  }
  // Lines of `count` lines of n elements at stride st, line k starting at
  // start + k * gap: each line's own lines, times `count`.
  uint64_t lineSet(int64_t start, int64_t st, int64_t n, int64_t gap,
                   int64_t count) const {
    int64_t lo = std::min<int64_t>(0, (n - 1) * st),
            hi = std::max<int64_t>(0, (n - 1) * st);
    uint64_t one;
    if (std::llabs(st) * es >= line) {
      // Elements that divide a line never straddle one (offsets are
      // multiples of the element size).
      uint64_t perElem = static_cast<uint64_t>(
          line % es == 0 ? 1
          : es % line == 0 ? es / line
                           : (es - 1) / line + 2);
      one = static_cast<uint64_t>(n) * perElem;
    } else {
      // A line's count depends on its alignment, which repeats with a period
      // of at most line / gcd(gap bytes, line) lines: sum one period.
      int64_t g = std::gcd(floorMod(gap * es, line), line);
      int64_t period = std::min<int64_t>(count, line / (g ? g : line));
      uint64_t per = 0, part = 0;
      int64_t rest = count % period;
      for (int64_t k = 0; k < period; ++k) {
        uint64_t l = spanLines(start + k * gap + lo, start + k * gap + hi);
        per += l;
        if (k < rest)
          part += l;
      }
      return static_cast<uint64_t>(count / period) * per + part;
    }
    return static_cast<uint64_t>(count) * one;
  }
  // rows x n elements at start + r * ro + i * st: counted by rows, or by
  // columns (a transpose's rows are far apart inside, close to each other).
  void block(int64_t start, int64_t st, int64_t ro, int64_t n, int64_t rows) {
    if (n <= 0 || rows <= 0)
      return;
    if (keep && keep->size() < keepMax)
      keep->push_back({start, st, ro, n, rows});
    bool dense = (n == 1 || st == 1) && (rows == 1 || ro == n);
    contiguous = contiguous && dense && (first < 0 || start == next);
    if (first < 0)
      first = start;
    next = start + n * rows;
    int64_t rowLo = std::min<int64_t>(0, (n - 1) * st),
            rowHi = std::max<int64_t>(0, (n - 1) * st);
    int64_t a = start + rowLo + std::min<int64_t>(0, (rows - 1) * ro),
            b = start + rowHi + std::max<int64_t>(0, (rows - 1) * ro);
    uint64_t lines = std::min({lineSet(start, st, n, ro, rows),
                               lineSet(start, ro, rows, st, n),
                               spanLines(a, b)});
    // Consecutive blocks often meet inside a line (a strided run split into
    // single elements): the line holding this block's first byte and the
    // previous block's last byte is counted once.
    if (lines > 0 && floorDiv(a * es, line) == lastLine)
      --lines;
    sum += lines;
    lastLine = floorDiv(b * es + es - 1, line);
    lo = std::min(lo, a);
    hi = std::max(hi, b);
  }
  uint64_t total() const {
    return lo > hi ? 0 : std::min(sum, spanLines(lo, hi));
  }
};

// Decoder state shared by the DMRLE family. Symbols feed a pending run
// (consecutive symbols with the same step on the sides that matter); finished
// runs feed a pending block (runs of one shape starting at a constant
// distance from each other); only a finished block reaches a kernel.
template <int OP, size_t ES, bool Dry = false> struct Runner {
  const char *in;
  char *out;
  size_t es;
  int64_t s = 0, d = 0; // offsets of the last tuple visited
  int64_t k = 0;        // buffer position (gather, scatter)
  int64_t ps = 0, pd = 0, pss = 0, psd = 0, pn = 0; // pending run
  // pending block: first run start, run shape, distance between runs
  int64_t bs = 0, bd = 0, bss = 0, bsd = 0, bn = 0, bos = 0, bod = 0, rows = 0,
          bk = 0;

  Runner(const void *i, void *o, size_t e)
      : in(static_cast<const char *>(i)), out(static_cast<char *>(o)),
        es(ES ? ES : e) {}

  static constexpr bool useS = OP != Scatter;
  static constexpr bool useD = OP != Gather;

  // A dry run only counts what a real one would do (chooseEncoding's model),
  // and the lines its side of each block touches (see linesTouched).
  uint64_t symbols = 0, blocks = 0, rowsMoved = 0;
  LineCount lines;

  inline void sym(int64_t ds, int64_t dd, int64_t l) {
    if constexpr (Dry)
      ++symbols;
    if (pn != 0 && (!useS || ds == pss) && (!useD || dd == psd)) {
      pn += l;
    } else if (pn == 1) {
      // A lone element continues with any stride.
      pss = ds;
      psd = dd;
      pn += l;
    } else {
      endRun();
      ps = s + ds;
      pd = d + dd;
      pss = ds;
      psd = dd;
      pn = l;
    }
    s += ds * l;
    d += dd * l;
  }

  inline void endRun() {
    if (pn == 0)
      return;
    if (pn == 1)
      pss = psd = 0; // a lone element has no stride of its own
    if (rows > 0 && pn == bn && (!useS || pss == bss) &&
        (!useD || psd == bsd)) {
      if (rows == 1) {
        bos = ps - bs;
        bod = pd - bd;
        ++rows;
        pn = 0;
        return;
      }
      if ((!useS || ps == bs + rows * bos) &&
          (!useD || pd == bd + rows * bod)) {
        ++rows;
        pn = 0;
        return;
      }
    }
    endBlock();
    bs = ps;
    bd = pd;
    bss = pss;
    bsd = psd;
    bn = pn;
    bk = k;
    rows = 1;
    pn = 0;
  }

  inline void endBlock() {
    if (rows == 0)
      return;
    const int64_t E = static_cast<int64_t>(es);
    if constexpr (Dry) {
      ++blocks;
      rowsMoved += static_cast<uint64_t>(rows);
      if (OP == Gather)
        lines.block(bs, bss, bos, bn, rows);
      else
        lines.block(bd, bsd, bod, bn, rows);
    } else if (OP == Gather)
      moveBlock<ES>(in + bs * E, bss, bos, out + bk * E, 1, bn, bn, rows, es,
                    false);
    else if (OP == Scatter)
      moveBlock<ES>(in + bk * E, 1, bn, out + bd * E, bsd, bod, bn, rows, es,
                    false);
    else
      moveBlock<ES>(in + bs * E, bss, bos, out + bd * E, bsd, bod, bn, rows, es,
                    true);
    k = bk + bn * rows;
    rows = 0;
  }

  inline void flush() {
    endRun();
    endBlock();
  }

  // Fast-forwarding periodic symbol streams. Symbols are relative steps, so
  // the decoder's behaviour depends only on its state relative to the current
  // position. If one period of the stream moved the state by a pure
  // translation that only lengthened the open run, or only added rows to the
  // open block, every further period does exactly the same: apply `reps` of
  // them at once instead of decoding them.
  static constexpr bool kCanSkip = true;
  struct Snap {
    int64_t s, d, ps, pd, pss, psd, pn, bs, bd, bss, bsd, bn, bos, bod, rows,
        bk;
  };
  Snap snap() const {
    return {s,  d,   ps,  pd, pss, psd, pn,   bs,
            bd, bss, bsd, bn, bos, bod, rows, bk};
  }

  bool fastForward(const Snap &a, uint64_t reps) {
    if (reps == 0)
      return true;
    const int64_t dS = s - a.s, dD = d - a.d, r = static_cast<int64_t>(reps);
    if (pn != a.pn || pss != a.pss || psd != a.psd)
      return false;
    if (rows != a.rows || bs != a.bs || bd != a.bd || bss != a.bss ||
        bsd != a.bsd || bn != a.bn || bos != a.bos || bod != a.bod ||
        bk != a.bk) {
      // Rows added to the open block; the pending run moved along with them.
      int64_t m = rows - a.rows;
      if (a.rows < 2 || m < 1 || bs != a.bs || bd != a.bd || bss != a.bss ||
          bsd != a.bsd || bn != a.bn || bos != a.bos || bod != a.bod ||
          bk != a.bk)
        return false;
      if (ps - a.ps != dS || pd - a.pd != dD)
        return false;
      if ((useS && dS != m * bos) || (useD && dD != m * bod))
        return false;
      rows += r * m;
      ps += r * dS;
      pd += r * dD;
      s += r * dS;
      d += r * dD;
      return true;
    }
    return false;
  }

  // The same for a period that only lengthened the pending run.
  bool fastForwardRun(const Snap &a, uint64_t reps) {
    if (reps == 0)
      return true;
    const int64_t dS = s - a.s, dD = d - a.d, r = static_cast<int64_t>(reps);
    int64_t m = pn - a.pn;
    if (a.pn < 2 || m < 1 || ps != a.ps || pd != a.pd || pss != a.pss ||
        psd != a.psd || rows != a.rows || bs != a.bs || bd != a.bd ||
        bn != a.bn || bk != a.bk)
      return false;
    if ((useS && dS != m * pss) || (useD && dD != m * psd))
      return false;
    pn += r * m;
    s += r * dS;
    d += r * dD;
    return true;
  }

  bool skip(const Snap &a, uint64_t reps) {
    return fastForward(a, reps) || fastForwardRun(a, reps);
  }
};

// Parsed pieces of a serialized relation.
struct Parsed {
  Encoding enc;
  uint64_t count;
  const uint64_t *body; // first word after the header
  size_t bodyWords;
};

inline Parsed parse(const uint64_t *w, size_t n) {
  if (!w || n < kHeaderWords)
    throw std::invalid_argument(
        "relations: encoded relation shorter than its header");
  if ((w[0] >> 48) != kMagic || ((w[0] >> 40) & 0xff) != kVersion)
    throw std::invalid_argument(
        "relations: not an encoded relation (bad magic or version)");
  uint64_t e = (w[0] >> 32) & 0xff;
  if (e > static_cast<uint64_t>(Encoding::NRLE))
    throw std::invalid_argument("relations: unknown encoding in header");
  uint64_t words = w[0] & 0xffffffffu;
  if (words < kHeaderWords || words > n)
    throw std::invalid_argument("relations: encoded relation is truncated");
  Parsed p{static_cast<Encoding>(e), w[1], w + kHeaderWords,
           static_cast<size_t>(words - kHeaderWords)};
  auto need = [&](uint64_t k) {
    if (k > p.bodyWords)
      throw std::invalid_argument("relations: encoded relation is truncated");
  };
  switch (p.enc) {
  case Encoding::AAPAIR:
    need(2 * p.count);
    break;
  case Encoding::AABLK:
  case Encoding::DMRLE:
    need(1);
    if (p.body[0] > p.bodyWords / 3)
      throw std::invalid_argument("relations: encoded relation is truncated");
    need(1 + 3 * p.body[0]);
    break;
  case Encoding::DMRLEC: {
    need(2);
    uint64_t entries = p.body[0] & 0xffffffffu, bits = p.body[0] >> 32,
             keys = p.body[1];
    if (bits == 0 || bits > 32 || (bits & (bits - 1)) != 0)
      throw std::invalid_argument("relations: bad DMRLEC key width");
    if (entries > p.bodyWords / 3 || keys / (64 / bits) > p.bodyWords)
      throw std::invalid_argument("relations: encoded relation is truncated");
    need(2 + 3 * entries + (keys + 64 / bits - 1) / (64 / bits));
    break;
  }
  case Encoding::NRLE: {
    need(2);
    uint64_t entries = p.body[0], prog = p.body[1];
    if (entries > p.bodyWords / 3 || prog > p.bodyWords)
      throw std::invalid_argument("relations: encoded relation is truncated");
    need(2 + 3 * entries + prog);
    break;
  }
  }
  return p;
}

template <class F>
void runNrle(const uint64_t *pc, const uint64_t *end, const int64_t *table,
             F &f) {
  while (pc < end) {
    uint64_t w = *pc++;
    if ((w & 3) == 0) {
      const int64_t *y = table + 3 * (w >> 2);
      f.sym(y[0], y[1], y[2]);
    } else {
      uint64_t count = w >> 32;
      const uint64_t *bodyEnd = pc + ((w >> 2) & 0x3fffffffu);
      if constexpr (F::kCanSkip) {
        // Two iterations settle the decoder into its periodic regime; from
        // the third on, one iteration shows whether the rest can be skipped.
        for (uint64_t c = 0; c < count; ++c) {
          auto before = f.snap();
          runNrle(pc, bodyEnd, table, f);
          if (c >= 1 && c + 1 < count && f.skip(before, count - 1 - c))
            break;
        }
      } else {
        for (uint64_t c = 0; c < count; ++c)
          runNrle(pc, bodyEnd, table, f);
      }
      pc = bodyEnd;
    }
  }
}

// Calls f.sym(ds, dd, l) for every DMRLE symbol of a DMRLE-family relation.
template <class F> void visitSymbols(const Parsed &p, F &f) {
  const uint64_t *b = p.body;
  switch (p.enc) {
  case Encoding::DMRLE: {
    uint64_t n = b[0];
    const int64_t *y = reinterpret_cast<const int64_t *>(b + 1);
    for (uint64_t i = 0; i < n; ++i, y += 3)
      f.sym(y[0], y[1], y[2]);
    break;
  }
  case Encoding::DMRLEC: {
    uint64_t entries = b[0] & 0xffffffffu;
    const unsigned bits = static_cast<unsigned>(b[0] >> 32);
    uint64_t keys = b[1];
    const int64_t *table = reinterpret_cast<const int64_t *>(b + 2);
    const uint64_t *kw = b + 2 + 3 * entries;
    const unsigned perWord = 64 / bits;
    const uint64_t mask = bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
    uint64_t fullWords = keys / perWord, rest = keys % perWord;
    auto decodeWord = [&](uint64_t word) {
      for (unsigned j = 0; j < perWord; ++j, word >>= (bits & 63)) {
        const int64_t *y = table + 3 * (word & mask);
        f.sym(y[0], y[1], y[2]);
      }
    };
    // The end of a stretch the visitor could not skip: its words are decoded
    // one by one rather than searched again from every word inside it (that
    // search made a long unskippable stretch cost its length squared).
    uint64_t plainUntil = 0;
    for (uint64_t i = 0; i < fullWords;) {
      if constexpr (F::kCanSkip) if (i >= plainUntil) {
        // Words repeating the two periods before them (a period of 1 to 4
        // words: the key stream's period times the key width need not
        // divide 64) are one period of the relation; a stretch of such
        // periods can often be skipped as a whole.
        bool skipped = false;
        for (uint64_t P = 1; P <= 4 && !skipped; ++P) {
          if (i < 2 * P || i + P > fullWords)
            break;
          bool rep = true;
          for (uint64_t t = 0; t < P && rep; ++t)
            rep = kw[i + t] == kw[i + t - P] && kw[i + t] == kw[i + t - 2 * P];
          if (!rep)
            continue;
          uint64_t j = i + P; // end of the stretch of whole repeated periods
          while (j + P <= fullWords && std::equal(kw + j, kw + j + P, kw + i))
            j += P;
          auto before = f.snap();
          for (uint64_t t = 0; t < P; ++t)
            decodeWord(kw[i + t]);
          if (j > i + P && f.skip(before, (j - i) / P - 1)) {
            i = j;
          } else {
            plainUntil = j;
            i += P;
          }
          skipped = true;
        }
        if (skipped)
          continue;
      }
      decodeWord(kw[i]);
      ++i;
    }
    uint64_t word = rest ? kw[fullWords] : 0;
    for (uint64_t j = 0; j < rest; ++j, word >>= bits) {
      const int64_t *y = table + 3 * (word & mask);
      f.sym(y[0], y[1], y[2]);
    }
    break;
  }
  case Encoding::NRLE: {
    uint64_t entries = b[0], prog = b[1];
    const int64_t *table = reinterpret_cast<const int64_t *>(b + 2);
    const uint64_t *pc = b + 2 + 3 * entries;
    runNrle(pc, pc + prog, table, f);
    break;
  }
  default:
    break;
  }
}

} // namespace zpl::rel
