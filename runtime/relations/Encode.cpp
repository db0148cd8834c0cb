// The serialized encodings. Everything but AAPAIR is produced from the DMRLE
// symbol stream, and that stream comes from the relation's factors one row
// of the innermost factor at a time, so no encoder walks every tuple.
#include "runtime/relations/Internal.h"
#include "runtime/relations/Relations.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace zpl::rel {

namespace {

struct SymbolBuilder {
  std::vector<Symbol> out;
  int64_t s = 0, d = 0;
  void step(int64_t ns, int64_t nd) {
    append(ns - s, nd - d, 1);
    s = ns;
    d = nd;
  }
  void append(int64_t ds, int64_t dd, int64_t l) {
    if (l <= 0)
      return;
    if (!out.empty() && out.back().ds == ds && out.back().dd == dd)
      out.back().l += l;
    else
      out.push_back({ds, dd, l});
  }
};

std::vector<Symbol> rle(const std::vector<int64_t> &s,
                        const std::vector<int64_t> &d) {
  std::vector<Symbol> out;
  for (size_t i = 1; i < s.size(); ++i) {
    int64_t ds = s[i] - s[i - 1], dd = d[i] - d[i - 1];
    if (!out.empty() && out.back().ds == ds && out.back().dd == dd)
      ++out.back().l;
    else
      out.push_back({ds, dd, 1});
  }
  return out;
}

struct Extents {
  uint64_t s = 0, d = 0;
};

Extents extentsOf(const std::vector<Symbol> &syms) {
  int64_t s = 0, d = 0, ms = -1, md = -1;
  for (const Symbol &y : syms) {
    // A run is monotone, so its maximum sits at one of its ends.
    ms = std::max({ms, s + y.ds, s + y.ds * y.l});
    md = std::max({md, d + y.dd, d + y.dd * y.l});
    s += y.ds * y.l;
    d += y.dd * y.l;
  }
  return {static_cast<uint64_t>(ms + 1), static_cast<uint64_t>(md + 1)};
}

uint64_t sat32(uint64_t v) { return v > 0xffffffffu ? 0xffffffffu : v; }

std::vector<uint64_t> header(Encoding e, uint64_t count, Order o, Extents x) {
  std::vector<uint64_t> w(kHeaderWords, 0);
  w[0] = (kMagic << 48) | (kVersion << 40) | (static_cast<uint64_t>(e) << 32);
  w[1] = count;
  w[2] = o == Order::DestinationFirst ? 1 : 0;
  w[3] = sat32(x.s) | (sat32(x.d) << 32);
  return w;
}

void finish(std::vector<uint64_t> &w) {
  if (w.size() > 0xffffffffu)
    throw std::length_error("relations: encoded relation exceeds 2^32 words");
  w[0] |= static_cast<uint64_t>(w.size());
}

uint64_t tupleCount(const std::vector<Symbol> &syms) {
  uint64_t n = 0;
  for (const Symbol &y : syms)
    n += static_cast<uint64_t>(y.l);
  return n;
}

void pushSymbol(std::vector<uint64_t> &w, const Symbol &y) {
  w.push_back(static_cast<uint64_t>(y.ds));
  w.push_back(static_cast<uint64_t>(y.dd));
  w.push_back(static_cast<uint64_t>(y.l));
}

struct SymbolHash {
  size_t operator()(const Symbol &y) const {
    uint64_t h = static_cast<uint64_t>(y.ds) * 0x9e3779b97f4a7c15ull;
    h ^= static_cast<uint64_t>(y.dd) + 0x7f4a7c159e3779b9ull + (h << 6) +
         (h >> 2);
    h ^= static_cast<uint64_t>(y.l) + 0x2545f4914f6cdd1dull + (h << 6) +
         (h >> 2);
    return static_cast<size_t>(h);
  }
};

// Symbol table in order of first appearance, and every symbol's index.
void tabulate(const std::vector<Symbol> &syms, std::vector<Symbol> &table,
              std::vector<uint32_t> &keys) {
  std::unordered_map<Symbol, uint32_t, SymbolHash> ids;
  keys.reserve(syms.size());
  for (const Symbol &y : syms) {
    auto it = ids.find(y);
    if (it == ids.end()) {
      it = ids.emplace(y, static_cast<uint32_t>(table.size())).first;
      table.push_back(y);
    }
    keys.push_back(it->second);
  }
}

std::vector<uint64_t> encodeAapair(const std::vector<Tuple> &t, Order o) {
  Extents x;
  for (const Tuple &p : t) {
    x.s = std::max<uint64_t>(x.s, static_cast<uint64_t>(p.s + 1));
    x.d = std::max<uint64_t>(x.d, static_cast<uint64_t>(p.d + 1));
  }
  std::vector<uint64_t> w = header(Encoding::AAPAIR, t.size(), o, x);
  w.reserve(w.size() + 2 * t.size());
  for (const Tuple &p : t) {
    w.push_back(static_cast<uint64_t>(p.s));
    w.push_back(static_cast<uint64_t>(p.d));
  }
  finish(w);
  return w;
}

std::vector<uint64_t> encodeAablk(const std::vector<Symbol> &syms, Order o) {
  // Blocks are maximal (+1, +1) runs; the symbol stream already groups them.
  std::vector<uint64_t> body;
  int64_t s = 0, d = 0;
  uint64_t blocks = 0;
  auto open = [&](int64_t bs, int64_t bd, int64_t l) {
    body.push_back(static_cast<uint64_t>(bs));
    body.push_back(static_cast<uint64_t>(bd));
    body.push_back(static_cast<uint64_t>(l));
    ++blocks;
  };
  for (const Symbol &y : syms) {
    if (y.ds == 1 && y.dd == 1 && blocks > 0) {
      body.back() += static_cast<uint64_t>(y.l);
    } else if (y.ds == 1 && y.dd == 1) {
      open(s + 1, d + 1, y.l);
    } else {
      open(s + y.ds, d + y.dd, 1);
      for (int64_t i = 2; i <= y.l; ++i)
        open(s + i * y.ds, d + i * y.dd, 1);
    }
    s += y.ds * y.l;
    d += y.dd * y.l;
  }
  std::vector<uint64_t> w =
      header(Encoding::AABLK, tupleCount(syms), o, extentsOf(syms));
  w.push_back(blocks);
  w.insert(w.end(), body.begin(), body.end());
  finish(w);
  return w;
}

std::vector<uint64_t> encodeDmrle(const std::vector<Symbol> &syms, Order o) {
  std::vector<uint64_t> w =
      header(Encoding::DMRLE, tupleCount(syms), o, extentsOf(syms));
  w.push_back(syms.size());
  for (const Symbol &y : syms)
    pushSymbol(w, y);
  finish(w);
  return w;
}

std::vector<uint64_t> encodeDmrlec(const std::vector<Symbol> &syms, Order o) {
  std::vector<Symbol> table;
  std::vector<uint32_t> keys;
  tabulate(syms, table, keys);
  unsigned bits = 1;
  while (bits < 32 && (uint64_t{1} << bits) < table.size())
    bits *= 2;
  uint64_t entries = uint64_t{1} << bits;
  if (bits >= 32)
    entries = table.size(); // no smaller power of two can index it
  std::vector<uint64_t> w =
      header(Encoding::DMRLEC, tupleCount(syms), o, extentsOf(syms));
  // Unused table slots cost space without buying anything; the key width
  // alone fixes the decoding, so only the used entries are stored.
  w.push_back(static_cast<uint64_t>(table.size()) |
              (static_cast<uint64_t>(bits) << 32));
  w.push_back(keys.size());
  (void)entries;
  for (const Symbol &y : table)
    pushSymbol(w, y);
  unsigned perWord = 64 / bits;
  for (size_t i = 0; i < keys.size(); i += perWord) {
    uint64_t word = 0;
    for (unsigned j = 0; j < perWord && i + j < keys.size(); ++j)
      word |= static_cast<uint64_t>(keys[i + j]) << (j * bits);
    w.push_back(word);
  }
  finish(w);
  return w;
}

// ---------------------------------------------------------------- NRLE
//
// A program over a symbol table. Each item is one word:
//   SYM:  index << 2 | 0
//   LOOP: count << 32 | bodyWords << 2 | 1, followed by the body.
// Loops come from repeated runs of items, found greedily and re-applied to
// their own output so that repeats of loops nest.

struct Node {
  bool loop = false;
  uint32_t sym = 0;
  uint64_t count = 0;
  std::vector<uint32_t> body; // node ids
  size_t words = 1;           // serialized size
  bool operator==(const Node &o) const {
    return loop == o.loop && sym == o.sym && count == o.count && body == o.body;
  }
};

struct NodeHash {
  size_t operator()(const Node &n) const {
    uint64_t h = n.loop ? 0x9e3779b97f4a7c15ull : 0;
    h ^= n.sym + (h << 6) + (h >> 2);
    h ^= n.count + (h << 6) + (h >> 2);
    for (uint32_t b : n.body)
      h ^= b + 0x7f4a7c15u + (h << 6) + (h >> 2);
    return static_cast<size_t>(h);
  }
};

struct NodePool {
  std::vector<Node> nodes;
  std::unordered_map<Node, uint32_t, NodeHash> ids;
  uint32_t intern(Node n) {
    auto it = ids.find(n);
    if (it != ids.end())
      return it->second;
    if (n.loop) {
      n.words = 1;
      for (uint32_t b : n.body)
        n.words += nodes[b].words;
    }
    uint32_t id = static_cast<uint32_t>(nodes.size());
    nodes.push_back(n);
    ids.emplace(nodes.back(), id);
    return id;
  }
};

constexpr size_t kMaxPeriod = 16;
constexpr uint64_t kMaxLoopCount = 0xffffffffu;
constexpr size_t kMaxBodyWords = (size_t{1} << 30) - 1;

std::vector<uint32_t> foldRepeats(NodePool &pool,
                                  const std::vector<uint32_t> &seq) {
  std::vector<uint32_t> out;
  size_t n = seq.size(), i = 0;
  while (i < n) {
    size_t bestP = 0;
    uint64_t bestReps = 0;
    size_t bestCover = 0;
    for (size_t p = 1; p <= kMaxPeriod && i + 2 * p <= n; ++p) {
      // A period that cannot cover more than the best so far cannot win
      // (ties go to the shorter one): on a periodic stream this stops after
      // the first period that covers it, instead of comparing it again for
      // every longer one.
      if ((n - i) / p * p <= bestCover)
        continue;
      uint64_t reps = 1;
      while (reps < kMaxLoopCount && i + (reps + 1) * p <= n &&
             std::equal(seq.begin() + i, seq.begin() + i + p,
                        seq.begin() + i + reps * p))
        ++reps;
      // Covering more items wins; ties go to the shorter period.
      size_t cover = static_cast<size_t>(reps) * p;
      if (reps >= 2 && cover > bestCover) {
        bestP = p;
        bestReps = reps;
        bestCover = cover;
      }
    }
    size_t bodyWords = 0;
    for (size_t k = 0; k < bestP; ++k)
      bodyWords += pool.nodes[seq[i + k]].words;
    // A loop costs one word more than its body; it must save space.
    if (bestP == 0 || bodyWords > kMaxBodyWords ||
        bestReps * bodyWords <= bodyWords + 1) {
      out.push_back(seq[i]);
      ++i;
      continue;
    }
    Node loop;
    loop.loop = true;
    loop.count = bestReps;
    loop.body.assign(seq.begin() + i, seq.begin() + i + bestP);
    out.push_back(pool.intern(std::move(loop)));
    i += bestCover;
  }
  return out;
}

void emitNode(const NodePool &pool, uint32_t id, std::vector<uint64_t> &w) {
  const Node &n = pool.nodes[id];
  if (!n.loop) {
    w.push_back(static_cast<uint64_t>(n.sym) << 2);
    return;
  }
  w.push_back((n.count << 32) | (static_cast<uint64_t>(n.words - 1) << 2) | 1);
  for (uint32_t b : n.body)
    emitNode(pool, b, w);
}

std::vector<uint64_t> encodeNrle(const std::vector<Symbol> &syms, Order o) {
  std::vector<Symbol> table;
  std::vector<uint32_t> keys;
  tabulate(syms, table, keys);
  NodePool pool;
  std::vector<uint32_t> seq;
  seq.reserve(keys.size());
  // One leaf per table entry, interned at its first use (so in the order a
  // lookup per symbol gave, without hashing every symbol).
  std::vector<uint32_t> leafOf(table.size(), UINT32_MAX);
  for (uint32_t k : keys) {
    if (leafOf[k] == UINT32_MAX) {
      Node leaf;
      leaf.sym = k;
      leafOf[k] = pool.intern(leaf);
    }
    seq.push_back(leafOf[k]);
  }
  for (int round = 0; round < 16; ++round) {
    std::vector<uint32_t> next = foldRepeats(pool, seq);
    if (next.size() == seq.size())
      break;
    seq.swap(next);
  }
  std::vector<uint64_t> w =
      header(Encoding::NRLE, tupleCount(syms), o, extentsOf(syms));
  w.push_back(table.size());
  size_t progAt = w.size();
  w.push_back(0);
  for (const Symbol &y : table)
    pushSymbol(w, y);
  size_t start = w.size();
  for (uint32_t id : seq)
    emitNode(pool, id, w);
  w[progAt] = w.size() - start;
  finish(w);
  return w;
}

std::vector<uint64_t> encodeSymbols(const std::vector<Symbol> &syms, Encoding e,
                                    Order o) {
  switch (e) {
  case Encoding::AABLK:
    return encodeAablk(syms, o);
  case Encoding::DMRLE:
    return encodeDmrle(syms, o);
  case Encoding::DMRLEC:
    return encodeDmrlec(syms, o);
  case Encoding::NRLE:
    return encodeNrle(syms, o);
  case Encoding::AAPAIR:
    break;
  }
  throw std::invalid_argument("relations: unknown encoding");
}

// Only informational: any order can be encoded, and executors follow it.
Order orderOfTuples(const std::vector<Tuple> &t) {
  for (size_t i = 1; i < t.size(); ++i)
    if (t[i].s < t[i - 1].s || (t[i].s == t[i - 1].s && t[i].d < t[i - 1].d))
      return Order::DestinationFirst;
  return Order::SourceFirst;
}

} // namespace

std::vector<Symbol> symbolsOfTuples(const std::vector<Tuple> &t) {
  SymbolBuilder b;
  for (const Tuple &p : t)
    b.step(p.s, p.d);
  return b.out;
}

std::vector<Symbol> symbolsOfRelation(const Relation &r) {
  if (r.empty())
    return {};
  if (!r.productOrdered())
    return symbolsOfTuples(r.tuples());
  const std::vector<Relation::Factor> &fs = r.factors();
  SymbolBuilder b;
  if (fs.empty()) {
    b.step(r.sBase(), r.dBase());
    return b.out;
  }
  const Relation::Factor &inner = fs.back();
  std::vector<Symbol> runs = rle(inner.s, inner.d);
  int64_t spanS = inner.s.back() - inner.s.front(),
          spanD = inner.d.back() - inner.d.front();
  size_t m = fs.size() - 1;
  std::vector<size_t> idx(m, 0);
  for (;;) {
    int64_t s = r.sBase() + inner.s[0], d = r.dBase() + inner.d[0];
    for (size_t i = 0; i < m; ++i) {
      s += fs[i].s[idx[i]];
      d += fs[i].d[idx[i]];
    }
    b.step(s, d);
    for (const Symbol &y : runs)
      b.append(y.ds, y.dd, y.l);
    b.s = s + spanS;
    b.d = d + spanD;
    size_t lvl = m;
    while (lvl > 0) {
      --lvl;
      if (++idx[lvl] < fs[lvl].s.size())
        break;
      idx[lvl] = 0;
      if (lvl == 0) {
        lvl = m + 1;
        break;
      }
    }
    if (m == 0 || lvl == m + 1)
      break;
  }
  return b.out;
}

std::vector<uint64_t> encode(const Relation &r, Encoding e) {
  if (e == Encoding::AAPAIR)
    return encodeAapair(r.tuples(), r.order());
  return encodeSymbols(symbolsOfRelation(r), e, r.order());
}

std::vector<uint64_t> encodeTuples(const std::vector<Tuple> &t, Encoding e) {
  Order o = orderOfTuples(t);
  if (e == Encoding::AAPAIR)
    return encodeAapair(t, o);
  return encodeSymbols(symbolsOfTuples(t), e, o);
}

namespace {

// Decoder cost model in nanoseconds, estimated from the executor benchmark
// on the development machine (bench/results/executors.json): a decoded
// symbol costs about 3.5 ns (DMRLE, which decodes all 2048 symbols of case
// (b), against DMRLEC, which skips most), an AABLK block 3.3 ns (case (b),
// one block per tuple), an AAPAIR tuple 0.4 ns beyond the copy (case (a)),
// a row of a block about 1 ns (case (c): no visible cost against the
// specialised loop); a block handed to a kernel is guessed at 12 ns. Reading
// the encoding costs 0.03 ns a byte (cold in cache). Moving the elements
// costs the same for every encoding and is left out.
struct CostModel {
  double perSymbol, perBlock, perRow, perByte;
};
CostModel costOf(Encoding e) {
  switch (e) {
  case Encoding::AAPAIR:
    return {0.0, 0.0, 0.4, 0.03};
  case Encoding::AABLK:
    return {0.0, 0.0, 3.3, 0.03};
  case Encoding::DMRLE:
  case Encoding::DMRLEC:
  case Encoding::NRLE:
    return {3.5, 12.0, 1.0, 0.03};
  }
  return {};
}

} // namespace

double estimateDecodeNanos(const std::vector<uint64_t> &w) {
  CostModel c = costOf(EncodedView(w).encoding());
  double ns = 0;
  for (bool scatter : {false, true}) {
    DecodeWork k = measureDecodeWork(w.data(), w.size(), scatter);
    ns += c.perSymbol * k.symbols + c.perBlock * k.blocks + c.perRow * k.rows;
  }
  return ns / 2 + c.perByte * w.size() * sizeof(uint64_t);
}

namespace {

// AABLK's block count, read off the symbols without building the encoding
// (which holds one block per tuple on strided relations).
uint64_t aablkBlocks(const std::vector<Symbol> &syms) {
  uint64_t blocks = 0;
  for (const Symbol &y : syms)
    blocks +=
        (y.ds == 1 && y.dd == 1 && blocks > 0) ? 0 : static_cast<uint64_t>(y.l);
  return blocks;
}

} // namespace

namespace {

// What chooseEncoding picks and, for the symbol encodings it had to build to
// rehearse their decoding, the chosen one's words (empty otherwise), so that
// encoding the chosen one does not build it a second time.
struct Choice {
  Encoding encoding = Encoding::DMRLEC;
  std::vector<uint64_t> words;
};

Choice choose(const Relation &r, const std::vector<Symbol> &syms) {
  Choice pick;
  double bestNs = 0;
  size_t bestWords = 0;
  auto consider = [&](Encoding e, double ns, size_t words,
                      std::vector<uint64_t> *built) {
    // Within 10% the smaller encoding wins: it costs less cache and, for the
    // compiler, less embedded data.
    bool better = bestWords == 0 || ns < 0.9 * bestNs ||
                  (ns <= 1.1 * bestNs && words < bestWords);
    if (better) {
      pick.encoding = e;
      pick.words.clear();
      if (built)
        pick.words = std::move(*built);
      bestNs = ns;
      bestWords = words;
    }
  };
  size_t dmrlecWords = SIZE_MAX;
  for (Encoding e : {Encoding::NRLE, Encoding::DMRLEC, Encoding::DMRLE}) {
    // DMRLE (3 words a symbol) decodes the same symbols as DMRLEC, which
    // can only skip some (the decoder's fast-forward); a DMRLEC of fewer
    // words is so both faster and smaller, and DMRLE could not beat whatever
    // is picked. Building it anyway was a third of a large relation's first
    // use (4 ms of 128,000 symbols, redist case 3).
    if (e == Encoding::DMRLE && dmrlecWords < kHeaderWords + 1 + 3 * syms.size())
      continue;
    std::vector<uint64_t> w = encodeSymbols(syms, e, r.order());
    size_t words = w.size();
    if (e == Encoding::DMRLEC)
      dmrlecWords = words;
    consider(e, estimateDecodeNanos(w), words, &w);
  }
  uint64_t blocks = aablkBlocks(syms);
  CostModel c = costOf(Encoding::AABLK);
  consider(Encoding::AABLK, c.perRow * blocks + c.perByte * 24 * blocks,
           kHeaderWords + 1 + 3 * blocks, nullptr);
  c = costOf(Encoding::AAPAIR);
  consider(Encoding::AAPAIR, c.perRow * r.size() + c.perByte * 16 * r.size(),
           kHeaderWords + 2 * r.size(), nullptr);
  return pick;
}

} // namespace

Encoding chooseEncoding(const Relation &r) {
  return choose(r, symbolsOfRelation(r)).encoding;
}

std::vector<uint64_t> encodeChosen(const Relation &r) {
  std::vector<Symbol> syms = symbolsOfRelation(r);
  Choice c = choose(r, syms);
  if (!c.words.empty())
    return std::move(c.words);
  if (c.encoding == Encoding::AAPAIR)
    return encodeAapair(r.tuples(), r.order());
  return encodeSymbols(syms, c.encoding, r.order());
}

std::string cppArrayInitializer(const std::vector<uint64_t> &words,
                                const std::string &name) {
  std::string out = "static const uint64_t " + name + "[] = {";
  char buf[32];
  for (size_t i = 0; i < words.size(); ++i) {
    out += i % 8 == 0 ? "\n    " : " ";
    std::snprintf(buf, sizeof buf, "0x%llxull,",
                  static_cast<unsigned long long>(words[i]));
    out += buf;
  }
  out += "\n};\n";
  return out;
}

Encoding chooseEncodingTimed(const Relation &r, size_t elemSize, int runs) {
  if (r.empty())
    return Encoding::DMRLEC;
  std::vector<Symbol> syms = symbolsOfRelation(r);
  std::vector<std::vector<uint64_t>> enc;
  for (Encoding e :
       {Encoding::NRLE, Encoding::DMRLEC, Encoding::DMRLE, Encoding::AABLK})
    enc.push_back(encodeSymbols(syms, e, r.order()));
  EncodedView first(enc[0]);
  std::vector<unsigned char> src(first.sourceExtent() * elemSize),
      dst(first.destinationExtent() * elemSize), buf(r.size() * elemSize);
  if (first.sourceExtent() == 0xffffffffu ||
      first.destinationExtent() == 0xffffffffu)
    return chooseEncoding(r); // too large to rehearse on scratch memory
  double bestNs = 0;
  size_t bestWords = 0;
  Encoding pick = Encoding::DMRLEC;
  for (const std::vector<uint64_t> &w : enc) {
    EncodedView v(w);
    std::vector<double> times;
    for (int i = 0; i < std::max(1, runs); ++i) {
      auto t0 = std::chrono::steady_clock::now();
      v.gather(src.data(), buf.data(), elemSize);
      v.scatter(buf.data(), dst.data(), elemSize);
      times.push_back(std::chrono::duration<double, std::nano>(
                          std::chrono::steady_clock::now() - t0)
                          .count());
    }
    std::sort(times.begin(), times.end());
    double ns = times[times.size() / 2];
    bool better = bestWords == 0 || ns < 0.95 * bestNs ||
                  (ns <= 1.05 * bestNs && w.size() < bestWords);
    if (better) {
      pick = v.encoding();
      bestNs = ns;
      bestWords = w.size();
    }
  }
  return pick;
}

uint64_t EncodedView::kernelRows(bool scatter) const {
  if (!words_ || count() == 0)
    return 0;
  return measureDecodeWork(words_, wordCount_, scatter).rows;
}

} // namespace zpl::rel
