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
//    temporary first (array semantics).
// Each statement lists the transfers it needs in Stmt::needs.
#include "passes/Passes.h"

#include <functional>
#include <set>

namespace zpl::passes {
namespace {

using namespace ir;

struct Inserter {
  Module &m;
  std::set<const Stmt *> done;
  int temps = 0;

  Array *newTemp(Ty elem, Region *region, Distribution *dist) {
    Array *a = m.make<Array>();
    a->name = "_T" + std::to_string(temps++);
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
    if (!e)
      return false;
    switch (e->kind) {
    case Expr::K_ArrayRead:
      // Also for run-time shifts: their transfer's SV follows the statement,
      // so the statement must not write the transfer's source.
      // Elements of an indexed array of arrays compare by family: `U[i]` and
      // `U[j]` may be the same storage.
      return llvm::cast<ArrayRead>(e)->array->storage() == a->storage() &&
             llvm::cast<ArrayRead>(e)->shifted();
    case Expr::K_Unary:
      return readsShifted(llvm::cast<Unary>(e)->operand, a);
    case Expr::K_Binary:
      return readsShifted(llvm::cast<Binary>(e)->lhs, a) ||
             readsShifted(llvm::cast<Binary>(e)->rhs, a);
    case Expr::K_Call:
      for (const Expr *x : llvm::cast<Call>(e)->args)
        if (readsShifted(x, a))
          return true;
      return false;
    default:
      return false;
    }
  }

  ArrayRead *readOf(Array *a) {
    ArrayRead *r = m.make<ArrayRead>();
    r->array = a;
    r->ty = a->elem;
    r->parallel = true;
    return r;
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

  // Rewrites `e` for a statement over `region` whose owned indices follow
  // `home`; records the transfers the statement needs.
  Expr *rewrite(Expr *e, Region *region, Distribution *home, Stmt *s) {
    if (!e)
      return e;
    switch (e->kind) {
    case Expr::K_Unary: {
      auto *u = llvm::cast<Unary>(e);
      u->operand = rewrite(u->operand, region, home, s);
      return e;
    }
    case Expr::K_Binary: {
      auto *b = llvm::cast<Binary>(e);
      b->lhs = rewrite(b->lhs, region, home, s);
      b->rhs = rewrite(b->rhs, region, home, s);
      return e;
    }
    case Expr::K_Call:
      for (Expr *&a : llvm::cast<Call>(e)->args)
        a = rewrite(a, region, home, s);
      return e;
    case Expr::K_ArrayRead: {
      auto *a = llvm::cast<ArrayRead>(e);
      Array *arr = a->array;
      if (!a->dynOffset.empty()) {
        // A shift known only at run time: no halo width can be fixed for it,
        // so its values move into a temporary through a relation computed
        // (and cached per offset) at run time.
        Array *t = newTemp(arr->elem, region, home);
        Transfer *x = newTransfer(Transfer::Copy, arr, t, region);
        for (int k = 0; k < arr->rank(); ++k) {
          x->offset[k] = a->dynOffset[k];
          x->wrap[k] = a->wrap;
        }
        s->needs.push_back(x);
        return readOf(t);
      }
      // Ghost cells only exist along block dimensions; a shift along a
      // cyclic one moves whole slices, through a temporary like any remap.
      bool cyclicShift = false;
      for (int k = 0; k < arr->rank() && a->shifted(); ++k)
        cyclicShift |= a->offset[k] != 0 && (arr->dist->formats[k] == Distribution::Cyclic ||
                                             arr->dist->formats[k] == Distribution::BlockCyclic);
      if (arr->dist != home || cyclicShift) {
        // Another layout: move the values (shift included) into a temporary
        // aligned with the statement.
        Array *t = newTemp(arr->elem, region, home);
        Transfer *x = newTransfer(Transfer::Copy, arr, t, region);
        for (int k = 0; k < arr->rank() && !a->offset.empty(); ++k) {
          x->offset[k] = m.intLit(a->offset[k]);
          x->wrap[k] = a->wrap && a->offset[k] != 0;
        }
        s->needs.push_back(x);
        return readOf(t);
      }
      if (!a->shifted())
        return e;
      for (Transfer *x : s->needs)
        if (x->purpose == Transfer::Halo && x->src == arr && x->region == region) {
          bool same = true;
          for (int k = 0; k < arr->rank(); ++k)
            same &= llvm::cast<Lit>(x->offset[k])->i == a->offset[k] && x->wrap[k] == a->wrap;
          if (same)
            return e;
        }
      Transfer *x = newTransfer(Transfer::Halo, arr, arr, region);
      for (int k = 0; k < arr->rank(); ++k) {
        x->offset[k] = m.intLit(a->offset[k]);
        x->wrap[k] = a->wrap && a->offset[k] != 0;
        if (a->offset[k] < 0)
          arr->haloLo[k] = std::max(arr->haloLo[k], -a->offset[k]);
        else
          arr->haloHi[k] = std::max(arr->haloHi[k], a->offset[k]);
      }
      s->needs.push_back(x);
      return e;
    }
    case Expr::K_Flood: {
      auto *f = llvm::cast<Flood>(e);
      Region *fr = floodRegion(region, f->source);
      Array *t = newTemp(f->ty, fr, home);
      s->needs.push_back(floodTransfer(f, t, fr));
      return readOf(t);
    }
    case Expr::K_Remap: {
      auto *r = llvm::cast<Remap>(e);
      Array *src = llvm::cast<ArrayRead>(r->operand)->array;
      Array *t = newTemp(src->elem, region, home);
      if (r->byData()) {
        // The relation is known only at run time: a gather statement of its
        // own fills the temporary before the statement that reads it.
        curOut->push_back(gather(r, region, t));
        return readOf(t);
      }
      Transfer *x = newTransfer(Transfer::Copy, src, t, region);
      x->perm = r->perm;
      s->needs.push_back(x);
      return readOf(t);
    }
    default:
      return e;
    }
  }

  // Where the statement being rewritten goes: gathers by data that its
  // expressions need are placed there, before it.
  std::vector<Stmt *> *curOut = nullptr;

  // [region] dst := A#[maps]; its maps are rewritten for its own needs.
  RemapStmt *gather(Remap *r, Region *region, Array *dst) {
    RemapStmt *g = m.make<RemapStmt>();
    g->loc = r->loc;
    g->region = region;
    g->array = llvm::cast<ArrayRead>(r->operand)->array;
    g->dst = dst;
    for (Expr *x : r->maps)
      g->maps.push_back(rewrite(x, region, dst->dist, g));
    // The gather runs before its statement, over the same masked region:
    // the mask's own transfers must have arrived for it too.
    if (region->mask)
      region->mask = rewrite(region->mask, region, dst->dist, g);
    return g;
  }

  void block(Block *b) {
    std::vector<Stmt *> out;
    for (Stmt *s : b->stmts) {
      if (done.count(s)) {
        out.push_back(s);
        continue;
      }
      done.insert(s);
      stmt(s, out);
    }
    b->stmts = std::move(out);
  }

  void stmt(Stmt *s, std::vector<Stmt *> &out) {
    std::vector<Stmt *> *saved = curOut;
    curOut = &out;
    stmtIn(s, out);
    curOut = saved;
  }

  void stmtIn(Stmt *s, std::vector<Stmt *> &out) {
    switch (s->kind) {
    case Stmt::K_RemapStmt: {
      // A scatter: its maps and values are computed over the region in the
      // region's own distribution.
      auto *r = llvm::cast<RemapStmt>(s);
      Distribution *home = r->region->dist;
      for (Expr *&x : r->maps)
        x = rewrite(x, r->region, home, r);
      r->value = rewrite(r->value, r->region, home, r);
      if (r->region->mask)
        r->region->mask = rewrite(r->region->mask, r->region, home, r);
      out.push_back(r);
      return;
    }
    case Stmt::K_ParAssign: {
      auto *a = llvm::cast<ParAssign>(s);
      Distribution *home = a->lhs->dist;
      if (auto *r = llvm::dyn_cast<Remap>(a->rhs))
        if (a->op == ":=" && r->byData()) {
          // The whole right-hand side gathers straight into the target.
          RemapStmt *g = gather(r, a->region, a->lhs);
          g->loc = a->loc;
          out.push_back(g);
          return;
        }
      // Whole right-hand sides that are pure data movement go straight into
      // the destination, with no temporary and no loop.
      if (a->op == ":=") {
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
          if (rd->array->dist != home && rd->array != a->lhs) {
            direct = newTransfer(Transfer::Copy, rd->array, a->lhs, a->region);
            for (int k = 0; k < rd->array->rank() && !rd->offset.empty(); ++k) {
              direct->offset[k] = m.intLit(rd->offset[k]);
              direct->wrap[k] = rd->wrap && rd->offset[k] != 0;
            }
          }
        }
        if (direct) {
          Block *b = m.make<Block>();
          b->loc = s->loc;
          b->needs.push_back(direct);
          out.push_back(b);
          return;
        }
      }
      if (readsShifted(a->rhs, a->lhs)) {
        Array *t = newTemp(a->lhs->elem, a->region, home);
        ParAssign *first = m.make<ParAssign>();
        first->loc = a->loc;
        first->region = a->region;
        first->lhs = t;
        first->rhs = rewrite(a->rhs, a->region, home, first);
        out.push_back(first);
        a->rhs = readOf(t);
        out.push_back(a);
        return;
      }
      a->rhs = rewrite(a->rhs, a->region, home, a);
      if (a->region->mask)
        a->region->mask = rewrite(a->region->mask, a->region, home, a);
      out.push_back(a);
      return;
    }
    case Stmt::K_ScanStmt: {
      auto *c = llvm::cast<ScanStmt>(s);
      c->operand = rewrite(c->operand, c->region, c->lhs->dist, c);
      out.push_back(c);
      return;
    }
    case Stmt::K_ReduceStmt: {
      auto *r = llvm::cast<ReduceStmt>(s);
      r->operand = rewrite(r->operand, r->region, r->region->dist, r);
      if (r->region->mask)
        r->region->mask = rewrite(r->region->mask, r->region, r->region->dist, r);
      out.push_back(r);
      if (r->into && r->into->dist != r->region->dist) {
        // The combined lines follow the source's distribution: they land in
        // a temporary of that layout, then move to the destination.
        Region *tr = m.make<Region>();
        tr->dims = r->intoRegion->dims;
        tr->dist = r->region->dist;
        m.regions.push_back(tr);
        Array *t = newTemp(r->into->elem, tr, tr->dist);
        Block *b = m.make<Block>();
        b->loc = r->loc;
        b->needs.push_back(newTransfer(Transfer::Copy, t, r->into, r->intoRegion));
        r->into = t;
        r->intoRegion = tr;
        out.push_back(b);
      }
      return;
    }
    case Stmt::K_Write:
      for (auto &it : llvm::cast<Write>(s)->items) {
        if (!it.region)
          continue;
        auto *rd = llvm::dyn_cast<ArrayRead>(it.value);
        if (rd && !rd->shifted() && !it.region->mask) {
          it.array = rd->array;
          continue;
        }
        // Anything else is computed into a temporary and printed from there.
        Array *t = newTemp(it.value->ty, it.region, it.region->dist);
        ParAssign *a = m.make<ParAssign>();
        a->loc = s->loc;
        a->region = it.region;
        a->lhs = t;
        a->rhs = rewrite(it.value, it.region, it.region->dist, a);
        out.push_back(a);
        it.array = t;
        it.value = readOf(t);
      }
      out.push_back(s);
      return;
    case Stmt::K_Block:
      block(llvm::cast<Block>(s));
      out.push_back(s);
      return;
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms)
        block(arm.second);
      if (llvm::cast<If>(s)->otherwise)
        block(llvm::cast<If>(s)->otherwise);
      out.push_back(s);
      return;
    case Stmt::K_For:
      block(llvm::cast<For>(s)->body);
      out.push_back(s);
      return;
    case Stmt::K_While:
      block(llvm::cast<While>(s)->body);
      out.push_back(s);
      return;
    case Stmt::K_Repeat:
      block(llvm::cast<Repeat>(s)->body);
      out.push_back(s);
      return;
    default:
      out.push_back(s);
      return;
    }
  }
};

} // namespace

namespace {
// An array passed to a parallel array parameter needs the halo its formal is
// shifted by inside the procedure; calls may nest, hence the fixpoint.
struct HaloPropagation {
  bool changed = false;
  void expr(Expr *e) {
    if (!e)
      return;
    switch (e->kind) {
    case Expr::K_Call: {
      auto *c = llvm::cast<Call>(e);
      for (Expr *a : c->args)
        expr(a);
      if (!c->proc)
        return;
      for (size_t i = 0; i < c->args.size() && i < c->proc->paramOrder.size(); ++i) {
        int k = c->proc->paramOrder[i];
        auto *rd = llvm::dyn_cast<ArrayRead>(c->args[i]);
        if (k >= 0 || !rd)
          continue;
        Array *formal = c->proc->arrayParams[-k - 1];
        for (int d = 0; d < formal->rank() && d < rd->array->rank(); ++d) {
          if (formal->haloLo[d] > rd->array->haloLo[d])
            rd->array->haloLo[d] = formal->haloLo[d], changed = true;
          if (formal->haloHi[d] > rd->array->haloHi[d])
            rd->array->haloHi[d] = formal->haloHi[d], changed = true;
        }
      }
      return;
    }
    case Expr::K_Unary:
      expr(llvm::cast<Unary>(e)->operand);
      return;
    case Expr::K_Binary:
      expr(llvm::cast<Binary>(e)->lhs);
      expr(llvm::cast<Binary>(e)->rhs);
      return;
    default:
      return;
    }
  }
  void block(Block *b) {
    for (Stmt *s : b->stmts)
      stmt(s);
  }
  void stmt(Stmt *s) {
    switch (s->kind) {
    case Stmt::K_CallStmt: expr(llvm::cast<CallStmt>(s)->call); break;
    case Stmt::K_ScalarAssign: expr(llvm::cast<ScalarAssign>(s)->rhs); break;
    case Stmt::K_ParAssign: expr(llvm::cast<ParAssign>(s)->rhs); break;
    case Stmt::K_Return: expr(llvm::cast<Return>(s)->value); break;
    case Stmt::K_Block: block(llvm::cast<Block>(s)); break;
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms) {
        expr(arm.first);
        block(arm.second);
      }
      if (llvm::cast<If>(s)->otherwise)
        block(llvm::cast<If>(s)->otherwise);
      break;
    case Stmt::K_For: block(llvm::cast<For>(s)->body); break;
    case Stmt::K_While: block(llvm::cast<While>(s)->body); break;
    case Stmt::K_Repeat: block(llvm::cast<Repeat>(s)->body); break;
    default: break;
    }
  }
};
} // namespace

// The elements of an indexed array of parallel arrays share one layout: each
// use `U[e]` gets the widest halo any use of the family needs.
static bool unifyElementHalos(Module &m) {
  std::vector<Array *> uses;
  std::function<void(Expr *)> expr = [&](Expr *e) {
    if (!e)
      return;
    if (auto *r = llvm::dyn_cast<ArrayRead>(e)) {
      if (r->array->family)
        uses.push_back(r->array);
    } else if (auto *u = llvm::dyn_cast<Unary>(e)) {
      expr(u->operand);
    } else if (auto *b = llvm::dyn_cast<Binary>(e)) {
      expr(b->lhs);
      expr(b->rhs);
    } else if (auto *c = llvm::dyn_cast<Call>(e)) {
      for (Expr *a : c->args)
        expr(a);
    }
  };
  for (Transfer *t : m.transfers)
    for (Array *a : {t->src, t->dst})
      if (a->family)
        uses.push_back(a);
  std::function<void(Block *)> block = [&](Block *b) {
    for (Stmt *s : b->stmts) {
      if (auto *p = llvm::dyn_cast<ParAssign>(s)) {
        if (p->lhs->family)
          uses.push_back(p->lhs);
        expr(p->rhs);
      } else if (auto *c = llvm::dyn_cast<CallStmt>(s)) {
        expr(c->call);
      } else if (auto *a = llvm::dyn_cast<ScalarAssign>(s)) {
        expr(a->rhs);
      } else if (auto *r = llvm::dyn_cast<Return>(s)) {
        expr(r->value);
      } else if (auto *bl = llvm::dyn_cast<Block>(s)) {
        block(bl);
      } else if (auto *i = llvm::dyn_cast<If>(s)) {
        for (auto &arm : i->arms)
          block(arm.second);
        if (i->otherwise)
          block(i->otherwise);
      } else if (auto *f = llvm::dyn_cast<For>(s)) {
        block(f->body);
      } else if (auto *w = llvm::dyn_cast<While>(s)) {
        block(w->body);
      } else if (auto *r = llvm::dyn_cast<Repeat>(s)) {
        block(r->body);
      }
    }
  };
  for (Procedure *p : m.procs)
    block(p->body);
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
  for (Procedure *p : m.procs)
    ins.block(p->body);
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
    for (Procedure *p : m.procs)
      h.block(p->body);
    h.changed |= unifyElementHalos(m);
  } while (h.changed);
}

} // namespace zpl::passes
