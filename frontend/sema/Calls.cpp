// Sema: calls of procedures and built-ins, arguments and promotion.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

namespace {
// The region a region expression denotes, looked through `[R]` and named
// regions: the literal that defines it (or the name, when its definition is
// not a literal).
const Expr *regionDefinition(const Expr *e) {
  for (int depth = 0; e && depth < 32; ++depth) {
    if (auto *l = dyn_cast<RegionLiteralExpr>(e)) {
      if (!l->isSingleEntry())
        return l;
      auto *n = dyn_cast_or_null<NameExpr>(l->dims[0].lo.get());
      if (!n || !n->decl || !isa<RegionDecl>(n->decl))
        return l;
      e = n;
      continue;
    }
    auto *n = dyn_cast<NameExpr>(e);
    auto *rd = n && n->decl ? dyn_cast<RegionDecl>(n->decl) : nullptr;
    if (!rd || !rd->init || rd->distribution)
      return e;
    e = rd->init.get();
  }
  return e;
}

// Whether two region expressions surely denote the same indices: the same
// named region, or literals with the same bounds (constants, or the same
// names) and no strides.
bool sameRegion(const Expr *a, const Expr *b) {
  a = regionDefinition(a), b = regionDefinition(b);
  if (!a || !b)
    return false;
  if (a == b)
    return true;
  auto *na = dyn_cast<NameExpr>(a), *nb = dyn_cast<NameExpr>(b);
  if (na || nb)
    return na && nb && na->decl && na->decl == nb->decl;
  auto *la = dyn_cast<RegionLiteralExpr>(a), *lb = dyn_cast<RegionLiteralExpr>(b);
  if (!la || !lb || la->dims.size() != lb->dims.size())
    return false;
  for (size_t k = 0; k < la->dims.size(); ++k) {
    const RegionDim &da = la->dims[k], &db = lb->dims[k];
    if (da.kind != db.kind || da.stride || db.stride || da.kind == RegionDim::Kind::Star ||
        da.kind == RegionDim::Kind::Empty || !sameBound(da.lo.get(), db.lo.get()) ||
        !sameBound(da.hi.get(), db.hi.get()))
      return false;
  }
  return true;
}
} // namespace

void Checker::checkCall(CallExpr *c, bool asStmt) {
  NameExpr *callee = c->callee.get();
  Decl *d = lookup(callee->name);
  if (!d) {
    // Built-ins are looked up when no user declaration of the name is
    // visible (so a program may define its own `max`).
    if (const BuiltinInfo *b = findBuiltin(callee->name)) {
      set(callee, Type::procedure());
      return checkBuiltinCall(c, b, asStmt);
    }
    if (callee->name == "write" || callee->name == "writeln" ||
        callee->name == "read" || callee->name == "readln" ||
        callee->name == "halt") {
      error(Diag::NoResult, c->loc,
            q(callee->name) +
                " is a statement and cannot be used in an expression");
    } else {
      undeclared(callee->loc, callee->name, "procedure");
    }
    for (auto &a : c->args)
      checkArgQuietly(a.get());
    return setError(c);
  }
  auto *p = dyn_cast<ProcedureDecl>(d);
  if (p && p->overload) // the one with as many parameters as there are arguments
    d = p = overloadFor(p, c->args.size());
  callee->decl = d;
  if (!p) {
    error(Diag::WrongKindOfName, callee->loc, q(callee->name) + " is not a procedure");
    for (auto &a : c->args)
      checkArgQuietly(a.get());
    return setError(c);
  }
  set(callee, Type::procedure());
  // The standard prelude restates built-ins with `generic` parameters
  // (`extern prototype abs(x : generic) : generic;`): their calls follow
  // the built-in's own rules.
  if (p->isExtern && p->isPrototype && !p->definition && usesGeneric(p))
    if (const BuiltinInfo *b = findBuiltin(callee->name))
      return checkBuiltinCall(c, b, asStmt);
  if (proc_)
    calls_.push_back({proc_, p, ownRegion()});
  noteRegionCall(c, p); // Limits.cpp
  if (c->args.size() != p->params.size()) {
    error(Diag::ArgumentCount, c->loc, "procedure " + q(p->name) + " takes " +
                      std::to_string(p->params.size()) +
                      (p->overload ? " or " + std::to_string(p->overload->params.size()) : "") +
                      " argument(s) but " +
                      std::to_string(c->args.size()) +
                      (c->args.size() == 1 ? " was" : " were") + " given");
    note(p->loc, q(p->name) + " is declared here");
    for (auto &a : c->args)
      checkArgQuietly(a.get());
    return setError(c);
  }
  bool ok = true;
  std::vector<Promotion> savedPromoted;
  savedPromoted.swap(promotedArgs_);
  for (size_t i = 0; i < c->args.size(); ++i)
    ok &= checkArgument(p, *p->params[i], c->args[i].get());
  std::vector<Promotion> promoted;
  promoted.swap(promotedArgs_);
  promotedArgs_.swap(savedPromoted);
  unsigned promotedRank = 0;
  for (const Promotion &pr : promoted) {
    if (promotedRank && pr.arg->rank && pr.arg->rank != promotedRank) {
      error(Diag::Promotion, pr.arg->loc, "arguments of promoted procedure " + q(p->name) +
                             " have different ranks (" +
                             std::to_string(promotedRank) + " and " +
                             std::to_string(pr.arg->rank) + ")");
      ok = false;
      break;
    }
    if (!promotedRank)
      promotedRank = pr.arg->rank;
  }
  const Type *ret = p->type ? p->type : Type::error();
  if (!asStmt && ret->isVoid()) {
    error(Diag::NoResult, c->loc, "procedure " + q(p->name) +
                      " has no result and cannot be used in an " +
                      "expression");
    return setError(c);
  }
  if (!ok)
    return setError(c);
  if (ret->isGeneric())
    ret = genericResult(p, c);
  checkCFunctionCall(c); // Limits.cpp
  if (ret->isParallelArray()) {
    useParallel(c->loc);
    return set(c, ret->element(), true, ret->rank());
  }
  if (!promoted.empty()) {
    useParallel(c->loc);
    promotedCalls_.emplace(c, promoted.front());
    return set(c, ret, true, promotedRank);
  }
  set(c, ret);
}

bool Checker::usesGeneric(const ProcedureDecl *p) {
  bool any = p->type && p->type->isGeneric();
  for (auto &param : p->params)
    any |= param->type && param->type->isGeneric();
  return any;
}

// The type of a `generic` result: the `generic` arguments' types combined
// by C's usual arithmetic conversions.
const Type *Checker::genericResult(const ProcedureDecl *p, const CallExpr *c) {
  const Type *t = nullptr;
  for (size_t i = 0; i < p->params.size() && i < c->args.size(); ++i) {
    if (!p->params[i]->type || !p->params[i]->type->isGeneric())
      continue;
    const Type *a = c->args[i]->type;
    if (!a || a->isError())
      return Type::error();
    t = Type::commonArithmetic(t ? t : a, a);
  }
  return t ? t : Type::error();
}

// Resolves an argument of a call that already failed, without letting its
// parallelness count against the statement.
void Checker::checkArgQuietly(Expr *a) {
  bool saw = sawParallel_, passing = passingArray_;
  passingArray_ = true;
  if (auto *f = dyn_cast<FormatExpr>(a))
    checkExpr(f->value.get());
  else
    checkExpr(a);
  sawParallel_ = saw;
  passingArray_ = passing;
}

// A record (or records) is passed one argument per field, read from a
// record variable, or an element, field or shift of one
// (ir/lower/Expressions.cpp, call): not from a procedure's result or a
// remap.
bool Checker::recordArgument(const Type *pt, const Expr *a) {
  if (pt->isIndexedArray())
    pt = pt->element();
  if (pt->kind() == K::Record && !wholeElementRecord(a, "passed to a record parameter")) // Limits.cpp
    return false;
  if (pt->kind() != K::Record || isArrayRef(a) || isa<ShiftExpr>(a))
    return true;
  error(Diag::NotSupported, a->loc,
        "only a record variable can be passed to a record parameter by the code generator yet; "
        "assign the value to a record variable first");
  return false;
}

bool Checker::checkArgument(ProcedureDecl *p, ParamDecl &param, Expr *a) {
  const Type *pt = param.type ? param.type : Type::error();
  bool byRef = param.mode != ParamDecl::Mode::In;
  if (isa<FormatExpr>(a)) {
    checkExpr(a);
    return false;
  }
  if (pt->kind() == K::Procedure) {
    // The one place a procedure's name is a value.
    auto *n = dyn_cast<NameExpr>(a);
    Decl *d = n ? lookup(n->name) : nullptr;
    if (d && isa<ProcedureDecl>(d)) {
      n->decl = d;
      set(n, Type::procedure());
      return true;
    }
    checkExpr(a);
    if (bad(a))
      return false;
    error(Diag::ProcedureParameter, a->loc, "argument for parameter " + q(param.name) +
                      " of type `procedure` must name a procedure");
    return false;
  }
  if (pt->isParallelArray()) {
    // An array argument is passed whole: naming it does not need a region.
    bool saw = sawParallel_;
    SourceLocation l = parallelLoc_;
    passingArray_ = isArrayRef(a);
    checkExpr(a);
    passingArray_ = false;
    if (isArrayRef(a) && a->isParallel) {
      sawParallel_ = saw;
      parallelLoc_ = l;
    }
    if (bad(a) || pt->element()->isError())
      return !bad(a);
    if (!a->isParallel) {
      error(Diag::ArgumentType, a->loc,
            "argument for parallel parameter " + q(param.name) + " of " +
                q(p->name) + " must be a parallel array of " +
                rankWord(pt->rank()) + "; " + describe(a) + " is scalar");
      return false;
    }
    if (pt->rank() && a->rank && pt->rank() != a->rank) {
      error(Diag::ArgumentType, a->loc, "argument for " + q(param.name) + " of " + q(p->name) +
                        " has " + rankWord(a->rank) +
                        " but the parameter has " + rankWord(pt->rank()));
      return false;
    }
    if (byRef) {
      std::string why;
      if (!isArrayRef(a) || !isAssignable(a, why)) {
        error(Diag::ArgumentMode, a->loc, "argument for `" + modeName(param.mode) +
                          "` parameter " + q(param.name) +
                          " must be an assignable parallel array" +
                          (why.empty() ? "" : "; " + why));
        return false;
      }
      if (a->type != pt->element()) {
        error(Diag::ArgumentType, a->loc, "argument for `" + modeName(param.mode) +
                          "` parameter " + q(param.name) +
                          " must have element type " + q(pt->element()) +
                          ", not " + q(a->type));
        return false;
      }
      return checkArgDistribution(param, a); // Fluff.cpp
    }
    if (!recordArgument(pt->element(), a))
      return false;
    if (!convertible(a->type, pt->element())) {
      error(Diag::ArgumentType, a->loc, "cannot pass " + typeOf(a) + " as parameter " +
                        q(param.name) + " of type " + q(pt));
      return false;
    }
    // Any other value (`P + 1`, `P@east`, `A#[...]`) is computed into a
    // temporary over the current region, which the callee then reads over
    // the parameter's region: the two must be the same indices.
    auto *fpa = dyn_cast_or_null<ParallelArrayTypeExpr>(param.typeExpr.get());
    if (!isArrayRef(a) && fpa && !fpa->isRankOnly() &&
        (shapes_.empty() || !sameRegion(shapes_.back().expr, fpa->region.get()))) {
      error(Diag::ArgumentType, a->loc,
            "an expression passed for parameter " + q(param.name) +
                " is computed over the current region, which must be the parameter's region; "
                "assign it to an array declared over that region and pass the array");
      return false;
    }
    // A named array is passed as it is stored, not converted element by
    // element: the C++ then passed an `integer` array as a `char` one and
    // did not compile (found by the back-end sweep).
    if (isArrayRef(a) && a->type != pt->element()) {
      error(Diag::ArgumentType, a->loc, "argument for parameter " + q(param.name) +
                        " must have element type " + q(pt->element()) + ", not " +
                        q(a->type) + ": an array is passed as it is stored; assign it to an array of " +
                        q(pt->element()) + " first");
      return false;
    }
    return isArrayRef(a) ? checkArgDistribution(param, a) : noteComputedArg(param, a); // Fluff.cpp
  }
  checkExpr(a);
  if (bad(a) || pt->isError())
    return !bad(a);
  if (pt->isRegion() && a->type && a->type->isRegion())
    return checkRegionArgument(param, a); // Shapes.cpp
  if (!recordArgument(pt, a))
    return false;
  if (pt->isIndexedArray() && !checkRuntimeBoundArg(a, diags_)) // SemaIndexInit.cpp
    return false;
  if (a->isParallel) {
    // ZPL promotes a scalar procedure called with parallel arguments for
    // its value parameters: it runs once per index of the region.
    if (!byRef && promotable(p)) {
      const ProcedureDecl *def = p->definition ? p->definition : p;
      auto par = parallelBody_.find(def);
      if (par != parallelBody_.end()) {
        error(Diag::Promotion, a->loc, "procedure " + q(p->name) +
                          " cannot be promoted to the parallel argument "
                          "for " +
                          q(param.name) +
                          ": its body uses parallel arrays or regions");
        note(par->second, "parallel code of " + q(p->name) + " is here");
        return false;
      }
      if (!convertible(a->type, pt)) {
        error(Diag::ArgumentType, a->loc, "cannot pass " + typeOf(a) + " as parameter " +
                          q(param.name) + " of type " + q(pt));
        return false;
      }
      promotedArgs_.push_back({&param, p, a});
      return true;
    }
    promotionError(param, p, a);
    return false;
  }
  if (byRef) {
    std::string why;
    if (!isAssignable(a, why) && !constantByRef(a, param, diags_)) {
      error(Diag::ArgumentMode, a->loc, "argument for `" + modeName(param.mode) + "` parameter " +
                        q(param.name) + " must be a variable; " + why);
      return false;
    }
    if (a->type != pt) {
      error(Diag::ArgumentType, a->loc, "argument for `" + modeName(param.mode) + "` parameter " +
                        q(param.name) + " must have type " + q(pt) +
                        ", not " + q(a->type));
      return false;
    }
    return !pt->isIndexedArray() || wholeArrayArg(a, param, pt);
  }
  if (!convertible(a->type, pt) && !directionLiteralFits(a, pt)) {
    error(Diag::ArgumentType, a->loc, "cannot pass " + typeOf(a) + " as parameter " +
                      q(param.name) + " of type " + q(pt));
    return false;
  }
  if (pt->isIndexedArray() && !wholeArrayArg(a, param, pt))
    return false;
  if (!literalFits(a, pt))
    return false;
  return true;
}

// An indexed array passed whole is copied into the parameter (or, for
// `inout`, stands for it): same element type and extents (Limits.cpp).
bool Checker::wholeArrayArg(const Expr *a, const ParamDecl &param, const Type *pt) {
  auto *t = dyn_cast_or_null<IndexedArrayTypeExpr>(
      param.typeExpr ? resolvedTypeExpr(param.typeExpr.get()) : nullptr);
  return checkWholeArrayCopy(a, pt, t, a->loc, "parameter " + q(param.name));
}

void Checker::promotionError(const ParamDecl &param, const ProcedureDecl *p,
                    const Expr *a) {
  error(Diag::Promotion, a->loc,
        "parameter " + q(param.name) + " of " + q(p->name) +
            " is a scalar but the argument is parallel; reduce it or make " +
            "the parameter a parallel array");
}

// A procedure may be promoted when its result is a scalar (or none).
void Checker::noteSideEffect(SourceLocation l, const std::string &what) {
  if (proc_)
    sideEffects_.emplace(proc_, SideEffect{l, what});
}

// An assignment's target: a store into a variable that is neither a
// parameter nor a local of the procedure being checked.
void Checker::noteStoreEffect(const Expr *target, SourceLocation l) {
  if (!proc_)
    return;
  const Expr *e = target;
  for (;;) {
    if (auto *m = dyn_cast_or_null<MemberExpr>(e))
      e = m->base.get();
    else if (auto *sub = dyn_cast_or_null<SubscriptExpr>(e))
      e = sub->base.get();
    else
      break;
  }
  auto *n = dyn_cast_or_null<NameExpr>(e);
  if (!n || !n->decl || isa<ParamDecl>(n->decl))
    return;
  for (auto &d : proc_->locals)
    if (d.get() == n->decl)
      return;
  noteSideEffect(l, "assigns " + q(n->name) + ", a variable that is not its own");
}

// A promoted procedure runs once per element, on the element's owner: a
// store into a global variable or I/O in it (or in a procedure it calls)
// happens once per processor's elements, and its effect depended on the
// processor count (`calls += 1` counted 16 at -p1 and 8 at -p2; a
// `writeln` printed processor 0's elements only). Judged once every body
// is known.
void Checker::checkPromotedEffects() {
  std::map<const ProcedureDecl *, std::vector<const ProcedureDecl *>> callees;
  for (const CallEdge &e : calls_)
    callees[e.caller].push_back(e.callee->definition ? e.callee->definition : e.callee);
  for (auto &[call, pr] : promotedCalls_) {
    const ProcedureDecl *def = pr.proc->definition ? pr.proc->definition : pr.proc;
    std::set<const ProcedureDecl *> seen;
    std::vector<const ProcedureDecl *> todo{def};
    const SideEffect *found = nullptr;
    const ProcedureDecl *where = nullptr;
    while (!todo.empty() && !found) {
      const ProcedureDecl *p = todo.back();
      todo.pop_back();
      if (!seen.insert(p).second)
        continue;
      auto it = sideEffects_.find(p);
      if (it != sideEffects_.end()) {
        found = &it->second;
        where = p;
        break;
      }
      for (const ProcedureDecl *c : callees[p])
        todo.push_back(c);
    }
    if (!found)
      continue;
    error(Diag::Promotion, pr.arg->loc,
          "procedure " + q(pr.proc->name) + " cannot be promoted to the parallel argument for " +
              q(pr.param->name) + ": " +
              (where == def ? "it " : "it calls " + q(where->name) + ", which ") + found->what +
              "; a promoted procedure runs once per element, on the processor that owns it");
    note(found->loc, "here");
  }
}

bool Checker::promotable(const ProcedureDecl *p) {
  return !(p->type && p->type->isParallelArray());
}

// For a value that is parallel only because it is a promoted call: the
// diagnostic from before promotion existed, which names the argument.
bool Checker::explainPromotion(const Expr *e) {
  auto it = promotedCalls_.find(e);
  if (it == promotedCalls_.end())
    return false;
  promotionError(*it->second.param, it->second.proc, it->second.arg);
  return true;
}

std::string Checker::modeName(ParamDecl::Mode m) {
  switch (m) {
  case ParamDecl::Mode::In:
    return "in";
  case ParamDecl::Mode::Out:
    return "out";
  case ParamDecl::Mode::InOut:
    return "inout";
  }
  return "in";
}

// `[0, 1]` where a direction is expected arrives as a region literal.
bool Checker::directionLiteralFits(Expr *a, const Type *to) {
  if (!to->isDirection() || !isa<RegionLiteralExpr>(a))
    return false;
  int r = checkDirection(a);
  return r >= 0 && (!to->rank() || (unsigned)r == to->rank());
}

// Element-wise built-ins accept parallel arguments and are promoted.
void Checker::checkBuiltinCall(CallExpr *c, const BuiltinInfo *b, bool asStmt) {
  const std::string &name = c->callee->name;
  if (b->kind == BuiltinKind::FileOp)
    noteSideEffect(c->loc, "uses a file (" + q(name) + ")"); // checkPromotedEffects
  auto arity = [&](size_t lo, size_t hi) {
    if (c->args.size() < lo || c->args.size() > hi) {
      std::string want =
          lo == hi   ? std::to_string(lo)
          : hi > 100 ? "at least " + std::to_string(lo)
                     : std::to_string(lo) + " to " + std::to_string(hi);
      error(Diag::ArgumentCount, c->loc, "built-in " + q(name) + " takes " + want +
                        " argument(s), not " +
                        std::to_string(c->args.size()));
      for (auto &a : c->args)
        checkArgQuietly(a.get());
      return false;
    }
    return true;
  };
  // Checks every argument; fills the combined parallel shape.
  bool par = false;
  unsigned rank = 0;
  auto args = [&]() {
    bool ok = true;
    for (auto &a : c->args) {
      if (isa<FormatExpr>(a.get())) {
        checkExpr(a.get());
        ok = false;
        continue;
      }
      checkExpr(a.get());
      if (bad(a.get())) {
        ok = false;
        continue;
      }
      if (a->isParallel) {
        if (par && rank && a->rank && rank != a->rank) {
          error(Diag::ArgumentType, a->loc, "arguments of " + q(name) + " have different ranks");
          ok = false;
        }
        par = true;
        if (!rank)
          rank = a->rank;
      }
    }
    return ok;
  };
  auto needArith = [&](Expr *a) {
    if (!a->type->isArithmetic()) {
      error(Diag::ArgumentType, a->loc, "argument of " + q(name) + " must be a number; " +
                        describe(a) + " has type " + q(a->type));
      return false;
    }
    return true;
  };
  auto needIntegral = [&](Expr *a) {
    if (!a->type->isIntegral() && !a->type->isBoolean()) {
      error(Diag::ArgumentType, a->loc, "argument of " + q(name) + " must be an integer; " +
                        describe(a) + " has type " + q(a->type));
      return false;
    }
    return true;
  };
  auto scalarOnly = [&]() {
    for (auto &a : c->args)
      if (a->isParallel) {
        error(Diag::ArgumentType, a->loc, "argument of " + q(name) + " must be a scalar");
        return false;
      }
    return true;
  };
  auto floating = [](const Type *t) {
    return t->kind() == K::Float ? Type::floatType() : Type::doubleType();
  };

  if (!arity(b->minArgs, b->maxArgs) || !args())
    return setError(c);
  // The result by the table's rule, from the checked arguments.
  auto result = [&]() -> const Type * {
    const Type *t = nullptr;
    switch (b->result) {
    case BuiltinResult::SameAsArg:
      return Type::commonArithmetic(c->args[0]->type, c->args[0]->type);
    case BuiltinResult::Floating:
      return floating(c->args[0]->type);
    case BuiltinResult::Ordered: {
      K k = c->args[0]->type->kind();
      bool same = k == K::Char || k == K::Boolean;
      for (auto &a : c->args)
        same = same && a->type->kind() == k;
      if (same)
        return Type::scalar(k);
      [[fallthrough]];
    }
    case BuiltinResult::Common:
      for (auto &a : c->args)
        t = t ? Type::commonArithmetic(t, a->type) : Type::commonArithmetic(a->type, a->type);
      return t;
    case BuiltinResult::Int: return Type::integer();
    case BuiltinResult::Long: return Type::longType();
    case BuiltinResult::Float: return Type::floatType();
    case BuiltinResult::Double: return Type::doubleType();
    case BuiltinResult::Char: return Type::scalar(K::Char);
    case BuiltinResult::Bool: return Type::boolean();
    case BuiltinResult::File: return Type::file();
    case BuiltinResult::Void: return Type::voidType();
    case BuiltinResult::SByte: return Type::scalar(K::SByte);
    case BuiltinResult::UByte: return Type::scalar(K::UByte);
    case BuiltinResult::ShortInt: return Type::scalar(K::ShortInt);
    case BuiltinResult::UShortInt: return Type::scalar(K::UShortInt);
    case BuiltinResult::UInteger: return Type::scalar(K::UInteger);
    }
    return Type::error();
  };
  // A built-in with no result is a statement.
  auto noResult = [&]() {
    if (b->result != BuiltinResult::Void || asStmt)
      return false;
    error(Diag::NoResult, c->loc, "built-in " + q(name) + " has no result and cannot be used in an expression");
    return true;
  };

  switch (b->kind) {
  case BuiltinKind::Abs:
  case BuiltinKind::Math:
  case BuiltinKind::Arith:
  case BuiltinKind::Bits:
  case BuiltinKind::Convert:
    for (auto &a : c->args) {
      // The conversions also take characters and enumeration values.
      if (b->kind == BuiltinKind::Convert && (a->type->isEnum() || a->type->kind() == K::Char))
        continue;
      if (!(b->kind == BuiltinKind::Bits ? needIntegral(a.get()) : needArith(a.get())))
        return setError(c);
    }
    return set(c, result(), par, rank);
  case BuiltinKind::Clock:
    return set(c, result());
  case BuiltinKind::Timer: {
    if (!scalarOnly())
      return setError(c);
    Expr *t = c->args[0].get();
    if (t->type->kind() != K::Timer) {
      error(Diag::ArgumentType, t->loc, "argument of " + q(name) + " must be a `timer`; " +
                        describe(t) + " has type " + q(t->type));
      return setError(c);
    }
    if (b->result == BuiltinResult::Void) {
      std::string why;
      if (!isAssignable(t, why)) {
        error(Diag::ArgumentMode, t->loc,
              "argument of " + q(name) + " must be a timer variable; " + why);
        return setError(c);
      }
    }
    if (noResult())
      return setError(c);
    return set(c, result());
  }
  case BuiltinKind::Open: {
    if (!scalarOnly())
      return setError(c);
    if (!c->args[0]->type->isString()) {
      error(Diag::ArgumentType, c->args[0]->loc,
            "the file name given to `open` must be a string; " +
                describe(c->args[0].get()) + " has type " +
                q(c->args[0]->type));
      return setError(c);
    }
    if (!c->args[1]->type->isIntegral()) {
      error(Diag::ArgumentType, c->args[1]->loc, "the mode given to `open` must be `file_read`, "
                             "`file_write` or `file_append`");
      return setError(c);
    }
    return set(c, result());
  }
  case BuiltinKind::FileOp: {
    if (!scalarOnly())
      return setError(c);
    if (c->args[0]->type->kind() != K::File) {
      error(Diag::ArgumentType, c->args[0]->loc, "argument of " + q(name) +
                                 " must be a `file`; " +
                                 describe(c->args[0].get()) + " has type " +
                                 q(c->args[0]->type));
      return setError(c);
    }
    if (noResult())
      return setError(c);
    return set(c, result());
  }
  }
  setError(c);
}

} // namespace checker
} // namespace sema
} // namespace zpl
