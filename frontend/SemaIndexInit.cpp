// ZPL 1.x indexed arrays sized and initialised at run time (see the header).
#include "frontend/SemaIndexInit.h"

#include "basic/Diagnostics.h"
#include "frontend/InitList.h"
#include "frontend/SemaCompat.h"
#include "frontend/Types.h"

#include <llvm/Support/Casting.h>

namespace zpl::sema {

static const ast::IndexedArrayTypeExpr *arraySyntax(const ast::TypeExpr *t) {
  return llvm::dyn_cast_or_null<ast::IndexedArrayTypeExpr>(ast::resolvedTypeExpr(t));
}

// The first upper bound of `ia` known only at run time, if any.
static const ast::Expr *runtimeBound(const ast::IndexedArrayTypeExpr *ia) {
  if (!ia)
    return nullptr;
  for (auto &b : ia->bounds)
    if (b.hi && runtimeBoundName(b.hi.get()))
      return b.hi.get();
  return nullptr;
}

void checkRuntimeBounds(const ast::VarDecl &v, const Type *t, DiagnosticEngine &diags) {
  auto *ia = llvm::dyn_cast_or_null<ast::IndexedArrayTypeExpr>(v.typeExpr.get());
  const ast::Expr *b = runtimeBound(ia);
  if (!b || !t || t->isError() || !t->isIndexedArray())
    return;
  const Type *e = t->element();
  if (e->isParallelArray() && ia->bounds.size() != 1)
    diags.error(b->loc, "an indexed array of parallel arrays with a bound known only at run time "
                        "must have one dimension");
  else if (e->isIndexedArray() || !(e->isArithmetic() || e->isEnum() || e->isString() ||
                                    e->isRegion() || e->isDirection() || e->isParallelArray()))
    diags.error(b->loc, "an indexed array of `" + e->str() +
                            "` needs constant bounds; declare the bound as a `constant` with a "
                            "literal value");
}

int checkIndexInit(const ast::VarDecl &v, const Type *t, DiagnosticEngine &diags) {
  if (!v.init || !t || !t->isIndexedArray() || v.isExtern)
    return 0;
  if (t->rank() != 1) {
    diags.error(v.init->loc, "an initialiser in terms of `index1` needs a one-dimensional array; "
                             "initialise `" + v.name + "` with a list `{...}` or assign its "
                             "elements in `for` loops");
    return -1;
  }
  const Type *e = t->element();
  if (e->isParallelArray() || e->isIndexedArray() ||
      !(e->isArithmetic() || e->isEnum() || e->isString() || e->isRegion() || e->isDirection())) {
    diags.error(v.init->loc, "an indexed array of `" + e->str() +
                                 "` cannot be initialised; assign its elements in a `for` loop");
    return -1;
  }
  return 1;
}

const Type *inferRegionRank(ast::VarDecl &v, const Type *arrayType) {
  const ast::IndexedArrayTypeExpr *ia = arraySyntax(v.typeExpr.get());
  auto *rt = ia ? llvm::dyn_cast_or_null<ast::RegionTypeExpr>(
                      ast::resolvedTypeExpr(ia->element.get()))
                : nullptr;
  const ast::Expr *init = v.init.get();
  if (!rt || rt->rank || !init->type || !init->type->isRegion() || !init->type->rank())
    return arrayType;
  // The syntax is the lowering's source of the rank.
  const_cast<ast::RegionTypeExpr *>(rt)->rank = init->type->rank();
  return Type::indexedArray(init->type, arrayType->rank());
}

bool readsIndex(const ast::Expr *e) {
  using namespace llvm;
  if (!e)
    return false;
  switch (e->kind) {
  case ast::NodeKind::IndexArrayExpr: return true;
  case ast::NodeKind::UnaryExpr: return readsIndex(cast<ast::UnaryExpr>(e)->operand.get());
  case ast::NodeKind::BinaryExpr:
    return readsIndex(cast<ast::BinaryExpr>(e)->lhs.get()) ||
           readsIndex(cast<ast::BinaryExpr>(e)->rhs.get());
  case ast::NodeKind::DerivedRegionExpr:
    return readsIndex(cast<ast::DerivedRegionExpr>(e)->lhs.get()) ||
           readsIndex(cast<ast::DerivedRegionExpr>(e)->rhs.get());
  case ast::NodeKind::SubscriptExpr: {
    auto *s = cast<ast::SubscriptExpr>(e);
    bool r = readsIndex(s->base.get());
    for (auto &i : s->indices)
      r |= readsIndex(i.get());
    return r;
  }
  case ast::NodeKind::CallExpr: {
    bool r = false;
    for (auto &a : cast<ast::CallExpr>(e)->args)
      r |= readsIndex(a.get());
    return r;
  }
  case ast::NodeKind::RegionLiteralExpr: {
    bool r = false;
    for (auto &d : cast<ast::RegionLiteralExpr>(e)->dims)
      r |= readsIndex(d.lo.get()) || readsIndex(d.hi.get()) || readsIndex(d.stride.get());
    return r;
  }
  default:
    // Other forms are checked as they stand: a parallel `Index1` in them is
    // reported there.
    return false;
  }
}

const ast::Expr *regionBase(const ast::Expr *init) {
  const ast::Expr *base = init;
  if (auto *d = llvm::dyn_cast<ast::DerivedRegionExpr>(base))
    if (d->op == ast::DerivedRegionExpr::Op::By)
      base = d->base();
  if (readsIndex(base))
    return nullptr;
  // A region variable may change after the arrays are laid out over it.
  auto *n = llvm::dyn_cast<ast::NameExpr>(base);
  auto *v = n ? llvm::dyn_cast_or_null<ast::VarDecl>(n->decl) : nullptr;
  return v && v->storage != ast::VarDecl::Storage::Constant ? nullptr : base;
}

bool checkFamilyRegion(const ast::ParallelArrayTypeExpr &pa, DiagnosticEngine &diags) {
  auto *lit = llvm::dyn_cast_or_null<ast::RegionLiteralExpr>(pa.region.get());
  auto *s = lit && lit->isSingleEntry() ? llvm::dyn_cast<ast::SubscriptExpr>(lit->dims[0].lo.get())
                                        : nullptr;
  if (!readsIndex(pa.region.get()))
    return true;
  auto *n = s ? llvm::dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
  auto *v = n ? llvm::dyn_cast_or_null<ast::VarDecl>(n->decl) : nullptr;
  if (v && v->init && s->indices.size() == 1 &&
      llvm::isa<ast::IndexArrayExpr>(s->indices[0].get()) && regionBase(v->init.get()))
    return true;
  diags.error(pa.region->loc, "an array of parallel arrays over regions in terms of `index1` "
                              "needs the form `[Lev[index1]]` with `Lev` an array of regions "
                              "initialised as `Base by ...`");
  return false;
}

bool checkRuntimeBoundArg(const ast::Expr *a, DiagnosticEngine &diags) {
  if (auto *s = llvm::dyn_cast<ast::SubscriptExpr>(a)) // `loc[]`
    if (s->indices.empty())
      a = s->base.get();
  auto *n = llvm::dyn_cast<ast::NameExpr>(a);
  auto *v = n ? llvm::dyn_cast_or_null<ast::VarDecl>(n->decl) : nullptr;
  if (!v || !runtimeBound(arraySyntax(v->typeExpr.get())))
    return true;
  diags.error(a->loc, "`" + v->name + "` has a bound known only at run time and cannot be passed "
                      "whole to a parameter of constant bounds; pass its elements");
  return false;
}

} // namespace zpl::sema
