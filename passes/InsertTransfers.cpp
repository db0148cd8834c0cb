// Makes every non-local read explicit. For each parallel statement:
//  - a shifted read `A@d` / `A@^d` of an array aligned with the statement
//    becomes a halo transfer (the neighbours' values land in A's ghost
//    cells) and widens A's halo to cover d;
//  - a flood `>>[S] A` becomes a transfer into a temporary flood array
//    (flooded dimensions stored once per processor);
//  - a remap `A#[Index2, Index1]`, or a read of an array in another
//    distribution, becomes a transfer into a temporary of the statement's
//    distribution; when it is the whole right-hand side of `:=`, the transfer
//    writes the destination directly;
//  - a remap by data `A#[Col]` becomes a gather statement (RemapStmt) into
//    a temporary, or straight into the target when it is the whole
//    right-hand side; a scatter `A#[I] := e` is a RemapStmt already;
//  - a shift by a run-time direction `A@dirs[i]` becomes a transfer into a
//    temporary, like a remap;
//  - an assignment that reads its own target shifted computes into a
//    temporary first (array semantics), except a wavefront (ParAssign::wave),
//    whose halo transfers of its target codegen runs before each turn.
// Each statement lists the transfers it needs in Stmt::needs.
#include "passes/Passes.h"

#include "ir/Walk.h"

#include <map>
#include <set>

namespace zpl::passes {
namespace {

using namespace ir;

struct Inserter : Mutator {
  explicit Inserter(Module &mod) : m(mod) {}
  Module &m;
  std::set<const Stmt *> done;
  int temps = 0;

  Array *newTemp(Ty elem, Region *region, Distribution *dist) {
    Array *a = m.make<Array>();
    a->name = "$T" + std::to_string(temps++);
    a->elem = elem;
    a->region = region;
    a->dist = dist;
    a->haloLo.assign(region->rank(), 0);
    a->haloHi.assign(region->rank(), 0);
    a->temp = true;
    m.arrays.push_back(a);
    return a;
  }

  Transfer *newTransfer(Transfer::Purpose purpose, Array *src, Array *dst, Region *region) {
    Transfer *t = m.make<Transfer>();
    t->id = (int)m.transfers.size();
    t->purpose = purpose;
    t->src = src;
    t->dst = dst;
    t->region = region;
    int r = src->rank();
    for (int k = 0; k < r; ++k) {
      t->perm.push_back(k);
      t->offset.push_back(m.intLit(0));
      t->wrap.push_back(false);
    }
    m.transfers.push_back(t);
    return t;
  }

  static bool readsShifted(const Expr *e, const Array *a) {
    struct Finder : Visitor {
      const Array *a;
      bool found = false;
      // Also for run-time shifts: their transfer's SV follows the statement,
      // so the statement must not write the transfer's source.
      // Elements of an indexed array of arrays compare by family: `U[i]` and
      // `U[j]` may be the same storage.
      void visitArrayRead(const ArrayRead *r) override {
        found |= r->array->storage() == a->storage() && r->shifted();
      }
    } f;
    f.a = a;
    f.visit(e);
    return f.found;
  }

  ArrayRead *readOf(Array *a) {
    ArrayRead *r = m.make<ArrayRead>();
    r->array = a;
    r->ty = a->elem;
    r->parallel = true;
    return r;
  }

  // Moves the values `rd` reads (shift included) to the same indices of
  // `dst` over `region`. A flooded dimension of the source has one index
  // (0), held by every processor: each destination index reads that one.
  Transfer *copyTransfer(const ArrayRead *rd, Array *dst, Region *region) {
    Transfer *x = newTransfer(Transfer::Copy, rd->array, dst, region);
    for (int k = 0; k < rd->array->rank(); ++k) {
      if (rd->array->isFlood(k)) {
        x->perm[k] = -1;
        continue;
      }
      if (rd->offset.empty())
        continue;
      x->offset[k] = m.intLit(rd->offset[k]);
      x->wrap[k] = rd->wrap && rd->offset[k] != 0;
    }
    return x;
  }

  // A flood temporary: the statement's region with the flooded dimensions
  // (those the source slice fixes to one index) replaced by `*`.
  Region *floodRegion(Region *stmtRegion, Region *slice) {
    Region *r = m.make<Region>();
    r->dims = stmtRegion->dims;
    r->dist = stmtRegion->dist;
    for (int k = 0; k < r->rank(); ++k)
      if (slice->dims[k].lo == slice->dims[k].hi && !stmtRegion->dims[k].flood) {
        r->dims[k] = Region::Dim();
        r->dims[k].flood = true;
      }
    m.regions.push_back(r);
    return r;
  }

  Transfer *floodTransfer(Flood *f, Array *dst, Region *dstRegion) {
    auto *src = llvm::cast<ArrayRead>(f->operand)->array;
    Transfer *t = newTransfer(Transfer::Copy, src, dst, dstRegion);
    for (int k = 0; k < dstRegion->rank(); ++k)
      if (dstRegion->dims[k].flood) {
        t->perm[k] = -1;
        t->offset[k] = f->source->dims[k].lo;
      }
    return t;
  }

  // Rewrites the expressions of one parallel statement `s` over `region`,
  // whose owned indices follow `home`; records the transfers it needs.
  struct Rewrite : Mutator {
    Inserter &ins;
    Region *region;
    Distribution *home;
    Stmt *s;
    // Rewriting the region's mask: what it reads is read over the region
    // without the mask it is computing.
    bool inMask = false;
    Rewrite(Inserter &i, Region *r, Distribution *h, Stmt *st) : ins(i), region(r), home(h), s(st) {}

    // Regions are shared between statements: each statement rewrites the
    // mask of its own region itself, bounds need no transfers.
    void mutateRegion(Region *) override {}

    Expr *mutateArrayRead(ArrayRead *a) override {
      Array *arr = a->array;
      if (!a->dynOffset.empty()) {
        // A shift known only at run time: no halo width can be fixed for it,
        // so its values move into a temporary through a relation computed
        // (and cached per offset) at run time.
        Array *t = ins.newTemp(arr->elem, region, home);
        Transfer *x = ins.newTransfer(Transfer::Copy, arr, t, region);
        for (int k = 0; k < arr->rank(); ++k) {
          x->offset[k] = a->dynOffset[k];
          x->wrap[k] = a->wrap;
        }
        s->needs.push_back(x);
        return ins.readOf(t);
      }
      // Ghost cells only exist along block dimensions; a shift along a
      // cyclic one moves whole slices, through a temporary like any remap.
      bool cyclicShift = false;
      for (int k = 0; k < arr->rank() && a->shifted(); ++k)
        cyclicShift |= a->offset[k] != 0 &&
                       (arr->dist->formats[k] == Distribution::Cyclic ||
                        arr->dist->formats[k] == Distribution::BlockCyclic);
      if (arr->dist != home || cyclicShift) {
        // Another layout: move the values (shift included) into a temporary
        // aligned with the statement.
        Array *t = ins.newTemp(arr->elem, region, home);
        s->needs.push_back(ins.copyTransfer(a, t, region));
        return ins.readOf(t);
      }
      if (!a->shifted())
        return a;
      for (Transfer *x : s->needs)
        if (x->purpose == Transfer::Halo && x->src == arr &&
            x->region == region) {
          bool same = true;
          for (int k = 0; k < arr->rank(); ++k)
            same &= llvm::cast<Lit>(x->offset[k])->i == a->offset[k] &&
                    x->wrap[k] == a->wrap;
          if (same)
            return a;
        }
      Transfer *x = ins.newTransfer(Transfer::Halo, arr, arr, region);
      for (int k = 0; k < arr->rank(); ++k) {
        x->offset[k] = ins.m.intLit(a->offset[k]);
        x->wrap[k] = a->wrap && a->offset[k] != 0;
        if (a->offset[k] < 0)
          arr->haloLo[k] = std::max(arr->haloLo[k], -a->offset[k]);
        else
          arr->haloHi[k] = std::max(arr->haloHi[k], a->offset[k]);
      }
      s->needs.push_back(x);
      return a;
    }

    Expr *mutateFlood(Flood *f) override {
      Region *fr = ins.floodRegion(region, f->source);
      Array *t = ins.newTemp(f->ty, fr, home);
      s->needs.push_back(ins.floodTransfer(f, t, fr));
      return ins.readOf(t);
    }

    Expr *mutateRemap(Remap *r) override {
      Array *src = llvm::cast<ArrayRead>(r->operand)->array;
      Array *t = ins.newTemp(src->elem, region, home);
      if (r->byData()) {
        // The relation is known only at run time: a gather statement of its
        // own fills the temporary before the statement that reads it.
        // It runs before the statement, which is when its mask's
        // transfers must arrive: its own, of the mask as written.
        Region *over = inMask ? ins.copyRegion(region, nullptr) : ins.written(region);
        ins.curOut->push_back(ins.gather(r, over, t));
        return ins.readOf(t);
      }
      Transfer *x = ins.newTransfer(Transfer::Copy, src, t, region);
      x->perm = r->perm;
      s->needs.push_back(x);
      return ins.readOf(t);
    }
  };

  Expr *rewrite(Expr *e, Region *region, Distribution *home, Stmt *s, bool mask = false) {
    Rewrite w(*this, region, home, s);
    w.inMask = mask;
    return w.mutate(e);
  }

  // A copy of an expression's nodes (arrays, variables and regions shared):
  // rewriting it leaves the original as it was.
  struct Copier : Mutator {
    Module &m;
    explicit Copier(Module &mod) : m(mod) {}
    template <class T> T *dup(T *e) { return m.make<T>(*e); }
    void mutateRegion(Region *) override {}
    void mutateArray(Array *) override {}
    Expr *mutateVarRef(VarRef *e) override { return Mutator::mutateVarRef(dup(e)); }
    Expr *mutateArrayRead(ArrayRead *e) override { return Mutator::mutateArrayRead(dup(e)); }
    Expr *mutateUnary(Unary *e) override { return Mutator::mutateUnary(dup(e)); }
    Expr *mutateBinary(Binary *e) override { return Mutator::mutateBinary(dup(e)); }
    Expr *mutateCall(Call *e) override { return Mutator::mutateCall(dup(e)); }
    Expr *mutateReduce(Reduce *e) override { return Mutator::mutateReduce(dup(e)); }
    Expr *mutateFlood(Flood *e) override { return Mutator::mutateFlood(dup(e)); }
    Expr *mutateRemap(Remap *e) override { return Mutator::mutateRemap(dup(e)); }
  };

  // The region statement `s` runs over, its mask rewritten for `s`; called
  // before the statement's expressions are rewritten, so that their
  // temporaries are over it too. Regions (and their masks) are shared by the
  // statements of one scope and by a statement and the temporaries over its
  // region: the mask is rewritten on a copy of the region and of the mask,
  // so that each statement has the transfers of its own mask (in its
  // `needs`, arriving when it runs, after any write to the mask before it)
  // and no statement reads a temporary that another one fills.
  Region *maskedRegion(Region *region, Distribution *home, Stmt *s) {
    if (!region->mask)
      return region;
    Copier c(m);
    Region *own = copyRegion(region, c.mutate(region->mask));
    own->mask = rewrite(own->mask, own, home, s, true);
    original[own] = region;
    return own;
  }

  // The region as the program wrote it, for a copy made by maskedRegion.
  std::map<Region *, Region *> original;
  Region *written(Region *r) {
    auto it = original.find(r);
    return it == original.end() ? r : it->second;
  }

  Region *copyRegion(Region *region, Expr *mask) {
    Region *r = m.make<Region>(*region);
    r->mask = mask;
    m.regions.push_back(r);
    return r;
  }

  // [region] dst := A#[maps]; its maps are rewritten for its own needs.
  RemapStmt *gather(Remap *r, Region *region, Array *dst) {
    RemapStmt *g = m.make<RemapStmt>();
    g->loc = r->loc;
    // The gather runs before its statement, over the same masked region.
    g->region = maskedRegion(region, dst->dist, g);
    g->array = llvm::cast<ArrayRead>(r->operand)->array;
    g->dst = dst;
    for (Expr *x : r->maps)
      g->maps.push_back(rewrite(x, g->region, dst->dist, g));
    return g;
  }

  // Where the statement being rewritten goes: gathers by data that its
  // expressions need are placed there, before it. A statement that places
  // itself (or what replaces it) there sets `placed`.
  std::vector<Stmt *> *curOut = nullptr;
  bool placed = false;

  void mutateBlock(Block *b) override {
    std::vector<Stmt *> out;
    for (Stmt *s : b->stmts) {
      if (done.count(s)) {
        out.push_back(s);
        continue;
      }
      done.insert(s);
      std::vector<Stmt *> *saved = curOut;
      bool savedPlaced = placed;
      curOut = &out;
      placed = false;
      mutate(s);
      if (!placed)
        out.push_back(s);
      curOut = saved;
      placed = savedPlaced;
    }
    b->stmts = std::move(out);
  }

  void mutateRemapStmt(RemapStmt *r) override {
    placed = true;
    // A scatter: its maps and values are computed over the region in the
    // region's own distribution.
    Distribution *home = r->region->dist;
    r->region = maskedRegion(r->region, home, r);
    for (Expr *&x : r->maps)
      x = rewrite(x, r->region, home, r);
    r->value = rewrite(r->value, r->region, home, r);
    curOut->push_back(r);
  }

  void mutateParAssign(ParAssign *a) override {
    placed = true;
    Distribution *home = a->lhs->dist;
    if (a->region->mask && readsShifted(a->region->mask, a->lhs)) {
      // A mask that reads the target shifted sees it as it was before the
      // statement (array semantics), not as the loop leaves it: it is
      // evaluated into a temporary first.
      Region *plain = copyRegion(a->region, nullptr);
      Array *t = newTemp(a->region->mask->ty, plain, home);
      ParAssign *first = m.make<ParAssign>();
      first->loc = a->loc;
      first->region = plain;
      first->lhs = t;
      Copier c(m);
      first->rhs = rewrite(c.mutate(a->region->mask), plain, home, first);
      curOut->push_back(first);
      a->region = copyRegion(a->region, readOf(t));
    }
    if (auto *r = llvm::dyn_cast<Remap>(a->rhs))
      if (a->op == ":=" && r->byData()) {
        // The whole right-hand side gathers straight into the target.
        RemapStmt *g = gather(r, a->region, a->lhs);
        g->loc = a->loc;
        curOut->push_back(g);
        return;
      }
    // Whole right-hand sides that are pure data movement go straight into
    // the destination, with no temporary and no loop. A transfer writes
    // every index of its region: under a mask the values go through a
    // temporary and the masked statement copies them back.
    if (a->op == ":=" && !a->region->mask) {
      Transfer *direct = nullptr;
      if (auto *f = llvm::dyn_cast<Flood>(a->rhs)) {
        bool floodDst = false;
        for (int k = 0; k < a->lhs->rank(); ++k)
          floodDst |= a->lhs->isFlood(k);
        if (floodDst) {
          Region *r = m.make<Region>();
          r->dims = a->region->dims;
          r->dist = home;
          for (int k = 0; k < r->rank(); ++k)
            if (a->lhs->isFlood(k)) {
              r->dims[k] = Region::Dim();
              r->dims[k].flood = true;
            }
          m.regions.push_back(r);
          direct = floodTransfer(f, a->lhs, r);
        }
      } else if (auto *r = llvm::dyn_cast<Remap>(a->rhs)) {
        direct = newTransfer(Transfer::Copy, llvm::cast<ArrayRead>(r->operand)->array,
                             a->lhs, a->region);
        direct->perm = r->perm;
      } else if (auto *rd = llvm::dyn_cast<ArrayRead>(a->rhs)) {
        if (rd->array->dist != home && rd->array != a->lhs)
          direct = copyTransfer(rd, a->lhs, a->region);
      }
      if (direct) {
        Block *b = m.make<Block>();
        b->loc = a->loc;
        b->needs.push_back(direct);
        curOut->push_back(b);
        return;
      }
    }
    // A wavefront reads its own results in place (its order makes them
    // ready): no temporary.
    if (a->wave.empty() && readsShifted(a->rhs, a->lhs)) {
      ParAssign *first = m.make<ParAssign>();
      // Both run under the mask as it is before either: its transfers
      // arrive for the first, the second reads the same temporaries.
      first->region = a->region = maskedRegion(a->region, home, first);
      Array *t = newTemp(a->lhs->elem, a->region, home);
      first->loc = a->loc;
      first->lhs = t;
      first->rhs = rewrite(a->rhs, a->region, home, first);
      curOut->push_back(first);
      a->rhs = readOf(t);
      curOut->push_back(a);
      return;
    }
    a->region = maskedRegion(a->region, home, a);
    a->rhs = rewrite(a->rhs, a->region, home, a);
    curOut->push_back(a);
  }

  // A statement's destination `a` over `over`, computed in the layout `dist`
  // instead when its own differs: a temporary of that layout, then a copy
  // to `a` (placed after the statement).
  Block *viaTemp(Array *&a, Region *over, Distribution *dist, Loc at) {
    if (a->dist == dist)
      return nullptr;
    Region *tr = m.make<Region>();
    tr->dims = over->dims;
    tr->dist = dist;
    m.regions.push_back(tr);
    Array *t = newTemp(a->elem, tr, tr->dist);
    Block *b = m.make<Block>();
    b->loc = at;
    b->needs.push_back(newTransfer(Transfer::Copy, t, a, over));
    a = t;
    return b;
  }

  void mutateScanStmt(ScanStmt *c) override {
    placed = true;
    c->operand = rewrite(c->operand, c->region, c->lhs->dist, c);
    for (Expr *&o : c->moreOperands)
      o = rewrite(o, c->region, c->lhs->dist, c);
    curOut->push_back(c);
    // A scan of several operands computes every destination in the first's
    // layout.
    for (Array *&a : c->moreLhs)
      if (Block *b = viaTemp(a, c->region, c->lhs->dist, c->loc))
        curOut->push_back(b);
  }

  void mutateReduceStmt(ReduceStmt *r) override {
    placed = true;
    r->region = maskedRegion(r->region, r->region->dist, r);
    r->operand = rewrite(r->operand, r->region, r->region->dist, r);
    for (Expr *&o : r->moreOperands)
      o = rewrite(o, r->region, r->region->dist, r);
    curOut->push_back(r);
    if (!r->into)
      return;
    // The combined lines follow the source's distribution: they land in
    // temporaries of that layout, then move to the destinations.
    Region *over = r->intoRegion;
    if (Block *b = viaTemp(r->into, over, r->region->dist, r->loc)) {
      r->intoRegion = r->into->region;
      curOut->push_back(b);
    }
    for (Array *&a : r->moreInto)
      if (Block *b = viaTemp(a, over, r->region->dist, r->loc))
        curOut->push_back(b);
  }

  void mutateWrite(Write *w) override {
    placed = true;
    for (auto &it : w->items) {
      if (!it.region)
        continue;
      auto *rd = llvm::dyn_cast<ArrayRead>(it.value);
      // A flood array printed over indices of its `*` dimension (`[R]
      // writeln(F)` with F over `[1..n, *]`) has one stored position
      // there: its values go through a temporary over the region.
      bool spread = false;
      for (int k = 0; rd && k < rd->array->rank() && k < it.region->rank(); ++k)
        spread |= rd->array->isFlood(k) && !it.region->dims[k].flood;
      if (rd && !rd->shifted() && !it.region->mask && !spread) {
        it.array = rd->array;
        continue;
      }
      // Anything else is computed into a temporary and printed from there.
      ParAssign *a = m.make<ParAssign>();
      a->region = it.region = maskedRegion(it.region, it.region->dist, a);
      Array *t = newTemp(it.value->ty, it.region, it.region->dist);
      a->loc = w->loc;
      a->lhs = t;
      a->rhs = rewrite(it.value, it.region, it.region->dist, a);
      curOut->push_back(a);
      it.array = t;
      it.value = readOf(t);
    }
    curOut->push_back(w);
  }
};

} // namespace

namespace {
// An array passed to a parallel array parameter needs the halo its formal is
// shifted by inside the procedure; calls may nest, hence the fixpoint. Calls
// are found wherever they are: loop conditions and bounds, write items and
// reduction operands call procedures too.
struct HaloPropagation : Visitor {
  bool changed = false;
  void visitCall(const Call *c) override {
    Visitor::visitCall(c);
    forEachArrayArg(c, [&](const ArrayRead *rd, const Array *formal) {
      for (int d = 0; d < formal->rank() && d < rd->array->rank(); ++d) {
        if (formal->haloLo[d] > rd->array->haloLo[d])
          rd->array->haloLo[d] = formal->haloLo[d], changed = true;
        if (formal->haloHi[d] > rd->array->haloHi[d])
          rd->array->haloHi[d] = formal->haloHi[d], changed = true;
      }
    });
  }
};
} // namespace

// The elements of an indexed array of parallel arrays share one layout: each
// use `U[e]` gets the widest halo any use of the family needs.
static bool unifyElementHalos(Module &m) {
  // Every use of an element: read, written, printed, moved.
  struct Uses : Visitor {
    std::vector<Array *> uses;
    void visitArray(const Array *a) override {
      // The arrays are the module's: only the walk is read-only.
      if (a && a->family)
        uses.push_back(const_cast<Array *>(a));
      Visitor::visitArray(a);
    }
  } u;
  for (Transfer *t : m.transfers)
    u.visitTransfer(t);
  u.visitModule(m);
  std::vector<Array *> &uses = u.uses;
  bool changed = false;
  for (int pass = 0; pass < 2; ++pass)
    for (Array *a : uses) {
      Array *f = a->family;
      Array *from = pass ? f : a, *to = pass ? a : f;
      for (int d = 0; d < f->rank(); ++d) {
        if (from->haloLo[d] > to->haloLo[d])
          to->haloLo[d] = from->haloLo[d], changed = true;
        if (from->haloHi[d] > to->haloHi[d])
          to->haloHi[d] = from->haloHi[d], changed = true;
      }
    }
  return changed;
}

void insertTransfers(Module &m) {
  Inserter ins{m};
  ins.mutateModule(ins.m);
  // `[d of R] wrap A;` writes A's border beyond R: like `A@d`, it sizes the
  // fluff, so an array declared over R alone still has cells to receive it.
  for (Transfer *t : m.transfers)
    for (int k = 0; k < (int)t->border.size() && k < t->dst->rank(); ++k) {
      if (t->border[k] < 0)
        t->dst->haloLo[k] = std::max(t->dst->haloLo[k], -t->border[k]);
      else
        t->dst->haloHi[k] = std::max(t->dst->haloHi[k], t->border[k]);
    }
  HaloPropagation h;
  do {
    h.changed = false;
    h.visitModule(m);
    h.changed |= unifyElementHalos(m);
  } while (h.changed);
}

} // namespace zpl::passes
