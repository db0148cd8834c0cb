// Sema: type expressions, conversions and literals that fit.
#include "frontend/sema/Checker.h"

#include <functional>

namespace zpl {
namespace sema {
namespace checker {

//===--------------------------------------------------------------------===//
// Types
//===--------------------------------------------------------------------===//
const Type *Checker::builtinType(BuiltinTypeExpr::Builtin b) {
  using B = BuiltinTypeExpr::Builtin;
  switch (b) {
  case B::Boolean:
    return Type::scalar(K::Boolean);
  case B::Char:
    return Type::scalar(K::Char);
  case B::SByte:
    return Type::scalar(K::SByte);
  case B::UByte:
    return Type::scalar(K::UByte);
  case B::ShortInt:
    return Type::scalar(K::ShortInt);
  case B::UShortInt:
    return Type::scalar(K::UShortInt);
  case B::Integer:
    return Type::scalar(K::Integer);
  case B::UInteger:
    return Type::scalar(K::UInteger);
  case B::Long:
    return Type::scalar(K::Long);
  case B::ULong:
    return Type::scalar(K::ULong);
  case B::Float:
    return Type::scalar(K::Float);
  case B::Double:
    return Type::scalar(K::Double);
  case B::Quad:
    return Type::scalar(K::Quad);
  case B::Complex:
    return Type::scalar(K::Complex);
  case B::DComplex:
    return Type::scalar(K::DComplex);
  case B::String:
    return Type::scalar(K::String);
  case B::File:
    return Type::scalar(K::File);
  case B::Timer:
    return Type::scalar(K::Timer);
  case B::Opaque:
    return Type::scalar(K::Opaque);
  case B::Generic:
    return Type::generic();
  case B::Procedure:
    return Type::procedure();
  }
  return Type::error();
}

// `declName` names the type for enumerations and records declared by a
// `type` section.
const Type *Checker::resolveType(TypeExpr *t, const std::string &declName) {
  if (!t)
    return Type::error();
  const Type *r = resolveTypeImpl(t, declName);
  t->resolved = r;
  return r;
}

const Type *Checker::resolveTypeImpl(TypeExpr *t, const std::string &declName) {
  if (auto *b = dyn_cast<BuiltinTypeExpr>(t)) {
    if (b->builtin == BuiltinTypeExpr::Builtin::Procedure) {
      error(Diag::ProcedureParameter, t->loc, "type `procedure` is only allowed for parameters of "
                    "`extern prototype`s");
      return Type::error();
    }
    if (b->builtin == BuiltinTypeExpr::Builtin::Generic) {
      // resolveSignature() resolves it where it is allowed.
      error(Diag::BadElementType, t->loc, "type `generic` is only allowed for parameters and "
                    "results of `extern prototype`s");
      return Type::error();
    }
    return builtinType(b->builtin);
  }
  if (auto *n = dyn_cast<NamedTypeExpr>(t)) {
    Decl *d = lookup(n->name);
    // ZPL's course material spells the signed byte `byte` (next to
    // `ubyte`); the front end knows it as `sbyte`.
    if (!d && n->name == "byte")
      return Type::scalar(K::SByte);
    if (!d) {
      undeclared(n->loc, n->name, "type");
      return Type::error();
    }
    auto *td = dyn_cast<TypeDecl>(d);
    if (!td) {
      error(Diag::WrongKindOfName, n->loc, q(n->name) + " is not a type");
      return Type::error();
    }
    n->decl = td;
    return td->type ? td->type : Type::error();
  }
  if (auto *p = dyn_cast<ParallelArrayTypeExpr>(t)) {
    unsigned rank = p->rank;
    bool ok = true;
    if (p->region) {
      int r = checkRegion(p->region.get(), /*inDecl=*/true);
      ok = r >= 0 && (!indexVars_ || checkFamilyRegion(*p, diags_)); // SemaIndexInit.cpp
      rank = r > 0 ? r : 0;
      p->rank = rank;
    }
    const Type *elem = resolveType(p->element.get());
    if (elem->isError() || !ok)
      return Type::error();
    if (!elem->isScalarValue() && !elem->isRegion() && !elem->isDirection()) {
      error(Diag::BadElementType, p->element->loc,
            "elements of a parallel array cannot have type " + q(elem));
      return Type::error();
    }
    if (holdsOpaque(elem, p->element->loc))
      return Type::error();
    return Type::parallelArray(elem, rank);
  }
  if (auto *a = dyn_cast<IndexedArrayTypeExpr>(t)) {
    bool runtimeOk = runtimeBoundsOk_;
    runtimeBoundsOk_ = false;
    for (auto &b : a->bounds) {
      if (b.lo && expectIntegerScalar(b.lo.get(), "array bound"))
        checkArrayBound(b.lo.get(), false, diags_); // SemaCompat.cpp
      if (b.hi && expectIntegerScalar(b.hi.get(), "array bound"))
        checkArrayBound(b.hi.get(), runtimeOk, diags_);
    }
    // `array [0..L] of [Level[index1]] double`: index1 is the element's index.
    // Its region is not read when the array comes to be (`Level[index1]`
    // may name an array an `index1` initialiser gives: Declarations.cpp).
    unsigned savedIndex = indexVars_;
    const VarDecl *savedInit = initialising_;
    indexVars_ = a->bounds.size() == 1 ? 1 : 0;
    initialising_ = nullptr;
    const Type *elem = resolveType(a->element.get());
    indexVars_ = savedIndex;
    initialising_ = savedInit;
    if (elem->isError())
      return Type::error();
    if (elem->isVoid() || elem->kind() == K::Procedure ||
        elem->kind() == K::Grid || elem->kind() == K::Distribution) {
      error(Diag::BadElementType, a->element->loc, "array elements cannot have type " + q(elem));
      return Type::error();
    }
    if (holdsOpaque(elem, a->element->loc))
      return Type::error();
    return Type::indexedArray(elem, a->bounds.size());
  }
  if (auto *e = dyn_cast<EnumTypeExpr>(t)) {
    std::vector<std::string> names;
    for (auto &en : e->enumerators)
      names.push_back(en->name);
    const Type *et = Type::enumType(declName, names);
    for (auto &en : e->enumerators) {
      en->parent = e;
      en->type = et;
      declare(en.get());
    }
    return et;
  }
  if (auto *r = dyn_cast<RecordTypeExpr>(t)) {
    std::vector<std::pair<std::string, const Type *>> fields;
    std::set<std::string> seen;
    unsigned i = 0;
    for (auto &f : r->fields) {
      f->index = i++;
      f->type = resolveType(f->typeExpr.get());
      if (holdsOpaque(f->type, f->typeExpr->loc))
        f->type = Type::error();
      checkRecordField(*f, diags_); // SemaCompat.cpp
      if (!seen.insert(f->name).second)
        error(Diag::DuplicateField, f->loc, "duplicate field " + q(f->name) + " in record");
      fields.emplace_back(f->name, f->type);
    }
    return Type::record(declName, fields);
  }
  if (auto *r = dyn_cast<RegionTypeExpr>(t))
    return Type::region(r->rank);
  if (auto *d = dyn_cast<DirectionTypeExpr>(t))
    return Type::direction(d->rank);
  diags_.internalError(t->loc, "sema: unhandled type expression");
  return Type::error();
}

// `opaque` values (C pointers) are scalar variables, parameters and
// results only: an element of a parallel array or a field would have to
// travel between processors, where a pointer means nothing.
bool Checker::holdsOpaque(const Type *t, SourceLocation at) {
  std::function<bool(const Type *)> holds = [&](const Type *x) {
    if (!x)
      return false;
    if (x->isOpaque() || holds(x->element()))
      return true;
    for (auto &f : x->fields())
      if (holds(f.second))
        return true;
    return false;
  };
  if (!holds(t))
    return false;
  error(Diag::NotSupported, at, "`opaque` values can only be scalar variables, parameters and "
                "results, not elements of arrays or fields of records");
  return true;
}

// Whether a value of type `from` may be stored where `to` is expected.
bool Checker::convertible(const Type *from, const Type *to) {
  if (from == to || from->isError() || to->isError())
    return true;
  // A `generic` parameter of a C function takes any integral or floating
  // value; C's own declaration of the function converts it.
  if (to->isGeneric())
    return from->isIntegral() || from->isFloating();
  if (to->isArithmetic() && !to->isBoolean())
    return from->isArithmetic() || from->isEnum();
  if (to->kind() == K::Char)
    return from->isIntegral();
  if (to->isRegion() && from->isRegion())
    return !to->rank() || !from->rank() || to->rank() == from->rank();
  if (to->isDirection() && from->isDirection())
    return !to->rank() || !from->rank() || to->rank() == from->rank();
  if (to->isIndexedArray() && from->isIndexedArray())
    return to->rank() == from->rank() &&
           convertible(from->element(), to->element());
  return false;
}

// An integer literal stored into a narrower integer type would wrap in the
// generated code (`x := 2147483648` for a 32-bit `integer`): refuse it.
// `-2147483648` is a negated literal and fits. So would any other constant
// expression whose value sema knows (Expr::value: `3000000000 * 1`, the
// name of a `long` constant). Returns false after an error.
bool Checker::literalFits(const Expr *e, const Type *to) {
  const Expr *whole = e;
  bool negative = false;
  if (auto *u = dyn_cast<UnaryExpr>(e)) {
    if (u->op == UnaryExpr::Op::Plus || u->op == UnaryExpr::Op::Neg) {
      negative = u->op == UnaryExpr::Op::Neg;
      e = u->operand.get();
    }
  }
  auto *l = dyn_cast<IntegerLiteral>(e);
  if (auto *f = dyn_cast<FloatLiteral>(e); f && to && to->isIntegral())
    return realFits(f, negative, to);
  if (!to || (!l && !whole->value))
    return true;
  int64_t lo, hi;
  if (!to->integralRange(&lo, &hi) || (lo == INT64_MIN && hi == INT64_MAX))
    return true;
  // The builder caps literals at the largest int64_t.
  int64_t v = l ? (negative ? -(int64_t)l->value : (int64_t)l->value) : *whole->value;
  if (v >= lo && v <= hi)
    return true;
  std::string range = q(to) + " (" + std::to_string(lo) + " to " + std::to_string(hi) + ")";
  if (l)
    error(Diag::LiteralOutOfRange, l->loc, "integer literal `" + std::string(negative ? "-" : "") + l->spelling +
                                               "` does not fit in " + range);
  else
    error(Diag::LiteralOutOfRange, whole->loc,
          "this constant expression is " + std::to_string(v) + ", which does not fit in " + range);
  return false;
}

// A real literal stored into an integer is truncated towards zero (as in
// C); outside the integer's range C leaves the result undefined (g++
// saturates some and wraps others), so such a literal is refused.
bool Checker::realFits(const FloatLiteral *f, bool negative, const Type *to) {
  int64_t lo, hi;
  if (!to->integralRange(&lo, &hi))
    return true;
  double v = negative ? -f->value : f->value;
  // Truncation towards zero keeps anything above lo - 1 and below hi + 1
  // (as zplc::toIntegral checks at run time); for 64 bits lo - 1 rounds to
  // lo, which itself fits.
  const double below = double(lo) - 1.0, above = double(hi) + 1.0;
  if ((v > below || v == double(lo)) && v < above)
    return true;
  error(Diag::LiteralOutOfRange, f->loc,
        "real literal `" + std::string(negative ? "-" : "") + f->spelling +
            "` is outside the range of " + q(to) + " (its value would be undefined)");
  return false;
}

// "`x`" for names, "the expression" otherwise: messages quote code only
// when they can quote it exactly.
std::string Checker::describe(const Expr *e) {
  if (auto *n = dyn_cast<NameExpr>(e))
    return q(n->name);
  if (auto *i = dyn_cast<IndexArrayExpr>(e))
    return q("Index" + std::to_string(i->dim));
  if (auto *s = dyn_cast<SubscriptExpr>(e))
    if (auto *n = dyn_cast<NameExpr>(s->base.get()))
      return "an element of " + q(n->name);
  return "the expression";
}

std::string Checker::typeOf(const Expr *e) {
  if (e->isParallel)
    return q(Type::parallelArray(e->type, e->rank));
  return q(e->type);
}

bool Checker::expectIntegerScalar(Expr *e, const char *what) {
  checkExpr(e);
  if (bad(e))
    return false;
  if (e->isParallel) {
    error(Diag::ParallelInScalarContext, e->loc, std::string(what) + " must be a scalar; " + describe(e) +
                      " is parallel");
    return false;
  }
  if (!e->type->isIntegral()) {
    error(Diag::TypeMismatch, e->loc, std::string(what) + " must be an integer; " + describe(e) +
                      " has type " + q(e->type));
    return false;
  }
  return true;
}

} // namespace checker
} // namespace sema
} // namespace zpl
