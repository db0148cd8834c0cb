// Sema: borders of cyclic dimensions. Fluff (ghost cells) exists along
// block and undistributed dimensions only: along a cyclic one (`cyclic`,
// `cyclic(k)`), `wrap` and `reflect` can fill a border only inside the
// array's declared region, and a shift that moves along a cyclic dimension
// and another one moves through a relation from owned cells, so it cannot
// read a border that `wrap` or `reflect` fills as fluff. Both need the
// distribution of the array (its region's `: D`) and the bounds of the
// regions, as the lowering builds them (ir/lower/Statements.cpp,
// borderStmt; ir/lower/Lowerer.cpp, checkFluffReads), which now treats
// these as broken invariants. Messages are the lowering's, unchanged.
#include "frontend/sema/Checker.h"

#include "basic/DistributionMessages.h"

namespace zpl {
namespace sema {
namespace checker {

namespace {
using Op = DerivedRegionExpr::Op;

// A bound as `e + c` (`e` null: the constant `c`), as the lowering adds
// offsets to bounds: `n + 1` and `[east of R]`'s `n + 1` are the same.
struct Bound {
  const Expr *e = nullptr;
  int64_t c = 0;
};

bool sameExpr(const Expr *a, const Expr *b) {
  if (!a || !b)
    return a == b;
  if (a->kind != b->kind)
    return false;
  if (auto *n = dyn_cast<NameExpr>(a))
    return n->decl && n->decl == cast<NameExpr>(b)->decl;
  if (auto *l = dyn_cast<IntegerLiteral>(a))
    return l->value == cast<IntegerLiteral>(b)->value;
  if (auto *u = dyn_cast<UnaryExpr>(a))
    return u->op == cast<UnaryExpr>(b)->op &&
           sameExpr(u->operand.get(), cast<UnaryExpr>(b)->operand.get());
  if (auto *x = dyn_cast<BinaryExpr>(a)) {
    auto *y = cast<BinaryExpr>(b);
    return x->op == y->op && sameExpr(x->lhs.get(), y->lhs.get()) &&
           sameExpr(x->rhs.get(), y->rhs.get());
  }
  return false;
}

Bound bound(const Expr *e) {
  if (auto c = constantBound(e))
    return {nullptr, *c};
  if (auto *b = dyn_cast<BinaryExpr>(e))
    if (b->op == BinaryExpr::Op::Add || b->op == BinaryExpr::Op::Sub)
      if (auto c = constantBound(b->rhs.get())) {
        Bound x = bound(b->lhs.get());
        x.c += b->op == BinaryExpr::Op::Add ? *c : -*c;
        return x;
      }
  return {e, 0};
}

bool same(const Bound &a, const Bound &b) { return a.c == b.c && sameExpr(a.e, b.e); }

// One dimension of a region: its bounds, or `*`.
struct Dim {
  bool star = false;
  Bound lo, hi;
};

// The bounds of region `e` where they follow from how it is written:
// literals, the declarations names refer to and `of`/`in`/`at` by constant
// directions; nullopt otherwise (a region variable, `"`).
std::optional<std::vector<Dim>> dims(const Expr *e) {
  if (auto *l = dyn_cast_or_null<RegionLiteralExpr>(e)) {
    if (l->isSingleEntry()) {
      const Expr *in = l->dims[0].lo.get();
      if (in && in->type && in->type->isRegion())
        return dims(in); // `[R]`
    }
    std::vector<Dim> out;
    for (const RegionDim &d : l->dims) {
      Dim x;
      switch (d.kind) {
      case RegionDim::Kind::Star: x.star = true; break;
      case RegionDim::Kind::Single: x.lo = x.hi = bound(d.lo.get()); break;
      case RegionDim::Kind::Range: x.lo = bound(d.lo.get()), x.hi = bound(d.hi.get()); break;
      case RegionDim::Kind::Empty: return std::nullopt;
      }
      out.push_back(x);
    }
    return out;
  }
  if (auto *n = dyn_cast_or_null<NameExpr>(e)) {
    if (auto *r = dyn_cast_or_null<RegionDecl>(n->decl))
      return r->init ? dims(r->init.get()) : std::nullopt;
    auto *v = dyn_cast_or_null<VarDecl>(n->decl);
    if (v && v->storage == VarDecl::Storage::Constant && v->init)
      return dims(v->init.get());
    return std::nullopt;
  }
  auto *d = dyn_cast_or_null<DerivedRegionExpr>(e);
  if (!d)
    return std::nullopt;
  auto out = dims(d->base());
  if (!out || d->op == Op::With || d->op == Op::Without || d->op == Op::By)
    return out; // a mask or a stride keeps the bounds
  const auto &dir = d->modifier()->offsets;
  if (!dir || dir->size() != out->size())
    return std::nullopt;
  for (size_t k = 0; k < out->size(); ++k) {
    Dim &x = (*out)[k];
    int64_t o = (*dir)[k];
    if (x.star || o == 0)
      continue;
    Bound lo = x.lo, hi = x.hi;
    switch (d->op) {
    case Op::Of: // the cells beyond the edge
      if (o > 0)
        x.lo = hi, x.lo.c += 1, x.hi = hi, x.hi.c += o;
      else
        x.lo = lo, x.lo.c += o, x.hi = lo, x.hi.c -= 1;
      break;
    case Op::In: // the cells along the edge
      if (o > 0)
        x.lo = hi, x.lo.c -= o - 1;
      else
        x.hi = lo, x.hi.c -= o + 1;
      break;
    default: // `at`: moved
      x.lo.c += o, x.hi.c += o;
      break;
    }
  }
  return out;
}

} // namespace

// The distribution of the region an array is declared over, as the
// lowering gives it: a region's own `: D`, else that of the region its
// initialiser names; a derived region keeps its base's. Null: the default
// distribution (block), or one sema cannot name.
const DistributionDecl *distribution(const Expr *e) {
  if (auto *l = dyn_cast_or_null<RegionLiteralExpr>(e)) {
    const Expr *in = l->isSingleEntry() ? l->dims[0].lo.get() : nullptr;
    return in && in->type && in->type->isRegion() ? distribution(in) : nullptr;
  }
  if (auto *d = dyn_cast_or_null<DerivedRegionExpr>(e))
    return distribution(d->base());
  auto *n = dyn_cast_or_null<NameExpr>(e);
  auto *r = n ? dyn_cast_or_null<RegionDecl>(n->decl) : nullptr;
  if (!r)
    return nullptr;
  if (r->distribution)
    return dyn_cast_or_null<DistributionDecl>(r->distribution->decl);
  return llvm::isa_and_nonnull<NameExpr>(r->init.get()) ? distribution(r->init.get()) : nullptr;
}

namespace {
bool cyclic(const DistributionDecl *d, size_t k) {
  using K = DistFormat::Kind;
  return d && k < d->formats.size() &&
         (d->formats[k].kind == K::Cyclic || d->formats[k].kind == K::BlockCyclic);
}

// The declaration of type D a reference to a parallel array names (`A`,
// `A'`, `C.x`), else null.
template <class D> const D *arrayDecl(const Expr *e) {
  for (;;) {
    if (auto *p = dyn_cast<PrimeExpr>(e))
      e = p->operand.get();
    else if (auto *m = dyn_cast<MemberExpr>(e))
      e = m->base.get();
    else
      break;
  }
  auto *n = dyn_cast<NameExpr>(e);
  auto *d = n ? dyn_cast_or_null<D>(n->decl) : nullptr;
  return d && d->type && d->type->isParallelArray() ? d : nullptr;
}

// The variable a reference to a parallel array names; null for a parameter
// (whose layout is its argument's) or anything else.
const VarDecl *arrayVar(const Expr *e) { return arrayDecl<VarDecl>(e); }

// The parameter a reference to a parallel array names, else null. Its
// layout is its argument's, whose distribution is the formal's
// (checkArgDistribution) but whose declared region sema does not know.
const ParamDecl *arrayParam(const Expr *e) { return arrayDecl<ParamDecl>(e); }
} // namespace

// The distribution of a parallel array parameter (null: the default one).
static const DistributionDecl *formalDistribution(const ParamDecl &param) {
  auto *pt = dyn_cast_or_null<ParallelArrayTypeExpr>(
      param.typeExpr ? resolvedTypeExpr(param.typeExpr.get()) : nullptr);
  return pt ? distribution(pt->region.get()) : nullptr;
}

// `[east of R] wrap A`: the border of R along each dimension the direction
// moves in. Where it lies just beyond the edge of A's declared region it is
// fluff, which a cyclic dimension does not have.
void Checker::checkBorderFluff(const Stmt *s, const std::vector<ExprPtr> &arrays, const char *what) {
  auto *d = shapes_.empty() ? nullptr : dyn_cast_or_null<DerivedRegionExpr>(shapes_.back().expr);
  if (!d || d->op != Op::Of)
    return;
  const auto &dir = d->modifier()->offsets;
  if (!dir)
    return;
  auto base = dims(d->base());
  // Where sema cannot tell whether the border lies beyond the array's
  // declared region (a base whose bounds are known only at run time: a
  // region variable, `"`; or a parameter, whose declared region is its
  // argument's), the border is taken as filled fluff along block
  // dimensions, so that a shift that cannot read fluff is refused
  // (checkFluffReads: `[east of V] wrap A; [V] B := A@ne` read 0 where the
  // wrap had put 11, and so did the same on a parameter). Along a cyclic
  // dimension the generated program checks that the border lies inside the
  // declared region (codegen/emit/Statements.cpp, ironman).
  auto mayFillFluff = [&](const Decl *array, const DistributionDecl *dist,
                          const std::vector<Dim> *ad) {
    for (size_t k = 0; k < dir->size(); ++k) {
      int64_t o = (*dir)[k];
      if (o == 0 || (ad && (*ad)[k].star) || cyclic(dist, k))
        continue;
      std::vector<int> &filled = fluffFilled_[array];
      filled.resize(dir->size());
      filled[k] |= o < 0 ? 1 : 2;
    }
  };
  for (auto &a : arrays) {
    if (bad(a.get()))
      continue;
    if (const ParamDecl *pd = arrayParam(a.get())) {
      mayFillFluff(pd, formalDistribution(*pd), nullptr);
      continue;
    }
    const VarDecl *v = arrayVar(a.get());
    const Expr *declared = v ? declaredRegion(a.get()) : nullptr;
    auto ad = declared ? dims(declared) : std::nullopt;
    if (!ad || ad->size() != dir->size())
      continue;
    const DistributionDecl *dist = distribution(declared);
    if (!base || base->size() != dir->size()) {
      mayFillFluff(v, dist, &*ad);
      continue;
    }
    for (size_t k = 0; k < dir->size(); ++k) {
      int64_t o = (*dir)[k];
      const Dim &x = (*ad)[k], &b = (*base)[k];
      if (o == 0 || x.star || b.star || !same(o > 0 ? x.hi : x.lo, o > 0 ? b.hi : b.lo))
        continue;
      if (cyclic(dist, k)) {
        error(Diag::ExpectedRegion, s->loc,
              std::string(what) + " into a border along cyclic dimension " +
                  std::to_string(k + 1) + " needs " + q(v->name) +
                  " declared over a region that includes the border");
        return;
      }
      std::vector<int> &filled = fluffFilled_[v];
      filled.resize(dir->size());
      filled[k] |= o < 0 ? 1 : 2;
    }
  }
}

// `A@ne` with A cyclic along one dimension the shift moves in and not
// along another: checked against every `wrap`/`reflect` of the program
// once all are seen (checkFluffReads).
void Checker::noteCyclicShift(const ShiftExpr *s) {
  const Expr *o = s->operand.get();
  if (auto *p = dyn_cast<PrimeExpr>(o)) // `A'@ne`
    o = p->operand.get();
  const Decl *v = arrayVar(o);
  const Expr *declared = v ? declaredRegion(o) : nullptr;
  const DistributionDecl *dist = declared ? distribution(declared) : nullptr;
  if (const ParamDecl *pd = v ? nullptr : arrayParam(o)) {
    v = pd;
    dist = formalDistribution(*pd);
  }
  const auto &off = s->direction->offsets;
  if (!dist || !off)
    return;
  bool cyc = false, other = false;
  for (size_t k = 0; k < off->size() && k < dist->formats.size(); ++k)
    (cyclic(dist, k) ? cyc : other) |= (*off)[k] != 0;
  if (cyc && other)
    cyclicShifts_.push_back({v, *off, s->loc});
}


std::string distributionName(const DistributionDecl *d) {
  return d ? "distribution " + q(d->name) : std::string("the default distribution");
}

// `total(A)` with `A` over a region of distribution D and the parameter
// `X : [,] double` of the default one: a procedure's body is compiled once,
// for its formals' layouts, so an actual of another distribution would be
// read as if it had that one (passes/AlignRegions.cpp checked this after
// lowering; it now asserts it).
bool Checker::checkArgDistribution(const ParamDecl &param, const Expr *a) {
  std::string name;
  const Expr *x = a;
  for (;;) {
    if (auto *m = dyn_cast<MemberExpr>(x)) {
      name = "." + m->member + name;
      x = m->base.get();
    } else if (auto *s = dyn_cast<SubscriptExpr>(x); s && s->isParallel) {
      x = s->base.get(); // `U[2]`: an element of an array of parallel arrays, named `U`
    } else {
      break;
    }
  }
  auto *n = dyn_cast<NameExpr>(x);
  if (!n || !llvm::isa_and_nonnull<VarDecl, ParamDecl>(n->decl))
    return true;
  const DistributionDecl *formal = formalDistribution(param);
  const Expr *declared = declaredRegion(n);
  const DistributionDecl *actual = declared ? distribution(declared) : nullptr;
  if (formal == actual)
    return true;
  error(Diag::NotSupported, a->loc,
        msg::actualOfOtherDistribution(n->name + name, distributionName(actual),
                                       distributionName(formal)));
  // What the user can change: the parameter's region fixes its distribution.
  note(param.loc, "a procedure is compiled once, for its parameters' distributions: to pass " +
                      q(n->name + name) + ", declare " + q(param.name) + " over a region of " +
                      distributionName(actual));
  return false;
}

bool Checker::noteComputedArg(const ParamDecl &param, const Expr *a) {
  if (!shapes_.empty())
    computedArgs_.push_back({shapes_.back().id, formalDistribution(param), a->loc});
  return true;
}

// The lowering computes the value into a temporary over the region scope
// (ir/lower/Expressions.cpp, call): passes/AlignRegions.cpp refused one of
// another distribution than the parameter's after -emit=ast accepted it
// (found by `backend_sweep.py --ast-gap`, seed 86071107).
void Checker::checkComputedArgs(unsigned shape, const DistributionDecl *d) {
  for (const ComputedArg &c : computedArgs_)
    if (c.shape == shape && c.formal != d)
      error(Diag::NotSupported, c.at,
            "passing a computed value for a parameter of " + distributionName(c.formal) +
                " over a region of " + distributionName(d) +
                " is not supported by the code generator yet; assign it to an array of the "
                "parameter's distribution first");
}

void Checker::checkFluffReads() {
  for (const CyclicShift &c : cyclicShifts_) {
    auto it = fluffFilled_.find(c.array);
    for (size_t k = 0; it != fluffFilled_.end() && k < c.offset.size() && k < it->second.size(); ++k)
      if (c.offset[k] != 0 && (it->second[k] & (c.offset[k] < 0 ? 1 : 2))) {
        const std::string &a = c.array->name;
        error(Diag::ExpectedRegion, c.at,
              "this shift along a cyclic dimension cannot read the border of " + q(a) +
                  " that `wrap` or `reflect` fills along dimension " + std::to_string(k + 1) +
                  "; declare " + (isa<ParamDecl>(c.array) ? "the argument of " : "") + q(a) +
                  " over a region that includes the border");
        break;
      }
  }
}

} // namespace checker
} // namespace sema
} // namespace zpl
