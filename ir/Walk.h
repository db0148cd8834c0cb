// Generic IR traversals, in the manner of Halide's IRVisitor and IRMutator.
//
// Each node kind has a hook whose default visits every child of the node,
// in the order the program evaluates them: conditions, loop bounds, write
// and read items, reduction operands, region bounds and masks, call
// arguments, the element expression of an array-family use, the transfers a
// statement needs. A traversal overrides only the hooks it cares about and
// calls the default (`Visitor::visitX`) where it also wants the children, so
// a child added to the IR is reached by every traversal at once rather than
// by the ones someone remembers to update. The dispatch switches over the
// kinds have no `default:`, so a new kind is a compile error here.
//
// Regions are shared between statements (the IR is a DAG there): with
// `regionsOnce` set, each region is visited the first time it is reached and
// skipped afterwards, which is what a search for a mention needs; a pass that
// judges each statement on its own leaves it unset.
//
// Calls do not enter the callee: procedure bodies are reached through
// visitModule / visitProcedure, and interprocedural passes iterate to a
// fixpoint themselves.
#pragma once

#include "ir/IR.h"

#include <set>

namespace zpl::ir {

class Visitor {
public:
  virtual ~Visitor() = default;
  bool regionsOnce = false;

  // Entry points. Null pointers are ignored, so optional children (a For's
  // step, a Write's file) need no test at the call site.
  void visit(const Expr *e);
  void visit(const Stmt *s);
  void visit(const Region *r);
  virtual void visitModule(const Module &m);
  virtual void visitProcedure(const Procedure *p);
  virtual void visitRegion(const Region *r);
  virtual void visitArray(const Array *a);       // a use: its family element
  virtual void visitTransfer(const Transfer *t); // region, offsets, arrays

  // Expressions. visitExpr runs first for every expression (default:
  // nothing) and then the expression's own hook.
  virtual void visitExpr(const Expr *) {}
  virtual void visitLit(const Lit *) {}
  virtual void visitVarRef(const VarRef *e);
  virtual void visitArrayRead(const ArrayRead *e);
  virtual void visitIndex(const IndexExpr *) {}
  virtual void visitUnary(const Unary *e);
  virtual void visitBinary(const Binary *e);
  virtual void visitCall(const Call *e);
  virtual void visitReduce(const Reduce *e);
  virtual void visitFlood(const Flood *e);
  virtual void visitRemap(const Remap *e);
  virtual void visitRegionValue(const RegionValue *e);
  virtual void visitListValue(const ListValue *e);

  // Statements. visitStmt runs first for every statement (default: its
  // `needs`) and then the statement's own hook.
  virtual void visitStmt(const Stmt *s);
  virtual void visitBlock(const Block *s);
  virtual void visitParAssign(const ParAssign *s);
  virtual void visitScalarAssign(const ScalarAssign *s);
  virtual void visitReduceStmt(const ReduceStmt *s);
  virtual void visitScanStmt(const ScanStmt *s);
  virtual void visitRemapStmt(const RemapStmt *s);
  virtual void visitIronman(const Ironman *s);
  virtual void visitIf(const If *s);
  virtual void visitFor(const For *s);
  virtual void visitWhile(const While *s);
  virtual void visitRepeat(const Repeat *s);
  virtual void visitWrite(const Write *s);
  virtual void visitRead(const Read *s);
  virtual void visitCallStmt(const CallStmt *s);
  virtual void visitReturn(const Return *s);
  virtual void visitHalt(const Halt *s);
  virtual void visitExit(const Exit *) {}
  virtual void visitContinue(const Continue *) {}

  // A write or halt item: its value, then its region and array.
  virtual void visitItem(const Write::Item &it);

private:
  std::set<const Region *> seen_;
};

// A Visitor that counts the loops (for, while, repeat) it is inside, from
// where its walk began, for the questions about `exit` and `continue`: one
// met at loops == 0 leaves the statement the walk started at.
class LoopCountingVisitor : public Visitor {
public:
  int loops = 0;
  void visitFor(const For *s) override;
  void visitWhile(const While *s) override;
  void visitRepeat(const Repeat *s) override;
};

// Rewrites expressions in place: each expression hook returns the node that
// replaces the one given (default: the same node, its children rewritten).
// Statements and regions are changed in place; a pass that replaces or adds
// statements overrides mutateBlock.
class Mutator {
public:
  virtual ~Mutator() = default;
  bool regionsOnce = false;

  Expr *mutate(Expr *e);
  void mutate(Stmt *s);
  void mutate(Region *r);
  virtual void mutateModule(Module &m);
  virtual void mutateProcedure(Procedure *p);
  virtual void mutateRegion(Region *r);
  virtual void mutateArray(Array *a);
  virtual void mutateTransfer(Transfer *t);

  virtual Expr *mutateLit(Lit *e) { return e; }
  virtual Expr *mutateVarRef(VarRef *e);
  virtual Expr *mutateArrayRead(ArrayRead *e);
  virtual Expr *mutateIndex(IndexExpr *e) { return e; }
  virtual Expr *mutateUnary(Unary *e);
  virtual Expr *mutateBinary(Binary *e);
  virtual Expr *mutateCall(Call *e);
  virtual Expr *mutateReduce(Reduce *e);
  virtual Expr *mutateFlood(Flood *e);
  virtual Expr *mutateRemap(Remap *e);
  virtual Expr *mutateRegionValue(RegionValue *e);
  virtual Expr *mutateListValue(ListValue *e);

  virtual void mutateStmt(Stmt *s);
  virtual void mutateBlock(Block *s);
  virtual void mutateParAssign(ParAssign *s);
  virtual void mutateScalarAssign(ScalarAssign *s);
  virtual void mutateReduceStmt(ReduceStmt *s);
  virtual void mutateScanStmt(ScanStmt *s);
  virtual void mutateRemapStmt(RemapStmt *s);
  virtual void mutateIronman(Ironman *s);
  virtual void mutateIf(If *s);
  virtual void mutateFor(For *s);
  virtual void mutateWhile(While *s);
  virtual void mutateRepeat(Repeat *s);
  virtual void mutateWrite(Write *s);
  virtual void mutateRead(Read *s);
  virtual void mutateCallStmt(CallStmt *s);
  virtual void mutateReturn(Return *s);
  virtual void mutateHalt(Halt *s);
  virtual void mutateExit(Exit *) {}
  virtual void mutateContinue(Continue *) {}

  virtual void mutateItem(Write::Item &it);

protected:
  // For fields typed as a subclass (a For's variable, a CallStmt's call): the
  // replacement must be of the same kind.
  template <class T> T *mutateAs(T *e) { return e ? llvm::cast<T>(mutate(e)) : nullptr; }

private:
  std::set<const Region *> seen_;
};

// Calls f(actual, formal) for every argument `c` passes to a parallel array
// parameter of its procedure (an actual that is an array read).
template <class F> void forEachArrayArg(const Call *c, F &&f) {
  if (!c->proc)
    return;
  for (size_t i = 0; i < c->args.size() && i < c->proc->paramOrder.size(); ++i) {
    int k = c->proc->paramOrder[i];
    auto *rd = llvm::dyn_cast<ArrayRead>(c->args[i]);
    if (k < 0 && rd)
      f(rd, c->proc->arrayParams[-k - 1]);
  }
}

} // namespace zpl::ir
