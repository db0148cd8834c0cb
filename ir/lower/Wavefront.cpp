// Lowering: statements with primed references (`[R] A := f(A'@d)`, ZPL's
// wavefronts; sema's rules are in frontend/sema/Primes.cpp).
//
// A primed read becomes an ordinary read of A itself, which the statement
// updates in place in an order that stores i+d before i: increasing index
// order along a dimension where the primed components are negative,
// decreasing where they are positive. Unprimed shifted reads of A must see the values from before
// the statement: they read a copy made first.
//
// When the ordered dimensions of A are block-distributed, the statement
// stays whole and is marked a wavefront (ParAssign::wave): each processor
// runs its block in that order, in its turn along the grid, after the halo
// with its predecessors' results has arrived (codegen/emit/Wavefront.cpp).
// Otherwise (cyclic dimensions, whose owned indices interleave, and array
// parameters, whose layout is the argument's) it becomes a loop nest over
// the ordered dimensions around the statement restricted to one index of
// each (a slice, all other dimensions at once): the slices a primed read
// reads were stored by earlier iterations, and the slice statement's own
// halo transfer brings them from their owners after they computed them.
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
  std::set<const Expr *> primed;
  primed.swap(primedReads);
  PrimedOffsets po(primed, p->lhs);
  po.visit(p->rhs);
  int rank = cur->rank();
  // Per dimension, the order the primed directions agree on (sema checked):
  // increasing indices (1) where they are negative, decreasing (-1) where
  // they are positive.
  std::vector<int> sign(rank, 0);
  for (auto &d : po.dirs)
    for (int k = 0; k < rank && k < (int)d.size(); ++k)
      if (d[k])
        sign[k] = d[k] < 0 ? 1 : -1;
  for (int k = 0; k < rank; ++k) {
    if (!sign[k])
      continue;
    const Region::Dim &d = cur->dims[k];
    if (d.flood)
      internal(at, "a primed reference along dimension " + std::to_string(k + 1) +
                       ", which the statement's region floods (`*`), has no neighbour to read");
    if (d.strideExpr || d.stride != 1)
      internal(at, "a primed reference along dimension " + std::to_string(k + 1) +
                       " of a strided region is not supported by the code generator yet");
  }
  if (po.unprimedShift) {
    Array *a = p->lhs;
    if (a->param || a->family || a->element || !a->region)
      internal(at, "a statement reading `" + a->name +
                    "` both primed and unprimed at an offset is not supported by the code "
                    "generator yet when `" + a->name + "` is a parameter or an element of an "
                    "array of arrays");
    Array *old = newArray("$W" + std::to_string(tempCount++), a->region, a->elem, a->owner);
    old->temp = true;
    (a->owner ? a->owner->localArrays : mod->arrays).push_back(old);
    ArrayRead *src = cast<ArrayRead>(arrayRead(a, at, {}, false));
    parAssign(out, a->region, old, src, at);
    ReadCopy rc(primed, a, old);
    p->rhs = rc.mutate(p->rhs);
  }
  // Along block dimensions a processor owns one contiguous block: the
  // statement runs whole, in place, each processor in its turn after the
  // halo of its predecessors' results has arrived (ParAssign::wave).
  bool blocks = !p->lhs->param && !p->lhs->family && p->lhs->dist &&
                (int)p->lhs->dist->formats.size() == rank;
  for (int k = 0; k < rank && blocks; ++k)
    blocks = !sign[k] || p->lhs->dist->formats[k] == Distribution::Block ||
             p->lhs->dist->formats[k] == Distribution::None;
  if (blocks) {
    p->wave = sign;
    out->stmts.push_back(p);
    return;
  }
  // Otherwise (cyclic dimensions, parameters, whose layout is the
  // argument's) a loop over slices. Each primed direction needs one ordered
  // dimension where it is not zero (the first such in the nest decides that
  // i+d comes before i); a dimension is ordered only when a direction not
  // yet served needs it.
  std::vector<int> order(rank, 0);
  std::vector<bool> served(po.dirs.size(), false);
  for (int k = 0; k < rank; ++k)
    for (size_t d = 0; d < po.dirs.size(); ++d)
      if (!served[d] && k < (int)po.dirs[d].size() && po.dirs[d][k] != 0) {
        order[k] = sign[k];
        for (size_t e = 0; e < po.dirs.size(); ++e)
          served[e] = served[e] || (k < (int)po.dirs[e].size() && po.dirs[e][k] != 0);
      }
  // The slice: one index (the loop variable) in each ordered dimension.
  Region *slice = anon(cur);
  Block *body = out;
  for (int k = 0; k < rank; ++k) {
    if (!order[k])
      continue;
    Var *v = tempVar("wave", Ty::Long);
    auto ref = [&] { return varRef(v); };
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
}

} // namespace lower
} // namespace zpl::ir
