// The default traversals of ir/Walk.h: every child of every node kind.
#include "ir/Walk.h"

// A node kind missing from a dispatch switch below is a compile error, not a
// warning: the switches have no `default:` so that a new kind cannot be
// walked past unnoticed.
#pragma GCC diagnostic error "-Wswitch"

namespace zpl::ir {

using llvm::cast;

// ================================================================ Visitor

void Visitor::visit(const Expr *e) {
  if (!e)
    return;
  visitExpr(e);
  switch (e->kind) {
  case Expr::K_Lit: return visitLit(cast<Lit>(e));
  case Expr::K_VarRef: return visitVarRef(cast<VarRef>(e));
  case Expr::K_ArrayRead: return visitArrayRead(cast<ArrayRead>(e));
  case Expr::K_Index: return visitIndex(cast<IndexExpr>(e));
  case Expr::K_Unary: return visitUnary(cast<Unary>(e));
  case Expr::K_Binary: return visitBinary(cast<Binary>(e));
  case Expr::K_Call: return visitCall(cast<Call>(e));
  case Expr::K_Reduce: return visitReduce(cast<Reduce>(e));
  case Expr::K_Flood: return visitFlood(cast<Flood>(e));
  case Expr::K_Remap: return visitRemap(cast<Remap>(e));
  case Expr::K_RegionValue: return visitRegionValue(cast<RegionValue>(e));
  case Expr::K_ListValue: return visitListValue(cast<ListValue>(e));
  }
}

void Visitor::visit(const Stmt *s) {
  if (!s)
    return;
  visitStmt(s);
  switch (s->kind) {
  case Stmt::K_Block: return visitBlock(cast<Block>(s));
  case Stmt::K_ParAssign: return visitParAssign(cast<ParAssign>(s));
  case Stmt::K_ScalarAssign: return visitScalarAssign(cast<ScalarAssign>(s));
  case Stmt::K_ReduceStmt: return visitReduceStmt(cast<ReduceStmt>(s));
  case Stmt::K_ScanStmt: return visitScanStmt(cast<ScanStmt>(s));
  case Stmt::K_RemapStmt: return visitRemapStmt(cast<RemapStmt>(s));
  case Stmt::K_Ironman: return visitIronman(cast<Ironman>(s));
  case Stmt::K_If: return visitIf(cast<If>(s));
  case Stmt::K_For: return visitFor(cast<For>(s));
  case Stmt::K_While: return visitWhile(cast<While>(s));
  case Stmt::K_Repeat: return visitRepeat(cast<Repeat>(s));
  case Stmt::K_Write: return visitWrite(cast<Write>(s));
  case Stmt::K_Read: return visitRead(cast<Read>(s));
  case Stmt::K_CallStmt: return visitCallStmt(cast<CallStmt>(s));
  case Stmt::K_Return: return visitReturn(cast<Return>(s));
  case Stmt::K_Halt: return visitHalt(cast<Halt>(s));
  case Stmt::K_Exit: return visitExit(cast<Exit>(s));
  case Stmt::K_Continue: return visitContinue(cast<Continue>(s));
  }
}

void Visitor::visit(const Region *r) {
  if (!r || (regionsOnce && !seen_.insert(r).second))
    return;
  visitRegion(r);
}

void Visitor::visitModule(const Module &m) {
  for (const Procedure *p : m.procs)
    visitProcedure(p);
}

void Visitor::visitProcedure(const Procedure *p) { visit(p->body); }

void Visitor::visitRegion(const Region *r) {
  for (const Region::Dim &d : r->dims) {
    visit(d.lo);
    visit(d.hi);
    visit(d.strideExpr);
  }
  visit(r->mask);
}

void Visitor::visitArray(const Array *a) {
  if (a)
    visit(a->element);
}

void Visitor::visitTransfer(const Transfer *t) {
  visitArray(t->src);
  visitArray(t->dst);
  visit(t->region);
  for (const Expr *o : t->offset)
    visit(o);
}

void Visitor::visitVarRef(const VarRef *e) {
  for (const Expr *x : e->subscripts)
    visit(x);
}

void Visitor::visitArrayRead(const ArrayRead *e) {
  visitArray(e->array);
  for (const Expr *x : e->dynOffset)
    visit(x);
}

void Visitor::visitUnary(const Unary *e) { visit(e->operand); }

void Visitor::visitBinary(const Binary *e) {
  visit(e->lhs);
  visit(e->rhs);
}

void Visitor::visitCall(const Call *e) {
  for (const Expr *x : e->args)
    visit(x);
}

void Visitor::visitReduce(const Reduce *e) {
  visit(e->region);
  visit(e->operand);
}

void Visitor::visitFlood(const Flood *e) {
  visit(e->source);
  visit(e->operand);
}

void Visitor::visitRemap(const Remap *e) {
  visit(e->operand);
  for (const Expr *x : e->maps)
    visit(x);
}

void Visitor::visitRegionValue(const RegionValue *e) { visit(e->region); }

void Visitor::visitListValue(const ListValue *e) {
  for (const Expr *x : e->elems)
    visit(x);
}

void Visitor::visitStmt(const Stmt *s) {
  for (const Transfer *t : s->needs)
    visitTransfer(t);
}

void Visitor::visitBlock(const Block *s) {
  for (const Stmt *x : s->stmts)
    visit(x);
}

void Visitor::visitParAssign(const ParAssign *s) {
  visit(s->region);
  visitArray(s->lhs);
  visit(s->rhs);
}

void Visitor::visitScalarAssign(const ScalarAssign *s) {
  visit(s->lhs);
  visit(s->rhs);
}

void Visitor::visitReduceStmt(const ReduceStmt *s) {
  visit(s->region);
  visit(s->operand);
  for (const Expr *o : s->moreOperands)
    visit(o);
  visitArray(s->into);
  for (const Array *a : s->moreInto)
    visitArray(a);
  visit(s->intoRegion);
}

void Visitor::visitScanStmt(const ScanStmt *s) {
  visit(s->region);
  visitArray(s->lhs);
  for (const Array *a : s->moreLhs)
    visitArray(a);
  visit(s->operand);
  for (const Expr *o : s->moreOperands)
    visit(o);
}

void Visitor::visitRemapStmt(const RemapStmt *s) {
  visit(s->region);
  visitArray(s->array);
  for (const Expr *x : s->maps)
    visit(x);
  visitArray(s->dst);
  visit(s->value);
}

void Visitor::visitIronman(const Ironman *s) { visitTransfer(s->transfer); }

void Visitor::visitIf(const If *s) {
  for (auto &arm : s->arms) {
    visit(arm.first);
    visit(arm.second);
  }
  visit(s->otherwise);
}

void Visitor::visitFor(const For *s) {
  visit(s->var);
  visit(s->from);
  visit(s->to);
  visit(s->step);
  visit(s->body);
}

void Visitor::visitWhile(const While *s) {
  visit(s->cond);
  visit(s->body);
}

void Visitor::visitRepeat(const Repeat *s) {
  visit(s->body);
  visit(s->cond);
}

void LoopCountingVisitor::visitFor(const For *s) {
  ++loops;
  Visitor::visitFor(s);
  --loops;
}

void LoopCountingVisitor::visitWhile(const While *s) {
  ++loops;
  Visitor::visitWhile(s);
  --loops;
}

void LoopCountingVisitor::visitRepeat(const Repeat *s) {
  ++loops;
  Visitor::visitRepeat(s);
  --loops;
}

void Visitor::visitItem(const Write::Item &it) {
  visit(it.value);
  visit(it.region);
  visitArray(it.array);
}

void Visitor::visitWrite(const Write *s) {
  visit(s->file);
  for (const Write::Item &it : s->items)
    visitItem(it);
}

void Visitor::visitRead(const Read *s) {
  visit(s->file);
  for (const Read::Item &it : s->items) {
    visit(it.var);
    visit(it.region);
    visitArray(it.array);
  }
}

void Visitor::visitCallStmt(const CallStmt *s) { visit(s->call); }

void Visitor::visitReturn(const Return *s) { visit(s->value); }

void Visitor::visitHalt(const Halt *s) {
  for (const Write::Item &it : s->items)
    visitItem(it);
}

// ================================================================ Mutator

Expr *Mutator::mutate(Expr *e) {
  if (!e)
    return e;
  switch (e->kind) {
  case Expr::K_Lit: return mutateLit(cast<Lit>(e));
  case Expr::K_VarRef: return mutateVarRef(cast<VarRef>(e));
  case Expr::K_ArrayRead: return mutateArrayRead(cast<ArrayRead>(e));
  case Expr::K_Index: return mutateIndex(cast<IndexExpr>(e));
  case Expr::K_Unary: return mutateUnary(cast<Unary>(e));
  case Expr::K_Binary: return mutateBinary(cast<Binary>(e));
  case Expr::K_Call: return mutateCall(cast<Call>(e));
  case Expr::K_Reduce: return mutateReduce(cast<Reduce>(e));
  case Expr::K_Flood: return mutateFlood(cast<Flood>(e));
  case Expr::K_Remap: return mutateRemap(cast<Remap>(e));
  case Expr::K_RegionValue: return mutateRegionValue(cast<RegionValue>(e));
  case Expr::K_ListValue: return mutateListValue(cast<ListValue>(e));
  }
  return e;
}

void Mutator::mutate(Stmt *s) {
  if (!s)
    return;
  mutateStmt(s);
  switch (s->kind) {
  case Stmt::K_Block: return mutateBlock(cast<Block>(s));
  case Stmt::K_ParAssign: return mutateParAssign(cast<ParAssign>(s));
  case Stmt::K_ScalarAssign: return mutateScalarAssign(cast<ScalarAssign>(s));
  case Stmt::K_ReduceStmt: return mutateReduceStmt(cast<ReduceStmt>(s));
  case Stmt::K_ScanStmt: return mutateScanStmt(cast<ScanStmt>(s));
  case Stmt::K_RemapStmt: return mutateRemapStmt(cast<RemapStmt>(s));
  case Stmt::K_Ironman: return mutateIronman(cast<Ironman>(s));
  case Stmt::K_If: return mutateIf(cast<If>(s));
  case Stmt::K_For: return mutateFor(cast<For>(s));
  case Stmt::K_While: return mutateWhile(cast<While>(s));
  case Stmt::K_Repeat: return mutateRepeat(cast<Repeat>(s));
  case Stmt::K_Write: return mutateWrite(cast<Write>(s));
  case Stmt::K_Read: return mutateRead(cast<Read>(s));
  case Stmt::K_CallStmt: return mutateCallStmt(cast<CallStmt>(s));
  case Stmt::K_Return: return mutateReturn(cast<Return>(s));
  case Stmt::K_Halt: return mutateHalt(cast<Halt>(s));
  case Stmt::K_Exit: return mutateExit(cast<Exit>(s));
  case Stmt::K_Continue: return mutateContinue(cast<Continue>(s));
  }
}

void Mutator::mutate(Region *r) {
  if (!r || (regionsOnce && !seen_.insert(r).second))
    return;
  mutateRegion(r);
}

void Mutator::mutateModule(Module &m) {
  for (Procedure *p : m.procs)
    mutateProcedure(p);
}

void Mutator::mutateProcedure(Procedure *p) { mutate(p->body); }

void Mutator::mutateRegion(Region *r) {
  for (Region::Dim &d : r->dims) {
    d.lo = mutate(d.lo);
    d.hi = mutate(d.hi);
    d.strideExpr = mutate(d.strideExpr);
  }
  r->mask = mutate(r->mask);
}

void Mutator::mutateArray(Array *a) {
  if (a)
    a->element = mutate(a->element);
}

void Mutator::mutateTransfer(Transfer *t) {
  mutateArray(t->src);
  mutateArray(t->dst);
  mutate(t->region);
  for (Expr *&o : t->offset)
    o = mutate(o);
}

Expr *Mutator::mutateVarRef(VarRef *e) {
  for (Expr *&x : e->subscripts)
    x = mutate(x);
  return e;
}

Expr *Mutator::mutateArrayRead(ArrayRead *e) {
  mutateArray(e->array);
  for (Expr *&x : e->dynOffset)
    x = mutate(x);
  return e;
}

Expr *Mutator::mutateUnary(Unary *e) {
  e->operand = mutate(e->operand);
  return e;
}

Expr *Mutator::mutateBinary(Binary *e) {
  e->lhs = mutate(e->lhs);
  e->rhs = mutate(e->rhs);
  return e;
}

Expr *Mutator::mutateCall(Call *e) {
  for (Expr *&x : e->args)
    x = mutate(x);
  return e;
}

Expr *Mutator::mutateReduce(Reduce *e) {
  mutate(e->region);
  e->operand = mutate(e->operand);
  return e;
}

Expr *Mutator::mutateFlood(Flood *e) {
  mutate(e->source);
  e->operand = mutate(e->operand);
  return e;
}

Expr *Mutator::mutateRemap(Remap *e) {
  e->operand = mutate(e->operand);
  for (Expr *&x : e->maps)
    x = mutate(x);
  return e;
}

Expr *Mutator::mutateRegionValue(RegionValue *e) {
  mutate(e->region);
  return e;
}

Expr *Mutator::mutateListValue(ListValue *e) {
  for (Expr *&x : e->elems)
    x = mutate(x);
  return e;
}

void Mutator::mutateStmt(Stmt *s) {
  for (Transfer *t : s->needs)
    mutateTransfer(t);
}

void Mutator::mutateBlock(Block *s) {
  for (Stmt *x : s->stmts)
    mutate(x);
}

void Mutator::mutateParAssign(ParAssign *s) {
  mutate(s->region);
  mutateArray(s->lhs);
  s->rhs = mutate(s->rhs);
}

void Mutator::mutateScalarAssign(ScalarAssign *s) {
  s->lhs = mutateAs(s->lhs);
  s->rhs = mutate(s->rhs);
}

void Mutator::mutateReduceStmt(ReduceStmt *s) {
  mutate(s->region);
  s->operand = mutate(s->operand);
  for (Expr *&o : s->moreOperands)
    o = mutate(o);
  mutateArray(s->into);
  for (Array *a : s->moreInto)
    mutateArray(a);
  mutate(s->intoRegion);
}

void Mutator::mutateScanStmt(ScanStmt *s) {
  mutate(s->region);
  mutateArray(s->lhs);
  for (Array *a : s->moreLhs)
    mutateArray(a);
  s->operand = mutate(s->operand);
  for (Expr *&o : s->moreOperands)
    o = mutate(o);
}

void Mutator::mutateRemapStmt(RemapStmt *s) {
  mutate(s->region);
  mutateArray(s->array);
  for (Expr *&x : s->maps)
    x = mutate(x);
  mutateArray(s->dst);
  s->value = mutate(s->value);
}

void Mutator::mutateIronman(Ironman *s) { mutateTransfer(s->transfer); }

void Mutator::mutateIf(If *s) {
  for (auto &arm : s->arms) {
    arm.first = mutate(arm.first);
    mutate(arm.second);
  }
  mutate(s->otherwise);
}

void Mutator::mutateFor(For *s) {
  s->var = mutateAs(s->var);
  s->from = mutate(s->from);
  s->to = mutate(s->to);
  s->step = mutate(s->step);
  mutate(s->body);
}

void Mutator::mutateWhile(While *s) {
  s->cond = mutate(s->cond);
  mutate(s->body);
}

void Mutator::mutateRepeat(Repeat *s) {
  mutate(s->body);
  s->cond = mutate(s->cond);
}

void Mutator::mutateItem(Write::Item &it) {
  it.value = mutate(it.value);
  mutate(it.region);
  mutateArray(it.array);
}

void Mutator::mutateWrite(Write *s) {
  s->file = mutate(s->file);
  for (Write::Item &it : s->items)
    mutateItem(it);
}

void Mutator::mutateRead(Read *s) {
  s->file = mutate(s->file);
  for (Read::Item &it : s->items) {
    it.var = mutateAs(it.var);
    mutate(it.region);
    mutateArray(it.array);
  }
}

void Mutator::mutateCallStmt(CallStmt *s) { s->call = mutateAs(s->call); }

void Mutator::mutateReturn(Return *s) { s->value = mutate(s->value); }

void Mutator::mutateHalt(Halt *s) {
  for (Write::Item &it : s->items)
    mutateItem(it);
}

} // namespace zpl::ir
