// Sema: statement regions that reach outside the index space they run in,
// with constant bounds (`[2, -5..1] B := A` with B over `[1..n, 1..n]`).
// A distribution's index space is the bounding box of its member regions;
// the loops of a statement clip its region to it, so indices outside have
// no owner and no storage. This follows what ir/SpaceCheck.cpp decides on
// the lowered IR (which now asserts it): the statements it checks
// (assignments, scans, remaps, reductions, partial reductions, `writeln`
// of arrays), the space each runs in (the written array's distribution,
// or its region's once aligned as passes/AlignRegions.cpp and Align.cpp
// align it), and the members the lowering gives each distribution
// (ir/lower: named regions, the regions arrays are declared over, regions
// statements make members) and the pass adds (regions with bounds known at
// start-up over no arrays of one distribution). Bounds fold as the IR's do;
// a bound not known when compiling is checked when the program runs.
#include "frontend/sema/Checker.h"

#include "basic/DistributionMessages.h"

namespace zpl {
namespace sema {
namespace checker {

namespace {
using Op = DerivedRegionExpr::Op;

// The IR's text of a bound the lowering made from `e` (ir/Printer.cpp's
// plain form): names, literals, and operators in parentheses.
std::string irText(const Expr *e) {
  if (!e)
    return "?";
  if (auto *n = dyn_cast<NameExpr>(e))
    return n->name;
  if (auto *l = dyn_cast<IntegerLiteral>(e))
    return std::to_string(l->value);
  if (auto *u = dyn_cast<UnaryExpr>(e))
    return u->op == UnaryExpr::Op::Plus ? irText(u->operand.get())
                                        : UnaryExpr::opSpelling(u->op) + irText(u->operand.get());
  if (auto *b = dyn_cast<BinaryExpr>(e))
    return "(" + irText(b->lhs.get()) + " " + BinaryExpr::opSpelling(b->op) + " " +
           irText(b->rhs.get()) + ")";
  return "?";
}

SpaceBound bound(const Expr *e) {
  if (auto v = constantBound(e))
    return {v, std::to_string(*v)};
  return {std::nullopt, irText(e)};
}

// The lowering's `add(bound, k)`: folded when the bound is known.
SpaceBound add(const SpaceBound &b, int64_t k) {
  if (k == 0)
    return b;
  if (b.value)
    return {*b.value + k, std::to_string(*b.value + k)};
  return {std::nullopt,
          "(" + b.text + (k > 0 ? " + " : " - ") + std::to_string(k > 0 ? k : -k) + ")"};
}

// The region a name or `[R]` refers to, when it is a declared one (a
// `region` or a region constant); `decl` is set for any region name (a
// region variable's too).
const Expr *namedInit(const Expr *e, const Decl **decl = nullptr) {
  if (auto *l = dyn_cast_or_null<RegionLiteralExpr>(e))
    e = l->isSingleEntry() ? l->dims[0].lo.get() : nullptr;
  auto *n = dyn_cast_or_null<NameExpr>(e);
  if (!n || !n->decl || !n->type || !n->type->isRegion())
    return nullptr;
  if (decl)
    *decl = n->decl;
  if (auto *r = dyn_cast<RegionDecl>(n->decl))
    return r->init.get();
  auto *v = dyn_cast<VarDecl>(n->decl);
  if (v && v->storage == VarDecl::Storage::Constant && v->type && v->type->isRegion())
    return v->init.get();
  return nullptr;
}

bool names(const Expr *e) {
  const Decl *d = nullptr;
  namedInit(e, &d);
  return d && (isa<RegionDecl>(d) || isa<VarDecl>(d));
}

// The bounds of region `e` as ir/lower/Regions.cpp builds them inside the
// enclosing region's (`cur`, null: none).
SpaceDims spaceDims(const Expr *e, const std::vector<SpaceDim> *cur) {
  if (!e)
    return std::nullopt;
  const Decl *named = nullptr;
  if (const Expr *init = namedInit(e, &named))
    return spaceDims(init, nullptr);
  if (named)
    return std::nullopt; // a region variable
  if (isa<CurrentRegionExpr>(e))
    return cur ? SpaceDims(*cur) : std::nullopt;
  if (auto *l = dyn_cast<RegionLiteralExpr>(e)) {
    std::vector<SpaceDim> out;
    for (size_t k = 0; k < l->dims.size(); ++k) {
      const RegionDim &d = l->dims[k];
      SpaceDim x;
      switch (d.kind) {
      case RegionDim::Kind::Star: x.star = true; break;
      case RegionDim::Kind::Single: x.lo = x.hi = bound(d.lo.get()); break;
      case RegionDim::Kind::Range:
        x.lo = bound(d.lo.get()), x.hi = bound(d.hi.get());
        if (d.stride)
          x.stride = constantBound(d.stride.get());
        break;
      case RegionDim::Kind::Empty:
        if (!cur || cur->size() != l->dims.size())
          return std::nullopt;
        x = (*cur)[k];
        break;
      }
      out.push_back(x);
    }
    return out;
  }
  auto *d = dyn_cast<DerivedRegionExpr>(e);
  if (!d)
    return std::nullopt; // an element of an array of regions
  SpaceDims out = spaceDims(d->base(), cur);
  if (!out || d->op == Op::With || d->op == Op::Without)
    return out;
  if (runtimeDirection(d->modifier())) {
    // `at` or `by` by offsets known at run time: bounds or strides that
    // are not constants.
    for (SpaceDim &x : *out) {
      if (x.star)
        continue;
      if (d->op == Op::By)
        x.stride = std::nullopt;
      else
        x.lo = x.hi = SpaceBound{std::nullopt, "?"};
    }
    return out;
  }
  const auto &dir = d->modifier()->offsets; // sema's (Constants.cpp)
  if (!dir || dir->size() != out->size())
    return std::nullopt;
  for (size_t k = 0; k < out->size(); ++k) {
    SpaceDim &x = (*out)[k];
    int64_t o = (*dir)[k];
    if (x.star)
      continue;
    SpaceBound lo = x.lo, hi = x.hi;
    switch (d->op) {
    case Op::Of:
      if (o < 0)
        x.lo = add(lo, o), x.hi = add(lo, -1);
      else if (o > 0)
        x.lo = add(hi, 1), x.hi = add(hi, o);
      break;
    case Op::In:
      if (o < 0)
        x.hi = add(lo, -o - 1);
      else if (o > 0)
        x.lo = add(hi, -o + 1);
      break;
    case Op::At: x.lo = add(lo, o), x.hi = add(hi, o); break;
    case Op::By:
      if (x.stride)
        x.stride = *x.stride * o;
      break;
    default: break;
    }
  }
  return out;
}

// The distribution the lowering gives a region written outside any region
// scope (a declaration's): a named region's own, else that of the region
// its initialiser names; a derived region's base's; a literal's default.
const DistributionDecl *declaredDist(const Expr *e);

const DistributionDecl *regionDeclDist(const RegionDecl *r) {
  if (r->distribution)
    return dyn_cast_or_null<DistributionDecl>(r->distribution->decl);
  return names(r->init.get()) ? declaredDist(r->init.get()) : nullptr;
}

const DistributionDecl *declaredDist(const Expr *e) {
  if (auto *d = dyn_cast_or_null<DerivedRegionExpr>(e))
    return declaredDist(d->base());
  const Decl *named = nullptr;
  const Expr *init = namedInit(e, &named);
  if (auto *r = dyn_cast_or_null<RegionDecl>(named))
    return regionDeclDist(r);
  return init ? declaredDist(init) : nullptr; // a region constant: its initialiser's
}

std::string spaceName(const DistributionDecl *d, const std::string &array) {
  return array.empty() ? distributionName(d) : q(array);
}

// One side of an index space, as ir/SpaceCheck.cpp's Bound: the least lower
// or greatest upper bound of the members, known when every one is.
struct Side {
  bool upper, known = true;
  int64_t value = 0;
  std::string text;
  explicit Side(bool up) : upper(up) {}
  void add(const SpaceBound &b) {
    bool first = text.empty();
    if (b.value && known) {
      value = first ? *b.value : upper ? std::max(value, *b.value) : std::min(value, *b.value);
      text = std::to_string(value);
      return;
    }
    std::string t = b.value ? std::to_string(*b.value) : b.text;
    text = first || (!known && text == t) ? t : "?";
    known = false;
  }
};

// The parallel array a reference names, when it is a variable's; with
// `elements`, also an element `V[1]` of an indexed array of parallel arrays
// or a component `U[1]` of a parallel array of indexed arrays, or a field
// `P.x` of a parallel array of records (each of which the lowering makes an
// array of its own) (`display`: the lowering's name for it, `V[1]`, `V[k]`,
// `P.x`), whose index space is its declared region's, whatever the index.
const VarDecl *namedArray(const Expr *e, std::string *display = nullptr, bool elements = false) {
  if (auto *m = dyn_cast_or_null<MemberExpr>(e); m && elements) {
    std::string path;
    for (; m; m = dyn_cast<MemberExpr>(e)) {
      path = "." + m->member + path;
      e = m->base.get();
    }
    auto *n = dyn_cast_or_null<NameExpr>(e);
    auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
    const Type *t = v ? v->type : nullptr;
    if (!t || !t->isParallelArray() || !t->element() || t->element()->kind() != Type::Kind::Record)
      return nullptr;
    if (display)
      *display = v->name + path;
    return v;
  }
  std::string suffix;
  if (auto *s = dyn_cast_or_null<SubscriptExpr>(e); s && elements) {
    for (auto &i : s->indices) {
      std::string t = irText(i.get());
      if (t.find('?') != std::string::npos)
        return nullptr;
      suffix += (suffix.empty() ? "[" : ", ") + t;
    }
    suffix += "]";
    e = s->base.get();
  }
  auto *n = dyn_cast_or_null<NameExpr>(e);
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  const Type *t = v ? v->type : nullptr;
  if (t && !suffix.empty())
    t = t->isIndexedArray()                                          ? t->element()
        : t->isParallelArray() && t->element()->isIndexedArray() ? t
                                                                  : nullptr;
  if (!t || !t->isParallelArray())
    return nullptr;
  if (display)
    *display = v->name + suffix;
  return v;
}

// The region a parallel array parameter is declared over (`T : [R] double`),
// else null: its procedure is compiled for that region's distribution
// (passes/AlignRegions.cpp refuses an actual of another), so statements
// writing it run in that space; a rank-only one (`T : [,] double`) takes
// its argument's.
const Expr *paramRegion(const Expr *e) {
  auto *n = dyn_cast_or_null<NameExpr>(e);
  auto *p = n ? dyn_cast_or_null<ParamDecl>(n->decl) : nullptr;
  return p && p->type && p->type->isParallelArray() ? declaredRegion(e) : nullptr;
}
} // namespace

void Checker::spaceShape(RegionShape &s, const Expr *region) const {
  const RegionShape *cur = shapes_.empty() ? nullptr : &shapes_.back();
  s.id = ++shapeIds_;
  s.bounds = spaceDims(region, cur && cur->bounds ? &*cur->bounds : nullptr);
  if (s.bounds && s.bounds->size() != s.dims.size())
    s.bounds = std::nullopt;
  // The distribution of a region that is not defaulted (ir/lower/Regions.cpp).
  const Expr *e = region;
  while (auto *d = dyn_cast_or_null<DerivedRegionExpr>(e))
    e = d->base();
  bool inCur = cur && cur->dims.size() == s.dims.size();
  if (!e || names(e))
    s.dist = declaredDist(e);
  else if (isa<CurrentRegionExpr>(e) || isa<RegionLiteralExpr>(e))
    s.dist = inCur ? cur->dist : nullptr;
}

// The distribution the lowering gives a region value stored or passed
// here (ir/lower/Regions.cpp): null for the default one; `unknown` for a
// region variable or an element of an array of regions, whose
// distribution is that of the first region stored in it.
const DistributionDecl *Checker::regionValueDist(const Expr *region, const VarDecl **unknown) {
  RegionShape s = shapeOf(region);
  spaceShape(s, region);
  const Expr *e = region;
  while (auto *d = dyn_cast_or_null<DerivedRegionExpr>(e))
    e = d->base();
  if (auto *sub = dyn_cast_or_null<SubscriptExpr>(e))
    e = sub->base.get();
  auto *n = dyn_cast_or_null<NameExpr>(e);
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  if (v && v->storage != VarDecl::Storage::Constant && unknown)
    *unknown = v;
  return s.dist;
}

// `Q := RC`, `Lev[1] := [1..n]`: the distributions a region variable holds.
void Checker::noteRegionStoreDist(const Expr *target, const Expr *region) {
  const Expr *e = target;
  if (auto *sub = dyn_cast_or_null<SubscriptExpr>(e))
    e = sub->base.get();
  auto *n = dyn_cast_or_null<NameExpr>(e);
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  if (!v || !region || bad(region))
    return;
  const VarDecl *from = nullptr;
  const DistributionDecl *d = regionValueDist(region, &from);
  regionVarStores_[v].push_back({d, from});
}

// `f(Q)` for `f(S : region<.., ..>)`: the value is stored as a region
// variable's is, and the procedure is compiled once, for the default
// distribution of the rank (ir/lower/Procedures.cpp, regionParam). A region
// variable's distribution is known once every store is (checkRegionArgs).
bool Checker::checkRegionArgument(const ParamDecl &param, const Expr *a) {
  if (!checkRegionStore(a, false))
    return false;
  if (param.type && a->type && param.type->rank() && a->type->rank() &&
      param.type->rank() != a->type->rank()) {
    error(Diag::ArgumentType, a->loc, "argument for region parameter " + q(param.name) + " has " +
                                          rankWord(a->type->rank()) + " but the parameter has " +
                                          rankWord(param.type->rank()));
    return false;
  }
  const VarDecl *var = nullptr;
  if (const DistributionDecl *d = regionValueDist(a, &var)) {
    regionArgError(param, a, d);
    return false;
  }
  if (var)
    regionArgs_.push_back({&param, a, var});
  return true;
}

void Checker::regionArgError(const ParamDecl &param, const Expr *a, const DistributionDecl *d) {
  error(Diag::NotSupported, a->loc,
        "a region of distribution " + q(d->name) + " passed for the region parameter " +
            q(param.name) + " is not supported by the code generator yet (a procedure is "
            "compiled for the default distribution)");
}

// The region variables passed for region parameters, once every store into
// them is known: any store of another distribution than the default one
// (directly, or through another region variable) refuses the call.
void Checker::checkRegionArgs() {
  for (const RegionArg &ra : regionArgs_) {
    std::set<const VarDecl *> seen;
    std::vector<const VarDecl *> todo{ra.var};
    const DistributionDecl *found = nullptr;
    while (!todo.empty() && !found) {
      const VarDecl *v = todo.back();
      todo.pop_back();
      if (!seen.insert(v).second)
        continue;
      auto it = regionVarStores_.find(v);
      if (v->init && !bad(v->init.get())) {
        const VarDecl *from = nullptr;
        if (const DistributionDecl *d = regionValueDist(v->init.get(), &from))
          found = d;
        else if (from)
          todo.push_back(from);
      }
      if (it == regionVarStores_.end())
        continue;
      for (auto &[d, from] : it->second) {
        if (d)
          found = d;
        else if (from)
          todo.push_back(from);
      }
    }
    if (found)
      regionArgError(*ra.param, ra.arg, found);
  }
}

// Leaving a region scope: its distribution once aligned (AlignRegions: the
// one distribution of the arrays used over it, else the default one).
void Checker::leaveSpace(const RegionShape &s) {
  const DistributionDecl *d = s.dist;
  if (s.defaulted)
    d = s.dists.size() == 1 ? *s.dists.begin() : nullptr;
  shapeDist_[s.id] = d;
  checkComputedArgs(s.id, d); // Fluff.cpp
  if (s.joins && !s.dims.empty()) {
    // Before alignment it joins its own distribution's members, which the
    // pass may move: both cover it.
    joined_.push_back({s.dist, (unsigned)s.dims.size(), s.bounds});
    joined_.push_back({d, (unsigned)s.dims.size(), s.bounds});
  }
}

void Checker::noteJoin() {
  if (!shapes_.empty())
    shapes_.back().joins = true;
}

// `f(A@east)`, `f(B#[I])`: an expression or a remap passed for a parallel
// array parameter of a procedure is computed over the current region first,
// which joins its distribution's members (ir/lower/Expressions.cpp).
void Checker::noteCallJoin(const CallExpr *c) {
  auto *p = c->callee ? dyn_cast_or_null<ProcedureDecl>(c->callee->decl) : nullptr;
  for (size_t i = 0; p && i < c->args.size() && i < p->params.size(); ++i) {
    const Expr *a = c->args[i].get();
    const ParamDecl *f = p->params[i].get();
    if (!a || bad(a) || !a->isParallel || !f->type || !f->type->isParallelArray())
      continue;
    auto *n = dyn_cast<NameExpr>(a);
    bool stored = n && llvm::isa_and_nonnull<VarDecl, ParamDecl>(n->decl);
    // `f(U[l])`: an element of an indexed array of parallel arrays is one
    // stored array, whatever its index (ir/lower/Declarations.cpp,
    // arrayElement); a component `A[k]` of a parallel array of indexed
    // arrays only with a constant index (else a choice among them,
    // componentRead).
    auto *sub = dyn_cast<SubscriptExpr>(a);
    auto *base = sub ? dyn_cast<NameExpr>(sub->base.get()) : nullptr;
    if (!stored && base && llvm::isa_and_nonnull<VarDecl>(base->decl) && base->type &&
        base->type->isIndexedArray())
      stored = !notOneArray(a); // Limits.cpp: run-time component indices
    if (!stored)
      noteJoin();
  }
}

// The lowered statements of an assignment to a parallel array `A` (ir/lower/
// Statements.cpp, passes/InsertTransfers.cpp): a scatter runs in its
// region's space; a partial reduction as notePartial says; a gather by
// data in A's, unnamed; pure data movement (`:=` unmasked of a permutation
// remap, of a flood into a flood array, of an array of another
// distribution) is a transfer, not a loop; a right side that reads A
// shifted is computed into a temporary of A's distribution first (a rank-only
// parameter's: over the region, in its space); any
// other assignment or a scan runs in A's.
void Checker::noteAssignSpace(const AssignStmt *a) {
  const Expr *l = a->lhs.get(), *r = a->rhs.get();
  bool shifted = shiftedTarget_ && primes_.empty();
  shiftedTarget_ = false;
  if (bad(l) || bad(r) || !l->isParallel)
    return;
  if (isa<RemapExpr>(l))
    return noteSpaceUse(2, nullptr, false);
  const VarDecl *v = namedArray(l, nullptr, true);
  const Expr *declared = v ? declaredRegion(l) : paramRegion(l);
  if (!declared) {
    // A rank-only parameter's space is its argument's; but a right side
    // that reads it shifted is first computed into a temporary over the
    // region, in the region's space.
    if (shifted && isa<NameExpr>(l))
      noteSpaceUse(2, nullptr, false);
    return;
  }
  // An element `V[1] := ...`: followed only where it is a plain loop over
  // the element's storage (partial reductions and remaps into it are not).
  if (isa<SubscriptExpr>(l) && (isa<RemapExpr>(r) || isa<ReduceExpr>(r)))
    return;
  if (auto *red = dyn_cast<ReduceExpr>(r); red && red->region)
    return notePartial(red, l);
  bool plain = a->op == AssignStmt::Op::Assign, masked = currentMasked();
  if (auto *rm = dyn_cast<RemapExpr>(r)) {
    const Expr *src = declaredRegion(rm->operand.get());
    bool permutation = permutationRemap(rm); // Shapes.cpp
    if (!src || (permutation && plain && !masked))
      return;
    if (!permutation && plain)
      return noteSpaceUse(2, l, false);
  }
  if (plain && !masked) {
    SpaceDims ad = isa<FloodExpr>(r) ? spaceDims(declared, nullptr) : std::nullopt;
    for (size_t k = 0; ad && k < ad->size(); ++k)
      if ((*ad)[k].star)
        return;
    const Expr *read = r;
    if (auto *s = dyn_cast<ShiftExpr>(read))
      read = s->operand.get();
    // An element, component or field of an array of the target's
    // distribution (`U[1] := U[k]`, `P.y := P.x`) is read in place, as a
    // named array is; other subscripts, fields and primes are not followed.
    if (llvm::isa_and_nonnull<SubscriptExpr, MemberExpr>(read) && namedArray(read, nullptr, true)) {
      const Expr *rd = declaredRegion(read);
      if (!rd || declaredDist(rd) != declaredDist(declared))
        return;
    } else if (llvm::isa_and_nonnull<PrimeExpr, MemberExpr, SubscriptExpr>(read)) {
      return; // not followed
    }
    if (auto *n = dyn_cast_or_null<NameExpr>(read); n && n->isParallel) {
      const Expr *rd = declaredRegion(n);
      if (!rd)
        return;
      if (n->decl != v && declaredDist(rd) != declaredDist(declared))
        return;
    }
  }
  noteSpaceUse(2, l, !shifted);
}

// `[R] writeln(A, A + 1)`: an array is printed from its own storage, in its
// space; any other parallel value (or any over a masked region) is
// computed into a temporary in the region's first
// (passes/InsertTransfers.cpp). An array parameter's space is its
// argument's.
void Checker::noteWriteSpace(const IOStmt *io, size_t first) {
  for (size_t i = first; i < io->args.size(); ++i) {
    const Expr *a = io->args[i].get();
    if (auto *f = dyn_cast<FormatExpr>(a))
      a = f->value.get();
    if (!a || bad(a) || !a->isParallel)
      continue;
    auto *n = dyn_cast<NameExpr>(a);
    if (n && llvm::isa_and_nonnull<ParamDecl>(n->decl) && !currentMasked())
      continue;
    if (namedArray(a) && !currentMasked())
      noteSpaceUse(2, a, true);
    else if (!isa<MemberExpr>(a) && !isa<SubscriptExpr>(a))
      noteSpaceUse(1, nullptr, false);
  }
}

// The current statement runs over the current region in `array`'s index
// space (`named`: the statement writes or prints `array` itself), or, with
// no array, in the region's own.
void Checker::noteSpaceUse(int phase, const Expr *array, bool named) {
  if (shapes_.empty() || !stmt_ || !shapes_.back().bounds)
    return;
  const RegionShape &s = shapes_.back();
  SpaceUse u;
  u.at = stmt_->loc;
  u.phase = phase;
  u.bounds = s.bounds;
  u.shape = s.id;
  u.rank = s.dims.size();
  if (!array) {
    u.ofRegion = true;
    spaceUses_.push_back(u);
    return;
  }
  std::string display;
  const VarDecl *v = namedArray(array, &display, true);
  const Expr *declared = v ? declaredRegion(array) : paramRegion(array);
  named = named && v; // a parameter's messages name the distribution, as the lowering's
  SpaceDims ad = declared ? spaceDims(declared, nullptr) : std::nullopt;
  if (!ad || ad->size() != u.rank)
    return;
  u.dist = declaredDist(declared);
  if (named) {
    u.array = display;
    for (const SpaceDim &d : *ad)
      u.flood.push_back(d.star);
  }
  spaceUses_.push_back(u);
}

// A full reduction runs over the current region in that region's space,
// as its own statement at its own location (passes/LowerCollectives.cpp),
// or the assignment's when it is all of `x := op<< e`.
void Checker::noteReduceSpace(const ReduceExpr *r, const AssignStmt *direct) {
  if (shapes_.empty() || !shapes_.back().bounds || !stmt_)
    return;
  const RegionShape &s = shapes_.back();
  SpaceUse u;
  u.at = direct ? direct->loc : r->loc;
  u.bounds = s.bounds;
  u.shape = s.id;
  u.rank = s.dims.size();
  u.ofRegion = true;
  spaceUses_.push_back(u);
}

// `[R] A := +<< [S] B`: the source region in its own space, then the
// result region in A's (or, where S's distribution is not A's, in a
// temporary of S's: passes/InsertTransfers.cpp).
void Checker::notePartial(const ReduceExpr *r, const Expr *into) {
  auto src = partialSources_.find(r);
  if (src == partialSources_.end() || shapes_.empty() || !stmt_)
    return;
  SpaceUse u;
  u.at = stmt_->loc;
  u.bounds = src->second.second;
  u.shape = src->second.first;
  u.rank = shapes_.back().dims.size();
  u.ofRegion = true;
  if (u.bounds)
    spaceUses_.push_back(u);
  size_t before = spaceUses_.size();
  noteSpaceUse(1, into, true);
  if (spaceUses_.size() > before) {
    spaceUses_.back().into = true;
    spaceUses_.back().shape = src->second.first;
  }
}

// Once every statement is seen: the members of each distribution, then
// each use against the bounding box of its distribution's.
void Checker::checkSpaces() {
  using Key = std::pair<const DistributionDecl *, unsigned>;
  std::map<Key, std::vector<SpaceDims>> members;
  auto key = [](const DistributionDecl *d, unsigned rank) {
    return Key(d, d ? (unsigned)d->formats.size() : rank);
  };
  auto member = [&](const DistributionDecl *d, unsigned rank, SpaceDims b) {
    members[key(d, rank)].push_back(std::move(b));
  };
  auto add = [&](const Expr *region, unsigned rank) {
    member(declaredDist(region), rank, spaceDims(region, nullptr));
  };
  auto vars = [&](const std::vector<DeclPtr> &ds) {
    for (auto &d : ds) {
      if (auto *r = dyn_cast<RegionDecl>(d.get())) {
        if (!r->type || !r->type->isRegion())
          continue;
        member(regionDeclDist(r), r->type->rank(), spaceDims(r->init.get(), nullptr));
        continue;
      }
      auto *v = dyn_cast<VarDecl>(d.get());
      if (!v || !v->type)
        continue;
      if (v->storage == VarDecl::Storage::Constant && v->type->isRegion() && v->init) {
        SpaceDims b = spaceDims(v->init.get(), nullptr);
        bool dynamic = false;
        for (size_t k = 0; b && k < b->size(); ++k)
          dynamic |= !(*b)[k].stride;
        if (!dynamic)
          add(v->init.get(), v->type->rank());
        continue;
      }
      const TypeExpr *t = v->typeExpr ? resolvedTypeExpr(v->typeExpr.get()) : nullptr;
      while (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(t))
        t = resolvedTypeExpr(ia->element.get());
      auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(t);
      if (!pa || !pa->region || !pa->region->type || !pa->region->type->isRegion())
        continue;
      if (const Expr *base = familyBase(pa->region.get()))
        add(base, pa->region->type->rank());
      else if (!names(pa->region.get()))
        add(pa->region.get(), pa->region->type->rank());
      else if (!namedInit(pa->region.get())) // a region variable's element
        member(nullptr, pa->region->type->rank(), std::nullopt);
    }
  };
  vars(prog_.decls);
  for (ProcedureDecl *p : prog_.procedures)
    vars(p->locals);
  for (const SpaceMember &m : joined_)
    member(m.dist, m.rank, m.bounds);
  // Regions with bounds known at start-up over no arrays of one
  // distribution join the default one's members (passes/AlignRegions.cpp).
  for (const RegionShape &s : aligned_) {
    bool fixed = std::find(s.startup.begin(), s.startup.end(), false) == s.startup.end();
    if (fixed && !s.dists.count(nullptr) && s.dists.size() != 1)
      member(nullptr, s.dims.size(), s.bounds);
  }

  // One error per location, the first of its lowered statements.
  std::vector<const SpaceUse *> order;
  for (const SpaceUse &u : spaceUses_)
    order.push_back(&u);
  std::stable_sort(order.begin(), order.end(), [](const SpaceUse *a, const SpaceUse *b) {
    return std::make_tuple(a->at.line, a->at.col, a->phase) <
           std::make_tuple(b->at.line, b->at.col, b->phase);
  });
  std::set<std::pair<unsigned, unsigned>> reported;
  for (const SpaceUse *u : order) {
    if (reported.count({u->at.line, u->at.col}) || !u->bounds)
      continue;
    const DistributionDecl *d = u->dist;
    std::string array = u->array;
    if (u->ofRegion || u->into) {
      auto it = shapeDist_.find(u->shape);
      if (it == shapeDist_.end())
        continue;
      if (u->into && it->second != d)
        array.clear(); // the result lands in a temporary of the source's distribution
      d = it->second;
    }
    Key k = key(d, u->rank);
    auto ms = members.find(k);
    if (ms == members.end())
      continue;
    for (unsigned j = 0; j < u->rank && j < k.second && j < u->bounds->size(); ++j) {
      const SpaceDim &rd = (*u->bounds)[j];
      if (rd.star || !rd.stride || (j < u->flood.size() && u->flood[j]))
        continue;
      auto lo = rd.lo.value, hi = rd.hi.value;
      if (!lo || !hi || *lo > *hi || *rd.stride <= 0)
        continue;
      int64_t last = *hi - (*hi - *lo) % *rd.stride;
      Side sLo(false), sHi(true);
      for (const SpaceDims &m : ms->second) {
        if (m && (j >= m->size() || (*m)[j].star))
          continue;
        SpaceBound unknown{std::nullopt, "?"};
        sLo.add(m ? (*m)[j].lo : unknown);
        sHi.add(m ? (*m)[j].hi : unknown);
      }
      if (sLo.text.empty() || !((sLo.known && *lo < sLo.value) || (sHi.known && last > sHi.value)))
        continue;
      error(Diag::ExpectedRegion, u->at,
            msg::outsideIndexSpace(*lo, last, j + 1, spaceName(d, array), sLo.text, sHi.text));
      reported.insert({u->at.line, u->at.col});
      break;
    }
  }
}

} // namespace checker
} // namespace sema
} // namespace zpl
