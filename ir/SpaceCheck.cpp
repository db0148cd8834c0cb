// Statement regions that reach outside the index space their loops run in.
//
// The generated loops clip a statement's region to the owned block of an
// index space (the bounding box of the regions of the loop's distribution,
// or a parameter's argument's): indices outside it have no owner and no
// storage, and `[2, -5..1] B := A` used to skip them without a word. The
// generated code checks every region when the statement runs
// (zplc::checkInSpace); this finds the cases whose bounds are constants, so
// that they are errors when compiling. It mirrors the emitter's choice of
// the space each loop clips to (codegen/emit: loopNest and writeItems), and
// runs on the IR the emitter sees, after the passes. Sema decides the same
// for programs (frontend/sema/Spaces.cpp, same message; it also follows
// fields of parallel arrays of records and elements and components of
// arrays of parallel arrays); this remains for IR text and for the forms
// sema does not follow (array parameters, remaps by data inside
// expressions, reductions of several operands), so its errors stay user
// errors.
#include "ir/SpaceCheck.h"
#include "ir/Walk.h"
#include "basic/DistributionMessages.h"

#include <algorithm>
#include <optional>
#include <set>

namespace zpl::ir {
namespace {

// Integer constants only: config values may change at run time.
std::optional<int64_t> constant(const Expr *e) {
  if (!e)
    return std::nullopt;
  if (auto *l = llvm::dyn_cast<Lit>(e))
    return isIntegral(l->ty) ? std::optional<int64_t>(l->i) : std::nullopt;
  if (auto *v = llvm::dyn_cast<VarRef>(e))
    return v->subscripts.empty() && v->var->storage == Var::Constant ? constant(v->var->init)
                                                                       : std::nullopt;
  if (auto *u = llvm::dyn_cast<Unary>(e)) {
    auto x = constant(u->operand);
    return x && u->op == UnOp::Neg ? std::optional<int64_t>(-*x) : std::nullopt;
  }
  if (auto *b = llvm::dyn_cast<Binary>(e)) {
    auto x = constant(b->lhs), y = constant(b->rhs);
    if (!x || !y)
      return std::nullopt;
    int64_t r;
    switch (b->op) {
    case BinOp::Add: return __builtin_add_overflow(*x, *y, &r) ? std::nullopt : std::optional<int64_t>(r);
    case BinOp::Sub: return __builtin_sub_overflow(*x, *y, &r) ? std::nullopt : std::optional<int64_t>(r);
    case BinOp::Mul: return __builtin_mul_overflow(*x, *y, &r) ? std::nullopt : std::optional<int64_t>(r);
    case BinOp::Div: // as sema folds it (frontend/sema/Constants.cpp)
      return *y && !(*x == INT64_MIN && *y == -1) ? std::optional<int64_t>(*x / *y) : std::nullopt;
    default: return std::nullopt;
    }
  }
  return std::nullopt;
}

std::string spaceName(const Distribution *d, const Array *arr) {
  if (arr && !arr->temp)
    return "`" + arr->name + "`";
  return d->name.rfind("DefaultDist", 0) == 0 ? "the default distribution"
                                              : "distribution `" + d->name + "`";
}

// One side of an index space: the least lower or the greatest upper bound of
// its regions, known when every one is a constant; `text` shows it (the
// bound as written when it is not known, and all regions write it alike).
struct Bound {
  bool upper, known = true;
  int64_t value = 0;
  std::string text;
  explicit Bound(bool up) : upper(up) {}
  void add(const Expr *e) {
    auto c = constant(e);
    bool first = text.empty();
    if (c && known) {
      value = first ? *c : upper ? std::max(value, *c) : std::min(value, *c);
      text = std::to_string(value);
      return;
    }
    std::string t = printExpr(e);
    text = first || (!known && text == t) ? t : "?";
    known = false;
  }
};

struct Checker : Visitor {
  std::vector<SpaceError> errors;
  std::set<std::pair<unsigned, unsigned>> reported; // one error per statement
  Loc at;

  void visitStmt(const Stmt *s) override {
    at = s->loc;
    Visitor::visitStmt(s);
  }

  // `region` runs in distribution `d`'s index space (`arr` is the array it
  // writes or prints, if any).
  void check(const Region *region, const Distribution *d, const Array *arr) {
    if (!region || !d || (arr && arr->param) || reported.count({at.line, at.col}))
      return;
    for (int k = 0; k < region->rank() && k < d->rank(); ++k) {
      const Region::Dim &rd = region->dims[k];
      if (rd.flood || rd.strideExpr || (arr && arr->isFlood(k)))
        continue;
      auto lo = constant(rd.lo), hi = constant(rd.hi);
      if (!lo || !hi || *lo > *hi || rd.stride <= 0)
        continue;
      int64_t last = *hi - (*hi - *lo) % rd.stride;
      // The space's bound on a side is known when every member's is.
      Bound sLo(false), sHi(true);
      for (const Region *m : d->members)
        if (k < m->rank() && !m->dims[k].flood) {
          sLo.add(m->dims[k].lo);
          sHi.add(m->dims[k].hi);
        }
      if (sLo.text.empty() || !((sLo.known && *lo < sLo.value) || (sHi.known && last > sHi.value)))
        continue;
      errors.push_back(
          {at, msg::outsideIndexSpace(*lo, last, k + 1, spaceName(d, arr), sLo.text, sHi.text)});
      reported.insert({at.line, at.col});
      return;
    }
  }

  void visitParAssign(const ParAssign *s) override {
    check(s->region, s->lhs->dist, s->lhs);
    Visitor::visitParAssign(s);
  }
  void visitReduceStmt(const ReduceStmt *s) override {
    check(s->region, s->region ? s->region->dist : nullptr, nullptr);
    if (s->into)
      check(s->intoRegion, s->into->dist, s->into);
    for (const Array *a : s->moreInto)
      check(s->intoRegion, a->dist, a);
    Visitor::visitReduceStmt(s);
  }
  void visitScanStmt(const ScanStmt *s) override {
    check(s->region, s->lhs->dist, s->lhs);
    for (const Array *a : s->moreLhs)
      check(s->region, a->dist, a);
    Visitor::visitScanStmt(s);
  }
  void visitRemapStmt(const RemapStmt *s) override {
    if (s->region)
      check(s->region, s->scatter() ? s->region->dist : s->dst->dist, nullptr);
    Visitor::visitRemapStmt(s);
  }
  void visitItem(const Write::Item &it) override {
    if (it.array && it.region)
      check(it.region, it.array->dist, it.array);
    Visitor::visitItem(it);
  }
};

} // namespace

std::vector<SpaceError> regionsOutsideSpace(const Module &m) {
  Checker c;
  c.visitModule(m);
  return std::move(c.errors);
}

} // namespace zpl::ir
