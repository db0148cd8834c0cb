// Sema: expressions.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

void Checker::checkExprKind(Expr *e) {
  switch (e->kind) {
  case NodeKind::IntegerLiteral: {
    auto *l = cast<IntegerLiteral>(e);
    set(e, l->value > 2147483647u ? Type::longType() : Type::integer());
    return;
  }
  case NodeKind::FloatLiteral:
    set(e, Type::doubleType());
    return;
  case NodeKind::StringLiteral:
    set(e, Type::string());
    return;
  case NodeKind::BoolLiteral:
    set(e, Type::boolean());
    return;
  case NodeKind::CharLiteral:
    set(e, Type::scalar(K::Char));
    return;
  case NodeKind::NameExpr:
    return checkName(cast<NameExpr>(e));
  case NodeKind::IndexArrayExpr: {
    auto *ix = cast<IndexArrayExpr>(e);
    if (ix->dim <= indexVars_) { // `index1` of an indexed array's initialiser
      set(e, Type::integer());
      return;
    }
    if (configInit_) {
      error(Diag::ConfigInitialiser, e->loc, q("Index" + std::to_string(ix->dim)) +
                        " cannot appear in a config initialiser");
      setError(e);
      return;
    }
    useParallel(e->loc);
    unsigned cur = currentRank();
    if (inRegion() && cur && ix->dim > cur) {
      error(Diag::RankMismatch, e->loc, q("Index" + std::to_string(ix->dim)) +
                        " needs a region of rank " + std::to_string(ix->dim) +
                        " or more; the current region has " + rankWord(cur));
      setError(e);
      return;
    }
    set(e, Type::integer(), true, cur);
    return;
  }
  case NodeKind::UnaryExpr:
    return checkUnary(cast<UnaryExpr>(e));
  case NodeKind::BinaryExpr:
    return checkBinary(cast<BinaryExpr>(e));
  case NodeKind::ShiftExpr:
    return checkShift(cast<ShiftExpr>(e));
  case NodeKind::PrimeExpr: {
    // A prime with a direction is checked by checkShift (`A'@d`).
    auto *p = cast<PrimeExpr>(e);
    error(Diag::NotSupported, e->loc,
          "a primed reference needs a direction, as in `A'@north`: it reads "
          "the value the statement has already computed at a neighbour");
    // Resolve the operand anyway so that its own errors are reported.
    checkExpr(p->operand.get());
    setError(e);
    return;
  }
  case NodeKind::RemapExpr:
    return checkRemap(cast<RemapExpr>(e));
  case NodeKind::SubscriptExpr:
    return checkSubscript(cast<SubscriptExpr>(e));
  case NodeKind::MemberExpr:
    return checkMember(cast<MemberExpr>(e));
  case NodeKind::CallExpr:
    return checkCall(cast<CallExpr>(e), /*asStmt=*/false);
  case NodeKind::ReduceExpr:
    return checkReduce(cast<ReduceExpr>(e));
  case NodeKind::ScanExpr:
    return checkScan(cast<ScanExpr>(e));
  case NodeKind::FloodExpr:
    return checkFlood(cast<FloodExpr>(e));
  case NodeKind::RegionLiteralExpr:
  case NodeKind::CurrentRegionExpr:
  case NodeKind::DerivedRegionExpr:
    checkRegion(e);
    return;
  case NodeKind::DirectionLiteralExpr:
    checkDirection(e);
    return;
  case NodeKind::FormatExpr: {
    auto *f = cast<FormatExpr>(e);
    error(Diag::MisplacedFormat, e->loc,
          "a format (`\"...\":x`) may appear only in the arguments of "
          "`write`, `writeln` or `halt`");
    checkExpr(f->value.get());
    setError(e);
    return;
  }
  default:
    diags_.internalError(e->loc, std::string("sema: unhandled expression ") +
                                     kindName(e->kind));
    setError(e);
    return;
  }
}

void Checker::checkName(NameExpr *n) {
  Decl *d = lookup(n->name);
  if (!d) {
    if (const Type *t = builtinConstant(n->name)) {
      set(n, t);
      return;
    }
    if (findBuiltin(n->name)) {
      error(Diag::NotAValue, n->loc, "built-in " + q(n->name) +
                        " must be called: " + q(n->name + "(...)"));
      setError(n);
      return;
    }
    undeclared(n->loc, n->name, "identifier");
    setError(n);
    return;
  }
  n->decl = d;
  if (auto *v = dyn_cast<VarDecl>(d))
    checkIndexInitOrder(v); // Declarations.cpp
  if (configInit_) {
    if (auto *v = dyn_cast<VarDecl>(d)) {
      if (!v->isConfig() && v->storage != VarDecl::Storage::Constant) {
        error(Diag::ConfigInitialiser, n->loc,
              "the initialiser of config " + q(configInit_->name) +
                  " may use only earlier config values and constants; " +
                  q(n->name) + " is a variable");
        setError(n);
        return;
      }
    }
  }
  switch (d->kind) {
  case NodeKind::VarDecl:
  case NodeKind::ParamDecl: {
    const Type *t = d->type ? d->type : Type::error();
    if (t->isParallelArray()) {
      noteAlignUse(d, t->rank()); // Align.cpp
      useParallel(n->loc);
      set(n, t->element(), true, t->rank());
      checkRankAgainstRegion(n, d, t->rank());
      return;
    }
    set(n, t);
    return;
  }
  case NodeKind::EnumeratorDecl:
    set(n, d->type ? d->type : Type::error());
    return;
  case NodeKind::RegionDecl:
  case NodeKind::DirectionDecl:
    set(n, d->type ? d->type : Type::error());
    return;
  case NodeKind::ProcedureDecl:
    error(Diag::NotAValue, n->loc, "procedure " + q(n->name) +
                      " is used as a value; call it as " +
                      q(n->name + "(...)"));
    setError(n);
    return;
  case NodeKind::TypeDecl:
    error(Diag::NotAValue, n->loc, "type " + q(n->name) + " is used as a value");
    setError(n);
    return;
  case NodeKind::GridDecl:
  case NodeKind::DistributionDecl:
    error(Diag::NotAValue, n->loc,
          std::string(d->kind == NodeKind::GridDecl ? "grid "
                                                    : "distribution ") +
              q(n->name) + " cannot be used as a value");
    setError(n);
    return;
  default:
    set(n, d->type ? d->type : Type::error());
    return;
  }
}

// Combines the parallel shape of two operands; false after reporting.
bool Checker::combineShape(Expr *at, const Expr *a, const Expr *b, bool &parallel,
                  unsigned &rank) {
  parallel = a->isParallel || b->isParallel;
  rank = a->isParallel ? a->rank : b->rank;
  if (a->isParallel && b->isParallel && a->rank && b->rank &&
      a->rank != b->rank) {
    error(Diag::RankMismatch, at->loc, "operands have different ranks (" +
                       std::to_string(a->rank) + " and " +
                       std::to_string(b->rank) + ")");
    return false;
  }
  if (a->isParallel && !a->rank)
    rank = b->rank;
  return true;
}

void Checker::checkUnary(UnaryExpr *u) {
  Expr *o = u->operand.get();
  checkExpr(o);
  if (bad(o))
    return setError(u);
  if (u->op == UnaryExpr::Op::Not) {
    if (!o->type->isBoolean()) {
      error(Diag::TypeMismatch, u->loc, "operand of `!` must be boolean; " + describe(o) +
                        " has type " + q(o->type));
      return setError(u);
    }
    return set(u, Type::boolean(), o->isParallel, o->rank);
  }
  if (!o->type->isArithmetic()) {
    error(Diag::TypeMismatch, u->loc, std::string("operand of unary `") +
                      UnaryExpr::opSpelling(u->op) + "` must be a number; " +
                      describe(o) + " has type " + q(o->type));
    return setError(u);
  }
  set(u, Type::commonArithmetic(o->type, o->type), o->isParallel, o->rank);
}

void Checker::checkBinary(BinaryExpr *b) {
  Expr *l = b->lhs.get(), *r = b->rhs.get();
  checkExpr(l);
  checkExpr(r);
  if (bad(l) || bad(r))
    return setError(b);
  bool par;
  unsigned rank;
  if (!combineShape(b, l, r, par, rank))
    return setError(b);
  const char *op = BinaryExpr::opSpelling(b->op);
  auto mismatch = [&](const char *need) {
    const Expr *culprit = l;
    if (std::string(need) == "boolean" ? l->type->isBoolean()
                                       : l->type->isArithmetic())
      culprit = r;
    error(Diag::TypeMismatch, b->loc, std::string("operands of `") + op + "` must be " + need +
                      "; " + describe(culprit) + " has type " +
                      q(culprit->type));
    setError(b);
  };
  switch (b->op) {
  case BinaryExpr::Op::Add:
  case BinaryExpr::Op::Sub:
  case BinaryExpr::Op::Mul:
  case BinaryExpr::Op::Div:
  case BinaryExpr::Op::Pow: {
    const Type *t = Type::commonArithmetic(l->type, r->type);
    if (!t)
      return mismatch("numbers");
    return set(b, t, par, rank);
  }
  case BinaryExpr::Op::Mod: {
    const Type *t = Type::commonArithmetic(l->type, r->type);
    if (!t)
      return mismatch("numbers");
    if (!t->isIntegral()) {
      const Expr *culprit =
          l->type->isFloating() || l->type->isComplex() ? l : r;
      error(Diag::TypeMismatch, b->loc, "operands of `%` must be integers; " + describe(culprit) +
                        " has type " + q(culprit->type));
      return setError(b);
    }
    return set(b, t, par, rank);
  }
  case BinaryExpr::Op::Eq:
  case BinaryExpr::Op::Ne:
  case BinaryExpr::Op::Lt:
  case BinaryExpr::Op::Le:
  case BinaryExpr::Op::Gt:
  case BinaryExpr::Op::Ge: {
    bool ordered = b->op != BinaryExpr::Op::Eq && b->op != BinaryExpr::Op::Ne;
    bool ok = false;
    if (l->type->isArithmetic() && r->type->isArithmetic())
      ok = !(ordered && (l->type->isComplex() || r->type->isComplex()));
    else if (l->type->isEnum() || r->type->isEnum())
      ok = l->type == r->type ||
           (l->type->isEnum() && r->type->isIntegral()) ||
           (r->type->isEnum() && l->type->isIntegral());
    else if (l->type->isString() && r->type->isString())
      ok = true;
    else if (!ordered && l->type == r->type &&
             (l->type->isRegion() || l->type->isDirection() ||
              l->type->kind() == K::File))
      ok = true;
    if (!ok) {
      error(Diag::TypeMismatch, b->loc, std::string("cannot compare ") + q(l->type) + " with " +
                        q(r->type) + " using `" + op + "`");
      return setError(b);
    }
    return set(b, Type::boolean(), par, rank);
  }
  case BinaryExpr::Op::And:
  case BinaryExpr::Op::Or:
    if (!l->type->isBoolean() || !r->type->isBoolean())
      return mismatch("boolean");
    return set(b, Type::boolean(), par, rank);
  }
}

// The operand of @, # and of out/inout array arguments: a parallel array
// reference rather than a computed value.
bool Checker::isArrayRef(const Expr *e) {
  return isa<NameExpr>(e) || isa<SubscriptExpr>(e) || isa<MemberExpr>(e);
}

void Checker::checkShift(ShiftExpr *s) {
  Expr *o = s->operand.get();
  const char *op = s->wrap ? "@^" : "@";
  auto *prime = dyn_cast<PrimeExpr>(o);
  if (prime) // `A'@d`: the shift of `A`, then the prime's own rules
    o = prime->operand.get();
  checkExpr(o);
  if (prime)
    set(prime, o->type, o->isParallel, o->rank);
  else if (auto *n = dyn_cast<NameExpr>(o); n && primeTarget_ && n->decl == primeTarget_)
    shiftedTarget_ = true; // Spaces.cpp
  int dr = checkDirection(s->direction.get());
  if (bad(o) || dr < 0)
    return setError(s);
  if (!o->isParallel) {
    error(Diag::NotParallel, s->loc, std::string("cannot shift ") +
                      (isa<NameExpr>(o) ? "scalar " : "") + describe(o) +
                      " with `" + op + "`; only parallel arrays have " +
                      "neighbours");
    return setError(s);
  }
  if (!isArrayRef(o)) {
    error(Diag::NotParallel, s->loc,
          std::string("`") + op +
              "` applies to a parallel array, not to a computed value; "
              "shift each array instead");
    return setError(s);
  }
  // `A.x@d`: the lowering shifts whole arrays (it stopped with an internal
  // error); `(A@d).x` reads the same field.
  if (auto *m = dyn_cast<MemberExpr>(o)) {
    error(Diag::NotSupported, s->loc,
          std::string("shifting a field of a parallel array of records is not supported by the "
                      "code generator yet; shift the array and take the field: `(") +
              (isa<NameExpr>(m->base.get()) ? cast<NameExpr>(m->base.get())->name : "A") + op +
              "d)." + m->member + "`");
    return setError(s);
  }
  if (dr && o->rank && (unsigned)dr != o->rank) {
    error(Diag::RankMismatch, s->direction->loc, "direction has " + rankWord(dr) + " but " +
                                 describe(o) + " has " + rankWord(o->rank));
    return setError(s);
  }
  if (!dr && o->rank && !fixDirectionRank(s->direction.get(), o->rank))
    return setError(s);
  if (prime && !checkPrime(s, prime, o)) // Primes.cpp
    return setError(s);
  noteCyclicShift(s); // Fluff.cpp
  set(s, o->type, true, o->rank);
}

void Checker::checkRemap(RemapExpr *r) {
  Expr *o = r->operand.get();
  // The source of a gather (or target of a scatter) is indexed by the
  // maps, which are read over the current region; the array itself may
  // have another rank (`[Mat] T := V#[Col]` gathers a vector into a matrix).
  bool passing = passingArray_, remap = remapOperand_;
  passingArray_ = isArrayRef(o);
  remapOperand_ = true; // not read over the current region (Align.cpp)
  checkExpr(o);
  passingArray_ = passing;
  remapOperand_ = remap;
  bool ok = !bad(o);
  for (auto &m : r->maps) {
    if (!m) {
      // `A#[, I2]`: the lowering has no index to read for that dimension.
      error(Diag::NotSupported, r->loc,
            "an empty remap index is not supported by the code generator yet");
      ok = false;
      continue;
    }
    checkExpr(m.get());
    if (bad(m.get())) {
      ok = false;
      continue;
    }
    if (!m->type->isIntegral()) {
      error(Diag::TypeMismatch, m->loc, "remap indices must be integers; " + describe(m.get()) +
                        " has type " + q(m->type));
      ok = false;
    }
  }
  if (!ok)
    return setError(r);
  if (!o->isParallel || !isArrayRef(o)) {
    error(Diag::NotParallel, r->loc,
          "`#` remaps a parallel array; " + describe(o) +
              (o->isParallel ? " is a computed value" : " is not parallel"));
    return setError(r);
  }
  if (o->rank && r->maps.size() != o->rank) {
    error(Diag::RankMismatch, r->loc, "remap of " + describe(o) + " needs " +
                      std::to_string(o->rank) +
                      " index expressions (its rank), not " +
                      std::to_string(r->maps.size()));
    return setError(r);
  }
  r->permutation = permutationRemap(r); // Shapes.cpp
  if (!checkRemapShape(r))
    return setError(r);
  useParallel(r->loc);
  set(r, o->type, true, inRegion() ? currentRank() : o->rank);
}

void Checker::checkSubscript(SubscriptExpr *s) {
  Expr *b = s->base.get();
  subscriptedField_ = dyn_cast<MemberExpr>(b); // checkMember
  checkExpr(b);
  bool ok = !bad(b);
  for (auto &i : s->indices)
    ok &= expectIntegerScalar(i.get(), "an array index");
  if (!ok)
    return setError(s);
  if (b->isParallel && b->type->isIndexedArray()) {
    // A parallel array of indexed arrays: `U[2]` is the parallel array of
    // every element's second component.
    if (s->indices.size() != b->type->rank()) {
      error(Diag::RankMismatch, s->loc, "the elements of " + describe(b) + " have " +
                        std::to_string(b->type->rank()) +
                        " dimension(s) but " +
                        std::to_string(s->indices.size()) +
                        " index(es) were given");
      return setError(s);
    }
    const Type *el = b->type->element();
    if (el->isParallelArray()) {
      error(Diag::BadElementType, s->loc, "the elements of " + describe(b) +
                        " cannot themselves be parallel arrays");
      return setError(s);
    }
    checkConstantIndices(s, "subscript out of bounds"); // Limits.cpp
    return set(s, el, true, b->rank);
  }
  if (b->isParallel) {
    error(Diag::BadIndexing, s->loc, describe(b) +
                      " is a parallel array and cannot be indexed with " +
                      "`[...]`; use a region scope such as `[i, j]`");
    return setError(s);
  }
  if (!b->type->isIndexedArray()) {
    error(Diag::BadIndexing, s->loc,
          describe(b) + " has type " + q(b->type) + " and cannot be indexed");
    return setError(s);
  }
  if (s->indices.size() != b->type->rank()) {
    error(Diag::RankMismatch, s->loc, describe(b) + " has " + std::to_string(b->type->rank()) +
                      " dimension(s) but " +
                      std::to_string(s->indices.size()) +
                      " index(es) were given");
    return setError(s);
  }
  const Type *el = b->type->element();
  if (el->isParallelArray()) {
    checkConstantIndices(s, nullptr); // Limits.cpp
    useParallel(s->loc);
    set(s, el->element(), true, el->rank());
    // An element such as `U[k]` is a parallel array of its own rank, and
    // must fit the current region as a named parallel array must; its
    // distribution is its declared region's (Align.cpp).
    const auto *n = dyn_cast<NameExpr>(b);
    if (n && n->decl)
      noteAlignUse(n->decl, el->rank());
    checkRankAgainstRegion(s, n ? n->decl : nullptr, el->rank());
    return;
  }
  set(s, el);
}

void Checker::checkMember(MemberExpr *m) {
  Expr *b = m->base.get();
  bool subscripted = m == subscriptedField_; // `r.v[k]`, set by checkSubscript
  subscriptedField_ = nullptr;
  checkExpr(b);
  if (bad(b))
    return setError(m);
  if (isa<RemapExpr>(b)) { // the same: `G#[I].a` stopped with an internal error
    error(Diag::NotSupported, m->loc,
          "a field of a remapped parallel array of records is not supported by the code "
          "generator yet; remap the field: `" +
              (isa<NameExpr>(cast<RemapExpr>(b)->operand.get())
                   ? cast<NameExpr>(cast<RemapExpr>(b)->operand.get())->name
                   : std::string("A")) +
              "." + m->member + "#[...]`");
    return setError(m);
  }
  if (isa<CallExpr>(b)) { // the lowering splits records into their fields
    error(Diag::NotSupported, m->loc,
          "a field of a procedure's result is not supported by the code generator yet; "
          "assign the result to a record variable first");
    return setError(m);
  }
  if (b->type->kind() != K::Record) {
    error(Diag::NoSuchField, m->loc,
          describe(b) + " has type " + q(b->type) + ", which has no fields");
    return setError(m);
  }
  // Find the FieldDecl through the record's declaration.
  const RecordTypeExpr *rec = recordSyntax(b->type);
  if (rec) {
    for (auto &f : rec->fields)
      if (f->name == m->member) {
        m->field = f.get();
        if (!subscripted && !wholeElementField(m)) // Limits.cpp
          return setError(m);
        return set(m, f->type ? f->type : Type::error(), b->isParallel,
                   b->rank);
      }
  } else {
    for (auto &f : b->type->fields())
      if (f.first == m->member)
        return set(m, f.second, b->isParallel, b->rank);
  }
  error(Diag::NoSuchField, m->loc, "record " + q(b->type) + " has no field " + q(m->member));
  setError(m);
}

const RecordTypeExpr *Checker::recordSyntax(const Type *t) {
  auto it = records_.find(t);
  return it == records_.end() ? nullptr : it->second;
}

bool Checker::isAssignable(Expr *e, std::string &why) {
  if (auto *n = dyn_cast<NameExpr>(e)) {
    if (!n->decl) {
      why = describe(e) + " is not a variable";
      return false;
    }
    if (auto *v = dyn_cast<VarDecl>(n->decl)) {
      if (v->isConstant()) {
        why = std::string(v->isConfig() ? "config constant " : "constant ") +
              q(v->name) + " cannot be assigned";
        return false;
      }
      return true;
    }
    if (auto *p = dyn_cast<ParamDecl>(n->decl)) {
      if (p->mode == ParamDecl::Mode::In && p->type &&
          p->type->isParallelArray()) {
        why = "parallel array parameter " + q(p->name) +
              " is passed `in` and cannot be assigned; declare it `inout`";
        return false;
      }
      return true;
    }
    why = q(n->name) + " is not a variable";
    return false;
  }
  if (auto *s = dyn_cast<SubscriptExpr>(e))
    return isAssignable(s->base.get(), why);
  if (auto *m = dyn_cast<MemberExpr>(e))
    return isAssignable(m->base.get(), why);
  if (auto *r = dyn_cast<RemapExpr>(e))
    return isAssignable(r->operand.get(), why);
  if (isa<ShiftExpr>(e)) {
    why = "a shifted reference (`A@d`) cannot be assigned";
    return false;
  }
  why = "the expression cannot be assigned";
  return false;
}

} // namespace checker
} // namespace sema
} // namespace zpl
