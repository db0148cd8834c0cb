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
//    left pending;
//  - nothing crosses a statement that reads or resets a timer (ResetTimer,
//    CheckTimer, StartTimer...): a program that times a statement expects
//    its communication inside the timed window, not before or after it;
//  - nothing crosses output: every processor meets at a `write` before
//    processor 0 prints (Proc::write), so that nothing is printed after a
//    statement in which another processor stopped; a transfer whose SR rose
//    above the write on one processor while its partner waited in DN below
//    it would deadlock there (test/exec/Inputs/wavefront.z at -p2).
// Calls stay in their block, so every path through the block sees DR, SR,
// DN, SV in order.
// A wavefront's halo transfers of its own target get no calls here: the
// statement runs them itself between the processors' turns.
#include "passes/Passes.h"

#include "basic/Builtins.h"
#include "ir/Walk.h"

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
  bool clock = false;   // reads or resets a timer
  bool output = false;  // writes standard output: every processor meets there
  bool returns = false; // may leave the procedure
  bool breaks = false;  // may leave the enclosing loop (exit/continue)
  std::set<const Array *> reads, writes;
  std::set<const Array *> ghostReads; // read shifted: through halo cells
  std::set<const Array *> xfer;       // source or destination of a transfer inside
  std::set<const Var *> scalarWrites;
  std::set<const Procedure *> calls; // transitively

  bool leaves() const { return opaque || halts || returns || breaks; }
  bool fence() const { return leaves() || clock || output; }

  bool merge(const Effects &o) {
    size_t before = reads.size() + writes.size() + ghostReads.size() + xfer.size() +
                    scalarWrites.size() + calls.size();
    bool flags = (o.opaque && !opaque) || (o.halts && !halts) || (o.clock && !clock) ||
                 (o.output && !output);
    opaque |= o.opaque;
    halts |= o.halts;
    clock |= o.clock;
    output |= o.output;
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
    a.clock |= s.clock;
    a.output |= s.output;
  }

  // What a statement does, gathered into `a`.
  // `loops` counts the loops inside the statement being summarized that
  // enclose the node (an exit or continue at depth 0 leaves it).
  struct Summary : LoopCountingVisitor {
    SideEffects &fx;
    Effects &a;
    Summary(SideEffects &f, Effects &e, int l) : fx(f), a(e) { loops = l; }

    void visitTransfer(const Transfer *u) override { fx.transfer(u, a); }
    void visitArrayRead(const ArrayRead *r) override {
      a.reads.insert(r->array->storage());
      if (r->shifted() || !r->dynOffset.empty())
        a.ghostReads.insert(r->array->storage());
      Visitor::visitArrayRead(r);
    }
    void visitCall(const Call *c) override {
      Visitor::visitCall(c);
      if (c->proc)
        fx.call(c, a);
      else if (const BuiltinInfo *b = findBuiltin(c->callee))
        a.clock |= b->kind == BuiltinKind::Clock || b->kind == BuiltinKind::Timer;
    }
    // Reductions, floods and remaps are lowered before this pass; region
    // values are not looked into.
    void visitReduce(const Reduce *) override { a.opaque = true; }
    void visitFlood(const Flood *) override { a.opaque = true; }
    void visitRemap(const Remap *) override { a.opaque = true; }
    void visitRegionValue(const RegionValue *) override { a.opaque = true; }

    void visitItem(const Write::Item &it) override {
      Visitor::visitItem(it);
      if (it.array)
        a.reads.insert(it.array->storage());
    }
    void visitParAssign(const ParAssign *p) override {
      a.writes.insert(p->lhs->storage());
      a.reads.insert(p->lhs->storage()); // `+=` and masks keep old values
      Visitor::visitParAssign(p);
    }
    void visitScalarAssign(const ScalarAssign *s) override {
      a.scalarWrites.insert(s->lhs->var);
      Visitor::visitScalarAssign(s);
    }
    void visitReduceStmt(const ReduceStmt *r) override {
      if (r->target)
        a.scalarWrites.insert(r->target);
      a.scalarWrites.insert(r->moreTargets.begin(), r->moreTargets.end());
      if (r->into) {
        a.writes.insert(r->into->storage());
        a.reads.insert(r->into->storage());
      }
      for (const Array *m : r->moreInto) {
        a.writes.insert(m->storage());
        a.reads.insert(m->storage());
      }
      Visitor::visitReduceStmt(r);
    }
    void visitScanStmt(const ScanStmt *c) override {
      a.writes.insert(c->lhs->storage());
      for (const Array *m : c->moreLhs)
        a.writes.insert(m->storage());
      Visitor::visitScanStmt(c);
    }
    void visitFor(const For *f) override {
      a.scalarWrites.insert(f->var->var);
      LoopCountingVisitor::visitFor(f);
    }
    void visitWrite(const Write *w) override {
      Visitor::visitWrite(w);
      if (w->file)
        a.opaque = true;
      else
        a.output = true;
    }
    void visitRead(const Read *r) override {
      for (const Read::Item &it : r->items) {
        if (it.var)
          a.scalarWrites.insert(it.var->var);
        if (it.array) {
          a.writes.insert(it.array->storage());
          a.reads.insert(it.array->storage()); // a masked region keeps old values
        }
      }
      Visitor::visitRead(r);
      if (r->file)
        a.opaque = true;
    }
    void visitRemapStmt(const RemapStmt *r) override {
      // A collective exchange, but it touches only the arrays named here.
      a.reads.insert(r->array->storage());
      if (r->scatter())
        a.writes.insert(r->array->storage());
      if (r->dst) {
        a.writes.insert(r->dst->storage());
        a.reads.insert(r->dst->storage());
      }
      Visitor::visitRemapStmt(r);
    }
    void visitReturn(const Return *r) override {
      Visitor::visitReturn(r);
      a.returns = true;
    }
    void visitHalt(const Halt *h) override {
      Visitor::visitHalt(h);
      a.halts = true;
    }
    void visitExit(const Exit *) override { a.breaks |= loops == 0; }
    void visitContinue(const Continue *) override { a.breaks |= loops == 0; }
  };

  // `loops`: how many loops inside the statement being summarized enclose s.
  void stmt(const Stmt *s, Effects &a, int loops) {
    Summary v(*this, a, loops);
    v.visit(s);
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

// The scalars an expression or region reads (null: possibly any).
struct VarsIn : Visitor {
  std::set<const Var *> &out;
  explicit VarsIn(std::set<const Var *> &o) : out(o) {}
  void visitVarRef(const VarRef *e) override {
    out.insert(e->var);
    Visitor::visitVarRef(e);
  }
  void visitCall(const Call *e) override {
    Visitor::visitCall(e);
    if (e->proc)
      out.insert(nullptr); // a function may read any global
  }
  // Unknown: depends on every scalar.
  void visitReduce(const Reduce *) override { out.insert(nullptr); }
  void visitFlood(const Flood *) override { out.insert(nullptr); }
  void visitRemap(const Remap *) override { out.insert(nullptr); }
  void visitRegionValue(const RegionValue *) override { out.insert(nullptr); }
};

void varsIn(const Expr *e, std::set<const Var *> &out) { VarsIn(out).visit(e); }

void varsIn(const Region *r, std::set<const Var *> &out) { VarsIn(out).visit(r); }

struct Placer : Mutator {
  Placer(Module &mod, SideEffects &f) : m(mod), fx(f) {}
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
    if (a.fence() || a.xfer.count(t->src->storage()) || a.xfer.count(t->dst->storage()) || a.calls.count(proc))
      return false;
    if (uses.count(nullptr) && !a.scalarWrites.empty())
      return false;
    for (const Var *v : a.scalarWrites)
      if (uses.count(v))
        return false;
    return true;
  }

  // A halo of a wavefront's own target (ParAssign::wave): codegen runs it
  // before each processor's turn, inside the statement.
  static bool waveHalo(const Stmt *s, const Transfer *t) {
    auto *a = llvm::dyn_cast<ParAssign>(s);
    return a && !a->wave.empty() && t->purpose == Transfer::Halo && t->src == a->lhs && t->dst == a->lhs;
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

  void mutateBlock(Block *b) override {
    const size_t n = b->stmts.size();
    std::vector<Effects> acc(n);
    for (size_t j = 0; j < n; ++j)
      fx.stmt(b->stmts[j], acc[j], 0);
    // Calls that go before statement i (i == n: at the end), by kind.
    std::vector<std::vector<Ironman *>> sv(n + 1), dr(n + 1), sr(n + 1), dn(n + 1), svBefore(n + 1);
    // Where each earlier statement's transfer has its SV (index of the
    // statement it goes before), for the rule below on DR.
    std::vector<std::pair<const Transfer *, size_t>> svAt;
    for (size_t i = 0; i < n; ++i) {
      Stmt *s = b->stmts[i];
      for (Transfer *t : s->needs) {
        if (!t->loc.line) // the statement it serves, for the comment that zpl-inspect reads
          t->loc = s->loc;
        if (waveHalo(s, t))
          continue; // run by the wavefront itself, before each turn

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
        // A transfer that writes an array an earlier statement's transfer
        // reads is announced only after that one's SV: a chained copy reads
        // its source when the receiver arrives, up to SV, so a DR before it
        // could let this transfer's data reach the source first (the SV sank
        // and the DR rose past the same statements). SR cannot rise above
        // DR, and DN stays at the statement. A halo writes only ghost cells,
        // which no transfer reads from.
        bool ghostsOnly = t->purpose == Transfer::Halo && t->src == t->dst;
        for (const auto &[u2, at] : svAt)
          if (!ghostsOnly && u2->src->storage() == t->dst->storage() && at > pdr && at <= i)
            pdr = at;
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
        svAt.push_back({t, psv});
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
      mutate(s); // the blocks nested in s
    }
    emit(n);
    b->stmts = std::move(out);
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
      p.mutate(proc->body);
    }
}

} // namespace zpl::passes
