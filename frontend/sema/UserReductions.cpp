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
  if (k > 1) {
    error(Diag::NotSupported, at,
          "a user-defined reduction or scan of several operands, " + spelled +
              " (...), is not supported yet; reduce the values first (e.g. `max<< V`), then the indices "
              "where the result occurs (e.g. `min<< Index1` over the mask `V = m`)");
    return false;
  }
  Decl *d = lookup(name);
  auto *p = dyn_cast_or_null<ProcedureDecl>(d);
  if (!p) {
    error(d ? Diag::WrongKindOfName : Diag::UndeclaredName, at,
          what + " needs procedures named " + q(name) + ": an identity `" + name +
              "() : T` and an accumulation `" + name + "(v, d : T) : T`, or `" + name + "(var d : T)` and `" +
              name + "(v : T; var d : T)`");
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
    else if (c->params.size() == k || c->params.empty())
      id = c;
  }
  auto shapeError = [&](ProcedureDecl *where, const std::string &why) {
    error(Diag::ArgumentType, at, what + ": " + why);
    if (where)
      note(where->loc, q(name) + " is declared here");
    return false;
  };
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
  if (findUserReduction(r->loc, r->userOp, "<<", 1 + r->moreOperands.size(), r->identity, r->accumulate))
    return true;
  checkArgQuietly(r->operand.get());
  for (auto &o : r->moreOperands)
    checkArgQuietly(o.get());
  if (r->region)
    checkArgQuietly(r->region.get());
  setError(r);
  return false;
}

// The reduction's type, once its (checked) operand converts to it; null
// after reporting.
const Type *Checker::userReduceOperand(ReduceExpr *r) {
  const ProcedureDecl *id = r->identity;
  const Type *t = typeOrError(id->params.empty() ? (const Decl *)id : id->params[0].get());
  Expr *o = r->operand.get();
  std::string spelled = "`" + r->userOp + "<<`";
  if (!o->isParallel) {
    error(Diag::NotParallel, r->loc,
          "operand of " + spelled + " must be parallel; " + describe(o) + " is a scalar");
    return nullptr;
  }
  if (!convertible(o->type, t)) {
    error(Diag::ArgumentType, o->loc,
          "cannot reduce " + typeOf(o) + " with " + spelled + ", whose type is " + q(t));
    return nullptr;
  }
  return t;
}

// `mysum|| A`: the type of the scan (its operand checked), or null after
// reporting.
const Type *Checker::userScanType(ScanExpr *s) {
  if (!findUserReduction(s->loc, s->userOp, "||", 1 + s->moreOperands.size(), s->identity, s->accumulate))
    return nullptr;
  const ProcedureDecl *id = s->identity;
  const Type *t = typeOrError(id->params.empty() ? (const Decl *)id : id->params[0].get());
  Expr *o = s->operand.get();
  if (!convertible(o->type, t)) {
    error(Diag::ArgumentType, o->loc,
          "cannot scan " + typeOf(o) + " with `" + s->userOp + "||`, whose type is " + q(t));
    return nullptr;
  }
  return t;
}

} // namespace checker
} // namespace sema
} // namespace zpl
