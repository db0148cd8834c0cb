// Lowering of ZPL 1.x indexed arrays sized and initialised at run time:
// config bounds (`array [0..numLevels] of integer`), initialisers in terms of
// `index1` (`= [2^index1, 0, 0]`, `= Base by step[index1]`) and arrays of
// parallel arrays over `[Level[index1]]` (the NAS MG hierarchy of levels).
#include "ir/lower/Lowerer.h"

#include "frontend/SemaIndexInit.h"

namespace zpl::ir {
namespace lower {

// Bounds of `x : array [lo..hi, ...]`: lower bounds are constants (sema);
// an upper bound not known when compiling is kept as an expression, which
// the generated program evaluates where the variable comes to be.
void Lowerer::indexedBounds(const ast::IndexedArrayTypeExpr *ia, Var *x) {
  for (size_t k = 0; k < ia->bounds.size(); ++k) {
    const ast::ArrayBound &b = ia->bounds[k];
    int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array's lower bound") : 1;
    Expr *hi = expr(b.hi.get(), nullptr);
    if (auto c = constInt(hi)) {
      x->bounds.push_back({lo, *c});
      continue;
    }
    if (b.hi->isParallel || !isIntegral(hi->ty))
      internal(b.hi->loc, "an array bound must be an integer scalar");
    x->bounds.push_back({lo, lo - 1});
    x->hiExprs.resize(k + 1);
    x->hiExprs[k] = hi;
  }
}

// `x : array [lo..hi] of T = e`: a loop over the elements assigns e, with
// index1 the element's index, before the first statement of the procedure
// that declares x (of the program's entry procedure for a program-level x).
void Lowerer::indexInit(const ast::VarDecl *v, Var *x, Procedure *owner) {
  Var *i = mod->make<Var>();
  i->name = "$index1_" + v->name;
  i->loc = loc(v->init->loc);
  i->ty = Ty::Int;
  i->storage = owner ? Var::Local : Var::Global;
  (owner ? owner->locals : mod->vars).push_back(i);

  // The element assignment is lowered as the statement `x[index1] := e`.
  // The name is linked to its declaration as sema links every other one
  // (the lowering finds entities by declaration).
  auto name = std::make_unique<ast::NameExpr>(v->loc, v->name);
  name->decl = const_cast<ast::VarDecl *>(v);
  auto lhs = std::make_unique<ast::SubscriptExpr>(v->init->loc, std::move(name));
  lhs->indices.push_back(std::make_unique<ast::IndexArrayExpr>(v->init->loc, 1));
  // The element's type, as sema would have typed the target (a narrow
  // element type wraps what is stored: Narrow.cpp).
  if (v->typeExpr && v->typeExpr->resolved && v->typeExpr->resolved->isIndexedArray())
    lhs->type = v->typeExpr->resolved->element();
  auto assign = std::make_unique<ast::AssignStmt>(v->init->loc, ast::AssignStmt::Op::Assign,
                                                  std::move(lhs), v->init->clone());
  Block *body = mod->make<Block>();
  Var *saved = index1Var;
  index1Var = i;
  stmt(assign.get(), body, nullptr);
  index1Var = saved;
  synthesized.push_back(std::move(assign));

  auto ref = [&](Var *var) {
    VarRef *r = mod->make<VarRef>();
    r->var = var;
    r->ty = var->ty;
    r->loc = i->loc;
    return r;
  };
  For *f = mod->make<For>();
  f->loc = i->loc;
  f->var = ref(i);
  f->from = mod->intLit(x->bounds[0].first);
  f->to = x->hiExpr(0) ? x->hiExpr(0) : mod->intLit(x->bounds[0].second);
  f->body = body;
  (owner ? localIndexInits : globalIndexInits).push_back(f);
  indexInitOf[i] = x;

  // `Level : array [..] of region = Base by step[index1]`: every element
  // lies in Base, which arrays over `[Level[index1]]` are stored over.
  if (regionArrays.count(x))
    if (const ast::Expr *base = sema::regionBase(v->init.get())) {
      Region *r = region(base, nullptr);
      if (!r->mask && !readsRegionValue(r))
        indexedRegionBase[x] = r;
    }
}

// The statements of the `index1` initialisers, first in `p`'s body. The
// initialisers of config values, constants and variables run before them:
// one that read such an array would see zeros. Sema refuses it
// (frontend/sema/Declarations.cpp, checkIndexInitOrder); asserted here.
void Lowerer::placeIndexInits(Procedure *p, bool entry) {
  auto check = [&](const std::vector<Var *> &vars, const std::vector<Stmt *> &inits) {
    for (const Var *v : vars)
      for (const Stmt *s : inits) {
        const Var *arr = cast<VarRef>(cast<For>(s)->var)->var; // `$index1_x`
        const Var *x = indexInitOf[arr];
        Mentions m(x);
        if (v->init)
          m.visit(v->init);
        for (const Expr *h : v->hiExprs)
          if (h)
            m.visit(h);
        if (m.found)
          internal(SourceLocation(v->loc.line, v->loc.col),
                "`" + v->name + "` is initialised before `" + x->name +
                    "`'s elements are (its initialiser gives them, in terms of `index1`, when the "
                    "procedure starts); assign `" + v->name + "` in a procedure instead");
      }
  };
  if (entry) {
    check(mod->vars, globalIndexInits);
    check(p->locals, globalIndexInits);
  }
  check(p->locals, localIndexInits);
  std::vector<Stmt *> first;
  if (entry) {
    first = globalIndexInits;
    globalIndexInits.clear();
  }
  first.insert(first.end(), localIndexInits.begin(), localIndexInits.end());
  localIndexInits.clear();
  p->body->stmts.insert(p->body->stmts.begin(), first.begin(), first.end());
}

// The region an array of parallel arrays is stored over: for
// `array [0..L] of [Level[index1]] T` the region every `Level[i]` lies in,
// so that each element `U[i]` is used over `[Level[i]]`.
Region *Lowerer::familyRegion(const ast::ParallelArrayTypeExpr *pa) {
  auto *lit = pa->region ? dyn_cast<ast::RegionLiteralExpr>(pa->region.get()) : nullptr;
  auto *s = lit && lit->isSingleEntry() ? dyn_cast<ast::SubscriptExpr>(lit->dims[0].lo.get())
                                        : nullptr;
  if (!s || !sema::readsIndex(s))
    return declRegion(pa);
  Var *v = regionArrayVar(s);
  auto it = v ? indexedRegionBase.find(v) : indexedRegionBase.end();
  if (it == indexedRegionBase.end() || s->indices.size() != 1 ||
      !isa<ast::IndexArrayExpr>(s->indices[0].get()))
    internal(pa->region->loc, "an array of parallel arrays over `[Level[index1]]` needs `Level` "
                           "declared with an initialiser `Base by ...` or a region without "
                           "`index1`, before it");
  joinDistribution(it->second);
  return it->second;
}

} // namespace lower
} // namespace zpl::ir
