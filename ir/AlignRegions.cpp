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
#include "ir/FromAST.h"

#include "frontend/Diagnostics.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace zpl::ir {
namespace {

struct Use {
  std::set<Distribution *> dists;
  Loc loc;
  bool seen = false;
};

struct Aligner {
  Module &m;
  std::map<Region *, Use> uses;
  Loc at;
  // Second walk, once regions are aligned: calls are checked, not recorded.
  DiagnosticEngine *check = nullptr;
  bool ok = true;

  void use(Region *r, Array *a) {
    if (check || !r || !r->defaulted || !r->name.empty() || !a)
      return;
    const Array *s = a->storage();
    Use &u = uses[r];
    if (!u.seen)
      u.loc = at, u.seen = true;
    // Compiler temporaries over the region follow it; they do not decide.
    if (!s->temp && s->dist && s->dist->rank() == r->rank())
      u.dists.insert(const_cast<Array *>(s)->dist);
  }

  void region(Region *r) {
    if (!check && r && r->defaulted && r->name.empty()) {
      Use &u = uses[r];
      if (!u.seen)
        u.loc = at, u.seen = true;
    }
    if (r && r->mask)
      expr(r->mask, r);
  }

  void expr(Expr *e, Region *r) {
    if (!e)
      return;
    switch (e->kind) {
    case Expr::K_ArrayRead: {
      auto *a = llvm::cast<ArrayRead>(e);
      use(r, a->array);
      for (Expr *x : a->dynOffset)
        expr(x, nullptr);
      return;
    }
    case Expr::K_Unary:
      expr(llvm::cast<Unary>(e)->operand, r);
      return;
    case Expr::K_Binary:
      expr(llvm::cast<Binary>(e)->lhs, r);
      expr(llvm::cast<Binary>(e)->rhs, r);
      return;
    case Expr::K_Call: {
      auto *c = llvm::cast<Call>(e);
      if (check && c->proc) {
        // A procedure's body is compiled once, for its formals' layouts: an
        // actual of another distribution would be read as if it had that one.
        for (size_t i = 0; i < c->args.size() && i < c->proc->paramOrder.size(); ++i) {
          int k = c->proc->paramOrder[i];
          auto *rd = llvm::dyn_cast<ArrayRead>(c->args[i]);
          if (k >= 0 || !rd)
            continue;
          Array *formal = c->proc->arrayParams[-k - 1];
          const Array *actual = rd->array->storage();
          if (actual->dist != formal->dist) {
            Loc l = rd->loc.line ? rd->loc : (e->loc.line ? e->loc : at);
            auto name = [](const Distribution *d) {
              return d->name.rfind("DefaultDist", 0) == 0 ? std::string("the default distribution")
                                                          : "distribution `" + d->name + "`";
            };
            check->error(SourceLocation(l.line, l.col),
                         "passing `" + actual->name + "` (" + name(actual->dist) + ") for a parameter of " +
                             name(formal->dist) + " is not supported by the code generator yet");
            ok = false;
          }
        }
      }
      // A procedure with parallel array parameters runs over the region it
      // is passed (a RegionValue argument): its arrays decide that one.
      Region *inherited = nullptr;
      for (Expr *x : c->args)
        if (auto *rv = llvm::dyn_cast<RegionValue>(x))
          inherited = rv->region;
      for (Expr *x : c->args)
        expr(x, inherited ? inherited : r);
      return;
    }
    case Expr::K_Reduce: {
      auto *x = llvm::cast<Reduce>(e);
      region(x->region);
      expr(x->operand, x->region);
      return;
    }
    case Expr::K_Flood:
      // The source slice is read through a transfer, whatever its layout.
      return;
    case Expr::K_Remap:
      // Likewise the remapped array; the maps are evaluated over the region.
      for (Expr *x : llvm::cast<Remap>(e)->maps)
        expr(x, r);
      return;
    case Expr::K_RegionValue:
      region(llvm::cast<RegionValue>(e)->region);
      return;
    default:
      return;
    }
  }

  void block(Block *b) {
    for (Stmt *s : b->stmts)
      stmt(s);
  }

  void stmt(Stmt *s) {
    at = s->loc;
    switch (s->kind) {
    case Stmt::K_Block: block(llvm::cast<Block>(s)); return;
    case Stmt::K_ParAssign: {
      auto *a = llvm::cast<ParAssign>(s);
      region(a->region);
      use(a->region, a->lhs);
      expr(a->rhs, a->region);
      return;
    }
    case Stmt::K_ScalarAssign: expr(llvm::cast<ScalarAssign>(s)->rhs, nullptr); return;
    case Stmt::K_ReduceStmt: {
      auto *r = llvm::cast<ReduceStmt>(s);
      region(r->region);
      expr(r->operand, r->region);
      if (r->into)
        use(r->intoRegion, r->into);
      return;
    }
    case Stmt::K_ScanStmt: {
      auto *c = llvm::cast<ScanStmt>(s);
      region(c->region);
      use(c->region, c->lhs);
      expr(c->operand, c->region);
      return;
    }
    case Stmt::K_RemapStmt: {
      auto *r = llvm::cast<RemapStmt>(s);
      region(r->region);
      for (Expr *x : r->maps)
        expr(x, r->region);
      expr(r->value, r->region);
      if (r->dst)
        use(r->region, r->dst);
      return;
    }
    case Stmt::K_If: {
      auto *i = llvm::cast<If>(s);
      for (auto &arm : i->arms) {
        at = s->loc;
        expr(arm.first, nullptr);
        block(arm.second);
      }
      if (i->otherwise)
        block(i->otherwise);
      return;
    }
    case Stmt::K_For: {
      auto *f = llvm::cast<For>(s);
      expr(f->from, nullptr);
      expr(f->to, nullptr);
      expr(f->step, nullptr);
      block(f->body);
      return;
    }
    case Stmt::K_While:
      expr(llvm::cast<While>(s)->cond, nullptr);
      block(llvm::cast<While>(s)->body);
      return;
    case Stmt::K_Repeat:
      block(llvm::cast<Repeat>(s)->body);
      at = s->loc;
      expr(llvm::cast<Repeat>(s)->cond, nullptr);
      return;
    case Stmt::K_Write:
      for (auto &it : llvm::cast<Write>(s)->items) {
        region(it.region);
        expr(it.value, it.region);
      }
      return;
    case Stmt::K_Read:
      for (auto &it : llvm::cast<Read>(s)->items) {
        region(it.region);
        use(it.region, it.array);
      }
      return;
    case Stmt::K_CallStmt: expr(llvm::cast<CallStmt>(s)->call, nullptr); return;
    case Stmt::K_Return: expr(llvm::cast<Return>(s)->value, nullptr); return;
    default: return;
    }
  }
};

// Bounds every processor can evaluate when the program starts (a
// distribution's index space is computed then).
// (A procedure's constants do not exist then: only the program's count.)
bool staticBound(const Module &m, const Expr *e) {
  if (!e)
    return true;
  switch (e->kind) {
  case Expr::K_Lit: return true;
  case Expr::K_VarRef: {
    auto *v = llvm::cast<VarRef>(e);
    bool program = std::find(m.vars.begin(), m.vars.end(), v->var) != m.vars.end();
    return v->subscripts.empty() && program &&
           (v->var->storage == Var::Config || v->var->storage == Var::ConfigConst ||
            v->var->storage == Var::Constant);
  }
  case Expr::K_Unary: return staticBound(m, llvm::cast<Unary>(e)->operand);
  case Expr::K_Binary:
    return staticBound(m, llvm::cast<Binary>(e)->lhs) && staticBound(m, llvm::cast<Binary>(e)->rhs);
  default: return false;
  }
}

} // namespace

bool alignLiteralRegions(Module &m, DiagnosticEngine &diags) {
  Aligner al{m, {}, {}, nullptr};
  for (Procedure *p : m.procs)
    al.block(p->body);
  bool ok = true;
  std::set<Distribution *> hadMembers;
  for (Distribution *d : m.dists)
    if (!d->members.empty())
      hadMembers.insert(d);
  // In source order, so that diagnostics and members come out the same on
  // every run.
  std::vector<std::pair<Region *, Use *>> order;
  for (auto &[r, u] : al.uses)
    order.push_back({r, &u});
  std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) {
    return std::make_pair(a.second->loc.line, a.second->loc.col) <
           std::make_pair(b.second->loc.line, b.second->loc.col);
  });
  for (auto &[r, up] : order) {
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
    // (`[2..n] s := +<< Index1`) needs an index space too when no array
    // uses the default distribution.
    if ((u.dists.empty() && hadMembers.count(old)) || u.dists.count(old) ||
        std::find(old->members.begin(), old->members.end(), r) != old->members.end())
      continue;
    bool fixed = true;
    for (auto &d : r->dims)
      fixed &= d.flood || (staticBound(m, d.lo) && staticBound(m, d.hi));
    if (!fixed) {
      diags.error(SourceLocation(u.loc.line, u.loc.col),
                  u.dists.empty()
                      ? "a statement over a region with run-time bounds where no parallel array uses the "
                        "default distribution is not supported by the code generator yet (name the "
                        "region's distribution)"
                      : "a statement over a region with run-time bounds that reads parallel arrays of "
                        "several distributions is not supported by the code generator yet (name the "
                        "region's distribution)");
      ok = false;
      continue;
    }
    old->members.push_back(r);
  }
  Aligner calls{m, {}, {}, &diags};
  for (Procedure *p : m.procs)
    calls.block(p->body);
  return ok && calls.ok;
}

} // namespace zpl::ir
