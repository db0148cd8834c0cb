// Moves every reduction out of the expression that contains it into a
// statement of its own, `t := op<< [R] e;`, which the code generator turns
// into a local loop plus one runtime all-reduce. Conditions of loops get the
// reduction re-evaluated where the condition is, so `until max<< ... < eps`
// works as written.
#include "passes/Passes.h"

namespace zpl::passes {
namespace {

using namespace ir;

struct Lowering {
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

  // Replaces reductions inside `e` (innermost first), emitting their
  // statements to `pre`.
  Expr *hoist(Expr *e, std::vector<Stmt *> &pre) {
    if (!e)
      return e;
    switch (e->kind) {
    case Expr::K_Unary:
      llvm::cast<Unary>(e)->operand = hoist(llvm::cast<Unary>(e)->operand, pre);
      return e;
    case Expr::K_Binary: {
      auto *b = llvm::cast<Binary>(e);
      b->lhs = hoist(b->lhs, pre);
      b->rhs = hoist(b->rhs, pre);
      return e;
    }
    case Expr::K_Call: {
      auto *c = llvm::cast<Call>(e);
      for (Expr *&a : c->args)
        a = hoist(a, pre);
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
        pre.push_back(s);
        VarRef *v = m.make<VarRef>();
        v->var = t->var;
        v->ty = c->ty;
        return v;
      }
      return e;
    }
    case Expr::K_VarRef:
      for (Expr *&a : llvm::cast<VarRef>(e)->subscripts)
        a = hoist(a, pre);
      return e;
    case Expr::K_Remap:
      for (Expr *&a : llvm::cast<Remap>(e)->maps)
        a = hoist(a, pre);
      return e;
    case Expr::K_Reduce: {
      auto *r = llvm::cast<Reduce>(e);
      r->operand = hoist(r->operand, pre);
      ReduceStmt *s = m.make<ReduceStmt>();
      s->loc = r->loc;
      s->op = r->op;
      s->region = r->region;
      s->operand = r->operand;
      s->target = newTemp(r->ty);
      pre.push_back(s);
      VarRef *v = m.make<VarRef>();
      v->var = s->target;
      v->ty = r->ty;
      return v;
    }
    default:
      return e;
    }
  }

  void block(Block *b) {
    std::vector<Stmt *> out;
    for (Stmt *s : b->stmts) {
      std::vector<Stmt *> pre;
      stmt(s, pre);
      out.insert(out.end(), pre.begin(), pre.end());
      if (s)
        out.push_back(s);
    }
    b->stmts = std::move(out);
  }

  void stmt(Stmt *&s, std::vector<Stmt *> &pre) {
    switch (s->kind) {
    case Stmt::K_ScalarAssign: {
      auto *a = llvm::cast<ScalarAssign>(s);
      // `x := op<< e` targets x directly: no temporary.
      if (auto *r = llvm::dyn_cast<Reduce>(a->rhs))
        if (a->op == ":=" && a->lhs->subscripts.empty() && a->lhs->var->ty == r->ty) {
          r->operand = hoist(r->operand, pre);
          ReduceStmt *x = m.make<ReduceStmt>();
          x->loc = a->loc;
          x->op = r->op;
          x->region = r->region;
          x->operand = r->operand;
          x->target = a->lhs->var;
          s = x;
          return;
        }
      a->rhs = hoist(a->rhs, pre);
      return;
    }
    case Stmt::K_ParAssign:
      inParallel = true;
      llvm::cast<ParAssign>(s)->rhs = hoist(llvm::cast<ParAssign>(s)->rhs, pre);
      inParallel = false;
      return;
    case Stmt::K_RemapStmt: {
      auto *r = llvm::cast<RemapStmt>(s);
      inParallel = true;
      for (Expr *&x : r->maps)
        x = hoist(x, pre);
      r->value = hoist(r->value, pre);
      inParallel = false;
      return;
    }
    case Stmt::K_Write:
      for (auto &it : llvm::cast<Write>(s)->items)
        it.value = hoist(it.value, pre);
      return;
    case Stmt::K_Halt:
      for (auto &it : llvm::cast<Halt>(s)->items)
        it.value = hoist(it.value, pre);
      return;
    case Stmt::K_CallStmt:
      hoist(llvm::cast<CallStmt>(s)->call, pre);
      return;
    case Stmt::K_Return:
      llvm::cast<Return>(s)->value = hoist(llvm::cast<Return>(s)->value, pre);
      return;
    case Stmt::K_Block:
      block(llvm::cast<Block>(s));
      return;
    case Stmt::K_If: {
      auto *i = llvm::cast<If>(s);
      // Later arms' reductions are evaluated up front: they have no side
      // effects, and every processor must take part in them anyway.
      for (auto &arm : i->arms) {
        arm.first = hoist(arm.first, pre);
        block(arm.second);
      }
      if (i->otherwise)
        block(i->otherwise);
      return;
    }
    case Stmt::K_For: {
      auto *f = llvm::cast<For>(s);
      f->from = hoist(f->from, pre);
      f->to = hoist(f->to, pre);
      f->step = hoist(f->step, pre);
      block(f->body);
      return;
    }
    case Stmt::K_While: {
      auto *w = llvm::cast<While>(s);
      block(w->body);
      std::vector<Stmt *> again;
      w->cond = hoist(w->cond, again);
      pre.insert(pre.end(), again.begin(), again.end());
      w->body->stmts.insert(w->body->stmts.end(), again.begin(), again.end());
      return;
    }
    case Stmt::K_Repeat: {
      auto *r = llvm::cast<Repeat>(s);
      block(r->body);
      std::vector<Stmt *> tail;
      r->cond = hoist(r->cond, tail);
      r->body->stmts.insert(r->body->stmts.end(), tail.begin(), tail.end());
      return;
    }
    default:
      return;
    }
  }
};

} // namespace

void lowerCollectives(Module &m) {
  Lowering l{m};
  for (Procedure *p : m.procs) {
    l.proc = p;
    l.block(p->body);
  }
}

} // namespace zpl::passes
