// Remaps fused into the statement that reads them. `[R] B := B + A#[Index2,
// Index1]` reads a temporary that a transfer fills from A; when the transfer
// is a copy from this processor to itself (one processor, or the data already
// in place), the statement reads A permuted instead, with no temporary and
// one pass over memory less, in cache-sized blocks. Which case holds is known
// only at run time (the processor count and layouts may be), so the
// statement is emitted twice and zplc::Site::local() chooses.
#include "codegen/emit/Emitter.h"

#include "ir/Walk.h"

namespace zpl::codegen {
namespace emit {

namespace {

// A transfer the reading statement can replace by a permuted read of its
// source: a plain permutation (no shift, wrap, flood or border) of a source
// addressed by global index (block or undistributed dimensions), over the
// statement's own region.
bool permutedRead(const Transfer *x, const ParAssign *a) {
  if (x->purpose != Transfer::Copy || !x->dst->temp || x->region != a->region ||
      !x->border.empty() || x->src->elem != x->dst->elem)
    return false;
  const Array *src = x->src;
  if (src->param || (int)x->perm.size() != src->rank() || src->rank() != a->region->rank())
    return false;
  for (int k = 0; k < src->rank(); ++k) {
    auto *off = dyn_cast<Lit>(x->offset[k]);
    if (x->perm[k] < 0 || !off || off->i != 0 || x->wrap[k] || src->isFlood(k))
      return false;
    Distribution::Format f = src->dist->formats[k];
    if (f != Distribution::Block && f != Distribution::None)
      return false;
  }
  return true;
}

// The statements fusion may rewrite, and how often each array is read.
struct Finder : Visitor {
  std::vector<const ParAssign *> stmts;
  std::map<const Array *, int> reads;
  // Calls in the right-hand side might write the source between the
  // transfer's SR and the statement's reads.
  bool calls = false;
  void visitArrayRead(const ArrayRead *r) override {
    ++reads[r->array];
    Visitor::visitArrayRead(r);
  }
  void visitParAssign(const ParAssign *s) override {
    stmts.push_back(s);
    Visitor::visitParAssign(s);
  }
};

struct CallFinder : Visitor {
  bool found = false;
  void visitCall(const Call *c) override {
    found |= c->proc != nullptr || c->external;
    Visitor::visitCall(c);
  }
};

} // namespace

void Emitter::findFusable() {
  Finder f;
  f.visitModule(m);
  for (const ParAssign *a : f.stmts) {
    // A mask, a string element or an aliased target (the statement writing
    // what it reads permuted, or a parameter that may be another name for
    // it) keep the temporary.
    if (a->region->mask || a->lhs->elem == Ty::String || a->lhs->param)
      continue;
    CallFinder c;
    c.visit(a->rhs);
    if (c.found)
      continue;
    std::vector<const Transfer *> mine;
    for (const Transfer *x : a->needs)
      if (permutedRead(x, a) && f.reads[x->dst] == 1 &&
          x->src->storage() != a->lhs->storage())
        mine.push_back(x);
    // One remap only: each transfer decides alone whether its part is local
    // (zplc::Site, FuseLocal) and then skips filling its temporary, while
    // the statement reads the sources in place only when all are local. With
    // two, one local and one not, the statement read the first one's
    // temporary unfilled (`A#[Index2, Index1] - B#[Index1, Index2]` at -p2
    // printed wrong values, also before transposed tiles).
    if (mine.size() == 1)
      fusable[mine[0]] = a;
  }
}

std::string Emitter::fuseMode(const Transfer *x) const {
  auto it = fusable.find(x);
  if (it == fusable.end())
    return "";
  std::vector<const Transfer *> all = fusedTransfers(it->second);
  return all.size() == 1 && selfFusable(it->second) ? ", zplc::Site::FuseSelf"
                                                       : ", zplc::Site::FuseLocal";
}

// The statement reads the rest of its remap through the transfer's
// receive buffers (fusedBySelfPart), so its DN need not scatter them.
bool Emitter::readsInPlace(const Transfer *x) const {
  auto it = fusable.find(x);
  return it != fusable.end() && fusedTransfers(it->second).size() == 1 &&
         selfFusable(it->second) && x->src->rank() == 2;
}

std::vector<const Transfer *> Emitter::fusedTransfers(const ParAssign *a) const {
  std::vector<const Transfer *> out;
  for (const Transfer *x : a->needs) {
    auto it = fusable.find(x);
    if (it != fusable.end() && it->second == a)
      out.push_back(x);
  }
  return out;
}

// Element (i_perm[0], i_perm[1], ...) of the source: its storage base and
// strides are row pointers of the loop (invariant, hoisted by the compiler),
// named with `_p`, which no escaped ZPL name contains (codegen/Escape.cpp).
// The last dimension's stride is 1 (storage is row-major; parameters and
// flooded sources are not fused): written as a run-time stride, the index
// kept g++ from vectorizing the transpose's loop ("not suitable for strided
// load"), which the hand-written PRK transpose gets.
std::string Emitter::fusedAccess(const Transfer *x, LoopCtx *ctx) {
  const Array *src = x->src;
  const int last = src->rank() - 1;
  std::string base = rowBase(src) + "_p";
  const std::string from = fusedSource.empty() ? ref(src) : fusedSource;
  if (!ctx->rows.count(base)) {
    ctx->rows[base] = "static_cast<const " + std::string(elemCty(src->elem)) + " *>(" + from +
                      ".row())";
    ctx->rowOrder.push_back(base);
    for (int k = 0; k < last; ++k) {
      std::string s = base + std::to_string(k);
      ctx->rows[s] = from + ".stride[" + std::to_string(k) + "]";
      ctx->rowOrder.push_back(s);
    }
  }
  std::string idx;
  for (int k = 0; k <= last; ++k)
    idx += (k ? " + " : "") + std::string("i") + std::to_string(x->perm[k] + 1) +
           (k == last ? "" : " * " + base + std::to_string(k));
  std::string access = base + "[" + idx + "]";
  // A transpose of the last two dimensions: the loop's innermost index walks
  // the source's second-to-last dimension.
  // Two reads of one transfer are one tile (a statement fuses only when it
  // reads one remap: findFusable).
  bool known = std::any_of(ctx->tiles.begin(), ctx->tiles.end(),
                           [&](const LoopCtx::TileRead &t) { return t.access == access; });
  if (!known && last >= 1 && x->perm[last] == last - 1 && x->perm[last - 1] == last &&
      (src->elem == Ty::Double || src->elem == Ty::Long)) {
    LoopCtx::TileRead t{access, base, base + std::to_string(last - 1), elemCty(src->elem), {base}};
    for (int k = 0; k < last; ++k)
      t.rows.push_back(base + std::to_string(k));
    ctx->tiles.push_back(t);
  }
  return access;
}

// A whole kTile x kTile block of a transpose: each transposed read's block of
// the source is first copied, transposed, into a buffer (zplc::transposeTile,
// runtime/program/Tiles.h), and the body then reads the buffer along its
// rows. The access strings are replaced in the body's text (a `_p` row
// pointer is a spelling no other name has). The tile's row pointers are left
// out of the block's loop: a fused statement reads one remap (findFusable),
// whose every read the buffer replaces.
void Emitter::transposedBlock(const LoopCtx &ctx, const std::string &inner,
                              const std::function<void(const std::set<std::string> &)> &emitRows) {
  const int r = ctx.rank;
  const std::string n1 = std::to_string(r - 1), n2 = std::to_string(r);
  const std::string b1 = "b" + n1, b2 = "b" + n2, k1 = "k" + n1, k2 = "k" + n2;
  line("if (zplc::kTransposeTiles && " + b1 + " + (zplc::kTile - 1) <= r" + n1 + ".hi && " + b2 +
       " + (zplc::kTile - 1) <= r" + n2 + ".hi) {");
  ++depth;
  std::set<std::string> tileRows;
  std::string body = inner;
  for (size_t j = 0; j < ctx.tiles.size(); ++j) {
    const LoopCtx::TileRead &t = ctx.tiles[j];
    std::string buf = t.base + "_t" + std::to_string(j);
    line("alignas(64) " + t.type + " " + buf + "[zplc::kTile * zplc::kTile];");
    line("{");
    ++depth;
    line("const int64_t i" + n1 + " = " + b1 + ", i" + n2 + " = " + b2 + ";");
    for (const std::string &row : t.rows)
      line("const auto " + row + " = " + ctx.rows.at(row) + ";");
    line("zplc::transposeTile(&" + t.access + ", " + t.ld + ", " + buf + ");");
    --depth;
    line("}");
    tileRows.insert(t.rows.begin(), t.rows.end());
    std::string to = buf + "[" + k1 + " * zplc::kTile + " + k2 + "]";
    for (size_t at = body.find(t.access); at != std::string::npos; at = body.find(t.access, at + to.size()))
      body.replace(at, t.access.size(), to);
  }
  line("for (int64_t " + k1 + " = 0; " + k1 + " < zplc::kTile; ++" + k1 + ") {");
  ++depth;
  line("const int64_t i" + n1 + " = " + b1 + " + " + k1 + ";");
  emitRows(tileRows);
  line("for (int64_t " + k2 + " = 0; " + k2 + " < zplc::kTile; ++" + k2 + ") {");
  ++depth;
  line("const int64_t i" + n2 + " = " + b2 + " + " + k2 + ";");
  std::istringstream in(body);
  for (std::string l; std::getline(in, l);)
    line(l);
  --depth;
  line("}");
  --depth;
  line("}");
  --depth;
}

// One remap over a statement whose owned indices form a box (block or
// undistributed dimensions): the part of its source on this processor is
// then a box too, read in place; the transfer moves only the rest.
bool Emitter::selfFusable(const ParAssign *a) {
  for (int k = 0; k < a->region->rank(); ++k) {
    Distribution::Format f = a->lhs->dist->formats[k];
    if (a->region->dims[k].flood || a->lhs->isFlood(k) ||
        (f != Distribution::Block && f != Distribution::None))
      return false;
  }
  return true;
}

// The statement over three kinds of boxes of its owned indices: the one whose
// source elements are on this processor (the transfer's pair with itself,
// which zplc::Site::FuseSelf leaves out) reads the source permuted, in
// blocks; the 2 x rank boxes around it (each dimension below or above that
// box, the ones before it inside) read the temporary the transfer filled.
// A rank-2 statement first asks whether the transfer left every receive in
// its buffer (readsInPlace, zplc::heldViews): with the `mpi` binding each
// peer's part of a transpose arrives as a block of the source in its own
// order, which the statement then reads as it reads its own part, permuted
// and in blocks, instead of the transfer scattering it into the temporary
// for the loop to read again (a pass over the remote part less).
void Emitter::fusedBySelfPart(const ParAssign *a, const Transfer *x) {
  int r = a->region->rank();
  std::vector<std::pair<std::string, std::string>> self(r);
  for (int k = 0; k < r; ++k) {
    std::string src = ref(x->src), kk = std::to_string(k);
    self[x->perm[k]] = {src + ".lo[" + kk + "]", src + ".hi[" + kk + "]"};
  }
  line("// the part of " + cppCommentText(x->src->name) +
       " on this processor, read in place, in blocks; the rest from the transfer");
  LoopOpts in;
  in.tile = true;
  in.clips = self;
  fusedReads[x->dst] = x;
  parAssignLoop(a, in);
  fusedReads.clear();
  const bool held = readsInPlace(x);
  const std::string site = "x" + std::to_string(x->id) + "_.current()";
  if (held) {
    line("if (const auto zh_ = zplc::heldViews(" + site + ", " + ref(x->dst) + ", " +
         std::to_string(x->perm[0]) + ", " + std::to_string(x->perm[1]) + "); zh_.held) {");
    ++depth;
    line("for (const auto &zv_ : zh_.views) {");
    ++depth;
    LoopOpts view;
    view.tile = true;
    view.clips.resize(r);
    for (int k = 0; k < r; ++k)
      view.clips[x->perm[k]] = {"zv_.lo[" + std::to_string(k) + "]", "zv_.hi[" + std::to_string(k) + "]"};
    fusedReads[x->dst] = x;
    fusedSource = "zv_";
    parAssignLoop(a, view);
    fusedSource.clear();
    fusedReads.clear();
    --depth;
    line("}");
    --depth;
    line("} else {");
    ++depth;
  }
  for (int d = 0; d < r; ++d)
    for (int above = 0; above < 2; ++above) {
      LoopOpts out;
      out.clips.assign(self.begin(), self.begin() + d);
      out.clips.push_back(above ? std::make_pair(self[d].second + " + 1", std::string("INT64_MAX"))
                                : std::make_pair(std::string("INT64_MIN"), self[d].first + " - 1"));
      parAssignLoop(a, out);
    }
  if (held) {
    --depth;
    line("}");
    line(site + ".endInPlace();");
  }
}

void Emitter::parAssign(const ParAssign *a) {
  sourceComment(a->loc, printRegion(a->region) + " " + a->lhs->name + " " + a->op + " " +
                            printExpr(a->rhs));
  if (!a->wave.empty()) {
    waveAssign(a); // Wavefront.cpp
    return;
  }
  std::vector<const Transfer *> fused = fusedTransfers(a);
  if (fused.size() == 1 && selfFusable(a)) {
    fusedBySelfPart(a, fused[0]);
    return;
  }
  if (fused.empty()) {
    parAssignLoop(a);
    return;
  }
  std::string cond;
  for (const Transfer *x : fused)
    cond += (cond.empty() ? "" : " && ") + std::string("x") + std::to_string(x->id) + "_.local()";
  line("if (" + cond + ") { // the remaps' sources are here: read them permuted, in blocks");
  ++depth;
  for (const Transfer *x : fused)
    fusedReads[x->dst] = x;
  LoopOpts blocks;
  blocks.tile = true;
  parAssignLoop(a, blocks);
  fusedReads.clear();
  --depth;
  line("} else {");
  ++depth;
  parAssignLoop(a);
  --depth;
  line("}");
}

} // namespace emit
} // namespace zpl::codegen
