// Sema: reductions, scans and floods.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

// The element types an operator of a reduction or scan accepts, and the
// type of its result; null after reporting.
const Type *Checker::reduceResult(ReduceOp op, Expr *o, SourceLocation at,
                         const char *suffix) {
  std::string spelled = std::string(reduceName(op)) + suffix;
  switch (op) {
  case ReduceOp::Add:
  case ReduceOp::Mul:
  case ReduceOp::Max:
  case ReduceOp::Min:
    if (!o->type->isArithmetic() ||
        (o->type->isComplex() &&
         (op == ReduceOp::Max || op == ReduceOp::Min))) {
      error(Diag::TypeMismatch, at, "operand of `" + spelled + "` must be numeric; " +
                    describe(o) + " has type " + q(o->type));
      return nullptr;
    }
    // Sums and products of booleans and chars count in integers, as in C.
    if (op == ReduceOp::Add || op == ReduceOp::Mul)
      return Type::commonArithmetic(o->type, o->type);
    return o->type;
  case ReduceOp::And:
  case ReduceOp::Or:
    if (!o->type->isBoolean()) {
      error(Diag::TypeMismatch, at, "operand of `" + spelled + "` must be boolean; " +
                    describe(o) + " has type " + q(o->type));
      return nullptr;
    }
    return Type::boolean();
  case ReduceOp::BAnd:
  case ReduceOp::BOr:
  case ReduceOp::BXor:
    if (!o->type->isIntegral()) {
      error(Diag::TypeMismatch, at, "operand of `" + spelled + "` must be an integer; " +
                    describe(o) + " has type " + q(o->type));
      return nullptr;
    }
    return o->type;
  }
  return nullptr;
}

void Checker::checkReduce(ReduceExpr *r) {
  if (r->isUser() && !userReduceProcs(r))
    return;
  std::string spelled = (r->isUser() ? r->userOp : std::string(reduceName(r->op))) + "<<";
  if (r->region) {
    // Partial: the operand is read over the source region and the result
    // lands in the current region, with the same rank.
    int src = checkRegion(r->region.get());
    if (src < 0) {
      checkArgQuietly(r->operand.get());
      return setError(r);
    }
    if (!inRegion()) {
      error(Diag::RegionMissing, r->loc, "a partial reduction `" + spelled +
                        " [...]` needs an enclosing " +
                        "region scope for its result");
      checkArgQuietly(r->operand.get());
      return setError(r);
    }
    if (!ownRegion())
      regionMissing(r->loc, "a partial reduction `" + spelled +
                                " [...]` needs an enclosing " +
                                "region scope for its result");
    unsigned cur = currentRank();
    if (src && cur && (unsigned)src != cur) {
      error(Diag::RankMismatch, r->region->loc, "partial reduction from a region of " +
                                rankWord(src) + " into a region of " +
                                rankWord(cur) +
                                "; both must have the same rank");
      checkArgQuietly(r->operand.get());
      return setError(r);
    }
    {
      RegionGuard g(*this, src, r->region.get());
      partialSources_[r] = {shapes_.back().id, shapes_.back().bounds}; // Spaces.cpp
      checkExpr(r->operand.get());
      for (auto &o : r->moreOperands)
        checkExpr(o.get());
    }
    const Type *t = reducedOperandType(r, spelled);
    if (!t)
      return setError(r);
    checkFloodUses(r); // Shapes.cpp
    if (stmt_ && !isa<AssignStmt>(stmt_)) {
      // A partial reduction is a statement of its own in the IR, made from
      // an assignment (Limits.cpp, checkAssignLimits).
      error(Diag::NotSupported, r->loc,
            "partial reductions are not supported by the code generator yet");
      return setError(r);
    }
    useParallel(r->loc);
    return set(r, t, true, cur);
  }
  const Expr *direct = directRhs_;
  directRhs_ = nullptr;
  checkExpr(r->operand.get());
  for (auto &o : r->moreOperands)
    checkExpr(o.get());
  const Type *t = reducedOperandType(r, spelled);
  if (!t)
    return setError(r);
  checkFloodUses(r); // Shapes.cpp
  set(r, t);
  if (r->operand->isParallel)
    noteReduceSpace(r, direct == r ? dyn_cast_or_null<AssignStmt>(stmt_) : nullptr); // Spaces.cpp
}

// The result type of a reduction whose operand has been checked, or null
// after reporting why it cannot be reduced (full and partial alike).
const Type *Checker::reducedOperandType(ReduceExpr *r, const std::string &spelled) {
  Expr *o = r->operand.get();
  if (bad(o))
    return nullptr;
  if (r->isUser())
    return userReduceOperand(r);
  if (!o->isParallel && !r->region && isFreeValue(o))
    return reduceResult(r->op, o, r->loc, "<<"); // across processors (frontend/SemaFree.h)
  if (!o->isParallel) {
    error(Diag::NotParallel, r->loc, "operand of `" + spelled + "` must be parallel; " +
                      describe(o) + " is a scalar");
    return nullptr;
  }
  return reduceResult(r->op, o, r->loc, "<<");
}

void Checker::checkScan(ScanExpr *s) {
  if (directRhs_ != s)
    noteJoin(); // a scan inside an expression: Spaces.cpp
  directRhs_ = nullptr;
  checkExpr(s->operand.get());
  Expr *o = s->operand.get();
  bool ok = !bad(o);
  for (auto &d : s->dims)
    ok = expectIntegerScalar(d.get(), "scan dimension") && ok;
  if (ok)
    for (auto &[at, msg] : scanDimErrors(*s, o->rank)) {
      error(at, msg);
      ok = false;
    }
  if (!ok)
    return setError(s);
  std::string spelled = (s->userOp.empty() ? std::string(reduceName(s->op)) : s->userOp) + "||";
  if (!o->isParallel) {
    error(Diag::NotParallel, s->loc, "operand of `" + spelled + "` must be parallel; " +
                      describe(o) + " is a scalar");
    return setError(s);
  }
  const Type *t = s->userOp.empty() ? reduceResult(s->op, o, s->loc, "||") : userScanType(s);
  if (!t)
    return setError(s);
  set(s, t, true, o->rank);
}

void Checker::checkFlood(FloodExpr *f) {
  int src = checkRegion(f->region.get());
  if (src < 0) {
    checkArgQuietly(f->operand.get());
    return setError(f);
  }
  if (!inRegion()) {
    error(Diag::RegionMissing, f->loc,
          "a flood `>>[...]` needs an enclosing region scope for its result");
    checkArgQuietly(f->operand.get());
    return setError(f);
  }
  if (!ownRegion())
    regionMissing(f->loc, "a flood `>>[...]` needs an enclosing region "
                          "scope for its result");
  unsigned cur = currentRank();
  if (src && cur && (unsigned)src != cur) {
    error(Diag::RankMismatch, f->region->loc, "flood from a region of " + rankWord(src) +
                              " into a region of " + rankWord(cur) +
                              "; both must have the same rank");
    checkArgQuietly(f->operand.get());
    return setError(f);
  }
  if (!checkFloodSource(f)) { // Shapes.cpp
    checkArgQuietly(f->operand.get());
    return setError(f);
  }
  {
    // Its source slice is read through a transfer, whatever its layout.
    RegionGuard g(*this, src, f->region.get());
    shapes_.back().align = false;
    checkExpr(f->operand.get());
  }
  Expr *o = f->operand.get();
  if (bad(o))
    return setError(f);
  if (!o->isParallel) {
    error(Diag::NotParallel, f->loc, "operand of `>>` must be parallel; " + describe(o) +
                      " is a scalar");
    return setError(f);
  }
  if (const char *why = notOneArray(o)) { // Limits.cpp: the IR floods one array
    error(Diag::NotSupported, o->loc,
          std::string("flooding ") + why + " is not supported by the code generator yet");
    return setError(f);
  }
  useParallel(f->loc);
  set(f, o->type, true, cur);
}

} // namespace checker
} // namespace sema
} // namespace zpl
