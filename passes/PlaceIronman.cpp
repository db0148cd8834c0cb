// Brackets each statement's transfers with the four IRONMAN calls, moved
// within the statement's block so that communication overlaps computation:
// DR and SR rise above the statements before the one that needs the
// transfer, DN stays right before that statement, SV sinks below the
// statements after it. A statement may be crossed whole, nested control flow
// and procedure calls included, when its side effects (per-procedure
// summaries for calls, with parallel-array and inout parameters bound to the
// actual arguments) do not conflict with the transfer:
//  - DR stops at a write of the destination or a read of its received cells
//    (for a halo: a shifted read; for a copy: any read of the temporary);
//  - SR stops at a write of the source, and never rises above DR;
//  - SV stops at a write of the source;
//  - nothing crosses a write of a scalar the transfer's region or offsets
//    use (DR evaluates them), a statement whose own transfers involve the
//    same arrays, or a statement that may leave the block early (return,
//    exit/continue of an enclosing loop, halt), since a transfer must never be
//    left pending. Calls stay in their block, so every path through the block
//    sees DR, SR, DN, SV in order.
#include "passes/Passes.h"

#include <algorithm>
#include <map>
#include <set>

namespace zpl::passes {
namespace {

using namespace ir;

// What a statement, expression or procedure may read and write.
struct Effects {
  bool opaque = false;  // unknown effects (externs, file output): never crossed
  bool halts = false;   // may stop the program
  bool returns = false; // may leave the procedure
  bool breaks = false;  // may leave the enclosing loop (exit/continue)
  std::set<const Array *> reads, writes;
  std::set<const Array *> ghostReads; // read shifted: through halo cells
  std::set<const Array *> xfer;       // source or destination of a transfer inside
  std::set<const Var *> scalarWrites;
  std::set<const Procedure *> calls; // transitively

  bool leaves() const { return opaque || halts || returns || breaks; }

  bool merge(const Effects &o) {
    size_t before = reads.size() + writes.size() + ghostReads.size() + xfer.size() +
                    scalarWrites.size() + calls.size();
    bool flags = (o.opaque && !opaque) || (o.halts && !halts);
    opaque |= o.opaque;
    halts |= o.halts;
    returns |= o.returns;
    breaks |= o.breaks;
    reads.insert(o.reads.begin(), o.reads.end());
    writes.insert(o.writes.begin(), o.writes.end());
    ghostReads.insert(o.ghostReads.begin(), o.ghostReads.end());
    xfer.insert(o.xfer.begin(), o.xfer.end());
    scalarWrites.insert(o.scalarWrites.begin(), o.scalarWrites.end());
    calls.insert(o.calls.begin(), o.calls.end());
    return flags || before != reads.size() + writes.size() + ghostReads.size() + xfer.size() +
                                  scalarWrites.size() + calls.size();
  }
};

struct SideEffects {
  std::map<const Procedure *, Effects> summary;

  void transfer(const Transfer *u, Effects &a) {
    a.reads.insert(u->src->storage());
    a.writes.insert(u->dst->storage());
    a.xfer.insert(u->src->storage());
    a.xfer.insert(u->dst->storage());
  }

  void region(const Region *r, Effects &a) {
    if (r && r->mask)
      expr(r->mask, a);
  }

  // A call's effects: the callee's summary with its parallel-array
  // parameters replaced by the arrays passed and its `out`/`inout` scalar
  // parameters by the variables passed.
  void call(const Call *c, Effects &a) {
    const Procedure *p = c->proc;
    a.calls.insert(p);
    if (!p->body) {
      a.opaque = true;
      return;
    }
    const Effects &s = summary[p];
    std::map<const Array *, const Array *> bind;
    for (size_t i = 0; i < c->args.size() && i < p->paramOrder.size(); ++i) {
      int k = p->paramOrder[i];
      if (k < 0) {
        auto *rd = llvm::dyn_cast<ArrayRead>(c->args[i]);
        bind[p->arrayParams[-k - 1]] = rd ? rd->array->storage() : nullptr;
      } else if (p->params[k]->mode != Var::In) {
        if (auto *v = llvm::dyn_cast<VarRef>(c->args[i]))
          a.scalarWrites.insert(v->var);
        else
          a.opaque = true;
      }
    }
    auto mapped = [&](const std::set<const Array *> &from, std::set<const Array *> &to) {
      for (const Array *x : from) {
        auto it = bind.find(x);
        if (it == bind.end())
          to.insert(x);
        else if (it->second)
          to.insert(it->second);
      }
    };
    mapped(s.reads, a.reads);
    mapped(s.writes, a.writes);
    mapped(s.ghostReads, a.ghostReads);
    mapped(s.xfer, a.xfer);
    a.scalarWrites.insert(s.scalarWrites.begin(), s.scalarWrites.end());
    a.calls.insert(s.calls.begin(), s.calls.end());
    a.opaque |= s.opaque;
    a.halts |= s.halts;
  }

  void expr(const Expr *e, Effects &a) {
    if (!e)
      return;
    switch (e->kind) {
    case Expr::K_Lit:
    case Expr::K_Index:
      return;
    case Expr::K_ArrayRead: {
      auto *r = llvm::cast<ArrayRead>(e);
      a.reads.insert(r->array->storage());
      if (r->shifted() || !r->dynOffset.empty())
        a.ghostReads.insert(r->array->storage());
      for (const Expr *x : r->dynOffset)
        expr(x, a);
      return;
    }
    case Expr::K_VarRef:
      for (const Expr *x : llvm::cast<VarRef>(e)->subscripts)
        expr(x, a);
      return;
    case Expr::K_Unary:
      expr(llvm::cast<Unary>(e)->operand, a);
      return;
    case Expr::K_Binary:
      expr(llvm::cast<Binary>(e)->lhs, a);
      expr(llvm::cast<Binary>(e)->rhs, a);
      return;
    case Expr::K_Call:
      for (const Expr *x : llvm::cast<Call>(e)->args)
        expr(x, a);
      if (llvm::cast<Call>(e)->proc)
        call(llvm::cast<Call>(e), a);
      return;
    default:
      // Reductions, floods and remaps are lowered before this pass.
      a.opaque = true;
      return;
    }
  }

  void items(const std::vector<Write::Item> &items, Effects &a) {
    for (const Write::Item &it : items) {
      expr(it.value, a);
      region(it.region, a);
      if (it.array)
        a.reads.insert(it.array->storage());
    }
  }

  // `loops`: how many loops inside the statement being summarized enclose s
  // (an exit or continue at depth 0 leaves that statement).
  void stmt(const Stmt *s, Effects &a, int loops) {
    for (const Transfer *u : s->needs)
      transfer(u, a);
    switch (s->kind) {
    case Stmt::K_Block:
      for (const Stmt *x : llvm::cast<Block>(s)->stmts)
        stmt(x, a, loops);
      return;
    case Stmt::K_ParAssign: {
      auto *p = llvm::cast<ParAssign>(s);
      a.writes.insert(p->lhs->storage());
      a.reads.insert(p->lhs->storage()); // `+=` and masks keep old values
      expr(p->rhs, a);
      region(p->region, a);
      return;
    }
    case Stmt::K_ScalarAssign:
      a.scalarWrites.insert(llvm::cast<ScalarAssign>(s)->lhs->var);
      expr(llvm::cast<ScalarAssign>(s)->lhs, a);
      expr(llvm::cast<ScalarAssign>(s)->rhs, a);
      return;
    case Stmt::K_ReduceStmt: {
      auto *r = llvm::cast<ReduceStmt>(s);
      if (r->target)
        a.scalarWrites.insert(r->target);
      if (r->into) {
        a.writes.insert(r->into->storage());
        a.reads.insert(r->into->storage());
      }
      expr(r->operand, a);
      region(r->region, a);
      region(r->intoRegion, a);
      return;
    }
    case Stmt::K_ScanStmt: {
      auto *c = llvm::cast<ScanStmt>(s);
      a.writes.insert(c->lhs->storage());
      expr(c->operand, a);
      region(c->region, a);
      return;
    }
    case Stmt::K_Ironman:
      transfer(llvm::cast<Ironman>(s)->transfer, a);
      return;
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms) {
        expr(arm.first, a);
        stmt(arm.second, a, loops);
      }
      if (llvm::cast<If>(s)->otherwise)
        stmt(llvm::cast<If>(s)->otherwise, a, loops);
      return;
    case Stmt::K_For: {
      auto *f = llvm::cast<For>(s);
      a.scalarWrites.insert(f->var->var);
      expr(f->from, a);
      expr(f->to, a);
      expr(f->step, a);
      stmt(f->body, a, loops + 1);
      return;
    }
    case Stmt::K_While:
      expr(llvm::cast<While>(s)->cond, a);
      stmt(llvm::cast<While>(s)->body, a, loops + 1);
      return;
    case Stmt::K_Repeat:
      stmt(llvm::cast<Repeat>(s)->body, a, loops + 1);
      expr(llvm::cast<Repeat>(s)->cond, a);
      return;
    case Stmt::K_Write:
      items(llvm::cast<Write>(s)->items, a);
      if (llvm::cast<Write>(s)->file)
        a.opaque = true;
      return;
    case Stmt::K_Read:
      for (const Read::Item &it : llvm::cast<Read>(s)->items) {
        if (it.var) {
          a.scalarWrites.insert(it.var->var);
          expr(it.var, a);
        }
        if (it.array) {
          a.writes.insert(it.array->storage());
          a.reads.insert(it.array->storage()); // a masked region keeps old values
        }
        region(it.region, a);
      }
      if (llvm::cast<Read>(s)->file)
        a.opaque = true;
      return;
    case Stmt::K_RemapStmt: {
      // A collective exchange, but it touches only the arrays named here.
      auto *r = llvm::cast<RemapStmt>(s);
      region(r->region, a);
      for (const Expr *x : r->maps)
        expr(x, a);
      expr(r->value, a);
      a.reads.insert(r->array->storage());
      if (r->scatter())
        a.writes.insert(r->array->storage());
      if (r->dst) {
        a.writes.insert(r->dst->storage());
        a.reads.insert(r->dst->storage());
      }
      return;
    }
    case Stmt::K_CallStmt:
      expr(llvm::cast<CallStmt>(s)->call, a);
      return;
    case Stmt::K_Return:
      expr(llvm::cast<Return>(s)->value, a);
      a.returns = true;
      return;
    case Stmt::K_Halt:
      items(llvm::cast<Halt>(s)->items, a);
      a.halts = true;
      return;
    case Stmt::K_Exit:
    case Stmt::K_Continue:
      if (loops == 0)
        a.breaks = true;
      return;
    }
    a.opaque = true;
  }

  // Summaries grow monotonically; calls may nest and recurse, hence the
  // fixpoint.
  void summarize(const Module &m) {
    for (bool changed = true; changed;) {
      changed = false;
      for (const Procedure *p : m.procs) {
        if (!p->body)
          continue;
        Effects e;
        stmt(p->body, e, 0);
        e.returns = e.breaks = false; // they only leave the callee
        changed |= summary[p].merge(e);
      }
    }
  }
};

void varsIn(const Expr *e, std::set<const Var *> &out) {
  if (!e)
    return;
  switch (e->kind) {
  case Expr::K_VarRef:
    out.insert(llvm::cast<VarRef>(e)->var);
    for (const Expr *x : llvm::cast<VarRef>(e)->subscripts)
      varsIn(x, out);
    return;
  case Expr::K_ArrayRead:
    for (const Expr *x : llvm::cast<ArrayRead>(e)->dynOffset)
      varsIn(x, out);
    return;
  case Expr::K_Unary:
    varsIn(llvm::cast<Unary>(e)->operand, out);
    return;
  case Expr::K_Binary:
    varsIn(llvm::cast<Binary>(e)->lhs, out);
    varsIn(llvm::cast<Binary>(e)->rhs, out);
    return;
  case Expr::K_Call:
    for (const Expr *x : llvm::cast<Call>(e)->args)
      varsIn(x, out);
    if (llvm::cast<Call>(e)->proc)
      out.insert(nullptr); // a function may read any global
    return;
  case Expr::K_Lit:
  case Expr::K_Index:
    return;
  default:
    out.insert(nullptr); // unknown: depends on every scalar
    return;
  }
}

void varsIn(const Region *r, std::set<const Var *> &out) {
  if (!r)
    return;
  for (const Region::Dim &d : r->dims) {
    varsIn(d.lo, out);
    varsIn(d.hi, out);
    varsIn(d.strideExpr, out);
  }
  varsIn(r->mask, out);
}

struct Placer {
  Module &m;
  SideEffects &fx;
  const Procedure *proc = nullptr; // the one being placed

  Ironman *call(Ironman::Call c, Transfer *t) {
    Ironman *i = m.make<Ironman>();
    i->call = c;
    i->transfer = t;
    return i;
  }

  // The scalars DR reads to set the transfer up (null: possibly any).
  static std::set<const Var *> uses(const Transfer *t) {
    std::set<const Var *> v;
    varsIn(t->region, v);
    varsIn(t->src->region, v);
    varsIn(t->dst->region, v);
    // `U[l]`: which element of an array family is chosen at DR time
    varsIn(t->src->element, v);
    varsIn(t->dst->element, v);
    for (const Expr *e : t->offset)
      varsIn(e, v);
    return v;
  }

  // Whether a transfer may be in flight while a statement with effects `a`
  // runs, whatever it does to the transfer's own data. A recursive call
  // would reuse the transfer's own call site while it is pending.
  bool independent(const Effects &a, const Transfer *t, const std::set<const Var *> &uses) const {
    if (a.leaves() || a.xfer.count(t->src->storage()) || a.xfer.count(t->dst->storage()) || a.calls.count(proc))
      return false;
    if (uses.count(nullptr) && !a.scalarWrites.empty())
      return false;
    for (const Var *v : a.scalarWrites)
      if (uses.count(v))
        return false;
    return true;
  }

  // Whether `s` itself (not the transfers it needs) writes `a`.
  bool writesOwn(Stmt *s, const Array *a) {
    std::vector<Transfer *> needs;
    std::swap(needs, s->needs);
    Effects own;
    fx.stmt(s, own, 0);
    std::swap(needs, s->needs);
    return own.writes.count(a) > 0;
  }

  void block(Block *b) {
    const size_t n = b->stmts.size();
    std::vector<Effects> acc(n);
    for (size_t j = 0; j < n; ++j)
      fx.stmt(b->stmts[j], acc[j], 0);
    // Calls that go before statement i (i == n: at the end), by kind.
    std::vector<std::vector<Ironman *>> sv(n + 1), dr(n + 1), sr(n + 1), dn(n + 1), svBefore(n + 1);
    for (size_t i = 0; i < n; ++i) {
      Stmt *s = b->stmts[i];
      for (Transfer *t : s->needs) {
        if (!t->loc.line) // the statement it serves, for the comment that zpl-inspect reads
          t->loc = s->loc;
        std::set<const Var *> u = uses(t);
        // A halo's received cells are read only by shifted reads; a copy's
        // temporary by any read.
        auto readsDst = [&](const Effects &a) {
          return t->purpose == Transfer::Halo && t->src == t->dst ? a.ghostReads.count(t->dst->storage())
                                                                   : a.reads.count(t->dst->storage());
        };
        size_t pdr = i;
        while (pdr > 0 && independent(acc[pdr - 1], t, u) && !readsDst(acc[pdr - 1]) &&
               !acc[pdr - 1].writes.count(t->dst->storage()))
          --pdr;
        size_t psr = i;
        while (psr > pdr && independent(acc[psr - 1], t, u) && !acc[psr - 1].writes.count(t->src->storage()))
          --psr;
        dr[pdr].push_back(call(Ironman::DR, t));
        sr[psr].push_back(call(Ironman::SR, t));
        dn[i].push_back(call(Ironman::DN, t));
        // A statement that may leave the block would skip an SV after it;
        // one that overwrites the source must not run before SV returns.
        if (acc[i].leaves() || writesOwn(b->stmts[i], t->src->storage())) {
          svBefore[i].push_back(call(Ironman::SV, t));
          continue;
        }
        size_t psv = i + 1;
        while (psv < n && independent(acc[psv], t, u) && !acc[psv].writes.count(t->src->storage()))
          ++psv;
        sv[psv].push_back(call(Ironman::SV, t));
      }
    }
    std::vector<Stmt *> out;
    auto emit = [&](size_t i) {
      for (auto *v : {&sv[i], &dr[i], &sr[i], &dn[i], &svBefore[i]})
        out.insert(out.end(), v->begin(), v->end());
    };
    for (size_t i = 0; i < n; ++i) {
      Stmt *s = b->stmts[i];
      emit(i);
      // A block that only stood for its transfers (a redistribution)
      // disappears here.
      auto *bl = llvm::dyn_cast<Block>(s);
      if (!(bl && bl->stmts.empty() && !s->needs.empty()))
        out.push_back(s);
      nested(s);
    }
    emit(n);
    b->stmts = std::move(out);
  }

  void nested(Stmt *s) {
    switch (s->kind) {
    case Stmt::K_Block:
      block(llvm::cast<Block>(s));
      break;
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms)
        block(arm.second);
      if (llvm::cast<If>(s)->otherwise)
        block(llvm::cast<If>(s)->otherwise);
      break;
    case Stmt::K_For:
      block(llvm::cast<For>(s)->body);
      break;
    case Stmt::K_While:
      block(llvm::cast<While>(s)->body);
      break;
    case Stmt::K_Repeat:
      block(llvm::cast<Repeat>(s)->body);
      break;
    default:
      break;
    }
  }
};

} // namespace

void placeIronman(Module &m) {
  SideEffects fx;
  fx.summarize(m);
  Placer p{m, fx};
  for (Procedure *proc : m.procs)
    if (proc->body) {
      p.proc = proc;
      p.block(proc->body);
    }
}

} // namespace zpl::passes
