// Lowering: statements with primed references (`[R] A := f(A'@d)`, ZPL's
// wavefronts; sema's rules are in frontend/sema/Primes.cpp).
//
// The statement becomes a loop nest over the dimensions the primed
// directions order, each upwards where their components are negative and
// downwards where they are positive, around the statement restricted to one
// index of each of those dimensions (a slice, all of the other dimensions
// at once). A primed read is then an ordinary read of A itself: the slices
// it reads were stored by earlier iterations, and across processors the
// slice statement's halo transfer brings them from their owners after the
// owners computed them, so the processors run in order along the wavefront
// on every binding and distribution. Unprimed shifted reads of A must see
// the values from before the statement: they read a copy made first.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

namespace {
struct PrimedOffsets : Visitor {
  const std::set<const Expr *> &primed;
  const Array *target;
  std::vector<std::vector<int64_t>> dirs;
  bool unprimedShift = false;
  PrimedOffsets(const std::set<const Expr *> &p, const Array *t) : primed(p), target(t) {}
  void visitArrayRead(const ArrayRead *e) override {
    if (primed.count(e))
      dirs.push_back(e->offset);
    else if (e->array == target && (e->shifted() || !e->dynOffset.empty() || e->wrap))
      unprimedShift = true;
    Visitor::visitArrayRead(e);
  }
};

// Unprimed reads of the target read its copy instead.
struct ReadCopy : Mutator {
  const std::set<const Expr *> &primed;
  Array *from, *to;
  ReadCopy(const std::set<const Expr *> &p, Array *f, Array *t) : primed(p), from(f), to(t) {}
  void mutateRegion(Region *) override {}
  Expr *mutateArrayRead(ArrayRead *e) override {
    Mutator::mutateArrayRead(e);
    if (e->array == from && !primed.count(e))
      e->array = to;
    return e;
  }
};
} // namespace

void Lowerer::wavefront(ParAssign *p, Block *out, SourceLocation at) {
  Region *cur = p->region;
  PrimedOffsets po(primedReads, p->lhs);
  po.visit(p->rhs);
  int rank = cur->rank();
  // Each primed direction needs one ordered dimension where it is not zero
  // (the first such in the nest decides that i+d comes before i); a
  // dimension is ordered only when a direction not yet served needs it.
  std::vector<int> order(rank, 0); // per dimension: 0 free, +1 upwards, -1 downwards
  std::vector<bool> served(po.dirs.size(), false);
  for (int k = 0; k < rank; ++k)
    for (size_t d = 0; d < po.dirs.size(); ++d)
      if (!served[d] && k < (int)po.dirs[d].size() && po.dirs[d][k] != 0) {
        order[k] = po.dirs[d][k] < 0 ? 1 : -1;
        for (size_t e = 0; e < po.dirs.size(); ++e)
          served[e] = served[e] || (k < (int)po.dirs[e].size() && po.dirs[e][k] != 0);
      }
  for (int k = 0; k < rank; ++k) {
    if (!order[k])
      continue;
    const Region::Dim &d = cur->dims[k];
    if (d.flood)
      error(at, "a primed reference along dimension " + std::to_string(k + 1) +
                    ", which the statement's region floods (`*`), has no neighbour to read");
    if (d.strideExpr || d.stride != 1)
      error(at, "a primed reference along dimension " + std::to_string(k + 1) +
                    " of a strided region is not supported by the code generator yet");
  }
  if (po.unprimedShift) {
    Array *a = p->lhs;
    if (a->param || a->family || a->element || !a->region)
      error(at, "a statement reading `" + a->name +
                    "` both primed and unprimed at an offset is not supported by the code "
                    "generator yet when `" + a->name + "` is a parameter or an element of an "
                    "array of arrays");
    Array *old = newArray("$W" + std::to_string(tempCount++), a->region, a->elem, a->owner);
    old->temp = true;
    (a->owner ? a->owner->localArrays : mod->arrays).push_back(old);
    ArrayRead *src = cast<ArrayRead>(arrayRead(a, at, {}, false));
    parAssign(out, a->region, old, src, at);
    ReadCopy rc(primedReads, a, old);
    p->rhs = rc.mutate(p->rhs);
  }
  // The slice: one index (the loop variable) in each ordered dimension.
  Region *slice = anon(cur);
  Block *body = out;
  for (int k = 0; k < rank; ++k) {
    if (!order[k])
      continue;
    Var *v = mod->make<Var>();
    v->name = "$wave" + std::to_string(tempCount++);
    v->ty = Ty::Long;
    v->storage = curProc ? Var::Local : Var::Global;
    (curProc ? curProc->locals : mod->vars).push_back(v);
    auto ref = [&] {
      VarRef *r = mod->make<VarRef>();
      r->var = v;
      r->ty = v->ty;
      return r;
    };
    For *f = mod->make<For>();
    f->loc = loc(at);
    f->var = ref();
    f->down = order[k] < 0;
    f->from = f->down ? cur->dims[k].hi : cur->dims[k].lo;
    f->to = f->down ? cur->dims[k].lo : cur->dims[k].hi;
    f->body = mod->make<Block>();
    body->stmts.push_back(f);
    body = f->body;
    Region::Dim one;
    one.lo = ref();
    one.hi = ref();
    slice->dims[k] = one;
  }
  p->region = slice;
  body->stmts.push_back(p);
  primedReads.clear();
}

} // namespace lower
} // namespace zpl::ir
