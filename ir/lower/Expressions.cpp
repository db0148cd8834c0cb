// Lowering of expressions and calls.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

// Scan dimensions as written -> ScanStmt::dim / order (ir/ScanOrder.cpp).
void Lowerer::planScanDims(ScanStmt *x, const ast::ScanExpr *sc, int rank) {
  std::vector<int64_t> dims;
  for (auto &d : sc->dims)
    dims.push_back(requireConstInt(d.get(), "a scan dimension"));
  std::string bad = planScan(x, dims, rank);
  if (!bad.empty())
    internal(sc->loc, bad);
}

// `max<< t` of a free (per-processor) scalar: one value per processor,
// combined by the runtime (codegen's "freeReduce:" calls).
Expr *Lowerer::freeReduce(const ast::ReduceExpr *r, Region *cur) {
  Call *c = mod->make<Call>();
  c->callee = std::string("freeReduce:") + ast::reduceOpSpelling(r->op);
  c->args.push_back(expr(r->operand.get(), cur));
  c->ty = typeOf(r);
  return c;
}

// `mymin<< A`: a reduction carried out by the program's own procedures
// (sema found them: frontend/sema/UserReductions.cpp).
void Lowerer::userReduceProcs(const ast::ReduceExpr *r, Procedure *&identity, Procedure *&accumulate) {
  Entity *id = lookup(r->identity), *acc = lookup(r->accumulate);
  if (!id || !id->proc || !acc || !acc->proc || !r->moreOperands.empty())
    internal(r->loc, "a user-defined reduction sema did not resolve");
  identity = id->proc;
  accumulate = acc->proc;
}

// A scan's operator: built-in, or the procedures of a user-defined one.
void Lowerer::scanOp(ScanStmt *x, const ast::ScanExpr *sc) {
  x->op = ast::reduceOpSpelling(sc->op);
  if (sc->userOp.empty())
    return;
  x->op = sc->userOp;
  Entity *id = lookup(sc->identity), *acc = lookup(sc->accumulate);
  if (!id || !id->proc || !acc || !acc->proc ||
      (!sc->moreOperands.empty() && id->proc->params.size() != 1 + sc->moreOperands.size()))
    internal(sc->loc, "a user-defined scan sema did not resolve");
  x->identity = id->proc;
  x->accumulate = acc->proc;
}

Expr *Lowerer::userReduce(const ast::ReduceExpr *r, Region *cur) {
  if (r->isPartial())
    internal(r->loc, "partial reductions are not supported by the code generator yet");
  if (!cur)
    internal(r->loc, "a reduction needs an enclosing region scope");
  Reduce *x = mod->make<Reduce>();
  x->op = r->userOp;
  userReduceProcs(r, x->identity, x->accumulate);
  x->region = cur;
  x->operand = expr(r->operand.get(), cur);
  x->ty = typeOf(r);
  return x;
}

// A partial reduction's source region (`+<< [R] A` into the current
// region `cur`): of cur's rank, every dimension either collapsing (one
// index or `*` in the destination) or keeping the source's indices; a
// destination wider than its source has no values to take (replicating is
// a flood `>>`).
Region *Lowerer::partialSource(const ast::ReduceExpr *red, Region *cur) {
  Region *src = region(red->region.get(), cur);
  if (src->rank() != cur->rank())
    internal(red->region->loc, "a partial reduction's source region must have the destination's rank");
  for (int k = 0; k < cur->rank(); ++k) {
    const Region::Dim &s = src->dims[k], &d = cur->dims[k];
    if (s.flood || (s.lo == s.hi && !d.flood && d.lo != d.hi))
      internal(red->region->loc, "dimension " + std::to_string(k + 1) + " of a partial reduction's source region is " +
                                     (s.flood ? "`*`" : "one index") +
                                     " where the destination's is wider; replicate with a flood `>>`");
  }
  return src;
}

// `(m, i, j) := maxloc<< (V, Index1, Index2)`: one ReduceStmt with a target
// per operand (sema checked the targets: scalar variables, or parallel
// arrays of the current region's rank for a partial reduction or a scan).
void Lowerer::multiReduce(const ast::AssignStmt *a, Block *out, Region *cur) {
  if (!cur)
    internal(a->loc, "a reduction of several operands outside a region scope");
  auto array = [&](const ast::Expr *t) {
    auto *ar = dyn_cast<ArrayRead>(expr(t, cur));
    if (!ar || ar->shifted() || ar->array->region->rank() != cur->rank())
      internal(t->loc, "the values of a partial reduction or a scan go to parallel arrays of the region's rank");
    return ar->array;
  };
  if (auto *sc = dyn_cast<ast::ScanExpr>(a->rhs.get())) {
    if (sc->moreOperands.size() != a->moreLhs.size())
      internal(a->loc, "a scan of several operands sema did not resolve");
    ScanStmt *x = mod->make<ScanStmt>();
    x->loc = loc(a->loc);
    x->region = cur;
    x->lhs = array(a->lhs.get());
    scanOp(x, sc);
    planScanDims(x, sc, cur->rank());
    x->operand = hoistExternCalls(expr(sc->operand.get(), cur), out, true);
    for (size_t k = 0; k < a->moreLhs.size(); ++k) {
      x->moreLhs.push_back(array(a->moreLhs[k].get()));
      x->moreOperands.push_back(hoistExternCalls(expr(sc->moreOperands[k].get(), cur), out, true));
    }
    out->stmts.push_back(x);
    wrapTargets(a, out, cur);
    return;
  }
  auto *r = dyn_cast<ast::ReduceExpr>(a->rhs.get());
  Entity *id = r ? lookup(r->identity) : nullptr, *acc = r ? lookup(r->accumulate) : nullptr;
  if (!id || !id->proc || !acc || !acc->proc || r->moreOperands.size() != a->moreLhs.size())
    internal(a->loc, "a reduction of several operands sema did not resolve");
  ReduceStmt *x = mod->make<ReduceStmt>();
  x->loc = loc(a->loc);
  x->op = r->userOp;
  x->identity = id->proc;
  x->accumulate = acc->proc;
  x->region = cur;
  if (r->isPartial()) {
    x->intoRegion = cur;
    x->region = partialSource(r, cur);
    x->into = array(a->lhs.get());
    for (auto &l : a->moreLhs)
      x->moreInto.push_back(array(l.get()));
  } else {
    auto target = [&](const ast::Expr *t) {
      auto *v = dyn_cast<VarRef>(expr(t, cur));
      if (!v || v->var->storage == Var::Constant || v->var->storage == Var::ConfigConst)
        internal(t->loc, "a reduction's value goes to a scalar variable");
      return v->var;
    };
    x->target = target(a->lhs.get());
    for (auto &l : a->moreLhs)
      x->moreTargets.push_back(target(l.get()));
  }
  x->operand = hoistExternCalls(expr(r->operand.get(), x->region), out, true);
  for (auto &o : r->moreOperands)
    x->moreOperands.push_back(hoistExternCalls(expr(o.get(), x->region), out, true));
  out->stmts.push_back(x);
  wrapTargets(a, out, cur);
}

Ty Lowerer::promote(Ty a, Ty b) {
  if (a == Ty::Double || b == Ty::Double) return Ty::Double;
  if (a == Ty::Float || b == Ty::Float) return Ty::Float;
  if (a == Ty::Long || b == Ty::Long) return Ty::Long;
  return Ty::Int;
}

Expr *Lowerer::arrayRead(Array *a, SourceLocation l, std::vector<int64_t> off, bool wrap) {
  if (a->dist && !a->param) {
    bool cyclic = false, other = false;
    for (size_t k = 0; k < off.size() && k < a->dist->formats.size(); ++k) {
      bool c = a->dist->formats[k] == Distribution::Cyclic || a->dist->formats[k] == Distribution::BlockCyclic;
      (c ? cyclic : other) |= off[k] != 0;
    }
    if (cyclic && other)
      cyclicShifts.push_back({a, {off, l}});
  }
  ArrayRead *r = mod->make<ArrayRead>();
  r->loc = loc(l);
  r->array = a;
  r->offset = std::move(off);
  r->wrap = wrap;
  r->ty = a->elem;
  r->parallel = true;
  return r;
}

auto Lowerer::lowerScalar() -> std::function<Expr *(const ast::Expr *)> {
  return [this](const ast::Expr *e) { return expr(e, nullptr); };
}

Expr *Lowerer::expr(const ast::Expr *e, Region *cur) {
  Expr *r = exprImpl(e, cur);
  if (r->loc.line == 0)
    r->loc = loc(e->loc);
  if (e->value && !isa<Lit>(r))
    known[r] = *e->value;
  // Whether the value varies over a region is sema's: a promoted call
  // (`half(A)`) is parallel, a call passing whole arrays to parallel array
  // parameters (`total(A)`) is not.
  r->parallel = e->isParallel;
  return keepInRange(e, r); // Narrow.cpp
}

// A @ d, A @^ d, A @ dirs[i]
Expr *Lowerer::shiftRead(Array *arr, const ast::ShiftExpr *s, Region *cur) {
  if (runtimeDirection(s->direction.get())) {
    // Known only at run time (unless every offset folds).
    std::vector<Expr *> comps = dirComponents(s->direction.get(), cur, arr->region->rank());
    if ((int)comps.size() != arr->region->rank())
      internal(s->direction->loc, "direction rank differs from `" + arr->name + "`'s rank");
    std::vector<int64_t> folded;
    for (Expr *c : comps)
      if (auto v = constInt(c))
        folded.push_back(*v);
    if (folded.size() == comps.size())
      return arrayRead(arr, s->loc, folded, s->wrap);
    auto *r = cast<ArrayRead>(arrayRead(arr, s->loc, {}, s->wrap));
    r->dynOffset = comps;
    return r;
  }
  std::vector<int64_t> off = direction(s->direction.get());
  if ((int)off.size() != arr->region->rank())
    internal(s->direction->loc, "direction rank differs from `" + arr->name + "`'s rank");
  return arrayRead(arr, s->loc, off, s->wrap);
}

Expr *Lowerer::exprImpl(const ast::Expr *e, Region *cur) {
  switch (e->kind) {
  case ast::NodeKind::IntegerLiteral: {
    Lit *l = mod->intLit(static_cast<int64_t>(cast<ast::IntegerLiteral>(e)->value));
    if (e->type) // sema's: `longint` past the largest `integer`
      l->ty = irType(e->type, e->loc);
    return l;
  }
  case ast::NodeKind::FloatLiteral: {
    auto *f = cast<ast::FloatLiteral>(e);
    Lit *l = mod->make<Lit>();
    l->ty = Ty::Double;
    l->f = f->value;
    l->s = f->spelling;
    return l;
  }
  case ast::NodeKind::StringLiteral: {
    Lit *l = mod->make<Lit>();
    l->ty = Ty::String;
    l->s = cast<ast::StringLiteral>(e)->value;
    return l;
  }
  case ast::NodeKind::BoolLiteral: {
    Lit *l = mod->make<Lit>();
    l->ty = Ty::Bool;
    l->i = cast<ast::BoolLiteral>(e)->value;
    return l;
  }
  case ast::NodeKind::CharLiteral: {
    Lit *l = mod->make<Lit>();
    l->ty = Ty::Char;
    l->i = (unsigned char)cast<ast::CharLiteral>(e)->value;
    return l;
  }
  case ast::NodeKind::NameExpr: {
    auto *n = cast<ast::NameExpr>(e);
    Entity *en = lookup(n);
    if (!en && e->value) // `file_read`...: sema's value (sema::builtinConstantValue)
      return mod->intLit(*e->value);
    if (!en)
      if (Lit *l = builtinValue(n->name))
        return l;
    if (!en)
      internal(e->loc, "unknown name `" + n->name + "`");
    if (en->var) {
      VarRef *v = mod->make<VarRef>();
      v->var = en->var;
      v->ty = en->var->ty;
      return v;
    }
    if (en->array && en->array->elements)
      internal(e->loc, "`" + n->name + "` is an indexed array of parallel arrays; use one element, `" +
                        n->name + "[i]`");
    if (en->array)
      return arrayRead(en->array, e->loc, {}, false);
    if (en->region && regionVarOf.count(en->region))
      internal(e->loc, "a region variable can only be assigned or used as a region here");
    if (en->enumValue)
      return mod->intLit(*en->enumValue);
    if (!en->rec.empty())
      internal(e->loc, "a whole record can only be assigned or passed to a procedure here");
    if (!en->comps.empty())
      internal(e->loc, "a parallel array of indexed arrays can only be used by component here");
    if (en->proc) {
      Call *c = mod->make<Call>();
      c->callee = n->name;
      c->proc = en->proc;
      c->ty = en->proc->ret;
      return c;
    }
    internal(e->loc, "`" + n->name + "` cannot be used as a value here");
  }
  case ast::NodeKind::IndexArrayExpr: {
    if (index1Var && cast<ast::IndexArrayExpr>(e)->dim == 1) { // IndexInit.cpp
      VarRef *r = mod->make<VarRef>();
      r->loc = loc(e->loc);
      r->var = index1Var;
      r->ty = index1Var->ty;
      return r;
    }
    IndexExpr *i = mod->make<IndexExpr>();
    i->dim = cast<ast::IndexArrayExpr>(e)->dim;
    i->ty = Ty::Int;
    i->parallel = true;
    if (cur && i->dim > cur->rank())
      internal(e->loc, "`Index" + std::to_string(i->dim) + "` exceeds the region's rank");
    return i;
  }
  case ast::NodeKind::UnaryExpr: {
    auto *u = cast<ast::UnaryExpr>(e);
    Expr *o = expr(u->operand.get(), cur);
    if (u->op == ast::UnaryExpr::Op::Plus)
      return o;
    if (u->op == ast::UnaryExpr::Op::Neg)
      if (auto *l = dyn_cast<Lit>(o)) {
        Lit *n = mod->make<Lit>(*l);
        n->ty = typeOf(u);
        n->i = -l->i;
        n->f = -l->f;
        if (!l->s.empty())
          n->s = "-" + l->s;
        return n;
      }
    Unary *x = mod->make<Unary>();
    x->op = u->op == ast::UnaryExpr::Op::Neg ? UnOp::Neg : UnOp::Not;
    x->operand = o;
    x->ty = typeOf(u);
    return x;
  }
  case ast::NodeKind::BinaryExpr: {
    auto *b = cast<ast::BinaryExpr>(e);
    Binary *x = mod->make<Binary>();
    x->loc = loc(e->loc); // integer division names its line at run time
    x->lhs = expr(b->lhs.get(), cur);
    x->rhs = expr(b->rhs.get(), cur);
    x->op = binOp(b->op);
    x->ty = typeOf(b);
    return x;
  }
  case ast::NodeKind::ShiftExpr: {
    auto *s = cast<ast::ShiftExpr>(e);
    if (auto *pe = dyn_cast<ast::PrimeExpr>(s->operand.get())) {
      // `A'@d`: a read of A itself, which the statement's loop order has
      // already stored at i+d (Wavefront.cpp).
      Entity *pen = lookup(dyn_cast<ast::NameExpr>(pe->operand.get()));
      if (!pen || !pen->array || pen->array->elements)
        internal(e->loc, "only the assigned parallel array can be primed");
      Expr *r = shiftRead(pen->array, s, cur);
      primedReads.insert(r);
      return r;
    }
    if (auto *cs = dyn_cast<ast::SubscriptExpr>(s->operand.get()))
      if (auto *cn = dyn_cast<ast::NameExpr>(cs->base.get()))
        if (Entity *ce = lookup(cn); ce && !ce->comps.empty())
          return componentRead(ce, cs, s, cur);
    auto *n = dyn_cast<ast::NameExpr>(s->operand.get());
    Entity *en = n ? lookup(n) : nullptr;
    if (en && !en->comps.empty())
      internal(e->loc, "a parallel array of indexed arrays can only be used by component here");
    if (en && !en->rec.empty())
      internal(e->loc, "a whole record can only be assigned or passed to a procedure here");
    Entity element;
    if (Array *fam = familyOf(s->operand.get())) {
      element.array = arrayElement(fam, cast<ast::SubscriptExpr>(s->operand.get()), cur);
      en = &element;
    }
    if (!en || !en->array || en->array->elements)
      internal(s->operand->loc, "only a parallel array can be shifted with `@`");
    return shiftRead(en->array, s, cur);
  }
  case ast::NodeKind::PrimeExpr:
    internal(e->loc, "a primed reference needs a direction");
  case ast::NodeKind::RemapExpr: {
    auto *r = cast<ast::RemapExpr>(e);
    Remap *x = mod->make<Remap>();
    x->operand = expr(r->operand.get(), cur);
    if (!isa<ArrayRead>(x->operand) || cast<ArrayRead>(x->operand)->shifted())
      internal(r->operand->loc, "only a parallel array can be remapped here");
    Array *src = cast<ArrayRead>(x->operand)->array;
    if (!cur)
      internal(e->loc, "a remap needs an enclosing region scope");
    if ((int)r->maps.size() != src->region->rank())
      internal(e->loc, "`" + src->name + "` has rank " + std::to_string(src->region->rank()) +
                           " but the remap gives " + std::to_string(r->maps.size()) +
                           (r->maps.size() == 1 ? " index" : " indices"));
    // Sema decided whether the maps are a permutation of `Index` arrays
    // over a region of the source's rank (a static relation) or a remap by
    // data (frontend/sema/Shapes.cpp, permutationRemap).
    const bool permutation = r->permutation;
    for (int k = 0; k < src->region->rank() && !permutation; ++k)
      if (src->isFlood(k))
        internal(r->operand->loc,
                 "remapping a flood array by data is not supported by the code generator yet");
    for (auto &m : r->maps) {
      if (!m)
        internal(e->loc, "an empty remap index is not supported by the code generator yet");
      if (permutation) {
        x->perm.push_back((int)cast<ast::IndexArrayExpr>(m.get())->dim - 1);
        continue;
      }
      Expr *ix = expr(m.get(), cur);
      if (!isIntegral(ix->ty))
        internal(m->loc, "a remap index must be an integer");
      x->maps.push_back(ix);
    }
    x->ty = x->operand->ty;
    x->parallel = true;
    return x;
  }
  case ast::NodeKind::SubscriptExpr: {
    auto *s = cast<ast::SubscriptExpr>(e);
    auto *n = dyn_cast<ast::NameExpr>(s->base.get());
    Entity *en = n ? lookup(n) : nullptr;
    if (en && !en->comps.empty())
      return componentRead(en, s, nullptr, cur);
    if (isa<ast::MemberExpr>(s->base.get()))
      if (auto r = recRef(e)) {
        auto ls = leavesOf(*r, e->loc);
        if (ls.size() != 1 || !ls[0].first.empty())
          internal(e->loc, "only an array field of a record can be subscripted here");
        return leafExpr(*r, *ls[0].second, cur, e->loc);
      }
    if (en && en->var && dirArrays.count(en->var))
      internal(e->loc, "an element of an array of directions can only be assigned or used in a "
                    "shift here");
    if (en && en->var && regionArrays.count(en->var))
      internal(e->loc, "an element of an array of regions can only be assigned or used as a "
                    "region here");
    if (en && en->array && en->array->elements) {
      Array *a = arrayElement(en->array, s, cur);
      return arrayRead(a, e->loc, {}, false);
    }
    if (en && !en->rec.empty())
      internal(e->loc, "a whole record can only be assigned or passed to a procedure here");
    if (!en || !en->var || en->var->bounds.empty())
      internal(e->loc, "only indexed arrays of scalars can be subscripted here");
    VarRef *v = mod->make<VarRef>();
    v->var = en->var;
    v->ty = en->var->ty;
    for (auto &i : s->indices) {
      Expr *x = expr(i.get(), cur);
      if (i->isParallel)
        internal(i->loc, "parallel subscripts are not supported by the code generator yet");
      v->subscripts.push_back(x);
    }
    return v;
  }
  case ast::NodeKind::MemberExpr: {
    auto r = recRef(e);
    const ast::Expr *root = e;
    while (auto *m = dyn_cast<ast::MemberExpr>(root))
      root = m->base.get();
    if (!r && isa<ast::CallExpr>(root))
      internal(e->loc, "a field of a procedure's result is not supported by the code generator yet; "
                    "assign the result to a record variable first");
    if (!r)
      internal(e->loc, "this field access is not supported by the code generator yet");
    auto ls = leavesOf(*r, e->loc);
    if (ls.size() != 1 || !ls[0].first.empty())
      internal(e->loc, "a whole record can only be assigned or passed to a procedure here");
    return leafExpr(*r, *ls[0].second, cur, e->loc);
  }
  case ast::NodeKind::CallExpr:
    return call(cast<ast::CallExpr>(e), cur);
  case ast::NodeKind::ReduceExpr: {
    auto *r = cast<ast::ReduceExpr>(e);
    if (r->isUser())
      return userReduce(r, cur);
    if (!r->operand->isParallel && !r->isPartial())
      return freeReduce(r, cur);
    if (r->isPartial())
      internal(e->loc, "partial reductions are not supported by the code generator yet");
    if (!cur)
      internal(e->loc, "a reduction needs an enclosing region scope");
    Reduce *x = mod->make<Reduce>();
    x->op = ast::reduceOpSpelling(r->op);
    x->region = cur;
    x->operand = expr(r->operand.get(), cur);
    x->ty = typeOf(r); // `+<< (A = B)` counts: an integer
    return x;
  }
  case ast::NodeKind::ScanExpr: {
    // A scan inside an expression (`max<< (max|| G)`) is computed into a
    // temporary by a scan statement placed before the statement using it.
    auto *sc = cast<ast::ScanExpr>(e);
    if (!cur)
      internal(e->loc, "a scan needs an enclosing region scope");
    ScanStmt *x = mod->make<ScanStmt>();
    x->loc = loc(e->loc);
    x->region = cur;
    scanOp(x, sc);
    x->operand = expr(sc->operand.get(), cur);
    joinDistribution(cur);
    planScanDims(x, sc, cur->rank());
    Array *t = newArray("$S" + std::to_string(scanTemps++), cur,
                        typeOf(sc), nullptr);
    t->temp = true;
    mod->arrays.push_back(t);
    x->lhs = t;
    preStmts.push_back(x);
    return arrayRead(t, e->loc, {}, false);
  }
  case ast::NodeKind::FloodExpr: {
    auto *f = cast<ast::FloodExpr>(e);
    if (!cur)
      internal(e->loc, "a flood needs an enclosing region scope");
    Flood *x = mod->make<Flood>();
    x->source = region(f->region.get(), cur);
    // The source slice names the indices whose values are replicated; a
    // `*` there (written, or inherited from a flood scope) names none.
    for (int k = 0; k < x->source->rank(); ++k)
      if (x->source->dims[k].flood) {
        SourceLocation at = f->region->loc;
        if (auto *l = dyn_cast<ast::RegionLiteralExpr>(f->region.get()))
          if (k < (int)l->dims.size() && l->dims[k].loc.line)
            at = l->dims[k].loc;
        internal(at, "dimension " + std::to_string(k + 1) +
                         " of a flood's source region must be an index or a range, not `*`");
      }
    x->operand = expr(f->operand.get(), x->source);
    if (!isa<ArrayRead>(x->operand) || cast<ArrayRead>(x->operand)->shifted())
      internal(f->operand->loc, "only a parallel array can be flooded by the code generator yet");
    x->ty = x->operand->ty;
    x->parallel = true;
    return x;
  }
  case ast::NodeKind::FormatExpr:
    internal(e->loc, "a format is only allowed in write, writeln and halt");
  default:
    internal(e->loc, "this expression is not supported by the code generator yet");
  }
}

// The predefined files (open's modes are sema's values, Expr::value).
Lit *Lowerer::builtinValue(const std::string &n) {
  static const std::map<std::string, std::pair<Ty, int64_t>> values = {
      {"znull", {Ty::File, -1}}, {"zout", {Ty::File, 0}},
      {"stdout", {Ty::File, 0}}, {"zin", {Ty::File, -2}}, {"stdin", {Ty::File, -2}},
      {"zerr", {Ty::File, -3}}, {"stderr", {Ty::File, -3}}};
  auto it = values.find(n);
  if (it == values.end())
    return nullptr;
  Lit *l = mod->make<Lit>();
  l->ty = it->second.first;
  l->i = it->second.second;
  return l;
}

// The value passed for a region parameter (Procedures.cpp, regionParam):
// any region a region variable can hold, of the rank's default distribution,
// for which the procedure was compiled.
Expr *Lowerer::regionArgument(const ast::Expr *a, const ast::ParamDecl *formal,
                              const ast::RegionTypeExpr *rt, Region *cur) {
  Region *r = storableRegion(a, cur, (int)rt->rank, formal->name);
  if (r->dist && r->dist != mod->defaultDist((int)rt->rank))
    internal(a->loc, "a region of distribution `" + r->dist->name +
                         "` cannot be passed to the region parameter `" + formal->name +
                         "` by the code generator yet (procedures are compiled for the "
                         "default distribution)");
  RegionValue *rv = mod->make<RegionValue>();
  rv->loc = loc(a->loc);
  rv->region = r;
  rv->ty = Ty::Long;
  return rv;
}

Expr *Lowerer::call(const ast::CallExpr *c, Region *cur) {
  const std::string &name = c->callee->name;
  Entity *en = lookup(c->callee.get());
  if (!(en && en->proc) && !findBuiltin(name) && badExterns.count(name))
    throw Unsupported(); // reported at its prototype
  if (en && en->proc && resultOf.count(en->proc) && !assigningRecordResult)
    internal(c->loc, "a procedure returning a record can only be assigned to a record variable here");
  assigningRecordResult = false; // not for calls in the arguments
  Call *x = mod->make<Call>();
  x->loc = loc(c->loc);
  x->callee = name;
  x->parallel = c->isParallel; // sema's (promoted calls); also for call statements
  const ast::ProcedureDecl *pd = en && en->proc ? procDecls[en->proc] : nullptr;
  for (size_t i = 0; i < c->args.size(); ++i) {
    const ast::Expr *a = c->args[i].get();
    if (pd && i < pd->params.size() && isRecordParam(pd->params[i].get())) {
      // One argument per leaf field, in the parameter's field order.
      auto r = recRef(a);
      if (!r)
        internal(a->loc, "only a record variable can be passed to a record parameter here");
      for (auto &lp : leavesOf(*r, a->loc))
        x->args.push_back(leafExpr(*r, *lp.second, cur, a->loc));
      continue;
    }
    const ast::TypeExpr *ft = pd && i < pd->params.size() ? resolveType(pd->params[i]->typeExpr.get())
                                                           : nullptr;
    if (auto *rt = ft ? dyn_cast<ast::RegionTypeExpr>(ft) : nullptr) {
      x->args.push_back(regionArgument(a, pd->params[i].get(), rt, cur));
      continue;
    }
    Expr *v = expr(a, cur);
    // By value into a narrow parameter: converted as C converts it.
    if (pd && i < pd->params.size() && pd->params[i]->mode == ast::ParamDecl::Mode::In &&
        pd->params[i]->typeExpr && !pd->params[i]->typeExpr->resolved->isParallelArray() &&
        !pd->params[i]->typeExpr->resolved->isIndexedArray())
      v = narrowed(v, pd->params[i]->typeExpr->resolved, a->type);
    x->args.push_back(v);
  }
  if (en && en->proc) {
    x->proc = en->proc;
    calls.push_back({x, cur, curProc, c->loc});
    // Sema's type: a procedure called through its prototype before its
    // definition is lowered has no result type here yet.
    x->ty = resultOf.count(en->proc) ? en->proc->ret : typeOf(c);
    copyConstantArgs(*mod, curProc, x, preStmts); // LowerCompat.cpp
    // A remap passed for a parallel array parameter is gathered into a
    // temporary over the current region first; the callee gets that.
    for (size_t i = 0; i < x->args.size() && i < en->proc->paramOrder.size(); ++i) {
      auto *rm = dyn_cast<Remap>(x->args[i]);
      int k = en->proc->paramOrder[i];
      if (!rm || k >= 0)
        continue;
      if (en->proc->arrayParams[-k - 1]->mode != Var::In)
        internal(c->args[i]->loc, "a remap cannot be passed for an `out` or `inout` parameter");
      RemapStmt *g = mod->make<RemapStmt>();
      g->loc = loc(c->args[i]->loc);
      g->region = cur;
      g->array = cast<ArrayRead>(rm->operand)->array;
      g->maps = rm->maps;
      for (int d : rm->perm) {
        IndexExpr *ix = mod->make<IndexExpr>();
        ix->dim = d + 1;
        ix->ty = Ty::Int;
        ix->parallel = true;
        g->maps.push_back(ix);
      }
      joinDistribution(cur);
      g->dst = newArray("$R" + std::to_string(remapTemps++), cur, rm->ty, nullptr);
      g->dst->temp = true;
      mod->arrays.push_back(g->dst);
      preStmts.push_back(g);
      x->args[i] = arrayRead(g->dst, c->args[i]->loc, {}, false);
    }
    // Any other parallel expression passed by value (`g(P + 1)`, `g(P@east)`)
    // is evaluated into a temporary over the current region first, as an
    // assignment would; the callee gets that array. So is a remap's
    // temporary of another element type than the parameter's (`g(X#[...])`
    // of an integer `X` for a `float` parameter), converted by the copy.
    for (size_t i = 0; i < x->args.size() && i < en->proc->paramOrder.size(); ++i) {
      Expr *a = x->args[i];
      int k = en->proc->paramOrder[i];
      if (k >= 0 || !a->parallel)
        continue;
      if (auto *ar = dyn_cast<ArrayRead>(a))
        if (!ar->shifted() && ar->array->elem == en->proc->arrayParams[-k - 1]->elem)
          continue;
      if (en->proc->arrayParams[-k - 1]->mode != Var::In)
        internal(c->args[i]->loc, "an expression passed for a `var` parallel array parameter");
      if (!cur)
        internal(c->args[i]->loc, "an expression passed for a parallel array parameter outside a "
                                  "region scope");
      // Sema made sure the current region is the parameter's when it has one
      // (Calls.cpp, checkArgument).
      joinDistribution(cur);
      Array *t = newArray("$P" + std::to_string(argTemps++), cur,
                          en->proc->arrayParams[-k - 1]->elem, nullptr);
      t->temp = true;
      mod->arrays.push_back(t);
      ParAssign *p = mod->make<ParAssign>();
      p->loc = loc(c->args[i]->loc);
      p->region = cur;
      p->lhs = t;
      p->rhs = a;
      preStmts.push_back(p);
      x->args[i] = arrayRead(t, c->args[i]->loc, {}, false);
    }
    return x;
  }
  const BuiltinInfo *sig = findBuiltin(name);
  if (!sig) {
    auto ex = externs.find(name);
    if (ex == externs.end() && badExterns.count(name))
      throw Unsupported(); // reported at its prototype
    if (ex == externs.end())
      internal(c->loc, "unknown procedure `" + name + "`");
    const ExternProc &xp = mod->externs[ex->second];
    if (x->args.size() != xp.params.size())
      internal(c->loc, "`" + name + "` takes " + std::to_string(xp.params.size()) + " argument(s)");
    for (Expr *a : x->args)
      if (a->ty == Ty::Timer || (a->ty == Ty::File && !isa<Lit>(a)))
        internal(c->loc, "a `" + std::string(tyName(a->ty)) + "` cannot be passed to the C function `" +
                          name + "`");
    x->external = true;
    x->ty = typeOf(c); // a `generic` result: sema's genericResult
    return x;
  }
  if ((int)x->args.size() < sig->minArgs || (int)x->args.size() > sig->maxArgs)
    internal(c->loc, "`" + name + "` takes " + std::to_string(sig->minArgs) +
                      (sig->maxArgs != sig->minArgs ? " or more" : "") + " argument(s)");
  x->ty = typeOf(c); // sema's reading of the built-in's BuiltinResult
  if (sig->kind == BuiltinKind::Timer && (!isa<VarRef>(x->args[0]) || x->args[0]->ty != Ty::Timer))
    internal(c->args[0]->loc, "argument of `" + name + "` must be a timer variable");
  if (name == "StartTimer")
    x->args.resize(1); // the second argument (a clock number) changes nothing here
  if (sig->kind == BuiltinKind::FileOp && x->args[0]->ty != Ty::File)
    internal(c->args[0]->loc, "argument of `" + name + "` must be a `file`");
  return x;
}

} // namespace lower
} // namespace zpl::ir
