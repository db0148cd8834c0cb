// Sema: what the language allows but the code generator cannot compile yet.
// These were refused by the lowering (ir/lower/) after sema had accepted the
// program; they are refused here so that `-emit=ast` accepts exactly what
// the back end compiles, and the lowering treats them as broken invariants
// (internal errors). Messages are the lowering's, unchanged.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

namespace {
const std::string notYet = " is not supported by the code generator yet";

// `complex` or `dcomplex` when `t` is one or holds one (elements, fields).
const Type *hasComplex(const Type *t) {
  if (!t || t->isComplex())
    return t;
  if (const Type *e = hasComplex(t->element()))
    return e;
  for (auto &f : t->fields())
    if (const Type *e = hasComplex(f.second))
      return e;
  return nullptr;
}

// Calls `f` on `e` and every expression inside it.
template <class F> void forEachExpr(const Expr *e, F &&f) {
  if (!e)
    return;
  f(e);
  auto sub = [&](const ExprPtr &x) { forEachExpr(x.get(), f); };
  switch (e->kind) {
  case NodeKind::UnaryExpr: return sub(cast<UnaryExpr>(e)->operand);
  case NodeKind::BinaryExpr:
    sub(cast<BinaryExpr>(e)->lhs);
    return sub(cast<BinaryExpr>(e)->rhs);
  case NodeKind::ShiftExpr: return sub(cast<ShiftExpr>(e)->operand);
  case NodeKind::PrimeExpr: return sub(cast<PrimeExpr>(e)->operand);
  case NodeKind::RemapExpr:
    for (auto &m : cast<RemapExpr>(e)->maps)
      sub(m);
    return sub(cast<RemapExpr>(e)->operand);
  case NodeKind::SubscriptExpr:
    for (auto &i : cast<SubscriptExpr>(e)->indices)
      sub(i);
    return sub(cast<SubscriptExpr>(e)->base);
  case NodeKind::MemberExpr: return sub(cast<MemberExpr>(e)->base);
  case NodeKind::CallExpr:
    for (auto &a : cast<CallExpr>(e)->args)
      sub(a);
    return;
  case NodeKind::ReduceExpr:
    for (auto &o : cast<ReduceExpr>(e)->moreOperands)
      sub(o);
    return sub(cast<ReduceExpr>(e)->operand);
  case NodeKind::ScanExpr:
    for (auto &o : cast<ScanExpr>(e)->moreOperands)
      sub(o);
    return sub(cast<ScanExpr>(e)->operand);
  case NodeKind::FloodExpr: return sub(cast<FloodExpr>(e)->operand);
  case NodeKind::FormatExpr: return sub(cast<FormatExpr>(e)->value);
  default: return;
  }
}

// Whether the record type `t` has a field (or a field of a field) that is
// an indexed array.
bool hasArrayField(const Type *t) {
  for (auto &f : t->fields())
    if (f.second && (f.second->isIndexedArray() || hasArrayField(f.second)))
      return true;
  return false;
}

const ProcedureDecl *calledProcedure(const CallExpr *c) {
  auto *p = c->callee ? dyn_cast_or_null<ProcedureDecl>(c->callee->decl) : nullptr;
  return p && p->definition ? p->definition : p;
}

// Scalar types zplc stores in another C type than C's own (docs/compat.md:
// `ubyte` as `int32_t`, `uinteger` as `int64_t`, `quad` as `double`): a C
// object or a C function's result of such a type would be read with the
// wrong size. (Parameters are passed by value and converted.)
bool storedOtherwise(const Type *t) {
  switch (t->kind()) {
  case K::SByte: case K::UByte: case K::ShortInt: case K::UShortInt: case K::UInteger: case K::Quad:
    return true;
  default:
    return false;
  }
}

// A C function: an `extern` prototype with no ZPL definition that is not a
// built-in (a prototype of a built-in only restates it).
bool isCFunction(const ProcedureDecl *p) {
  return p && p->isExtern && p->isPrototype && !p->definition && !findBuiltin(p->name);
}
} // namespace

// The C functions' signatures the generated code can call (the lowering's
// externProc).
void Checker::checkCFunctions() {
  for (ProcedureDecl *p : prog_.procedures) {
    if (!isCFunction(p) || !p->type || p->type->isError())
      continue;
    const Type *r = p->type;
    if (r->isGeneric())
      ; // the arguments' type
    else if (r->isString() || r->kind() == K::File || r->kind() == K::Timer)
      error(Diag::NotSupported, p->returnType->loc,
            "a C function returning a " + q(r) + notYet);
    else if (storedOtherwise(r))
      error(Diag::NotSupported, p->returnType->loc,
            "a C function returning a " + q(r) + " is not supported: zplc stores " + q(r) +
                " values in a C type of another size, which would read C's result with the wrong size");
    else if (!r->isVoid() && (hasComplex(r) || !r->isScalarValue() || r->isIndexedArray() ||
                              r->kind() == K::Record))
      error(Diag::NotSupported, p->returnType->loc, "this type" + notYet);
    for (auto &par : p->params) {
      const Type *t = par->type;
      if (!t || t->isError() || t->isGeneric())
        continue;
      if (isa<ParallelArrayTypeExpr>(par->typeExpr.get()))
        error(Diag::NotSupported, par->loc, "a C function cannot take a parallel array");
      else if (par->mode != ParamDecl::Mode::In)
        error(Diag::NotSupported, par->loc,
              "`out` and `inout` parameters of C functions" + std::string(" are not supported by "
                                                                           "the code generator yet"));
      else if (t->isIndexedArray())
        error(Diag::NotSupported, par->loc, "a C function cannot take an indexed array here");
      else if (t->isRegion() || t->isDirection())
        error(Diag::NotSupported, par->typeExpr->loc,
              "region and direction parameters of C functions are not supported by the code "
              "generator yet");
      else if (t->kind() == K::Procedure)
        error(Diag::NotSupported, par->typeExpr->loc,
              "`procedure` parameters of C functions are not supported by the code generator yet");
      else if (hasComplex(t) || !t->isScalarValue() || t->kind() == K::Record)
        error(Diag::NotSupported, par->typeExpr->loc, "this type" + notYet);
    }
  }
}

// A call of a C function passes values C can take.
void Checker::checkCFunctionCall(const CallExpr *c) {
  if (!isCFunction(calledProcedure(c)))
    return;
  for (auto &a : c->args) {
    if (bad(a.get()))
      continue;
    // The predefined files (`zout`) are numbers; file variables are not.
    auto *n = dyn_cast<NameExpr>(a.get());
    bool fileConstant = n && !n->decl && builtinConstant(n->name);
    if (a->type->kind() == K::Timer || (a->type->kind() == K::File && !fileConstant))
      error(Diag::NotSupported, c->loc, "a " + q(a->type) + " cannot be passed to the C function " +
                                            q(c->callee->name));
  }
}

// What the lowering cannot declare (its varDecl, componentVar, arrayFamily).
// Initialised indexed arrays are refused before (refuseIndexedInit).
void Checker::checkVarLimits(const VarDecl *v) {
  const Type *t = v->type;
  if (v->isExtern && !v->typeExpr)
    t = nullptr; // `extern constant n;`: C's type is not known
  else if (!t || t->isError())
    return;
  if (const Type *c = hasComplex(t)) {
    error(Diag::NotSupported, v->typeExpr ? v->typeExpr->loc : v->loc, "type " + q(c) + notYet);
    return;
  }
  if (v->isExtern) {
    // C defines the object, referred to by its C name.
    if (!t || t->kind() < K::Boolean || t->kind() > K::Opaque || v->isLocal)
      error(Diag::NotSupported, v->loc,
            "only program-level `extern` variables and constants of a scalar type are "
            "supported by the code generator yet");
    else if (t->isString() || t->kind() == K::File || t->kind() == K::Timer || t->isOpaque())
      error(Diag::NotSupported, v->loc, "an `extern` variable of type " + q(t) + notYet);
    else if (storedOtherwise(t))
      error(Diag::NotSupported, v->typeExpr->loc,
            "an `extern` variable of type " + q(t) + " is not supported: zplc stores " + q(t) +
                " values in a C type of another size, which would read C's object with the wrong size");
    return;
  }
  // An `opaque` value comes from C at run time: it cannot be a config
  // value or a constant, and it is per processor (each runs the C call).
  if (t->isOpaque() && v->storage != VarDecl::Storage::Var) {
    error(Diag::NotSupported, v->loc, "an `opaque` value can only be held by a `var`");
    return;
  }
  const TypeExpr *te = resolvedTypeExpr(v->typeExpr.get());
  // A parallel array variable (or an element of an indexed array of them)
  // is laid out over a region known where it is declared.
  const TypeExpr *over = te;
  if (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(over))
    over = resolvedTypeExpr(ia->element.get());
  if (auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(over)) {
    auto *n = dyn_cast_or_null<NameExpr>(pa->region.get());
    if (auto *l = dyn_cast_or_null<RegionLiteralExpr>(pa->region.get()))
      n = l->isSingleEntry() ? dyn_cast<NameExpr>(l->dims[0].lo.get()) : nullptr;
    auto *rv = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
    const Type *pe = t->isIndexedArray() ? t->element()->element() : t->element();
    if (pa->isRankOnly())
      error(Diag::NotSupported, pa->loc, "a parallel array variable needs a region");
    else if (pe && (pe->isRegion() || pe->isDirection())) // the IR's elements are scalars
      error(Diag::NotSupported, pa->element->loc,
            "parallel arrays of " + std::string(pe->isRegion() ? "regions" : "directions") +
                " are not supported by the code generator yet");
    else if (rv && rv->type && rv->type->isRegion() &&
             !(rv->storage == VarDecl::Storage::Constant && rv->init))
      error(Diag::NotSupported, pa->region->loc,
            "a parallel array cannot be declared over a region variable");
  }
  // A record is one variable or array per leaf field (ir/lower/Records.cpp,
  // recordVar): initialised by a list (`= {...}`) only, and a parallel
  // array's fields are scalars.
  const Type *rec = t->isParallelArray() || t->isIndexedArray() ? t->element() : t;
  if (rec && rec->kind() == K::Record) {
    if (v->init)
      error(Diag::NotSupported, v->init->loc,
            "a record cannot be initialised here; assign its fields in a procedure");
    if (t->isParallelArray() && hasArrayField(rec))
      error(Diag::NotSupported, v->loc,
            "parallel arrays of records with array fields are not supported by the code generator "
            "yet");
  }
  bool regionConstant = v->storage == VarDecl::Storage::Constant && v->init;
  if (t->isRegion() && !regionConstant && t->rank() == 0)
    error(Diag::NotSupported, te ? te->loc : v->loc,
          "a region variable needs its rank: `region<.., ..>`");
  else if (t->isRegion() && !regionConstant && v->init && !bad(v->init.get()))
    checkRegionStore(v->init.get(), /*inDecl=*/true); // Shapes.cpp
  if (t->isDirection() && v->init)
    error(Diag::NotSupported, v->init->loc,
          "a direction variable cannot be initialised here; assign it in a procedure");
  if (t->isIndexedArray()) {
    const Type *e = t->element();
    auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(te);
    SourceLocation at = ia ? ia->element->loc : v->loc;
    if (e->isIndexedArray())
      error(Diag::NotSupported, at, "nested indexed arrays are not supported by the code "
                                    "generator yet");
    if (e->isRegion() && e->rank() == 0)
      error(Diag::NotSupported, at, "a region variable needs its rank: `region<.., ..>`");
    // The lowering makes each element one array of scalars (arrayFamily).
    if (e->isParallelArray() && e->element() &&
        (e->element()->kind() == K::Record || e->element()->isIndexedArray()))
      error(Diag::NotSupported, at,
            std::string("indexed arrays of parallel arrays of ") +
                (e->element()->kind() == K::Record ? "records" : "indexed arrays") +
                " are not supported by the code generator yet");
    if (e->isParallelArray() && ia)
      if (auto n = constantSize(ia); n && *n <= 0)
        error(Diag::BadConstant, v->typeExpr->loc,
              "an indexed array of parallel arrays needs at least one element");
  }
  // `[R] array [1..5] of double`: five parallel arrays, one per component.
  auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(te);
  auto *ia = pa ? dyn_cast_or_null<IndexedArrayTypeExpr>(resolvedTypeExpr(pa->element.get()))
                : nullptr;
  if (t->isParallelArray() && ia) {
    if (ia->bounds.size() != 1 ||
        !llvm::isa_and_nonnull<BuiltinTypeExpr>(resolvedTypeExpr(ia->element.get()))) {
      error(Diag::NotSupported, ia->loc,
            "parallel arrays of multi-dimensional or nested indexed arrays are not supported by "
            "the code generator yet");
      return;
    }
    auto lo = ia->bounds[0].lo ? constantBound(ia->bounds[0].lo.get()) : std::optional<int64_t>(1);
    auto hi = constantBound(ia->bounds[0].hi.get());
    if (lo && hi && (*hi < *lo || *hi - *lo >= 64))
      error(Diag::NotSupported, ia->loc,
            "a parallel array of indexed arrays needs 1 to 64 components here");
  }
}

// Parameters and results of ZPL procedures the lowering cannot pass.
void Checker::checkSignatureLimits(const ProcedureDecl *p) {
  for (auto &par : p->params) {
    const Type *t = par->type;
    if (!t || t->isError())
      continue;
    if (const Type *c = hasComplex(t))
      error(Diag::NotSupported, par->typeExpr->loc, "type " + q(c) + notYet);
    else if (t->isIndexedArray() && (t->element()->isIndexedArray() ||
                                     t->element()->isParallelArray() || t->element()->isDirection()))
      error(Diag::NotSupported, par->loc, "this parameter type" + notYet);
    // Parallel arrays (written as such) and records are passed; other
    // parameters hold one scalar, or an indexed array of scalars.
    else if (auto *pa = dyn_cast<ParallelArrayTypeExpr>(par->typeExpr.get())) {
      const Type *e = t->element();
      if (e->isIndexedArray() || e->isRegion() || e->isDirection())
        error(Diag::NotSupported, pa->element->loc, "this type" + notYet);
      else if (e->kind() == K::Record && hasArrayField(e)) // as for variables
        error(Diag::NotSupported, par->loc,
              "parallel arrays of records with array fields are not supported by the code "
              "generator yet");
    } else if (t->isRegion() && par->mode != ParamDecl::Mode::In) {
      error(Diag::NotSupported, par->loc,
            "a `var`, `out` or `inout` region parameter" + notYet);
    } else if (t->isRegion()) {
      // Passed by value, as a region variable holds it (ir/lower/Procedures.cpp,
      // regionParam).
    } else if (t->isDirection() || t->isParallelArray() ||
               (t->isIndexedArray() && t->element()->isRegion()))
      error(Diag::NotSupported, par->typeExpr->loc, "this type" + notYet);
  }
  const Type *r = p->type;
  if (!p->returnType || !r || r->isError() || r->isVoid())
    return;
  // Records are returned through one `out` parameter per field.
  if (const Type *c = hasComplex(r))
    error(Diag::NotSupported, p->returnType->loc, "type " + q(c) + notYet);
  else if (r->kind() != K::Record && (!r->isScalarValue() || r->isIndexedArray()))
    error(Diag::NotSupported, p->returnType->loc, "this type" + notYet);
}

// The lowering computes a scan, a remap passed to a procedure and a constant
// passed for an `inout` parameter before the statement that needs them: a
// loop condition, evaluated again on every iteration, cannot hold them.
void Checker::checkLoopCondition(const Expr *cond, const Stmt *loop) {
  bool before = false;
  forEachExpr(cond, [&](const Expr *e) {
    if (isa<ScanExpr>(e))
      before = true;
    auto *c = dyn_cast<CallExpr>(e);
    const ProcedureDecl *p = c ? calledProcedure(c) : nullptr;
    if (!p || p->isExtern)
      return;
    for (size_t i = 0; i < c->args.size() && i < p->params.size(); ++i) {
      const ParamDecl &par = *p->params[i];
      if (par.type && par.type->isParallelArray() && isa<RemapExpr>(c->args[i].get()))
        before = true;
      auto *n = dyn_cast<NameExpr>(c->args[i].get());
      auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
      if (par.mode != ParamDecl::Mode::In && v && v->isConstant() && !v->isExtern)
        before = true;
    }
  });
  if (before)
    error(Diag::NotSupported, loop->loc,
          "a scan or remap in a loop condition is not supported by the code generator yet");
}

// `U[4]` of `U : array [1..3] of [R] double` (an element the lowering
// picks at compile time), or of `U : [R] array [1..3] of double` (a
// component): a constant index outside the declared bounds. `msg` null: the
// element's message.
void Checker::checkConstantIndices(const SubscriptExpr *s, const char *msg) {
  auto *n = dyn_cast<NameExpr>(s->base.get());
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  const TypeExpr *t = v ? resolvedTypeExpr(v->typeExpr.get()) : nullptr;
  if (auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(t))
    t = resolvedTypeExpr(pa->element.get());
  auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(t);
  if (!ia || ia->bounds.size() != s->indices.size())
    return;
  for (size_t k = 0; k < ia->bounds.size(); ++k) {
    auto lo = ia->bounds[k].lo ? constantBound(ia->bounds[k].lo.get()) : std::optional<int64_t>(1);
    auto hi = constantBound(ia->bounds[k].hi.get());
    auto i = constantBound(s->indices[k].get());
    if (!lo || !hi || !i || (*i >= *lo && *i <= *hi))
      continue;
    error(Diag::BadIndexing, s->indices[k]->loc,
          msg ? std::string(msg)
              : "index " + std::to_string(*i) + " is outside " + q(n->name) + "'s bounds");
    return;
  }
}

// A reduction that runs over a region (of a parallel operand, partial or
// user-defined): the lowering gives it the statement's region, and has
// none for declarations' initialisers and region bounds.
const ReduceExpr *regionReduction(const Expr *e) {
  const ReduceExpr *found = nullptr;
  forEachExpr(e, [&](const Expr *x) {
    auto *r = dyn_cast<ReduceExpr>(x);
    if (!found && r && (r->isUser() || r->isPartial() || (r->operand && r->operand->isParallel)))
      found = r;
  });
  return found;
}

// Scans and partial reductions are statements of their own in the IR: a
// partial reduction only as the whole right side of `:=` (a scan may be
// nested, computed into a temporary first, but not combined with `+=`),
// into one whole array. (Partial reductions in other statements: checkReduce.)
bool Checker::checkAssignLimits(const AssignStmt *a) {
  const Expr *r = a->rhs.get();
  bool ok = true;
  auto *red = dyn_cast<ReduceExpr>(r);
  if (a->op != AssignStmt::Op::Assign && isa<ScanExpr>(r)) {
    error(Diag::NotSupported, a->loc, "a scan must be assigned with `:=`");
    ok = false;
  } else if (a->op != AssignStmt::Op::Assign && red && red->isPartial()) {
    error(Diag::NotSupported, a->loc, "a partial reduction must be assigned with `:=`");
    ok = false;
  } else if (red && red->isPartial() && a->lhs->isParallel && !checkPartialShape(red)) {
    ok = false; // Shapes.cpp
  } else if ((isa<ScanExpr>(r) || (red && red->isPartial())) && isComponent(a->lhs.get())) {
    // The lowering assigns a component chosen by index per component.
    error(Diag::NotSupported, r->loc,
          "scans and partial reductions into a component are not supported by the code generator "
          "yet");
    ok = false;
  } else if (red && red->isPartial() && isa<RemapExpr>(a->lhs.get())) {
    // A scatter stores a value per index; a partial reduction is a statement of its own.
    error(Diag::NotSupported, r->loc,
          "a partial reduction into a remap is not supported by the code generator yet; reduce "
          "into an array and assign the remap from it");
    ok = false;
  }
  auto inner = [&](const Expr *e) {
    auto *x = dyn_cast<ReduceExpr>(e);
    if (x && x->isPartial() && x != r) {
      error(Diag::NotSupported, x->loc,
            "partial reductions are not supported by the code generator yet");
      ok = false;
    }
  };
  forEachExpr(a->lhs.get(), inner);
  forEachExpr(r, inner);
  return ok;
}

// A statement with primed references runs as a loop over its indices in
// the wavefront's order (ir/lower/Wavefront.cpp): what would be computed
// once for the whole statement (reductions, scans, floods, remaps) or may
// read the array behind its back (procedures) is not supported there yet,
// nor an array of records or of indexed arrays.
bool Checker::checkPrimeLimits(const AssignStmt *a) {
  const Type *t = a->lhs->type;
  if (t->isIndexedArray() || !t->fields().empty()) {
    error(Diag::NotSupported, a->lhs->loc,
          "primed references to an array of records or of indexed arrays" + notYet);
    return false;
  }
  const Expr *bad = nullptr;
  forEachExpr(a->rhs.get(), [&](const Expr *e) {
    if (bad)
      return;
    if (isa<ReduceExpr>(e) || isa<ScanExpr>(e) || isa<FloodExpr>(e) || isa<RemapExpr>(e))
      bad = e;
    else if (auto *c = dyn_cast<CallExpr>(e); c && calledProcedure(c))
      bad = e;
  });
  if (bad)
    error(Diag::NotSupported, bad->loc,
          "a statement with primed references cannot also hold " +
              std::string(isa<CallExpr>(bad) ? "procedure calls" : "reductions, scans, floods or remaps") +
              " yet; compute that value into an array first");
  return !bad;
}

// A region literal's stride the lowering folds to zero (names of constants
// included; a config value set with -s is only known to the lowering).
bool Checker::checkStrideNotZero(const Expr *stride) {
  if (constantBound(stride) != 0)
    return true;
  error(Diag::BadConstant, stride->loc, "a stride must not be zero");
  return false;
}

// Whether `e` is a component of a parallel array of indexed arrays
// (`C[k]` of `C : [R] array [1..3] of double`).
bool Checker::isComponent(const Expr *e) {
  auto *s = dyn_cast<SubscriptExpr>(e);
  const Expr *b = s ? s->base.get() : nullptr;
  return b && b->isParallel && b->type && b->type->isIndexedArray();
}

// Whether `e` names one stored parallel array, as the lowering's floods,
// borders and reads need (an ir::ArrayRead): not a computed or shifted
// value, nor an array of records or of indexed arrays as a whole, nor a
// component whose index is known only at run time (a choice among the
// components, ir/lower/Declarations.cpp, componentRead). Null if it is
// one, else what it is.
const char *Checker::notOneArray(const Expr *e) {
  if (!e->isParallel || !isArrayRef(e))
    return "a computed value";
  if (e->type->kind() == K::Record)
    return "a parallel array of records";
  if (e->type->isIndexedArray())
    return "a parallel array of indexed arrays";
  if (isComponent(e))
    for (auto &i : cast<SubscriptExpr>(e)->indices)
      if (!i->value)
        return "a component whose index is known only at run time";
  // `C@east.rho`: a field of a shifted array is a shifted read.
  for (const Expr *b = e;;) {
    if (auto *m = dyn_cast<MemberExpr>(b))
      b = m->base.get();
    else if (auto *s = dyn_cast<SubscriptExpr>(b))
      b = s->base.get();
    else
      return isa<ShiftExpr>(b) ? "a field of a shifted array" : nullptr;
  }
}

// `vrecs[1].v` of `vrecs : array [1..3] of rec` whose field `v` is an
// array, not subscripted: the lowering stores field `v` of every element as
// one array and reads an element's field element by element only
// (`vrecs[1].v[k]`; ir/lower/Records.cpp, leafExpr).
bool Checker::wholeElementField(const MemberExpr *m) {
  if (!m->field || !m->field->type || !m->field->type->isIndexedArray())
    return true;
  const Expr *b = m->base.get();
  while (auto *mb = dyn_cast<MemberExpr>(b))
    b = mb->base.get();
  auto *s = dyn_cast<SubscriptExpr>(b);
  if (!s || s->base->isParallel)
    return true;
  error(Diag::NotSupported, m->loc,
        "an array field of an element of an indexed array can only be used element by element "
        "by the code generator yet");
  return false;
}

// `vrecs[1]` of `vrecs : array [1..3] of rec` whose record has an array
// field, passed to a record parameter, returned or assigned a procedure's
// record result: the lowering moves such a record field by field as
// variables, and an element's array field is a slice of the one array that
// holds that field of every element (ir/lower/Records.cpp, leafExpr), which
// it copies element by element only between records (recordAssign). `what`
// says what was done with it.
bool Checker::wholeElementRecord(const Expr *e, const char *what) {
  auto *s = dyn_cast<SubscriptExpr>(e);
  if (!s || s->base->isParallel || !e->type || e->type->kind() != K::Record ||
      !hasArrayField(e->type))
    return true;
  error(Diag::NotSupported, s->base->loc,
        std::string("an element of an indexed array of records with array fields cannot be ") +
            what + " by the code generator yet; copy it to or from a record variable (`r := " +
            "a[i]`) first");
  return false;
}

// `[R with M] read(A)`: the lowering reads whole arrays only.
void Checker::checkReadLimits(const Expr *a) {
  if (isa<RemapExpr>(a)) {
    // The lowering reads into variables and parallel arrays only.
    error(Diag::NotSupported, a->loc,
          "reading into a remap is not supported by the code generator yet; read into an array "
          "and assign the remap from it");
    return;
  }
  if (const char *why = a->isParallel ? notOneArray(a) : nullptr) {
    error(Diag::NotSupported, a->loc,
          std::string("reading into ") + why + " is not supported by the code generator yet");
    return;
  }
  if (a->isParallel && currentMasked())
    error(Diag::NotSupported, a->loc,
          "reading a parallel array over a masked region is not supported by the code generator "
          "yet");
}

void Checker::noteRegionCall(const CallExpr *c, const ProcedureDecl *callee) {
  bool own = proc_ && ownRegion();
  regionCalls_.push_back({c->loc, proc_, callee, own, own ? currentRank() : 0,
                          own && !shapes_.empty() &&
                              (shapes_.back().masked ||
                               shapes_.back().has(RegionShape::Dim::Star))});
}

namespace {
const ProcedureDecl *canonical(const ProcedureDecl *p) {
  return p && p->isPrototype && p->definition ? p->definition : p;
}
} // namespace

unsigned Checker::inheritedRank(const ProcedureDecl *p) {
  for (auto &par : p->params)
    if (par->type && par->type->isParallelArray())
      return par->type->rank();
  return 0;
}

void Checker::checkRegionCalls() {
  // The procedures that read the region of their call: a statement of their
  // own needs it (sema deferred its error), or a call they make outside a
  // region scope of theirs passes it on.
  std::set<const ProcedureDecl *> uses;
  for (auto &[p, d] : deferred_)
    if (!d.empty() && p->name != prog_.name && inheritedRank(p))
      uses.insert(canonical(p));
  for (bool changed = true; changed;) {
    changed = false;
    for (const RegionCall &c : regionCalls_)
      if (c.caller && !c.own && uses.count(canonical(c.callee)) && c.caller->name != prog_.name &&
          inheritedRank(c.caller))
        changed |= uses.insert(canonical(c.caller)).second;
  }
  // The statements of callees that never inherit a region were reported
  // already (reportMissingRegions).
  std::set<const ProcedureDecl *> inherits = inheritingProcedures();
  for (const RegionCall &c : regionCalls_) {
    const ProcedureDecl *callee = canonical(c.callee);
    if (!uses.count(callee))
      continue;
    unsigned rank = c.rank;
    if (!c.own) {
      bool callerInherits = c.caller && c.caller->name != prog_.name && inheritedRank(c.caller);
      if (!callerInherits) {
        if (inherits.count(callee))
          error(Diag::RegionMissing, c.loc,
                q(callee->name) + " runs in its caller's region; this call needs an enclosing region "
                             "scope");
        continue;
      }
      rank = inheritedRank(c.caller);
    }
    if (rank && rank != inheritedRank(callee))
      error(Diag::RankMismatch, c.loc,
            q(callee->name) + " runs in a region of rank " + std::to_string(inheritedRank(callee)) +
                " but the enclosing region has rank " + std::to_string(rank));
    else if (c.masked)
      error(Diag::NotSupported, c.loc,
            "passing a region with a mask or a `*` dimension to " + q(callee->name) +
                " is not supported by the code generator yet");
  }
}

} // namespace checker
} // namespace sema
} // namespace zpl

namespace zpl {
namespace sema {
namespace checker {
namespace {
// The declared type of the whole indexed array `e` names (a variable, a
// parameter or a record field), or null when `e` is not such a name.
const IndexedArrayTypeExpr *wholeArrayDecl(const Expr *e) {
  const TypeExpr *t = nullptr;
  if (auto *n = dyn_cast<NameExpr>(e)) {
    if (auto *v = dyn_cast_or_null<VarDecl>(n->decl))
      t = v->typeExpr.get();
    else if (auto *p = dyn_cast_or_null<ParamDecl>(n->decl))
      t = p->typeExpr.get();
  } else if (auto *m = dyn_cast<MemberExpr>(e)) {
    if (m->field)
      t = m->field->typeExpr.get();
  }
  return dyn_cast_or_null<IndexedArrayTypeExpr>(t ? resolvedTypeExpr(t) : nullptr);
}

// Dimension k's element count, when it is known before the program runs.
std::optional<int64_t> extentOf(const ArrayBound &b) {
  auto lo = b.lo ? constantBound(b.lo.get()) : std::optional<int64_t>(1);
  auto hi = constantBound(b.hi.get());
  if (!lo || !hi)
    return std::nullopt;
  return std::max<int64_t>(0, *hi - *lo + 1);
}

} // namespace

// Whether two bound expressions are the same value: equal constants, or
// the same name (`array [0..L]` twice, with a config `L`).
bool sameBound(const Expr *a, const Expr *b) {
  if (!a || !b)
    return !a && !b;
  auto ca = constantBound(a), cb = constantBound(b);
  if (ca && cb)
    return *ca == *cb;
  auto *na = dyn_cast<NameExpr>(a), *nb = dyn_cast<NameExpr>(b);
  return na && nb && na->decl && na->decl == nb->decl;
}

// A whole indexed array stored into another one (`b := loc`, `b[] :=
// loc[]`, or passed whole to an array parameter) is copied element for
// element in row-major order as it is stored: the element types must be
// the same and so must every dimension's extent, or the copy would
// reinterpret the elements or run past the shorter array.
bool Checker::checkWholeArrayCopy(const Expr *from, const Type *toType,
                                  const IndexedArrayTypeExpr *to, SourceLocation loc,
                                  const std::string &target) {
  const IndexedArrayTypeExpr *src = wholeArrayDecl(from);
  if (!src || !from->type || !toType || !from->type->isIndexedArray() ||
      !toType->isIndexedArray())
    return true;
  if (from->type != toType) {
    error(Diag::TypeMismatch, loc,
          "cannot copy " + describe(from) + " with elements of type " +
              q(from->type->element()) + " to " + target + " with elements of type " +
              q(toType->element()) + " as a whole; copy it element by element");
    return false;
  }
  if (!to || to->bounds.size() != src->bounds.size())
    return true;
  for (size_t k = 0; k < src->bounds.size(); ++k) {
    auto a = extentOf(src->bounds[k]), b = extentOf(to->bounds[k]);
    bool same = a && b ? *a == *b
                       : sameBound(src->bounds[k].lo.get(), to->bounds[k].lo.get()) &&
                             sameBound(src->bounds[k].hi.get(), to->bounds[k].hi.get());
    if (same)
      continue;
    std::string dim = src->bounds.size() > 1 ? " in dimension " + std::to_string(k + 1) : "";
    error(Diag::TypeMismatch, loc,
          "cannot copy " + describe(from) + " to " + target + " as a whole: " +
              (a && b ? "it has " + std::to_string(*a) + " elements" + dim + ", the target " +
                            std::to_string(*b)
                      : "their bounds" + dim + " may differ at run time") +
              "; copy it element by element");
    return false;
  }
  return true;
}

const IndexedArrayTypeExpr *Checker::wholeArrayType(const Expr *e) { return wholeArrayDecl(e); }
} // namespace checker
} // namespace sema
} // namespace zpl
