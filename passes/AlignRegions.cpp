// Gives literal regions that have no enclosing region a distribution.
//
// `[2..n, 1..n] s := +<< A` names no distribution, so ir/FromAST gives the
// region the default one. When every parallel array the statements over that
// region use lives in one distribution D, the region is D's instead: the
// statement then runs where its data already is (ZPL reads such a region as
// an index set of the arrays it ranges over), with no redistribution. When
// the arrays use several distributions the region keeps the default one and
// insertTransfers redistributes every read into it; the region then joins
// the default distribution's members so that its index space covers it.
//
// A pass (align-regions, the first of passes/Pipeline.cpp): it reads only
// the IR, so lit tests can start from IR text whose literal regions are
// marked `defaulted`. Sema refuses, in programs, what this pass would
// (frontend/sema/Align.cpp: regions with run-time bounds that can join no
// distribution; Fluff.cpp: actuals of another distribution than their
// formal's), so its errors remain for IR text.
#include "passes/Passes.h"
#include "basic/DistributionMessages.h"
#include "ir/Walk.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace zpl::passes {
using namespace ir;
namespace {

std::string distName(const Distribution *d) {
  return d->name.rfind("DefaultDist", 0) == 0 ? std::string("the default distribution")
                                              : "distribution `" + d->name + "`";
}

struct Use {
  std::set<Distribution *> dists;
  Loc loc;
  bool seen = false;
};

// Records which distributions the arrays over each literal region use. The
// region an expression is evaluated over (`cur`) is the statement's, a
// reduction's, or the one a call passes on; scalar contexts have none.
struct Aligner : Visitor {
  Module &m;
  std::map<const Region *, Use> uses;
  Loc at;
  // Second walk, once regions are aligned: calls are checked, not recorded.
  const Target *check = nullptr;
  bool ok = true;
  const Region *cur = nullptr;
  Aligner(Module &mod, const Target *c) : m(mod), check(c) {}

  template <class F> void over(const Region *r, F &&f) {
    const Region *saved = cur;
    cur = r;
    f();
    cur = saved;
  }

  void use(const Region *r, const Array *a) {
    if (check || !r || !r->defaulted || !r->name.empty() || !a)
      return;
    const Array *s = a->storage();
    Use &u = uses[r];
    if (!u.seen)
      u.loc = at, u.seen = true;
    // Compiler temporaries over the region follow it; they do not decide.
    if (!s->temp && s->dist && s->dist->rank() == r->rank())
      u.dists.insert(s->dist);
  }

  void visitRegion(const Region *r) override {
    if (!check && r->defaulted && r->name.empty()) {
      Use &u = uses[r];
      if (!u.seen)
        u.loc = at, u.seen = true;
    }
    // The mask is evaluated over the region itself.
    over(r, [&] { Visitor::visitRegion(r); });
  }

  void visitArrayRead(const ArrayRead *a) override {
    use(cur, a->array);
    over(nullptr, [&] { Visitor::visitArrayRead(a); });
  }

  void visitCall(const Call *c) override {
    if (check && c->proc) {
      // A procedure's body is compiled once, for its formals' layouts: an
      // actual of another distribution would be read as if it had that one.
      // Sema refuses such calls in programs (frontend/sema/Fluff.cpp,
      // checkArgDistribution); this checks IR text, which no sema saw.
      forEachArrayArg(c, [&](const ArrayRead *rd, const Array *formal) {
        const Array *actual = rd->array->storage();
        if (actual->dist != formal->dist) {
          Loc l = rd->loc.line ? rd->loc : (c->loc.line ? c->loc : at);
          auto name = distName;
          check->fail(l, msg::actualOfOtherDistribution(actual->name, name(actual->dist),
                                                        name(formal->dist)));
          ok = false;
        }
      });
    }
    // A procedure with parallel array parameters runs over the region it
    // is passed (a RegionValue argument): its arrays decide that one.
    const Region *inherited = nullptr;
    for (const Expr *x : c->args)
      if (auto *rv = llvm::dyn_cast<RegionValue>(x))
        inherited = rv->region;
    over(inherited ? inherited : cur, [&] { Visitor::visitCall(c); });
  }

  void visitReduce(const Reduce *x) override {
    visit(x->region);
    over(x->region, [&] { visit(x->operand); });
  }
  // The source slice is read through a transfer, whatever its layout.
  void visitFlood(const Flood *) override {}
  // Likewise the remapped array; the maps are evaluated over the region.
  void visitRemap(const Remap *e) override {
    for (const Expr *x : e->maps)
      visit(x);
  }

  void visitStmt(const Stmt *s) override {
    at = s->loc;
    Visitor::visitStmt(s);
  }
  void visitParAssign(const ParAssign *a) override {
    visit(a->region);
    use(a->region, a->lhs);
    visitArray(a->lhs);
    over(a->region, [&] { visit(a->rhs); });
  }
  void visitReduceStmt(const ReduceStmt *r) override {
    visit(r->region);
    over(r->region, [&] {
      visit(r->operand);
      for (const Expr *o : r->moreOperands)
        visit(o);
    });
    if (r->into)
      use(r->intoRegion, r->into);
    visitArray(r->into);
    for (const Array *a : r->moreInto) {
      use(r->intoRegion, a);
      visitArray(a);
    }
  }
  void visitScanStmt(const ScanStmt *c) override {
    visit(c->region);
    use(c->region, c->lhs);
    visitArray(c->lhs);
    for (const Array *a : c->moreLhs) {
      use(c->region, a);
      visitArray(a);
    }
    over(c->region, [&] {
      visit(c->operand);
      for (const Expr *o : c->moreOperands)
        visit(o);
    });
  }
  void visitRemapStmt(const RemapStmt *r) override {
    visit(r->region);
    visitArray(r->array);
    over(r->region, [&] {
      for (const Expr *x : r->maps)
        visit(x);
      visit(r->value);
    });
    if (r->dst)
      use(r->region, r->dst);
    visitArray(r->dst);
  }
  void visitIf(const If *s) override {
    for (auto &arm : s->arms) {
      at = s->loc; // the previous arm's statements moved it
      visit(arm.first);
      visit(arm.second);
    }
    visit(s->otherwise);
  }
  void visitRepeat(const Repeat *s) override {
    visit(s->body);
    at = s->loc;
    visit(s->cond);
  }
  void visitItem(const Write::Item &it) override {
    visit(it.region);
    over(it.region, [&] { visit(it.value); });
    visitArray(it.array);
  }
  void visitRead(const Read *s) override {
    for (auto &it : s->items)
      use(it.region, it.array);
    Visitor::visitRead(s);
  }
};

// Bounds every processor can evaluate when the program starts (a
// distribution's index space is computed then): literals, and the program's
// configuration values and constants (a procedure's constants do not exist
// then), combined by unary and binary operators. Any other expression, a
// kind added to the IR included, is not.
class StartupBound : public Visitor {
public:
  explicit StartupBound(const Module &m) : m_(m) {}
  bool ok = true;
  void visitExpr(const Expr *e) override {
    if (!llvm::isa<Lit, VarRef, Unary, Binary>(e))
      ok = false;
  }
  void visitVarRef(const VarRef *v) override {
    bool program = std::find(m_.vars.begin(), m_.vars.end(), v->var) != m_.vars.end();
    ok &= v->subscripts.empty() && program &&
          (v->var->storage == Var::Config || v->var->storage == Var::ConfigConst ||
           v->var->storage == Var::Constant);
  }

private:
  const Module &m_;
};

bool staticBound(const Module &m, const Expr *e) {
  StartupBound b(m);
  b.visit(e);
  return b.ok;
}

} // namespace

bool alignRegions(Module &m, const Target &t) {
  Aligner al(m, nullptr);
  al.visitModule(m);
  bool ok = true;
  std::set<Distribution *> hadMembers;
  for (Distribution *d : m.dists)
    if (!d->members.empty())
      hadMembers.insert(d);
  // In source order, so that diagnostics and members come out the same on
  // every run.
  std::vector<std::pair<const Region *, Use *>> order;
  for (auto &[r, u] : al.uses)
    order.push_back({r, &u});
  std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) {
    return std::make_pair(a.second->loc.line, a.second->loc.col) <
           std::make_pair(b.second->loc.line, b.second->loc.col);
  });
  for (auto &[cr, up] : order) {
    // The walk only reads; the regions are the module's to change.
    Region *r = const_cast<Region *>(cr);
    Use &u = *up;
    Distribution *old = r->dist;
    if (u.dists.size() == 1 && *u.dists.begin() != old) {
      Distribution *d = *u.dists.begin();
      r->dist = d;
      for (Array *a : m.arrays)
        if (a->temp && a->region == r && a->dist == old)
          a->dist = d;
      for (Procedure *p : m.procs)
        for (Array *a : p->localArrays)
          if (a->temp && a->region == r && a->dist == old)
            a->dist = d;
      auto it = std::find(old->members.begin(), old->members.end(), r);
      if (it != old->members.end()) {
        old->members.erase(it);
        d->members.push_back(r);
      }
      continue;
    }
    // Arrays of the default distribution itself have member regions that
    // cover the statement as before. A region over no arrays at all
    // (`[2..n] s := +<< Index1`) needs an index space too: it joins the
    // members when its bounds are known at start-up, since the other
    // members need not cover it (`[6, n]` beside arrays over `[1..3, 1..3]`
    // would iterate over nothing); with run-time bounds it is assumed to lie
    // within them when some do.
    if (u.dists.count(old) ||
        std::find(old->members.begin(), old->members.end(), r) != old->members.end())
      continue;
    bool fixed = true;
    for (auto &d : r->dims)
      fixed &= d.flood || (staticBound(m, d.lo) && staticBound(m, d.hi));
    if (!fixed && u.dists.empty() && hadMembers.count(old))
      continue;
    if (!fixed) {
      t.fail(u.loc, msg::runtimeRegionWithoutDistribution(u.dists.empty()));
      ok = false;
      continue;
    }
    old->members.push_back(r);
  }
  Aligner calls(m, &t);
  calls.visitModule(m);
  return ok && calls.ok;
}

} // namespace zpl::passes
