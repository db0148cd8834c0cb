// Sema: regions, directions, distributions and parallel contexts.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

// Checks a region-valued expression; returns its rank (0 when unknown) or
// -1 after an error. `inDecl`: no region scope exists, so `"` and empty
// dimensions are meaningless.
int Checker::checkRegion(Expr *e, bool inDecl, const char *maskedBy) {
  if (auto *lit = dyn_cast<RegionLiteralExpr>(e)) {
    if (lit->isSingleEntry()) {
      Expr *inner = lit->dims[0].lo.get();
      checkExpr(inner);
      if (bad(inner)) {
        setError(e);
        return -1;
      }
      if (inner->type->isRegion() && !inner->isParallel) {
        // `[R]`, `[Rs[2]]`; the lowering reads no other region in brackets.
        if (!isa<NameExpr>(inner) && !isa<SubscriptExpr>(inner)) {
          error(Diag::NotSupported, inner->loc,
                "a region written inside another region's brackets (`[[1..n, 1..n]]`) is not "
                "supported by the code generator yet; write it once (`[1..n, 1..n]`)");
          setError(e);
          return -1;
        }
        set(e, inner->type);
        return inner->type->rank();
      }
      if (!inner->type->isIntegral() || inner->isParallel) {
        error(Diag::ExpectedRegion, inner->loc, "expected a region or an integer index; " +
                              describe(inner) + " has type " + typeOf(inner));
        setError(e);
        return -1;
      }
      set(e, Type::region(1));
      return 1;
    }
    bool ok = true;
    unsigned rank = lit->dims.size();
    for (unsigned i = 0; i < rank; ++i) {
      RegionDim &d = lit->dims[i];
      switch (d.kind) {
      case RegionDim::Kind::Range:
        ok &= expectIntegerScalar(d.lo.get(), "region bound");
        ok &= expectIntegerScalar(d.hi.get(), "region bound");
        ok = ok && checkBoundReduction(d.lo.get()) && checkBoundReduction(d.hi.get());
        if (d.stride)
          ok &= expectIntegerScalar(d.stride.get(), "region stride") &&
                checkStride(d.stride.get(), diags_) && // SemaCompat.cpp
                checkStrideNotZero(d.stride.get()) &&  // Limits.cpp
                checkBoundReduction(d.stride.get());
        break;
      case RegionDim::Kind::Single:
        ok &= expectIntegerScalar(d.lo.get(), "region index");
        ok = ok && checkBoundReduction(d.lo.get());
        break;
      case RegionDim::Kind::Star:
        break;
      case RegionDim::Kind::Empty:
        if (inDecl || !inRegion()) {
          error(Diag::RegionMissing, d.loc,
                "an empty region dimension inherits from the enclosing "
                "region, but there is none here");
          ok = false;
        } else if (!ownRegion()) {
          regionMissing(d.loc,
                        "an empty region dimension inherits from the "
                        "enclosing region, but there is none here");
        } else if (currentRank() && currentRank() != rank) {
          error(Diag::RankMismatch, d.loc,
                "an empty region dimension inherits from the enclosing "
                "region, which has " +
                    rankWord(currentRank()) + ", not " + rankWord(rank));
          ok = false;
        }
        break;
      }
    }
    if (!ok) {
      setError(e);
      return -1;
    }
    set(e, Type::region(rank));
    return rank;
  }
  if (isa<CurrentRegionExpr>(e)) {
    if (inDecl || !inRegion()) {
      error(Diag::RegionMissing, e->loc, "`\"` refers to the current region, but there is no "
                    "enclosing region scope");
      setError(e);
      return -1;
    }
    if (!ownRegion())
      regionMissing(e->loc, "`\"` refers to the current region, but there "
                            "is no enclosing region scope");
    set(e, Type::region(currentRank()));
    return currentRank();
  }
  if (auto *d = dyn_cast<DerivedRegionExpr>(e)) {
    bool masks = d->op == DerivedRegionExpr::Op::With || d->op == DerivedRegionExpr::Op::Without;
    int base = checkRegion(d->base(), inDecl, masks ? DerivedRegionExpr::opSpelling(d->op) : nullptr);
    Expr *mod = d->modifier();
    if (base < 0) {
      // Still resolve names in the modifier so its own mistakes surface.
      if (masks)
        checkExpr(mod);
      else
        checkDirection(mod);
      setError(e);
      return -1;
    }
    const char *op = DerivedRegionExpr::opSpelling(d->op);
    if (d->op == DerivedRegionExpr::Op::With ||
        d->op == DerivedRegionExpr::Op::Without) {
      RegionGuard g(*this, base, d->base());
      bool saw = sawParallel_;
      checkExpr(mod);
      sawParallel_ = saw; // the mask is read over the region being built
      if (bad(mod)) {
        setError(e);
        return -1;
      }
      if (!mod->isParallel || !mod->type->isBoolean()) {
        error(Diag::TypeMismatch, mod->loc, std::string("the mask of `") + op +
                            "` must be a parallel boolean array; " +
                            describe(mod) + " has type " + typeOf(mod));
        setError(e);
        return -1;
      }
      if (base && mod->rank && (unsigned)base != mod->rank) {
        error(Diag::RankMismatch, mod->loc, std::string("the mask of `") + op + "` has " +
                            rankWord(mod->rank) + " but the region has " +
                            rankWord(base));
        setError(e);
        return -1;
      }
      set(e, Type::region(base));
      return base;
    }
    int dr = checkDirection(mod);
    if (dr < 0) {
      setError(e);
      return -1;
    }
    if (base && dr && base != dr) {
      error(Diag::RankMismatch, mod->loc, std::string("direction of `") + op + "` has " +
                          rankWord(dr) + " but the region has " +
                          rankWord(base));
      setError(e);
      return -1;
    }
    if (!dr && base && !fixDirectionRank(mod, base)) {
      setError(e);
      return -1;
    }
    if (!checkRuntimeDirection(d)) { // Shapes.cpp
      setError(e);
      return -1;
    }
    if (d->op == DerivedRegionExpr::Op::By) {
      if (auto *lit = dyn_cast<DirectionLiteralExpr>(mod))
        for (auto &o : lit->offsets) {
          if (!checkStride(o.get(), diags_)) // SemaCompat.cpp
            continue;
          if (constantBound(o.get()) == 0) // `by [k0, 1]`, constant k0 = 0
            error(Diag::BadConstant, o->loc, "a stride of `by` must not be zero");
        }
    }
    set(e, Type::region(base));
    return base;
  }
  // A name, a subscript of an array of regions, a call...
  checkExpr(e);
  if (bad(e))
    return -1;
  if (!e->type->isRegion() || e->isParallel) {
    error(Diag::ExpectedRegion, e->loc,
          "expected a region; " + describe(e) + " has type " + typeOf(e));
    // `[2..n with M]` reads as `[2..(n with M)]`: the mask went to the bound.
    if (maskedBy && !e->isParallel && e->type->isIntegral())
      note(e->loc, std::string("`") + maskedBy + "` masks a region, not a bound: bracket the region, as in `[[lo..hi] " +
                       maskedBy + " mask]`");
    setError(e);
    return -1;
  }
  return e->type->rank();
}

// Checks a direction-valued expression and records its offsets when they
// are known (Expr::offsets); returns its rank (0 unknown) or -1.
int Checker::checkDirection(Expr *e) {
  int r = checkDirectionKind(e);
  if (r >= 0)
    e->offsets = foldOffsets(e); // Constants.cpp
  return r;
}

int Checker::checkDirectionKind(Expr *e) {
  if (auto *lit = dyn_cast<DirectionLiteralExpr>(e)) {
    bool ok = true;
    for (auto &o : lit->offsets)
      ok &= expectIntegerScalar(o.get(), "direction offset");
    if (!ok) {
      setError(e);
      return -1;
    }
    set(e, Type::direction(lit->offsets.size()));
    return lit->offsets.size();
  }
  // `[0, 1]` written where the grammar did not expect a direction.
  if (auto *lit = dyn_cast<RegionLiteralExpr>(e)) {
    bool singles = true;
    for (auto &d : lit->dims)
      singles &= d.kind == RegionDim::Kind::Single;
    if (singles && !lit->isSingleEntry()) {
      bool ok = true;
      for (auto &d : lit->dims)
        ok &= expectIntegerScalar(d.lo.get(), "direction offset");
      if (!ok) {
        setError(e);
        return -1;
      }
      set(e, Type::direction(lit->dims.size()));
      return lit->dims.size();
    }
  }
  checkExpr(e);
  if (bad(e))
    return -1;
  if (!e->type->isDirection() || e->isParallel) {
    error(Diag::ExpectedDirection, e->loc,
          "expected a direction; " + describe(e) + " has type " + typeOf(e));
    setError(e);
    return -1;
  }
  return e->type->rank();
}

// `[1..max<< V]`: the lowering evaluates a region's bounds outside any
// region scope, and its strides in the enclosing one, which may be none.
bool Checker::checkBoundReduction(const Expr *bound) {
  const ReduceExpr *r = regionReduction(bound); // Limits.cpp
  if (!r)
    return true;
  error(Diag::NotSupported, r->loc,
        "a reduction of a parallel array in a region's bound is not supported by the code "
        "generator yet; reduce into a scalar variable before the region scope");
  return false;
}

// `d` or `dirs[i]` of a variable declared to hold directions of any rank
// (`var d : direction`, `array [1..4] of direction`).
VarDecl *Checker::ranklessDirection(const Expr *e) {
  if (!e->type || !e->type->isDirection() || e->type->rank())
    return nullptr;
  if (auto *s = dyn_cast<SubscriptExpr>(e))
    e = s->base.get();
  auto *n = dyn_cast<NameExpr>(e);
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  const Type *t = v ? v->type : nullptr;
  if (t && t->isIndexedArray())
    t = t->element();
  return t && t->isDirection() && !t->rank() ? v : nullptr;
}

// The rank of a direction: its type's, or the one its variable's first use
// gave it (0: not known yet).
unsigned Checker::directionRank(const Expr *e) {
  if (!e->type || !e->type->isDirection())
    return 0;
  if (e->type->rank())
    return e->type->rank();
  VarDecl *v = ranklessDirection(e);
  return v ? v->directionRank : 0;
}

// `A@d` with `d : direction`: the first use of a variable of directions of
// any rank fixes the rank of its offsets (the lowering stores that many);
// a use of another rank later is refused. False after an error.
bool Checker::fixDirectionRank(const Expr *e, unsigned rank) {
  VarDecl *v = ranklessDirection(e);
  if (!v || !rank || v->directionRank == rank)
    return true;
  if (!v->directionRank) {
    v->directionRank = rank;
    return true;
  }
  error(Diag::RankMismatch, e->loc,
        "direction has " + rankWord(rank) + " here but " + q(v->name) + " holds directions of " +
            rankWord(v->directionRank) + ", the rank of its first use; declare it with its rank "
            "(`direction<.., ..>`) and use one rank");
  return false;
}

// `d := [1, 0]`, `dirs[i] := d`: either side fixes the other's rank.
bool Checker::checkDirectionAssign(const Expr *l, const Expr *r) {
  if (!r->type || !r->type->isDirection())
    return true; // the type check reports it
  unsigned lr = directionRank(l), rr = directionRank(r);
  if (lr && rr && lr != rr && (ranklessDirection(l) || ranklessDirection(r))) {
    error(Diag::RankMismatch, r->loc,
          "cannot assign a direction of " + rankWord(rr) + " to " + describe(l) +
              ", which holds directions of " + rankWord(lr));
    return false;
  }
  if (!lr && rr)
    return fixDirectionRank(l, rr);
  if (lr && !rr)
    return fixDirectionRank(r, lr);
  if (!lr && !rr && ranklessDirection(r)) {
    error(Diag::NotSupported, r->loc,
          "the rank of " + q(ranklessDirection(r)->name) +
              "'s directions is not known here (no use before gives it); declare it with its "
              "rank (`direction<.., ..>`)");
    return false;
  }
  return true;
}

// Notes that a parallel value is used by the current statement; the
// statement reports once if no region scope gives it an index set.
void Checker::useParallel(SourceLocation l) {
  noteAlignSeen(); // Align.cpp
  if (!sawParallel_) {
    sawParallel_ = true;
    parallelLoc_ = l;
  }
  if (proc_)
    parallelBody_.emplace(proc_, l);
}

// A parallel operand read in the current region must have its rank.
void Checker::checkRankAgainstRegion(Expr *e, const Decl *d, unsigned rank) {
  unsigned cur = currentRank();
  if (passingArray_ || !inRegion() || !cur || !rank || cur == rank)
    return;
  if (!reportedRank_.insert({d, stmt_}).second)
    return;
  error(Diag::RankMismatch, e->loc, describe(e) + " has " + rankWord(rank) +
                    " but the current region has " + rankWord(cur));
}

// A statement that already has an error is not also told it lacks a
// region: the first error is usually the cause.
void Checker::requireRegionIfParallel(const char *what) {
  if (sawParallel_ && !ownRegion() && diags_.errorCount() == stmtErrors_)
    regionMissing(parallelLoc_,
                  std::string(what) +
                      " uses parallel arrays but has no region scope; "
                      "enclose it in one such as `[R]`");
}

void Checker::checkRegionDecl(RegionDecl *r) {
  StmtScope ss(*this, nullptr);
  int distRank = -1;
  if (r->distribution) {
    NameExpr *n = r->distribution.get();
    Decl *d = lookup(n->name);
    if (!d) {
      undeclared(n->loc, n->name, "distribution");
    } else if (!isa<DistributionDecl>(d)) {
      n->decl = d;
      error(Diag::WrongKindOfName, n->loc, q(n->name) + " is not a distribution");
    } else {
      n->decl = d;
      set(n, d->type ? d->type : Type::error());
      distRank = cast<DistributionDecl>(d)->rank();
    }
  }
  int rank = r->init ? checkRegion(r->init.get(), /*inDecl=*/true) : -1;
  if (rank > 0 && distRank > 0 && rank != distRank) {
    error(Diag::RankMismatch, r->loc, "region " + q(r->name) + " has " + rankWord(rank) +
                      " but distribution " + q(r->distribution->name) +
                      " has " + rankWord(distRank));
  }
  r->type = rank < 0 ? Type::error() : Type::region(rank);
  declare(r);
}

void Checker::checkDistribution(DistributionDecl *d) {
  StmtScope ss(*this, nullptr);
  NameExpr *g = d->grid.get();
  GridDecl *grid = nullptr;
  if (g) {
    Decl *gd = lookup(g->name);
    if (!gd)
      undeclared(g->loc, g->name, "grid");
    else if (!(grid = dyn_cast<GridDecl>(gd)))
      error(Diag::WrongKindOfName, g->loc, q(g->name) + " is not a grid");
    if (gd) {
      g->decl = gd;
      set(g, gd->type ? gd->type : Type::error());
    }
  }
  unsigned distributed = 0;
  for (auto &f : d->formats) {
    if (f.kind != DistFormat::Kind::Star)
      ++distributed;
    // The back end builds a distribution's relations when compiling: its
    // block size must be known then (ir/lower/Declarations.cpp).
    Expr *k = f.blockSize.get();
    if (k && expectIntegerScalar(k, "block size of `cyclic`")) {
      if (!k->value)
        error(Diag::NotSupported, k->loc,
              "a block size of `cyclic` known only at run time is not supported by the code "
              "generator yet; write a constant");
      else if (*k->value < 1)
        error(Diag::BadConstant, k->loc, "block size of `cyclic` must be at least 1");
    }
  }
  if (grid && distributed != grid->rank())
    error(Diag::RankMismatch, d->loc, "distribution " + q(d->name) + " distributes " +
                      std::to_string(distributed) +
                      " dimension(s) but grid " + q(grid->name) + " has " +
                      rankWord(grid->rank()) +
                      "; use `*` for dimensions that are not distributed");
  d->type = Type::distribution(d->rank());
  declare(d);
}

// Reports what was held back by regionMissing() for the procedures that
// are never called in a region scope.
// The procedures called inside a region scope, directly or through callers
// that are.
std::set<const ProcedureDecl *> Checker::inheritingProcedures() const {
  auto canon = [](const ProcedureDecl *p) {
    return p->isPrototype && p->definition ? p->definition : p;
  };
  std::set<const ProcedureDecl *> inherits;
  for (bool changed = true; changed;) {
    changed = false;
    for (const CallEdge &c : calls_)
      if (c.inRegion || inherits.count(canon(c.caller)))
        changed |= inherits.insert(canon(c.callee)).second;
  }
  return inherits;
}

void Checker::reportMissingRegions() {
  std::set<const ProcedureDecl *> inherits = inheritingProcedures();
  for (ProcedureDecl *p : prog_.procedures) {
    auto it = deferred_.find(p);
    if (it != deferred_.end() && inherits.count(p) && !it->second.empty())
      checkInheritedRegion(*p, it->second.front().loc, diags_); // SemaCompat.cpp
    if (it == deferred_.end() || inherits.count(p))
      continue;
    for (const Deferred &d : it->second)
      error(Diag::RegionMissing, d.loc, d.msg);
  }
}

} // namespace checker
} // namespace sema
} // namespace zpl
