// Lowering of regions and directions: literal, derived, stored and run-time
// regions become explicit per-dimension bounds.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

Var *Lowerer::dirArrayVar(const ast::Expr *e) {
  auto *s = dyn_cast<ast::SubscriptExpr>(e);
  auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : dyn_cast<ast::NameExpr>(e);
  Entity *en = n ? lookup(n) : nullptr;
  if (!en || !en->var || !dirArrays.count(en->var))
    return nullptr;
  // A direction variable (`d : direction<..>`) is named alone; an
  // element of an array of directions is subscripted.
  if (!s != (dirScalars.count(en->var) > 0))
    return nullptr;
  return en->var;
}

void Lowerer::fixDirRank(Var *v, int rank, SourceLocation l) {
  int &r = dirArrays[v];
  if (r == 0) {
    r = rank;
    v->bounds.push_back({1, rank});
  } else if (r != rank) {
    internal(l, "direction rank differs from the rank " + std::to_string(r) + " of `" + v->name +
                    "`'s directions");
  }
}

// `dirs[i]`: its offsets, one scalar reference per dimension.
std::vector<Expr *> Lowerer::dirElement(Var *v, const ast::Expr *e, Region *cur, int rank) {
  auto *s = dyn_cast<ast::SubscriptExpr>(e);
  fixDirRank(v, rank, e->loc);
  size_t nsubs = s ? s->indices.size() : 0;
  if (nsubs + 1 != v->bounds.size())
    internal(e->loc, "wrong number of subscripts for `" + v->name + "`");
  std::vector<Expr *> subs;
  if (s)
    for (auto &i : s->indices)
      subs.push_back(scalarExpr(i.get(), cur));
  std::vector<Expr *> out;
  for (int k = 0; k < rank; ++k) {
    VarRef *r = mod->make<VarRef>();
    r->loc = loc(e->loc);
    r->var = v;
    r->ty = Ty::Int;
    r->subscripts = subs;
    r->subscripts.push_back(mod->intLit(k + 1));
    out.push_back(r);
  }
  return out;
}

// The offsets of a direction-valued expression as scalar expressions;
// `rank` is what the context expects (0: whatever the expression has).
std::vector<Expr *> Lowerer::dirComponents(const ast::Expr *e, Region *cur, int rank) {
  if (Var *v = dirArrayVar(e)) {
    int r = rank ? rank : dirArrays[v];
    if (!r)
      internal(e->loc, "the rank of `" + v->name + "`'s directions is not known here");
    return dirElement(v, e, cur, r);
  }
  std::vector<Expr *> out;
  if (auto *d = dyn_cast<ast::DirectionLiteralExpr>(e)) {
    for (auto &x : d->offsets)
      out.push_back(scalarExpr(x.get(), cur));
    return out;
  }
  if (auto *r = dyn_cast<ast::RegionLiteralExpr>(e)) {
    for (auto &d : r->dims) {
      if (d.kind != ast::RegionDim::Kind::Single)
        internal(d.loc, "expected a direction");
      out.push_back(scalarExpr(d.lo.get(), cur));
    }
    return out;
  }
  if (auto *u = dyn_cast<ast::UnaryExpr>(e))
    if (u->op == ast::UnaryExpr::Op::Neg) {
      for (Expr *x : dirComponents(u->operand.get(), cur, rank)) {
        Unary *n = mod->make<Unary>();
        n->op = UnOp::Neg;
        n->operand = x;
        n->ty = x->ty;
        if (auto v = constInt(x))
          known[n] = -*v;
        out.push_back(n);
      }
      return out;
    }
  for (int64_t o : direction(e))
    out.push_back(mod->intLit(o));
  return out;
}

// A literal the lowering made, or sema's value of the expression `e` was
// lowered from (ast::Expr::value, recorded by expr()).
std::optional<int64_t> Lowerer::constInt(const Expr *e) {
  if (auto *l = dyn_cast<Lit>(e))
    if (isIntegral(l->ty))
      return l->i;
  auto v = known.find(e);
  if (v != known.end())
    return v->second;
  return std::nullopt;
}

int64_t Lowerer::requireConstInt(const ast::Expr *e, const char *what) {
  if (!e->value)
    internal(e->loc, std::string(what) + " must be a constant integer here");
  return *e->value;
}

// A direction's offsets known when compiling: sema's (ast::Expr::offsets).
std::vector<int64_t> Lowerer::direction(const ast::Expr *e) {
  if (!e->offsets)
    internal(e->loc, "a direction whose offsets sema did not record");
  return *e->offsets;
}

Expr *Lowerer::add(Expr *a, int64_t k) {
  if (k == 0)
    return a;
  if (auto v = constInt(a))
    return mod->intLit(*v + k);
  Binary *b = mod->make<Binary>();
  b->op = k > 0 ? BinOp::Add : BinOp::Sub;
  b->lhs = a;
  b->rhs = mod->intLit(k > 0 ? k : -k);
  b->ty = Ty::Int;
  return b;
}

Region *Lowerer::anon(Region *from) {
  Region *r = mod->make<Region>();
  if (from) {
    r->dims = from->dims;
    r->dist = from->dist;
    r->mask = from->mask;
    r->maskWithout = from->maskWithout;
    r->defaulted = from->defaulted;
  }
  mod->regions.push_back(r);
  return r;
}

Region *Lowerer::regionOfVar(Var *v, const std::vector<Expr *> &subs, int rank) {
  Region *r = anon(nullptr);
  auto comp = [&](int k) {
    VarRef *x = mod->make<VarRef>();
    x->var = v;
    x->ty = Ty::Long;
    x->subscripts = subs;
    x->subscripts.push_back(mod->intLit(k + 1));
    return x;
  };
  for (int k = 0; k < rank; ++k) {
    Region::Dim d;
    d.lo = comp(3 * k);
    d.hi = comp(3 * k + 1);
    d.strideExpr = comp(3 * k + 2);
    r->dims.push_back(d);
  }
  // The distribution of the regions stored in it (the first assignment
  // decides; strided and shifted regions stay aligned with their source).
  auto d = regionDist.find(v);
  r->dist = d != regionDist.end() ? d->second : mod->defaultDist(rank);
  return r;
}

// Whether a region's bounds read a region variable (or an inherited
// region), whose value exists only once the program runs.
bool Lowerer::readsRegionValue(const Region *r) {
  for (Var *v : regionStores)
    if (mentions(r, v))
      return true;
  return false;
}

Var *Lowerer::regionArrayVar(const ast::Expr *e) {
  auto *s = dyn_cast<ast::SubscriptExpr>(e);
  auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
  Entity *en = n ? lookup(n) : nullptr;
  if (!en || !en->var || !regionArrays.count(en->var))
    return nullptr;
  return en->var;
}

// `Lev[i]`: the element's indices, checked against the declaration.
std::vector<Expr *> Lowerer::regionElementIndices(Var *v, const ast::Expr *e, Region *cur) {
  auto *s = cast<ast::SubscriptExpr>(e);
  if (s->indices.size() + 1 != v->bounds.size())
    internal(e->loc, "wrong number of subscripts for `" + v->name + "`");
  std::vector<Expr *> subs;
  for (auto &i : s->indices)
    subs.push_back(scalarExpr(i.get(), cur));
  return subs;
}

Region *Lowerer::regionElement(Var *v, const ast::Expr *e, Region *cur) {
  return regionOfVar(v, regionElementIndices(v, e, cur), regionArrays[v]);
}

Expr *Lowerer::mul(Expr *a, Expr *b) {
  auto x = constInt(a), y = constInt(b);
  if (x && y)
    return mod->intLit(*x * *y);
  if (x && *x == 1)
    return b;
  if (y && *y == 1)
    return a;
  Binary *m = mod->make<Binary>();
  m->op = BinOp::Mul;
  m->lhs = a;
  m->rhs = b;
  m->ty = promote(a->ty, b->ty);
  return m;
}

Expr *Lowerer::addExpr(Expr *a, Expr *b) {
  if (auto y = constInt(b))
    return add(a, *y);
  Binary *m = mod->make<Binary>();
  m->op = BinOp::Add;
  m->lhs = a;
  m->rhs = b;
  m->ty = promote(a->ty, b->ty);
  return m;
}

// A stride given by an expression: a constant when it folds, else run-time.
void Lowerer::setStride(Region::Dim &rd, Expr *st, SourceLocation l) {
  if (auto v = constInt(st)) {
    if (*v == 0)
      internal(l, "a stride must not be zero");
    if (*v < 0)
      internal(l, "negative strides are not supported by the code generator yet");
    rd.stride = *v;
    rd.strideExpr = nullptr;
    return;
  }
  rd.stride = 1;
  rd.strideExpr = st;
}

Region *Lowerer::region(const ast::Expr *e, Region *cur) {
  if (Var *v = regionArrayVar(e))
    return regionElement(v, e, cur);
  if (auto *n = dyn_cast<ast::NameExpr>(e)) {
    Entity *en = lookup(n);
    if (en && en->region)
      return en->region;
    internal(e->loc, "`" + n->name + "` is not a region");
  }
  if (isa<ast::CurrentRegionExpr>(e)) {
    if (!cur)
      internal(e->loc, "`\"` used outside any region scope");
    return cur;
  }
  if (auto *l = dyn_cast<ast::RegionLiteralExpr>(e)) {
    if (l->isSingleEntry()) {
      if (auto *n = dyn_cast<ast::NameExpr>(l->dims[0].lo.get()))
        if (Entity *en = lookup(n))
          if (en->region)
            return en->region;
      if (Var *v = regionArrayVar(l->dims[0].lo.get()))
        return regionElement(v, l->dims[0].lo.get(), cur);
    }
    Region *r = anon(nullptr);
    r->loc = loc(e->loc);
    for (size_t k = 0; k < l->dims.size(); ++k) {
      const ast::RegionDim &d = l->dims[k];
      Region::Dim rd;
      switch (d.kind) {
      case ast::RegionDim::Kind::Range:
        rd.lo = expr(d.lo.get(), nullptr);
        rd.hi = expr(d.hi.get(), nullptr);
        if (d.stride)
          setStride(rd, scalarExpr(d.stride.get(), cur), d.stride->loc);
        break;
      case ast::RegionDim::Kind::Single:
        rd.lo = rd.hi = expr(d.lo.get(), nullptr);
        break;
      case ast::RegionDim::Kind::Star:
        rd.flood = true;
        break;
      case ast::RegionDim::Kind::Empty:
        if (!cur || (size_t)cur->rank() != l->dims.size())
          internal(d.loc, "an empty region dimension needs an enclosing region of the same rank");
        rd = cur->dims[k];
        break;
      }
      r->dims.push_back(rd);
    }
    r->dist = cur && cur->rank() == r->rank() ? cur->dist : mod->defaultDist(r->rank());
    r->defaulted = cur && cur->rank() == r->rank() ? cur->defaulted : true;
    return r;
  }
  if (auto *d = dyn_cast<ast::DerivedRegionExpr>(e)) {
    Region *base = region(d->base(), cur);
    using Op = ast::DerivedRegionExpr::Op;
    if (d->op == Op::With || d->op == Op::Without) {
      Region *r = anon(base);
      r->mask = expr(d->modifier(), base);
      r->maskWithout = d->op == Op::Without;
      return r;
    }
    if (runtimeDirection(d->modifier()))
      return runtimeDerived(d, base, cur);
    std::vector<int64_t> dir = direction(d->modifier());
    if ((int)dir.size() != base->rank())
      internal(d->modifier()->loc, "direction rank differs from the region's rank");
    Region *r = anon(base);
    r->loc = loc(e->loc);
    for (int k = 0; k < base->rank(); ++k) {
      Region::Dim &rd = r->dims[k];
      const Region::Dim &bd = base->dims[k];
      int64_t o = dir[k];
      if (bd.flood)
        continue;
      switch (d->op) {
      case Op::Of:
        if (o < 0)
          rd.lo = add(bd.lo, o), rd.hi = add(bd.lo, -1);
        else if (o > 0)
          rd.lo = add(bd.hi, 1), rd.hi = add(bd.hi, o);
        break;
      case Op::In:
        if (o < 0)
          rd.hi = add(bd.lo, -o - 1);
        else if (o > 0)
          rd.lo = add(bd.hi, -o + 1);
        break;
      case Op::At:
        rd.lo = add(bd.lo, o), rd.hi = add(bd.hi, o);
        break;
      case Op::By:
        if (o == 0)
          internal(d->modifier()->loc, "a stride must not be zero");
        if (o < 0)
          internal(d->modifier()->loc, "negative strides are not supported by the code generator yet");
        if (bd.strideExpr)
          rd.strideExpr = mul(bd.strideExpr, mod->intLit(o));
        else
          rd.stride = bd.stride * o;
        break;
      default:
        break;
      }
    }
    return r;
  }
  internal(e->loc, "this region expression is not supported by the code generator yet");
}

// `R by Stride[l]`, `R at d`: a direction whose offsets are known only at
// run time. `of` and `in` depend on the offsets' signs, which must then
// be known when compiling.
Region *Lowerer::runtimeDerived(const ast::DerivedRegionExpr *d, Region *base, Region *cur) {
  using Op = ast::DerivedRegionExpr::Op;
  if (d->op != Op::By && d->op != Op::At)
    internal(d->modifier()->loc, "a direction known only at run time can only be used with `by` "
                                 "and `at` here");
  std::vector<Expr *> comps = dirComponents(d->modifier(), cur, base->rank());
  if ((int)comps.size() != base->rank())
    internal(d->modifier()->loc, "direction rank differs from the region's rank");
  Region *r = anon(base);
  r->loc = loc(d->loc);
  for (int k = 0; k < base->rank(); ++k) {
    Region::Dim &rd = r->dims[k];
    const Region::Dim &bd = base->dims[k];
    if (bd.flood)
      continue;
    if (d->op == Op::At) {
      rd.lo = addExpr(bd.lo, comps[k]);
      rd.hi = addExpr(bd.hi, comps[k]);
    } else {
      setStride(rd, mul(strideOf(bd), comps[k]), d->modifier()->loc);
    }
  }
  return r;
}

bool Lowerer::regionTarget(const ast::Expr *e) {
  if (regionArrayVar(e))
    return true;
  auto *n = dyn_cast<ast::NameExpr>(e);
  Entity *en = n ? lookup(n) : nullptr;
  return en && en->region && regionVarOf.count(en->region);
}

// A region that can be stored in a region variable of `rank` named `name`.
Region *Lowerer::storableRegion(const ast::Expr *e, Region *cur, int rank, const std::string &name) {
  Region *r = region(e, cur);
  if (r->rank() != rank)
    internal(e->loc, "the region's rank " + std::to_string(r->rank()) + " differs from `" + name +
                         "`'s rank " + std::to_string(rank));
  if (r->mask)
    internal(e->loc, "a region with a mask cannot be stored in a region variable by the code "
                     "generator yet");
  for (auto &d : r->dims)
    if (d.flood)
      internal(e->loc, "a region with a `*` dimension cannot be stored in a region variable by "
                       "the code generator yet");
  return r;
}

// `Strip := [i, 1..n]`, `Lev[l] := Fine by Stride[l]`: one assignment of
// the whole value (lo, hi and stride of every dimension).
void Lowerer::regionAssign(const ast::AssignStmt *a, Block *out, Region *cur) {
  if (a->op != ast::AssignStmt::Op::Assign)
    internal(a->loc, "a region can only be assigned with `:=`");
  VarRef *lhs = mod->make<VarRef>();
  lhs->loc = loc(a->lhs->loc);
  lhs->ty = Ty::Long;
  int rank;
  if (Var *v = regionArrayVar(a->lhs.get())) {
    lhs->var = v;
    lhs->subscripts = regionElementIndices(v, a->lhs.get(), cur);
    rank = regionArrays[v];
  } else {
    Region *target = lookup(cast<ast::NameExpr>(a->lhs.get()))->region;
    lhs->var = regionVarOf[target];
    rank = target->rank();
  }
  Region *r = storableRegion(a->rhs.get(), cur, rank, lhs->var->name);
  if (!regionDist.count(lhs->var)) {
    regionDist[lhs->var] = r->dist;
    for (auto &[reg, v] : regionVarOf)
      if (v == lhs->var)
        reg->dist = r->dist;
  }
  RegionValue *rv = mod->make<RegionValue>();
  rv->loc = loc(a->rhs->loc);
  rv->region = r;
  rv->ty = Ty::Long;
  ScalarAssign *sa = mod->make<ScalarAssign>();
  sa->loc = loc(a->loc);
  sa->lhs = lhs;
  sa->rhs = rv;
  out->stmts.push_back(sa);
}

} // namespace lower
} // namespace zpl::ir
