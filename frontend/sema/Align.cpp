// Sema: distributions of regions that name none. `[2..n, 1..n] s := +<< A`
// runs in the distribution of the arrays used over its region
// (passes/AlignRegions.cpp): with arrays of one distribution, that one; with
// some of the default distribution, that one, whose members' index space
// covers them. Otherwise the region joins the default distribution's
// members, which needs its bounds when the program starts: with bounds
// known only at run time it cannot, and is refused, unless it uses no
// arrays and the default distribution has members of its rank (it is then
// taken to lie within them). The pass decides the same on IR text, which
// no sema saw; for programs it now finds nothing to refuse.
#include "frontend/sema/Checker.h"

#include "basic/DistributionMessages.h"

namespace zpl {
namespace sema {
namespace checker {

namespace {
// A bound every processor can evaluate when the program starts: literals,
// and the program's config values and constants, combined by operators.
bool startupBound(const Expr *e, const Program &prog) {
  if (!e)
    return false;
  if (isa<IntegerLiteral>(e) || isa<FloatLiteral>(e))
    return true;
  if (auto *u = dyn_cast<UnaryExpr>(e))
    return startupBound(u->operand.get(), prog);
  if (auto *b = dyn_cast<BinaryExpr>(e))
    return startupBound(b->lhs.get(), prog) && startupBound(b->rhs.get(), prog);
  auto *n = dyn_cast<NameExpr>(e);
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  if (!v || v->storage == VarDecl::Storage::Var || v->storage == VarDecl::Storage::FreeVar)
    return false;
  for (auto &d : prog.decls)
    if (d.get() == v)
      return true;
  return false; // a procedure's constant does not exist when the program starts
}

// Does `e` name a region of its own (a declaration, or an element of an
// array of regions), rather than write one?
bool namedRegion(const Expr *e) {
  if (auto *l = dyn_cast<RegionLiteralExpr>(e)) {
    const Expr *in = l->isSingleEntry() ? l->dims[0].lo.get() : nullptr;
    return in && in->type && in->type->isRegion();
  }
  return isa<NameExpr>(e) || isa<SubscriptExpr>(e);
}
} // namespace

// As the lowering builds regions (ir/lower/Regions.cpp): a literal inside a
// region of its rank takes that one's distribution, and is defaulted when
// that one is; a derived region keeps its base's.
void Checker::alignShape(RegionShape &s, const Expr *region) const {
  const RegionShape *cur = shapes_.empty() ? nullptr : &shapes_.back();
  bool inCur = cur && cur->dims.size() == s.dims.size() && !s.dims.empty();
  s.startup.assign(s.dims.size(), false);
  s.errors = diags_.errorCount();
  if (!region || namedRegion(region) || bad(region))
    return;
  if (auto *l = dyn_cast<RegionLiteralExpr>(region))
    for (auto &d : l->dims)
      if ((d.lo && bad(d.lo.get())) || (d.hi && bad(d.hi.get())))
        return; // reported
  if (isa<CurrentRegionExpr>(region)) {
    if (inCur)
      s.defaulted = cur->defaulted, s.startup = cur->startup;
    return;
  }
  if (auto *d = dyn_cast<DerivedRegionExpr>(region)) {
    RegionShape base;
    base.dims = s.dims;
    alignShape(base, d->base());
    s.defaulted = base.defaulted;
    bool moves = d->op == DerivedRegionExpr::Op::Of || d->op == DerivedRegionExpr::Op::In ||
                 d->op == DerivedRegionExpr::Op::At;
    bool runtime = moves && runtimeDirection(d->modifier());
    for (size_t k = 0; k < s.startup.size() && k < base.startup.size(); ++k)
      s.startup[k] = base.startup[k] && !runtime;
    return;
  }
  auto *l = dyn_cast<RegionLiteralExpr>(region);
  if (!l)
    return;
  s.defaulted = inCur ? cur->defaulted : true;
  for (size_t k = 0; k < l->dims.size() && k < s.startup.size(); ++k) {
    const RegionDim &d = l->dims[k];
    switch (d.kind) {
    case RegionDim::Kind::Star: s.startup[k] = true; break;
    case RegionDim::Kind::Single: s.startup[k] = startupBound(d.lo.get(), prog_); break;
    case RegionDim::Kind::Range:
      s.startup[k] = startupBound(d.lo.get(), prog_) && startupBound(d.hi.get(), prog_);
      break;
    case RegionDim::Kind::Empty: s.startup[k] = inCur && cur->startup[k]; break;
    }
  }
}

// A parallel array named over the current region: its distribution decides
// the region's (arrays of another rank, a remap's source, do not).
void Checker::noteAlignUse(const Decl *array, unsigned rank) {
  if (shapes_.empty() || remapOperand_ || !shapes_.back().defaulted)
    return;
  RegionShape &s = shapes_.back();
  if (rank != s.dims.size())
    return;
  const TypeExpr *t = nullptr;
  if (auto *v = dyn_cast<VarDecl>(array))
    t = v->typeExpr.get();
  else if (auto *p = dyn_cast<ParamDecl>(array))
    t = p->typeExpr.get();
  t = t ? resolvedTypeExpr(t) : nullptr;
  // `U[k]` of `U : array [1..3] of [R] double` uses R's distribution.
  while (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(t))
    t = resolvedTypeExpr(ia->element.get());
  auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(t);
  s.dists.insert(pa ? distribution(pa->region.get()) : nullptr);
}

// `Q := [k..n, 1..n]`: the region value is a region of its own, which the
// statement uses with no arrays over it; passes/AlignRegions.cpp then
// judges it as it judges a region scope with none.
void Checker::noteRegionValue(const Expr *region, SourceLocation at) {
  if (!region || bad(region) || !region->type || !region->type->isRegion())
    return;
  RegionShape s = shapeOf(region);
  alignShape(s, region);
  if (!s.defaulted || s.dims.empty())
    return;
  // Its bounds, as far as they are known: without them a member of unknown
  // bounds hid every other member's from checkSpaces (`Lev[1] := [2..n,
  // 1..n]` kept `[1..n, -1] writeln(C)` from being refused at -emit=ast;
  // found by `backend_sweep.py --ast-gap`, seed 86071107).
  spaceShape(s, region); // Spaces.cpp
  s.seen = at;
  aligned_.push_back(s);
}

void Checker::noteAlignSeen() {
  if (!shapes_.empty() && !shapes_.back().seen.line && stmt_)
    shapes_.back().seen = stmt_->loc;
}

void Checker::leaveAlignedRegion() {
  RegionShape &s = shapes_.back();
  if (s.defaulted && s.align && s.seen.line && diags_.errorCount() == s.errors)
    aligned_.push_back(s);
}

// Once every declaration is known: the default distribution's members of
// each rank before alignment (regions declared without a distribution,
// and regions arrays are declared over) and the regions with run-time
// bounds that could join none.
void Checker::checkAlignedRegions() {
  std::set<size_t> hadMembers;
  auto memberOver = [&](const Expr *region, bool anonymous) {
    if (!region || !region->type || !region->type->isRegion() || distribution(region))
      return;
    if (anonymous && namedRegion(region))
      return;
    hadMembers.insert(region->type->rank());
  };
  auto vars = [&](const std::vector<DeclPtr> &decls) {
    for (auto &d : decls) {
      if (auto *r = dyn_cast<RegionDecl>(d.get())) {
        if (!r->distribution && r->type && r->type->isRegion() &&
            !(r->init && isa<NameExpr>(r->init.get()) && distribution(r->init.get())))
          hadMembers.insert(r->type->rank());
        continue;
      }
      auto *v = dyn_cast<VarDecl>(d.get());
      if (!v || !v->typeExpr)
        continue;
      if (v->storage == VarDecl::Storage::Constant && v->type && v->type->isRegion() && v->init)
        memberOver(v->init.get(), false);
      const TypeExpr *t = resolvedTypeExpr(v->typeExpr.get());
      while (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(t))
        t = resolvedTypeExpr(ia->element.get());
      if (auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(t))
        memberOver(pa->region.get(), true);
    }
  };
  vars(prog_.decls);
  for (ProcedureDecl *p : prog_.procedures)
    vars(p->locals);

  std::vector<const RegionShape *> order;
  for (const RegionShape &s : aligned_)
    order.push_back(&s);
  std::stable_sort(order.begin(), order.end(), [](const RegionShape *a, const RegionShape *b) {
    return std::make_pair(a->seen.line, a->seen.col) < std::make_pair(b->seen.line, b->seen.col);
  });
  for (const RegionShape *s : order) {
    bool fixed = std::find(s->startup.begin(), s->startup.end(), false) == s->startup.end();
    if (fixed || s->dists.count(nullptr) || s->dists.size() == 1)
      continue;
    if (s->dists.empty() && hadMembers.count(s->dims.size()))
      continue;
    error(Diag::NotSupported, s->seen, msg::runtimeRegionWithoutDistribution(s->dists.empty()));
  }
}

} // namespace checker
} // namespace sema
} // namespace zpl
