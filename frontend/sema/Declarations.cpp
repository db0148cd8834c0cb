// Sema: declarations and procedures.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

void Checker::checkDecl(Decl *d) {
  switch (d->kind) {
  case NodeKind::VarDecl:
    return checkVar(cast<VarDecl>(d));
  case NodeKind::TypeDecl: {
    auto *t = cast<TypeDecl>(d);
    declare(t); // visible in its own definition only by name, as in C
    t->type = resolveType(t->typeExpr.get(), t->name);
    if (auto *r = dyn_cast<RecordTypeExpr>(t->typeExpr.get()))
      records_[t->type] = r;
    else if (t->isExtern && t->type && !t->type->isOpaque() && !t->type->isError())
      // The lowering splits records and stores `opaque` values as `void *`;
      // C defines the rest.
      error(Diag::NotSupported, t->loc,
            "`extern` types other than records are not supported by the code generator yet");
    return;
  }
  case NodeKind::RegionDecl:
    return checkRegionDecl(cast<RegionDecl>(d));
  case NodeKind::DirectionDecl: {
    auto *dd = cast<DirectionDecl>(d);
    StmtScope ss(*this, nullptr);
    int r = dd->init ? checkDirection(dd->init.get()) : -1;
    // A declared direction is the lowering's ir::Direction, whose offsets
    // are numbers: `direction d = [0, n]` with `n` a config variable has
    // none when compiling.
    if (r >= 0 && !dd->init->offsets) {
      error(Diag::NotSupported, dd->init->loc,
            "the offsets of a `direction` declaration must be constants known when compiling; "
            "for offsets known at run time, assign a direction variable (`var d : direction`)");
      r = -1;
    }
    dd->type = r < 0 ? Type::error() : Type::direction(r);
    declare(dd);
    return;
  }
  case NodeKind::GridDecl: {
    auto *g = cast<GridDecl>(d);
    StmtScope ss(*this, nullptr);
    for (auto &e : g->extents) {
      if (!expectIntegerScalar(e.get(), "grid extent"))
        continue;
      if (auto *il = dyn_cast<IntegerLiteral>(e.get()))
        if (il->value == 0)
          error(Diag::BadConstant, il->loc, "grid extent must be at least 1");
    }
    g->type = Type::grid(g->rank());
    declare(g);
    return;
  }
  case NodeKind::DistributionDecl:
    return checkDistribution(cast<DistributionDecl>(d));
  case NodeKind::ProcedureDecl:
    return checkProcedure(cast<ProcedureDecl>(d));
  default:
    diags_.internalError(d->loc, std::string("sema: unhandled declaration ") +
                                     kindName(d->kind));
  }
}

// The elements an `index1` initialiser gives are assigned when the
// procedure that declares the array starts (the program's arrays: when the
// entry procedure starts), after the initialisers of that procedure's
// variables (the program's and the entry procedure's): one of those that
// read such an array would see zeros.
void Checker::checkIndexInitOrder(const VarDecl *x) {
  auto it = indexInits_.find(x);
  if (!initialising_ || it == indexInits_.end() || x == initialising_)
    return;
  bool entry = proc_ && proc_->name == prog_.name;
  if (it->second != proc_ && !(it->second == nullptr && entry))
    return;
  if (!reportedInitOrder_.insert({initialising_, x}).second)
    return;
  const std::string &v = initialising_->name;
  error(Diag::BadInitialiser, initialising_->loc,
        q(v) + " is initialised before " + q(x->name) +
            "'s elements are (its initialiser gives them, in terms of `index1`, when the "
            "procedure starts); assign " + q(v) + " in a procedure instead");
}

void Checker::checkVar(VarDecl *v) {
  StmtScope ss(*this, nullptr);
  const Type *t = nullptr;
  initialising_ = v;
  if (v->typeExpr) {
    // Only a variable's own `array [0..numLevels] of T` may have config bounds.
    runtimeBoundsOk_ = isa<IndexedArrayTypeExpr>(v->typeExpr.get()) && !v->isExtern && !v->initList;
    t = resolveType(v->typeExpr.get());
    runtimeBoundsOk_ = false;
    const Type *d = t && t->isIndexedArray() ? t->element() : t;
    if (d && d->isDirection())
      v->directionRank = d->rank();
    checkRuntimeBounds(*v, t, diags_); // SemaIndexInit.cpp
    if (v->isConfig() && !t->isError() &&
        !(t->isArithmetic() || t->isString() || t->isEnum())) {
      error(Diag::ConfigType, v->typeExpr->loc,
            "config " + q(v->name) +
                " must have a scalar type that can be set on the "
                "command line, not " +
                q(t));
      t = Type::error();
    }
  }
  // `= [2^index1, 0, 0]`: every element's value, index1 its index
  // (SemaIndexInit.cpp); the initialiser is checked for one element.
  int indexInit = checkIndexInit(*v, t, diags_);
  if (indexInit < 0) {
    initialising_ = nullptr;
    v->type = t;
    return declare(v);
  }
  const Type *arrayType = t;
  if (indexInit) {
    t = t->element();
    indexVars_ = 1;
    // Its own initialiser runs with the others of its kind, in order.
    initialising_ = nullptr;
    indexInits_[v] = proc_;
  }
  if (v->initList && !(t && t->isError())) { // `= {...}`: SemaInit.cpp
    InitHooks h{[&](Expr *e) { checkExpr(e); }, convertible, [&](SourceLocation l, const std::string &m) { error(l, m); }};
    checkInitList(v, t, h);
  }
  if (v->init && v->isExtern) {
    error(Diag::BadInitialiser, v->init->loc, "extern variable " + q(v->name) +
                            " cannot have an initialiser; C defines it");
  } else if (v->init) {
    if (v->isConfig())
      configInit_ = v;
    bool dir = t && t->isDirection() && isa<RegionLiteralExpr>(v->init.get());
    if (dir)
      checkDirection(v->init.get());
    else
      checkExpr(v->init.get());
    configInit_ = nullptr;
    Expr *e = v->init.get();
    if (!bad(e)) {
      if (e->isParallel && !(t && t->isParallelArray())) {
        error(Diag::BadInitialiser, e->loc, "the initialiser of " + q(v->name) + " is parallel; " +
                          (t ? "reduce it to a scalar"
                             : "declare the variable's type"));
      } else if (const ReduceExpr *r = t && t->isParallelArray() ? nullptr : regionReduction(e)) {
        // The lowering evaluates a scalar's initialiser outside any region.
        error(Diag::NotSupported, r->loc,
              "a reduction of a parallel array in the initialiser of " + q(v->name) +
                  " is not supported by the code generator yet; assign " + q(v->name) +
                  " in a region scope instead");
      } else if (!t) {
        t = e->type; // `constant n = 10;`
      } else if (t->isParallelArray()) {
        if (!inRegion() && e->isParallel)
          error(Diag::BadInitialiser, e->loc, "a parallel initialiser needs a region; assign " +
                            q(v->name) + " in a region scope instead");
        else if (!convertible(e->type, t->element()))
          error(Diag::BadInitialiser, e->loc, "cannot initialise " + q(v->name) + " of type " +
                            q(t) + " with " + q(e->type));
        else
          literalFits(e, t->element());
      } else if (!t->isError() && !convertible(e->type, t)) {
        error(Diag::BadInitialiser, e->loc, "cannot initialise " + q(v->name) + " of type " + q(t) +
                          " with " + q(e->type));
      } else if (!t->isError()) {
        literalFits(e, t);
      }
    } else if (!t) {
      t = Type::error();
    }
  } else if (!t) {
    t = Type::error();
  } else if (v->isConstant() && v->storage == VarDecl::Storage::Constant &&
             !v->isExtern && !v->initList) {
    // An extern constant's value comes from C.
    error(Diag::BadInitialiser, v->loc, "constant " + q(v->name) + " needs a value");
  }
  if (indexInit) {
    indexVars_ = 0;
    t = inferRegionRank(*v, arrayType); // `array [..] of region = Base by ...`
  }
  initialising_ = nullptr;
  v->type = t;
  checkVarLimits(v); // Limits.cpp
  declare(v);
}

static bool isGenericType(const TypeExpr *t) {
  auto *b = dyn_cast_or_null<BuiltinTypeExpr>(t);
  return b && b->builtin == BuiltinTypeExpr::Builtin::Generic;
}

void Checker::resolveSignature(ProcedureDecl *p) {
  for (auto &param : p->params) {
    // `procedure` exists only so that C procedures can take ZPL ones;
    // `generic` for C functions (or the standard prelude's restatements of
    // built-ins) that take any integral or floating value.
    auto *b = dyn_cast_or_null<BuiltinTypeExpr>(param->typeExpr.get());
    const Type *cOnly = nullptr;
    if (b && p->isExtern && p->isPrototype)
      cOnly = b->builtin == BuiltinTypeExpr::Builtin::Procedure ? Type::procedure()
              : isGenericType(b)                                 ? Type::generic()
                                                                 : nullptr;
    if (cOnly) {
      b->resolved = cOnly;
      param->type = cOnly;
      if (param->mode != ParamDecl::Mode::In)
        error(Diag::ProcedureParameter, param->loc, "parameter " + q(param->name) + " of type " +
                                                        q(cOnly) + " must be passed `in`");
      continue;
    }
    const Type *t = resolveType(param->typeExpr.get());
    param->type = t;
  }
  if (isGenericType(p->returnType.get()) && p->isExtern && p->isPrototype) {
    // The result has the type of the `generic` arguments, as C's usual
    // arithmetic conversions combine them (a C macro's `max(a, b)`).
    p->returnType->resolved = Type::generic();
    p->type = Type::generic();
    bool any = false;
    for (auto &param : p->params)
      any |= param->type && param->type->isGeneric();
    if (!any)
      error(Diag::ProcedureParameter, p->returnType->loc,
            "a `generic` result takes its type from `generic` parameters, and " + q(p->name) +
                " has none");
    return;
  }
  p->type =
      p->returnType ? resolveType(p->returnType.get()) : Type::voidType();
  // Its result is the per-processor value (a ZPL `free` scalar).
  if (p->isFree && !p->type->isError() &&
      (p->type->isVoid() || !p->type->isScalarValue() || p->type->isIndexedArray() ||
       p->type->kind() == K::Record))
    error(Diag::BadElementType, p->returnType ? p->returnType->loc : p->loc,
          "a `free` procedure returns a per-processor scalar; give " + q(p->name) +
              " a scalar result type");
  if (!p->isPrototype)
    checkSignatureLimits(p); // Limits.cpp
}

// A definition must repeat its prototype's signature.
void Checker::matchPrototype(ProcedureDecl *proto, ProcedureDecl *def) {
  auto mismatch = [&](const std::string &what) {
    error(Diag::PrototypeMismatch, def->loc, "procedure " + q(def->name) +
                        " does not match its prototype: " + what);
    note(proto->loc, "the prototype is here");
  };
  if (proto->isFree != def->isFree)
    return mismatch(std::string("it is ") + (def->isFree ? "" : "not ") + "`free` here but " +
                    (proto->isFree ? "" : "not ") + "`free` in the prototype");
  if (proto->params.size() != def->params.size())
    return mismatch("the prototype has " +
                    std::to_string(proto->params.size()) +
                    " parameter(s), the definition " +
                    std::to_string(def->params.size()));
  for (size_t i = 0; i < def->params.size(); ++i) {
    ParamDecl &a = *proto->params[i], &b = *def->params[i];
    if (a.mode != b.mode)
      return mismatch("parameter " + q(b.name) + " is `" + modeName(b.mode) +
                      "` here but `" + modeName(a.mode) +
                      "` in the prototype");
    if (a.type && b.type && !a.type->isError() && !b.type->isError() &&
        a.type != b.type)
      return mismatch("parameter " + q(b.name) + " has type " + q(b.type) +
                      " here but " + q(a.type) + " in the prototype");
  }
  if (proto->type && def->type && !proto->type->isError() &&
      !def->type->isError() && proto->type != def->type)
    mismatch("the result type is " + q(def->type) + " here but " +
             q(proto->type) + " in the prototype");
}

void Checker::checkProcedure(ProcedureDecl *p) {
  {
    // Parameter types are resolved in the enclosing scope.
    StmtScope ss(*this, nullptr);
    resolveSignature(p);
  }
  declare(p);
  if (!p->isPrototype && p->prototype)
    matchPrototype(p->prototype, p);
  if (p->isPrototype)
    return;

  ProcedureDecl *savedProc = proc_;
  proc_ = p;
  reportedUndeclared_.clear();
  // Parameters and locals share one scope: a local may not hide a parameter.
  ScopeGuard params(*this);
  for (auto &param : p->params)
    declare(param.get());
  for (auto &l : p->locals)
    checkDecl(l.get());
  unsigned savedLoop = loopDepth_;
  loopDepth_ = 0;
  if (p->body) {
    // Every procedure but the entry point may be called in a region scope
    // and then runs in that region (see inherited_).
    bool savedInherited = inherited_;
    inherited_ = p->name != prog_.name;
    std::vector<unsigned> savedRegions;
    savedRegions.swap(regions_);
    std::vector<RegionShape> savedShapes;
    savedShapes.swap(shapes_);
    if (inherited_) {
      // Sema does not know the caller's region, only the rank the lowering
      // gives it: the first parallel array parameter's (0, unknown, without
      // one), which statements are checked against as in a region scope
      // of that rank; and ranges (Shapes.cpp).
      regions_.push_back(inheritedRank(p));
      shapes_.push_back(scopeShape(inheritedRank(p), nullptr));
    }
    checkStmt(p->body.get());
    regions_.swap(savedRegions);
    shapes_.swap(savedShapes);
    inherited_ = savedInherited;
  }
  loopDepth_ = savedLoop;
  proc_ = savedProc;
  reportedUndeclared_.clear();
}

} // namespace checker
} // namespace sema
} // namespace zpl
