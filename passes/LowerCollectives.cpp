// Moves every reduction out of the expression that contains it into a
// statement of its own, `t := op<< [R] e;`, which the code generator turns
// into a local loop plus one runtime all-reduce. Conditions of loops get the
// reduction re-evaluated where the condition is, so `until max<< ... < eps`
// works as written. Likewise a procedure called on whole arrays where an
// expression is evaluated per index (a parallel statement, a reduction's
// operand, a parallel write item) is called once, before the statement.
#include "passes/Passes.h"

#include "ir/Walk.h"

namespace zpl::passes {
namespace {

using namespace ir;

struct Lowering : Mutator {
  explicit Lowering(Module &mod) : m(mod) {}
  Module &m;
  Procedure *proc = nullptr;
  int temps = 0;

  Var *newTemp(Ty ty) {
    Var *v = m.make<Var>();
    v->name = "$red" + std::to_string(temps++);
    v->ty = ty;
    v->storage = Var::Local;
    proc->locals.push_back(v);
    return v;
  }

  bool inParallel = false; // hoisting a parallel statement's expressions

  // A call of a procedure whose parallel arguments all go to parallel array
  // parameters: its value does not depend on the statement's index.
  static bool scalarCall(const Call *c) {
    if (!c->proc || c->ty == Ty::Void)
      return false;
    bool anyArray = false;
    for (size_t i = 0; i < c->args.size(); ++i) {
      bool arrayParam = i < c->proc->paramOrder.size() && c->proc->paramOrder[i] < 0;
      anyArray |= arrayParam;
      if (c->args[i]->parallel && !arrayParam)
        return false;
    }
    return anyArray;
  }

  // Where the statement being lowered goes: the statements computing its
  // reductions and scalar calls are placed before it (`pre`); a statement
  // may replace itself (`cur`).
  std::vector<Stmt *> *pre = nullptr;
  Stmt *cur = nullptr;

  // Replaces reductions inside `e` (innermost first), emitting their
  // statements to `to`.
  Expr *hoist(Expr *e, std::vector<Stmt *> &to) {
    std::vector<Stmt *> *saved = pre;
    pre = &to;
    e = mutate(e);
    pre = saved;
    return e;
  }

  Expr *parallel(Expr *e) {
    bool saved = inParallel;
    inParallel = true;
    e = mutate(e);
    inParallel = saved;
    return e;
  }

  Expr *mutateCall(Call *c) override {
    Mutator::mutateCall(c);
    if (inParallel && scalarCall(c)) {
      // `[Vec] X := Z / sqrt(dot(Z, Z))`: a procedure taking whole arrays
      // returns one scalar for the statement; called per element it would
      // run its collectives once per owned element, a different number of
      // times on each processor.
      ScalarAssign *s = m.make<ScalarAssign>();
      s->loc = c->loc;
      VarRef *t = m.make<VarRef>();
      t->var = newTemp(c->ty);
      t->ty = c->ty;
      s->lhs = t;
      s->rhs = c;
      pre->push_back(s);
      VarRef *v = m.make<VarRef>();
      v->var = t->var;
      v->ty = c->ty;
      return v;
    }
    return c;
  }

  // `target := op<< [R] e` for the reduction `r`, its operand lowered (a
  // null target: a new temporary, numbered after the operand's).
  ReduceStmt *reduceStmt(Reduce *r, Var *target, Loc loc) {
    // The operand is evaluated per index of the region, like a parallel
    // statement's right-hand side.
    r->operand = parallel(r->operand);
    ReduceStmt *s = m.make<ReduceStmt>();
    s->loc = loc;
    s->op = r->op;
    s->identity = r->identity;
    s->accumulate = r->accumulate;
    s->region = r->region;
    s->operand = r->operand;
    s->target = target ? target : newTemp(r->ty);
    return s;
  }

  Expr *mutateReduce(Reduce *r) override {
    ReduceStmt *s = reduceStmt(r, nullptr, r->loc);
    pre->push_back(s);
    VarRef *v = m.make<VarRef>();
    v->var = s->target;
    v->ty = r->ty;
    return v;
  }

  // Regions are shared between statements: a reduction hoisted out of one
  // would go before only the first statement that uses the region.
  void mutateRegion(Region *) override {}

  void mutateBlock(Block *b) override {
    std::vector<Stmt *> out;
    for (Stmt *s : b->stmts) {
      std::vector<Stmt *> here;
      std::vector<Stmt *> *savedPre = pre;
      Stmt *savedCur = cur;
      pre = &here;
      cur = s;
      mutate(s);
      out.insert(out.end(), here.begin(), here.end());
      out.push_back(cur);
      pre = savedPre;
      cur = savedCur;
    }
    b->stmts = std::move(out);
  }

  void mutateScalarAssign(ScalarAssign *a) override {
    // `x := op<< e` targets x directly: no temporary.
    if (auto *r = llvm::dyn_cast<Reduce>(a->rhs))
      if (a->op == ":=" && a->lhs->subscripts.empty() && a->lhs->var->ty == r->ty) {
        cur = reduceStmt(r, a->lhs->var, a->loc);
        return;
      }
    Mutator::mutateScalarAssign(a);
  }

  // Statements whose expressions are evaluated per index of their region.
  template <class F> void perIndex(F &&f) {
    inParallel = true;
    f();
    inParallel = false;
  }
  void mutateParAssign(ParAssign *s) override { perIndex([&] { Mutator::mutateParAssign(s); }); }
  void mutateRemapStmt(RemapStmt *s) override { perIndex([&] { Mutator::mutateRemapStmt(s); }); }
  void mutateScanStmt(ScanStmt *s) override { perIndex([&] { Mutator::mutateScanStmt(s); }); }
  void mutateReduceStmt(ReduceStmt *s) override { perIndex([&] { Mutator::mutateReduceStmt(s); }); }

  // A parallel item (`[R] e`) is evaluated per index of its region.
  void items(std::vector<Write::Item> &its) {
    for (Write::Item &it : its) {
      inParallel = it.region != nullptr;
      mutateItem(it);
      inParallel = false;
    }
  }
  void mutateWrite(Write *s) override {
    s->file = mutate(s->file);
    items(s->items);
  }
  void mutateHalt(Halt *s) override { items(s->items); }

  // Later arms' reductions of an `if` are evaluated up front (the default):
  // they have no side effects, and every processor must take part in them
  // anyway. Loop conditions are re-evaluated on every iteration:
  void mutateWhile(While *w) override {
    mutate(w->body);
    std::vector<Stmt *> again;
    w->cond = hoist(w->cond, again);
    pre->insert(pre->end(), again.begin(), again.end());
    w->body->stmts.insert(w->body->stmts.end(), again.begin(), again.end());
  }
  void mutateRepeat(Repeat *r) override {
    mutate(r->body);
    std::vector<Stmt *> tail;
    r->cond = hoist(r->cond, tail);
    r->body->stmts.insert(r->body->stmts.end(), tail.begin(), tail.end());
  }
};

} // namespace

void lowerCollectives(Module &m) {
  Lowering l{m};
  for (Procedure *p : m.procs) {
    l.proc = p;
    l.mutate(p->body);
  }
}

} // namespace zpl::passes
