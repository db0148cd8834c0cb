// Sema: ZPL's user-defined reductions (`mymin<< A`) and the procedure
// overloading they rely on (docs/LANGUAGE.md, "User-defined reductions").
//
// A reduction `f<< A` is carried out by two procedures named `f`, told
// apart by their number of parameters:
//  * function form: the identity `f() : T` and the accumulation
//    `f(v, d : T) : T` (returns v combined with d);
//  * var form: the identity `f(var d : T)` and the accumulation
//    `f(v : T; var d : T)` (combines v into d); with k operands,
//    `f<< (A, B, ...)`, each takes k parameters of each kind.
// The accumulation also combines the processors' partial results, so the
// reduction must be associative and commutative (ZPL's rule).
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

// Two definitions of one name with different numbers of parameters (the
// identity and the accumulation of a user-defined reduction) are linked as
// overloads; anything else stays a redefinition.
bool Checker::overloads(Decl *prevDecl, Decl *curDecl) {
  auto *prev = dyn_cast_or_null<ProcedureDecl>(prevDecl);
  auto *cur = dyn_cast_or_null<ProcedureDecl>(curDecl);
  if (!prev || !cur || prev->isPrototype || cur->isPrototype || prev->isExtern || cur->isExtern ||
      prev->overload || prev->params.size() == cur->params.size() || prev->name == prog_.name)
    return false;
  prev->overload = cur;
  cur->overload = prev;
  return true;
}

// The overload of `p` taking `n` arguments (p itself if none does).
ProcedureDecl *Checker::overloadFor(ProcedureDecl *p, size_t n) {
  if (p && p->overload && p->params.size() != n && p->overload->params.size() == n)
    return p->overload;
  return p;
}

namespace {
bool byValue(const ParamDecl &p) { return p.mode == ParamDecl::Mode::In; }
const Type *typeOrError(const Decl *d) { return d->type ? d->type : Type::error(); }
} // namespace

// Finds the identity and accumulation procedures of the user-defined
// reduction or scan `name<<` / `name||` of k operands; false after reporting.
bool Checker::findUserReduction(SourceLocation at, const std::string &name, const char *kind, size_t k,
                                ProcedureDecl *&id, ProcedureDecl *&acc) {
  std::string spelled = "`" + name + kind + "`";
  std::string what = std::string("user-defined ") + (kind[0] == '<' ? "reduction " : "scan ") + spelled;
  std::string ks = std::to_string(k);
  // With k operands: `f(var d1 : T1; ...; var dk : Tk)` and
  // `f(v1 : T1; ...; vk : Tk; var d1 : T1; ...; var dk : Tk)`.
  std::string severalForms = "an identity `" + name + "(var d1 : T1; ...; var d" + ks + " : T" + ks +
                             ")` and an accumulation `" + name + "(v1 : T1; ...; v" + ks + " : T" + ks +
                             "; var d1 : T1; ...; var d" + ks + " : T" + ks + ")`";
  Decl *d = lookup(name);
  auto *p = dyn_cast_or_null<ProcedureDecl>(d);
  if (!p) {
    error(d ? Diag::WrongKindOfName : Diag::UndeclaredName, at,
          what + " needs procedures named " + q(name) + ": " +
              (k > 1 ? severalForms
                     : "an identity `" + name + "() : T` and an accumulation `" + name + "(v, d : T) : T`, or `" +
                           name + "(var d : T)` and `" + name + "(v : T; var d : T)`"));
    return false;
  }
  if (p->definition)
    p = p->definition;
  // The identity has k parameters (var form) or none; the accumulation 2k.
  id = acc = nullptr;
  for (ProcedureDecl *c : {p, p->overload}) {
    if (!c)
      continue;
    if (c->params.size() == 2 * k)
      acc = c;
    else if (c->params.size() == k || (k == 1 && c->params.empty()))
      id = c;
  }
  auto shapeError = [&](ProcedureDecl *where, const std::string &why) {
    error(Diag::ArgumentType, at, what + ": " + why);
    if (where)
      note(where->loc, q(name) + " is declared here");
    return false;
  };
  if (k > 1) {
    if (!id || !acc)
      return shapeError(p, "with " + ks + " operands it needs " + severalForms);
    bool shaped = typeOrError(id)->isVoid() && typeOrError(acc)->isVoid();
    for (size_t i = 0; i < k; ++i)
      shaped = shaped && !byValue(*id->params[i]) && byValue(*acc->params[i]) && !byValue(*acc->params[k + i]);
    if (!shaped)
      return shapeError(acc, "with several operands, `" + name + "(var d1 : T1; ...)` and `" + name +
                                 "(v1 : T1; ...; var d1 : T1; ...)` have no result, take the partial results by "
                                 "`var` and the values by value");
    for (size_t i = 0; i < k; ++i) {
      const Type *ti = typeOrError(id->params[i].get());
      if (ti->isError())
        return false;
      if (typeOrError(acc->params[i].get()) != ti || typeOrError(acc->params[k + i].get()) != ti)
        return shapeError(acc, "the identity's parameter " + std::to_string(i + 1) + " has type " + q(ti) +
                                   ", so parameters " + std::to_string(i + 1) + " and " + std::to_string(k + i + 1) +
                                   " of the accumulation must be " + q(ti) + " too");
      if (!(ti->isArithmetic() || ti->isBoolean()) || ti->isComplex())
        return shapeError(id, "its type " + q(ti) + " is not supported yet; use a numeric or boolean type");
    }
  } else {
    if (!id || !acc)
      return shapeError(p, std::string("no ") + (!id ? "identity" : "accumulation") + " procedure; write `" +
                               name + (!id ? "() : T`" : "(v, d : T) : T`") + " (or `" + name +
                               (!id ? "(var d : T)`" : "(v : T; var d : T)`") + ")");
    const Type *t = nullptr;
    if (id->params.empty()) { // the function form
      t = typeOrError(id);
      if (t->isVoid() || typeOrError(acc)->isVoid() || !byValue(*acc->params[0]) || !byValue(*acc->params[1]))
        return shapeError(t->isVoid() ? id : acc, "`" + name + "()` and `" + name +
                                                       "(v, d)` must return the reduction's type and take "
                                                       "their parameters by value");
      if (typeOrError(acc) != t || typeOrError(acc->params[0].get()) != t ||
          typeOrError(acc->params[1].get()) != t)
        return shapeError(acc, "the identity returns " + q(t) + ", so `" + name +
                                   "(v, d : T) : T` must take and return " + q(t));
    } else {
      t = typeOrError(id->params[0].get());
      if (!typeOrError(id)->isVoid() || !typeOrError(acc)->isVoid() || byValue(*id->params[0]) ||
          !byValue(*acc->params[0]) || byValue(*acc->params[1]))
        return shapeError(acc, "in the var form, `" + name + "(var d : T)` and `" + name +
                                   "(v : T; var d : T)` have no result and take `d` by `var`");
      if (typeOrError(acc->params[0].get()) != t || typeOrError(acc->params[1].get()) != t)
        return shapeError(acc, "the identity sets a " + q(t) + ", so `" + name + "(v : T; var d : T)` must take " +
                                   q(t) + " twice");
    }
    if (t->isError())
      return false;
    if (!(t->isArithmetic() || t->isBoolean()) || t->isComplex())
      return shapeError(id, "its type " + q(t) + " is not supported yet; use a numeric or boolean type");
  }
  for (ProcedureDecl *c : {id, acc}) {
    auto par = parallelBody_.find(c);
    if (par != parallelBody_.end()) {
      error(Diag::Promotion, at, what + ": procedure " + q(c->name) +
                                     " runs once per element, but its body uses parallel arrays or regions");
      note(par->second, "parallel code of " + q(c->name) + " is here");
      return false;
    }
  }
  return true;
}

bool Checker::userReduceProcs(ReduceExpr *r) {
  size_t k = 1 + r->moreOperands.size();
  std::string spelled = "`" + r->userOp + "<<`";
  if (k > 1 && r != multiReduce_)
    error(Diag::NotSupported, r->loc,
          spelled + " of " + std::to_string(k) + " operands gives " + std::to_string(k) +
              " values; receive them in a statement of their own, `(a, b, ...) := " + r->userOp + "<< " +
              (r->region ? "[...] " : "") + "(...)`");
  else if (findUserReduction(r->loc, r->userOp, "<<", k, r->identity, r->accumulate))
    return true;
  checkArgQuietly(r->operand.get());
  for (auto &o : r->moreOperands)
    checkArgQuietly(o.get());
  if (r->region)
    checkArgQuietly(r->region.get());
  setError(r);
  return false;
}

// The reduction's type, once its (checked) operands convert to it; null
// after reporting.
const Type *Checker::userReduceOperand(ReduceExpr *r) {
  return userOperandTypes(r->identity, r->operand.get(), r->moreOperands, "`" + r->userOp + "<<`", "reduce", r->loc);
}

// The checked operands of a user-defined reduction or scan (`verb` it)
// against its identity's types: the first value's type, or null after
// reporting.
const Type *Checker::userOperandTypes(const ProcedureDecl *id, Expr *operand, std::vector<ExprPtr> &more,
                                      const std::string &spelled, const char *verb, SourceLocation at) {
  const Type *first = nullptr;
  for (size_t i = 0; i <= more.size(); ++i) {
    Expr *o = i ? more[i - 1].get() : operand;
    if (bad(o))
      return nullptr;
    const Type *t = typeOrError(id->params.empty() ? (const Decl *)id : id->params[i].get());
    if (!first)
      first = t;
    std::string which = i ? "operand " + std::to_string(i + 1) + " of " : std::string("operand of ");
    if (!o->isParallel) {
      error(Diag::NotParallel, i ? o->loc : at,
            which + spelled + " must be parallel; " + describe(o) + " is a scalar");
      return nullptr;
    }
    if (i && o->rank && operand->rank && o->rank != operand->rank) {
      error(Diag::RankMismatch, o->loc, which + spelled + " has " + rankWord(o->rank) + ", operand 1 " +
                                            rankWord(operand->rank));
      return nullptr;
    }
    if (!convertible(o->type, t)) {
      error(Diag::ArgumentType, o->loc,
            std::string("cannot ") + verb + " " + typeOf(o) + " with " + spelled + ", whose " +
                (more.empty() ? std::string("type is ") : "operand " + std::to_string(i + 1) + " has type ") + q(t));
      return nullptr;
    }
  }
  return first;
}

// `(m, i, j) := maxloc<< (V, Index1, Index2)`: every target is a scalar
// variable that takes the matching value of the reduction; of a partial
// reduction (`[Col] (M, I) := maxloc<< [R] (V, Index1)`) or a scan
// (`[R] (M, I) := maxloc|| (V, Index1)`), a parallel array over the
// statement's region (zplc's form; see docs/LANGUAGE.md, "User-defined
// reductions").
void Checker::checkMultiAssign(AssignStmt *a) {
  StmtScope ss(*this, a);
  std::vector<Expr *> targets{a->lhs.get()};
  for (auto &l : a->moreLhs)
    targets.push_back(l.get());
  for (Expr *t : targets)
    checkExpr(t);
  auto *r = dyn_cast<ReduceExpr>(a->rhs.get());
  auto *sc = dyn_cast<ScanExpr>(a->rhs.get());
  if (r && !r->isUser())
    r = nullptr;
  if (sc && sc->userOp.empty())
    sc = nullptr;
  size_t k = r ? 1 + r->moreOperands.size() : sc ? 1 + sc->moreOperands.size() : 0;
  if (k != targets.size()) {
    error(Diag::TypeMismatch, a->rhs->loc,
          "`(a, b, ...) :=` receives the values of a user-defined reduction or scan of as many operands, e.g. "
          "`(m, i) := maxloc<< (V, Index1)`; here " +
              (k ? std::to_string(targets.size()) + " targets take " + std::to_string(k) + " values"
                 : std::string("the right side is not one")));
    if (!k)
      return checkArgQuietly(a->rhs.get());
    // Its operands only: its procedures are not those of k operands.
    checkArgQuietly(r ? r->operand.get() : sc->operand.get());
    for (auto &o : r ? r->moreOperands : sc->moreOperands)
      checkArgQuietly(o.get());
    if (r && r->region)
      checkArgQuietly(r->region.get());
    return setError(a->rhs.get());
  }
  multiReduce_ = r;
  multiScan_ = sc;
  checkExpr(a->rhs.get());
  multiReduce_ = nullptr;
  multiScan_ = nullptr;
  requireRegionIfParallel("this statement");
  Expr *rhs = a->rhs.get();
  if (bad(rhs))
    return;
  if (!checkAssignLimits(a)) // Limits.cpp (the partial reduction's shape too)
    return;
  // Values of a full reduction go to scalars, the others to parallel arrays.
  bool parallel = !r || r->isPartial();
  std::string spelled = r ? r->userOp + "<<" : sc->userOp + "||";
  const ProcedureDecl *id = r ? r->identity : sc->identity;
  bool ok = true;
  for (size_t i = 0; i < targets.size(); ++i)
    ok = checkMultiTarget(targets[i], typeOrError(id->params[i].get()), i, spelled, parallel) && ok;
  if (ok && parallel && !shapes_.empty()) {
    for (Expr *t : targets)
      judgeFlooding(t, shapes_.back(), nullptr); // Shapes.cpp, at each target
    judgeFlooding(rhs, shapes_.back(), nullptr);
  }
}

// Target i of `(a, b, ...) := f<< ...` or `f|| ...`, which takes a value of
// type ti: a scalar variable, or (`parallel`) a parallel array of the
// current region's rank.
bool Checker::checkMultiTarget(Expr *t, const Type *ti, size_t i, const std::string &spelled, bool parallel) {
  if (bad(t))
    return false;
  std::string why;
  if (!isAssignable(t, why)) {
    error(Diag::NotAssignable, t->loc, "cannot assign to " + describe(t) + ": " + why);
    return false;
  }
  bool partial = spelled.back() == '<';
  if (t->isParallel != parallel || !isa<NameExpr>(t)) {
    error(Diag::NotSupported, t->loc,
          parallel ? "the values of " + std::string(partial ? "a partial " : "") + q(spelled) +
                         " go to parallel arrays; " + describe(t) + " is not one"
                   : "the values of " + q(spelled) + " go to scalar variables; " + describe(t) +
                         " is not one (assign from a scalar variable afterwards)");
    return false;
  }
  if (!convertible(ti, t->type)) {
    error(Diag::TypeMismatch, t->loc,
          "cannot assign value " + std::to_string(i + 1) + " of " + q(spelled) + ", of type " + q(ti) + ", to " +
              describe(t) + " of type " + q(t->type));
    return false;
  }
  return true;
}

// `mysum|| A`: the type of the scan (its operand checked), or null after
// reporting. `maxloc|| (V, Index1)` only as the right side of
// `(M, I) :=`: the type of its first value.
const Type *Checker::userScanType(ScanExpr *s) {
  size_t k = 1 + s->moreOperands.size();
  if (k > 1 && s != multiScan_) {
    error(Diag::NotSupported, s->loc,
          "`" + s->userOp + "||` of " + std::to_string(k) + " operands gives " + std::to_string(k) +
              " values; receive them in a statement of their own, `(A, B, ...) := " + s->userOp + "|| (...)`");
    for (auto &o : s->moreOperands)
      checkArgQuietly(o.get());
    return nullptr;
  }
  for (auto &o : s->moreOperands)
    checkExpr(o.get());
  if (!findUserReduction(s->loc, s->userOp, "||", k, s->identity, s->accumulate))
    return nullptr;
  return userOperandTypes(s->identity, s->operand.get(), s->moreOperands, "`" + s->userOp + "||`", "scan", s->loc);
}

} // namespace checker
} // namespace sema
} // namespace zpl
