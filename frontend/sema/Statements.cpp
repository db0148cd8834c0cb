// Sema: statements.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

void Checker::checkCondition(Expr *c, const char *construct, bool *shattered) {
  checkExpr(c);
  if (bad(c))
    return;
  if (c->isParallel && shattered && ownRegion() && c->rank == currentRank()) {
    *shattered = true; // a parallel `if` (frontend/SemaShattered.cpp)
    return;
  }
  if (c->isParallel) {
    error(Diag::ParallelInScalarContext, c->loc,
          std::string("condition of `") + construct +
              "` depends on parallel data; reduce it to a scalar, e.g. " +
              "with `|<<`, `&<<` or `max<<`");
    return;
  }
  // An integer condition is true when not zero, as in C (ZPL programs
  // written in C's style rely on it).
  if (!c->type->isBoolean() && !c->type->isIntegral())
    error(Diag::TypeMismatch, c->loc, std::string("condition of `") + construct +
                      "` must be boolean or an integer; " + describe(c) + " has type " +
                      q(c->type));
}

void Checker::checkStmt(Stmt *s) {
  checkStmtKind(s);
  if (s && s->kind != NodeKind::CompoundStmt)
    for (auto &[at, msg] : freeLeaks(*s, proc_))
      error(at, msg);
}

void Checker::checkStmtKind(Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case NodeKind::CompoundStmt:
    for (auto &b : cast<CompoundStmt>(s)->body)
      checkStmt(b.get());
    return;
  case NodeKind::RegionScopeStmt: {
    if (proc_)
      parallelBody_.emplace(proc_, s->loc);
    auto *r = cast<RegionScopeStmt>(s);
    int rank;
    {
      StmtScope ss(*this, s);
      rank = checkRegion(r->region.get());
    }
    RegionGuard g(*this, rank < 0 ? 0 : rank, r->region.get());
    checkStmt(r->body.get());
    return;
  }
  case NodeKind::AssignStmt:
    return checkAssign(cast<AssignStmt>(s));
  case NodeKind::CallStmt: {
    StmtScope ss(*this, s);
    checkCall(cast<CallStmt>(s)->call.get(), /*asStmt=*/true);
    noteCallJoin(cast<CallStmt>(s)->call.get()); // Spaces.cpp
    requireRegionIfParallel("this call");
    return;
  }
  case NodeKind::IfStmt: {
    auto *i = cast<IfStmt>(s);
    for (size_t k = 0; k < i->clauses.size(); ++k) {
      auto &c = i->clauses[k];
      {
        StmtScope ss(*this, s);
        checkCondition(c.cond.get(), k == 0 ? "if" : "elsif", &i->shattered);
        requireRegionIfParallel(k == 0 ? "this `if` condition" : "this `elsif` condition");
      }
      checkStmt(c.body.get());
    }
    if (i->elseBody)
      checkStmt(i->elseBody.get());
    if (i->shattered)
      noteJoin(); // Spaces.cpp
    if (i->shattered)
      for (auto &[at, msg] : shatteredIfErrors(*i))
        error(at, msg);
    return;
  }
  case NodeKind::ForStmt:
    return checkFor(cast<ForStmt>(s));
  case NodeKind::WhileStmt: {
    auto *w = cast<WhileStmt>(s);
    {
      StmtScope ss(*this, s);
      checkCondition(w->cond.get(), "while", &w->shattered);
      checkLoopCondition(w->cond.get(), s); // Limits.cpp
      requireRegionIfParallel("this `while` condition");
    }
    ++loopDepth_;
    checkStmt(w->body.get());
    --loopDepth_;
    if (w->shattered)
      noteJoin(); // Spaces.cpp
    if (w->shattered)
      for (auto &[at, msg] : shatteredWhileErrors(*w))
        error(at, msg);
    return;
  }
  case NodeKind::RepeatStmt: {
    auto *r = cast<RepeatStmt>(s);
    ++loopDepth_;
    checkStmt(r->body.get());
    --loopDepth_;
    StmtScope ss(*this, s);
    checkCondition(r->cond.get(), "until");
    checkLoopCondition(r->cond.get(), s); // Limits.cpp
    requireRegionIfParallel("this `until` condition");
    return;
  }
  case NodeKind::ReturnStmt:
    return checkReturn(cast<ReturnStmt>(s));
  case NodeKind::HaltStmt: {
    StmtScope ss(*this, s);
    checkWriteArgs(cast<HaltStmt>(s)->args, 0);
    requireRegionIfParallel("`halt`");
    return;
  }
  case NodeKind::ExitStmt:
    if (!loopDepth_)
      error(Diag::LoopControl, s->loc, "`exit` is only allowed inside a loop");
    return;
  case NodeKind::ContinueStmt:
    if (!loopDepth_)
      error(Diag::LoopControl, s->loc, "`continue` is only allowed inside a loop");
    return;
  case NodeKind::WrapStmt:
  case NodeKind::ReflectStmt: {
    bool wrap = isa<WrapStmt>(s);
    auto &arrays =
        wrap ? cast<WrapStmt>(s)->arrays : cast<ReflectStmt>(s)->arrays;
    const char *what = wrap ? "`wrap`" : "`reflect`";
    StmtScope ss(*this, s);
    // The border is the region scope written around the statement, in its
    // own procedure (ir/lower/Statements.cpp, borderStmt): one a caller
    // passes on names none.
    bool border = ownRegion() && checkBorderScope(s, what); // Shapes.cpp
    if (!ownRegion())
      error(Diag::RegionMissing, s->loc,
            std::string(what) + " needs a region scope naming the border, " +
                "such as `[east of R]`");
    for (auto &a : arrays) {
      checkExpr(a.get());
      if (bad(a.get()))
        continue;
      if (!a->isParallel || !isArrayRef(a.get()))
        error(Diag::NotParallel, a->loc, std::string(what) + " applies to parallel arrays; " +
                          describe(a.get()) + " is not one");
      else if (const char *why = notOneArray(a.get())) // Limits.cpp
        error(Diag::NotSupported, a->loc, std::string(what) + " of " + why +
                                              " is not supported by the code generator yet");
    }
    if (!border)
      return;
    checkBorderShape(arrays, what); // Shapes.cpp
    if (!wrap)
      checkReflectWidth(s); // Shapes.cpp
    checkBorderFluff(s, arrays, what); // Fluff.cpp
    return;
  }
  case NodeKind::IOStmt:
    return checkIO(cast<IOStmt>(s));
  case NodeKind::EmptyStmt:
    return;
  default:
    diags_.internalError(s->loc, std::string("sema: unhandled statement ") +
                                     kindName(s->kind));
  }
}

void Checker::checkAssign(AssignStmt *a) {
  if (!a->moreLhs.empty())
    return checkMultiAssign(a); // UserReductions.cpp
  StmtScope ss(*this, a);
  Expr *l = a->lhs.get(), *r = a->rhs.get();
  checkExpr(l);
  noteStoreEffect(l, a->loc); // Calls.cpp
  // A region literal of plain indices on the right of a direction variable
  // is a direction (`dirs[i] := [0, 1];`).
  bool lhsDirection = !bad(l) && l->type->isDirection();
  // `A'@d` on the right reads what this assignment to `A` has computed.
  primes_.clear();
  auto *ln = dyn_cast<NameExpr>(l);
  primeTarget_ = ln && !bad(l) && l->isParallel ? ln->decl : nullptr;
  directRhs_ = a->op == AssignStmt::Op::Assign ? r : nullptr; // Spaces.cpp
  shiftedTarget_ = false;
  if (lhsDirection && isa<RegionLiteralExpr>(r))
    checkDirection(r);
  else
    checkExpr(r);
  directRhs_ = nullptr;
  primeTarget_ = nullptr;
  requireRegionIfParallel("this statement");
  if (bad(l) || bad(r))
    return;
  if (!checkAssignLimits(a) || !checkScatterShape(a)) // Limits.cpp, Shapes.cpp
    return;
  if (lhsDirection && !checkDirectionAssign(l, r)) // Regions.cpp
    return;
  if (!primes_.empty() && !checkWavefront(a)) // Primes.cpp
    return;
  std::string why;
  if (!isAssignable(l, why)) {
    error(Diag::NotAssignable, l->loc, "cannot assign to " + describe(l) + ": " + why);
    return;
  }
  if (!l->isParallel && r->isParallel) {
    if (!explainPromotion(r))
      error(Diag::ParallelInScalarContext, a->loc, "cannot assign a parallel value to scalar " +
                        describe(l) +
                        "; reduce it first, e.g. with `+<<` or `max<<`");
    return;
  }
  if (l->isParallel && r->isParallel && l->rank && r->rank &&
      l->rank != r->rank) {
    error(Diag::RankMismatch, a->loc, "cannot assign a value of " + rankWord(r->rank) + " to " +
                      describe(l) + ", which has " + rankWord(l->rank));
    return;
  }
  if (l->isParallel)
    checkFloodUses(a); // Shapes.cpp
  noteAssignSpace(a);  // Spaces.cpp
  const char *op = AssignStmt::opSpelling(a->op);
  switch (a->op) {
  case AssignStmt::Op::Assign:
    if (!convertible(r->type, l->type))
      error(Diag::TypeMismatch, a->loc, "cannot assign " + q(r->type) + " to " + describe(l) +
                        " of type " + q(l->type));
    else if (l->type->isRegion() && !l->isParallel && checkRegionStore(r, /*inDecl=*/false)) {
      noteRegionValue(r, a->loc);    // Shapes.cpp, Align.cpp
      noteRegionStoreDist(l, r);     // Spaces.cpp
    }
    else if (!checkRecordResult(a))         // Shapes.cpp
      ;
    else if (l->type->isIndexedArray())
      checkWholeArrayCopy(r, l->type, wholeArrayType(l), a->loc, describe(l)); // Limits.cpp
    else
      literalFits(r, l->type);
    return;
  case AssignStmt::Op::Add:
  case AssignStmt::Op::Sub:
  case AssignStmt::Op::Mul:
  case AssignStmt::Op::Div:
    if (!l->type->isArithmetic() || l->type->isBoolean() ||
        !r->type->isArithmetic())
      error(Diag::TypeMismatch, a->loc, std::string("`") + op + "` needs numbers; " +
                        (l->type->isArithmetic() && !l->type->isBoolean()
                             ? "the right side has type " + q(r->type)
                             : describe(l) + " has type " + q(l->type)));
    return;
  case AssignStmt::Op::Mod:
    if (!l->type->isIntegral() ||
        !(r->type->isIntegral() || r->type->isBoolean()))
      error(Diag::TypeMismatch, a->loc, std::string("`%=` needs integers; ") +
                        (l->type->isIntegral()
                             ? "the right side has type " + q(r->type)
                             : describe(l) + " has type " + q(l->type)));
    return;
  case AssignStmt::Op::And:
  case AssignStmt::Op::Or:
    if (!l->type->isBoolean() || !r->type->isBoolean())
      error(Diag::TypeMismatch, a->loc, std::string("`") + op + "` needs boolean operands; " +
                        (l->type->isBoolean()
                             ? "the right side has type " + q(r->type)
                             : describe(l) + " has type " + q(l->type)));
    return;
  }
}

void Checker::checkFor(ForStmt *f) {
  // The grammar reads `for i := a to b by s` as `a to (b by s)` because
  // `by` is also the region operator; a loop bound is never a region, so
  // the step is taken back here.
  if (!f->step)
    if (auto *d = dyn_cast_or_null<DerivedRegionExpr>(f->to.get()))
      if (d->op == DerivedRegionExpr::Op::By) {
        ExprPtr bound = std::move(d->lhs), step = std::move(d->rhs);
        if (auto *dl = dyn_cast<DirectionLiteralExpr>(step.get()))
          if (dl->offsets.size() == 1)
            step = std::move(dl->offsets[0]);
        f->step = std::move(step);
        f->to = std::move(bound);
      }
  {
    StmtScope ss(*this, f);
    NameExpr *v = f->var.get();
    Decl *d = lookup(v->name);
    if (!d) {
      undeclared(v->loc, v->name, "loop variable");
      setError(v);
    } else {
      v->decl = d;
      const Type *t = d->type ? d->type : Type::error();
      set(v, t);
      if (!isa<VarDecl>(d) && !isa<ParamDecl>(d)) {
        error(Diag::LoopVariable, v->loc, "loop variable " + q(v->name) + " must be a variable");
      } else if (isa<VarDecl>(d) && cast<VarDecl>(d)->isConstant()) {
        error(Diag::LoopVariable, v->loc, "loop variable " + q(v->name) + " is a constant");
      } else if (!t->isError() &&
                 (t->isParallelArray() || !t->isIntegral())) {
        error(Diag::LoopVariable, v->loc, "loop variable " + q(v->name) +
                          " must be a scalar integer; it has " + "type " +
                          q(t));
      }
    }
    for (Expr *e : {f->from.get(), f->to.get(), f->step.get()}) {
      if (!e)
        continue;
      checkExpr(e);
      if (bad(e))
        continue;
      if (e->isParallel)
        error(Diag::ParallelInScalarContext, e->loc, "bounds of `for` must be scalars; " + describe(e) +
                          " is parallel (reduce it first)");
      else if (!e->type->isIntegral())
        error(Diag::TypeMismatch, e->loc, "bounds of `for` must be integers; " + describe(e) +
                          " has type " + q(e->type));
    }
    // `by -1` counted away from the bound forever; a step known only at
    // run time is checked there (zplc::checkForStep).
    if (f->step && !bad(f->step.get()))
      if (auto st = constantBound(f->step.get()); st && *st <= 0)
        error(Diag::BadConstant, f->step->loc,
              "the step of `for` must be positive, not " + std::to_string(*st) +
                  (*st < 0 ? " (count down with `downto`)" : ""));
    requireRegionIfParallel("the range of this `for`");
  }
  ++loopDepth_;
  checkStmt(f->body.get());
  --loopDepth_;
}

void Checker::checkReturn(ReturnStmt *r) {
  StmtScope ss(*this, r);
  const Type *want = proc_ && proc_->type ? proc_->type : Type::voidType();
  if (!r->value) {
    if (!want->isVoid() && !want->isError())
      error(Diag::ReturnValue, r->loc, "procedure " + q(proc_->name) +
                        " must return a value of type " + q(want));
    return;
  }
  checkExpr(r->value.get());
  requireRegionIfParallel("`return`");
  Expr *v = r->value.get();
  if (want->isVoid()) {
    error(Diag::ReturnValue, v->loc,
          "procedure " + q(proc_ ? proc_->name : std::string("?")) +
              " has no result type, so `return` cannot carry a value");
    return;
  }
  if (bad(v) || want->isError())
    return;
  if (want->isParallelArray()) {
    if (!v->isParallel ||
        (want->rank() && v->rank && v->rank != want->rank()) ||
        !convertible(v->type, want->element()))
      error(Diag::ReturnValue, v->loc, "cannot return " + typeOf(v) + " from " + q(proc_->name) +
                        ", which returns " + q(want));
    return;
  }
  if (v->isParallel) {
    error(Diag::ParallelInScalarContext, v->loc, "procedure " + q(proc_->name) +
                      " returns a scalar but the value is " +
                      "parallel; reduce it first");
    return;
  }
  if (!convertible(v->type, want) && !directionLiteralFits(v, want))
    error(Diag::ReturnValue, v->loc, "cannot return " + q(v->type) + " from " + q(proc_->name) +
                      ", which returns " + q(want));
  else if (wholeElementRecord(v, "returned")) // Limits.cpp
    literalFits(v, want);
}

bool Checker::printable(const Type *t) {
  return t->isArithmetic() || t->isString() || t->isEnum();
}

FormatValue Checker::formatValue(const Type *t) {
  switch (t->kind()) {
  case K::Boolean: return FormatValue::Boolean;
  case K::Char: return FormatValue::Char;
  case K::UInteger: case K::Long: case K::ULong: return FormatValue::LongInteger; // stored in 64 bits
  case K::Enum: return FormatValue::Integer;
  case K::String: return FormatValue::String;
  default:
    if (t->isIntegral())
      return FormatValue::Integer;
    if (t->isFloating())
      return FormatValue::Floating;
    return FormatValue::Other;
  }
}

// Arguments of write/writeln/halt from index `first` on.
void Checker::checkWriteArgs(std::vector<ExprPtr> &args, size_t first) {
  for (size_t i = first; i < args.size(); ++i) {
    Expr *a = args[i].get();
    Expr *v = a;
    if (auto *f = dyn_cast<FormatExpr>(a)) {
      v = f->value.get();
      checkExpr(v);
      if (bad(v)) {
        setError(a);
        continue;
      }
      set(a, v->type, v->isParallel, v->rank);
      FormatCheck fc = checkFormat(f->format, formatValue(v->type));
      if (!fc.error.empty()) {
        error(Diag::BadFormat, f->formatLoc, "format " + q(f->format) + ": " + fc.error);
        continue;
      }
    } else {
      checkExpr(a);
      if (bad(a))
        continue;
    }
    if (!printable(v->type))
      error(Diag::NotPrintable, v->loc, "cannot write " + describe(v) + " of type " + q(v->type));
  }
}

void Checker::checkIO(IOStmt *io) {
  StmtScope ss(*this, io);
  noteSideEffect(io->loc, "does input or output"); // Calls.cpp
  bool reading = io->op == IOStmt::Op::Read || io->op == IOStmt::Op::Readln;
  // Only a checked expression can say whether it is a file, so the first
  // argument is checked here, once, and skipped below.
  size_t first = 0;
  Expr *a0 = io->args.empty() ? nullptr : io->args[0].get();
  if (a0 && !isa<FormatExpr>(a0) && !isa<StringLiteral>(a0)) {
    checkExpr(a0);
    first = 1;
    if (!bad(a0) && a0->type->kind() == K::File && !a0->isParallel)
      io->hasFile = true;
    else
      checkIOArg(a0, reading, io);
  }
  if (!reading) {
    checkWriteArgs(io->args, first);
    requireRegionIfParallel("this output statement");
    noteWriteSpace(io, io->hasFile ? 1 : 0); // Spaces.cpp
    checkFloodUses(io);                      // Shapes.cpp
    return;
  }
  for (size_t i = first; i < io->args.size(); ++i) {
    checkExpr(io->args[i].get());
    checkIOArg(io->args[i].get(), reading, io);
  }
  requireRegionIfParallel("this input statement");
  checkFloodUses(io); // Shapes.cpp
}

// What may be written or read into, for an argument already checked.
void Checker::checkIOArg(Expr *a, bool reading, IOStmt *io) {
  if (bad(a))
    return;
  if (!reading) {
    if (!printable(a->type))
      error(Diag::NotPrintable, a->loc, "cannot write " + describe(a) + " of type " + q(a->type));
    return;
  }
  std::string why;
  if (!isAssignable(a, why))
    error(Diag::NotAssignable, a->loc, "`" + std::string(IOStmt::opSpelling(io->op)) +
                      "` needs variables to read into; " + why);
  else if (!printable(a->type) &&
           !(a->type->isIndexedArray() && !a->isParallel && printable(a->type->element())))
    // A whole indexed array of scalars reads its elements in row-major order.
    error(Diag::NotPrintable, a->loc, "cannot read " + describe(a) + " of type " + q(a->type));
  else
    checkReadLimits(a); // Limits.cpp
}

} // namespace checker
} // namespace sema
} // namespace zpl
