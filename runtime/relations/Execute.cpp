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
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <cstring>
#include <stdexcept>

namespace zpl::rel {

namespace {

enum Op { Gather, Scatter, Copy };

template <size_t ES> inline void moveOne(char *b, const char *a, size_t es) {
  std::memcpy(b, a, ES ? ES : es);
}

// Contiguous copies. Rows shorter than two cache lines are moved inline:
// there a call to memcpy costs as much as the copy. From 128 bytes on,
// glibc's memcpy (vector code chosen for the CPU at run time) beat both an
// inline loop of 16-byte moves and `rep movsb` on the development machine.
inline void copyBytes(char *b, const char *a, size_t bytes, bool mayOverlap) {
  if (mayOverlap) {
    std::memmove(b, a, bytes);
    return;
  }
  if (bytes >= 128) {
    std::memcpy(b, a, bytes);
    return;
  }
  size_t i = 0;
  for (; i + 64 <= bytes; i += 64)
    std::memcpy(b + i, a + i, 64);
  for (; i + 8 <= bytes; i += 8)
    std::memcpy(b + i, a + i, 8);
  for (; i < bytes; ++i)
    b[i] = a[i];
}

// Strides known at compile time, four independent moves an iteration: the
// loads of an iteration are in flight together, which is what keeps a
// strided gather going when memory is busy (measured: 1.6x a plain loop
// with other processes competing for memory, equal when idle).
template <size_t ES, int S>
inline void gatherFixed(const char *a, char *b, int64_t n) {
  constexpr int64_t E = static_cast<int64_t>(ES);
  int64_t i = 0;
  for (; i + 4 <= n; i += 4, a += 4 * S * E, b += 4 * E) {
    std::memcpy(b, a, ES);
    std::memcpy(b + E, a + S * E, ES);
    std::memcpy(b + 2 * E, a + 2 * S * E, ES);
    std::memcpy(b + 3 * E, a + 3 * S * E, ES);
  }
  for (; i < n; ++i, a += S * E, b += E)
    std::memcpy(b, a, ES);
}
template <size_t ES, int S>
inline void scatterFixed(const char *a, char *b, int64_t n) {
  constexpr int64_t E = static_cast<int64_t>(ES);
  int64_t i = 0;
  for (; i + 4 <= n; i += 4, a += 4 * E, b += 4 * S * E) {
    std::memcpy(b, a, ES);
    std::memcpy(b + S * E, a + E, ES);
    std::memcpy(b + 2 * S * E, a + 2 * E, ES);
    std::memcpy(b + 3 * S * E, a + 3 * E, ES);
  }
  for (; i < n; ++i, a += E, b += S * E)
    std::memcpy(b, a, ES);
}

// Moves n elements from a (stride sa) to b (stride sb); strides in elements.
template <size_t ES>
inline void moveRun(const char *a, int64_t sa, char *b, int64_t sb, int64_t n,
                    size_t es, bool mayOverlap) {
  const int64_t E = static_cast<int64_t>(ES ? ES : es);
  if (sa == 1 && sb == 1) {
    copyBytes(b, a, static_cast<size_t>(n * E), mayOverlap);
    return;
  }
  if constexpr (ES != 0) {
    if (sb == 1) {
      switch (sa) {
      case 2:
        return gatherFixed<ES, 2>(a, b, n);
      case 3:
        return gatherFixed<ES, 3>(a, b, n);
      case 4:
        return gatherFixed<ES, 4>(a, b, n);
      case 8:
        return gatherFixed<ES, 8>(a, b, n);
      default:
        break;
      }
    } else if (sa == 1) {
      switch (sb) {
      case 2:
        return scatterFixed<ES, 2>(a, b, n);
      case 3:
        return scatterFixed<ES, 3>(a, b, n);
      case 4:
        return scatterFixed<ES, 4>(a, b, n);
      case 8:
        return scatterFixed<ES, 8>(a, b, n);
      default:
        break;
      }
    }
  }
  const int64_t stepA = sa * E, stepB = sb * E;
  int64_t i = 0;
  // Four independent element moves per iteration keep the load and store
  // ports busy; a compile-time element size makes each a single mov.
  for (; i + 4 <= n; i += 4) {
    moveOne<ES>(b, a, es);
    moveOne<ES>(b + stepB, a + stepA, es);
    moveOne<ES>(b + 2 * stepB, a + 2 * stepA, es);
    moveOne<ES>(b + 3 * stepB, a + 3 * stepA, es);
    a += 4 * stepA;
    b += 4 * stepB;
  }
  for (; i < n; ++i, a += stepA, b += stepB)
    moveOne<ES>(b, a, es);
}

// Moves `rows` rows of n elements: element (r, i) goes from a[r*ao + i*ai]
// to b[r*bo + i*bi]. When a side walks a row with a stride longer than a
// cache line but its rows start within one line of each other (the usual
// transpose), rows are taken in tiles and walked column by column, so that
// every line on that side is filled while it is still in L1; that is also the
// order a compiler's loop interchange would pick for a fixed pattern.
template <size_t ES>
void moveBlock(const char *a, int64_t ai, int64_t ao, char *b, int64_t bi,
               int64_t bo, int64_t n, int64_t rows, size_t es,
               bool mayOverlap) {
  const int64_t E = static_cast<int64_t>(ES ? ES : es);
  if (ai == 1 && bi == 1 && ao == n && bo == n) {
    moveRun<ES>(a, 1, b, 1, n * rows, es, mayOverlap);
    return;
  }
  auto transposed = [&](int64_t inner, int64_t outer) {
    int64_t ui = inner < 0 ? -inner : inner, uo = outer < 0 ? -outer : outer;
    return ui * E > 64 && uo * E < 64 && uo < ui;
  };
  if (!mayOverlap && (transposed(ai, ao) || transposed(bi, bo)) && n > 1) {
    int64_t uo =
        std::max<int64_t>(1, std::min(ao < 0 ? -ao : ao, bo < 0 ? -bo : bo));
    int64_t tile = std::max<int64_t>(2, std::min<int64_t>(32, 128 / (uo * E)));
    constexpr int64_t kFullTile =
        ES ? 128 / static_cast<int64_t>(ES ? ES : 1) : 0;
    for (int64_t r0 = 0; r0 < rows; r0 += tile) {
      int64_t h = std::min(tile, rows - r0);
      const char *ar = a + r0 * ao * E;
      char *br = b + r0 * bo * E;
      if constexpr (ES != 0) {
        // The usual transpose: one side's rows are adjacent elements, so a
        // tile's column is 128 contiguous bytes; a constant trip count lets
        // the compiler unroll it into straight-line moves.
        if (h == kFullTile && (bo == 1 || ao == 1)) {
          for (int64_t i = 0; i < n; ++i) {
            const char *ac = ar + i * ai * E;
            char *bc = br + i * bi * E;
            // Elements pass through 16-byte groups, so that the contiguous
            // side moves whole vector registers.
            constexpr int64_t G = ES >= 16 ? 1 : 16 / static_cast<int64_t>(ES);
            char grp[G * ES];
            if (bo == 1)
              for (int64_t t = 0; t < kFullTile; t += G) {
                for (int64_t g = 0; g < G; ++g)
                  std::memcpy(grp + g * E, ac + (t + g) * ao * E, ES);
                std::memcpy(bc + t * E, grp, sizeof grp);
              }
            else
              for (int64_t t = 0; t < kFullTile; t += G) {
                std::memcpy(grp, ac + t * E, sizeof grp);
                for (int64_t g = 0; g < G; ++g)
                  std::memcpy(bc + (t + g) * bo * E, grp + g * E, ES);
              }
          }
          continue;
        }
      }
      for (int64_t i = 0; i < n; ++i) {
        const char *ac = ar + i * ai * E;
        char *bc = br + i * bi * E;
        for (int64_t t = 0; t < h; ++t)
          moveOne<ES>(bc + t * bo * E, ac + t * ao * E, es);
      }
    }
    return;
  }
  for (int64_t r = 0; r < rows; ++r)
    moveRun<ES>(a + r * ao * E, ai, b + r * bo * E, bi, n, es, mayOverlap);
}

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

Parsed parse(const uint64_t *w, size_t n) {
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

} // namespace

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
                    size_t lineBytes) {
  LineCount c;
  c.es = static_cast<int64_t>(elemSize ? elemSize : 1);
  c.line = static_cast<int64_t>(lineBytes ? lineBytes : 64);
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

namespace {

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
