// Invariants the passes and the code generator rely on. A violation is a
// compiler bug, reported as an internal error rather than a user diagnostic.
#include "ir/Walk.h"
#include "ir/TextForm.h"

#include <map>

namespace zpl::ir {
namespace {

// Whether a statement may leave the block it sits in.
struct Leaves : LoopCountingVisitor {
  bool found = false;
  void visitReturn(const Return *) override { found = true; }
  void visitHalt(const Halt *) override { found = true; }
  void visitExit(const Exit *) override { found |= loops == 0; }
  void visitContinue(const Continue *) override { found |= loops == 0; }
  static bool of(const Stmt *s) {
    Leaves l;
    l.visit(s);
    return l.found;
  }
};

struct Verifier : Visitor {
  bool lowered;
  std::vector<std::string> errors;
  explicit Verifier(bool l) : lowered(l) {}

  void fail(const Node *n, const std::string &msg) {
    errors.push_back(std::to_string(n->loc.line) + ":" + std::to_string(n->loc.col) + ": " + msg);
  }

  // An expression the statement cannot do without.
  void required(const Expr *e) {
    if (!e)
      errors.push_back("null expression");
  }

  void visitVarRef(const VarRef *e) override {
    if (!e->var)
      fail(e, "unresolved variable reference");
    Visitor::visitVarRef(e);
  }

  void visitArrayRead(const ArrayRead *a) override {
    if (!a->array) {
      fail(a, "array read without an array");
      return;
    }
    if (!a->offset.empty() && (int)a->offset.size() != a->array->rank())
      fail(a, "shift of `" + a->array->name + "` has the wrong rank");
    if (!a->dynOffset.empty() && (int)a->dynOffset.size() != a->array->rank())
      fail(a, "shift of `" + a->array->name + "` has the wrong rank");
    if (lowered && !a->dynOffset.empty())
      fail(a, "run-time shift of `" + a->array->name + "` left after insertTransfers");
    else if (lowered && a->shifted())
      for (int d = 0; d < a->array->rank(); ++d)
        if (-a->offset[d] > a->array->haloLo[d] || a->offset[d] > a->array->haloHi[d]) {
          // A shift inside the declared region needs no halo; only reads
          // past the owned block must be covered, which we cannot know
          // without shapes, so the check is for the halo being declared.
          if (a->wrap)
            fail(a, "wrap shift of `" + a->array->name + "` exceeds its halo");
        }
    Visitor::visitArrayRead(a);
  }

  // A construct a pass removes: `what` must be gone once `pass` has run.
  void removedBy(const Expr *e, const Expr *operand, const char *what, const char *pass) {
    if (lowered)
      fail(e, std::string(what) + " left in an expression after " + pass);
    required(operand);
  }
  void visitReduce(const Reduce *e) override {
    removedBy(e, e->operand, "reduction", "lowerCollectives");
    Visitor::visitReduce(e);
  }
  void visitFlood(const Flood *e) override {
    removedBy(e, e->operand, "flood", "insertTransfers");
    Visitor::visitFlood(e);
  }
  void visitRemap(const Remap *e) override {
    removedBy(e, e->operand, "remap", "insertTransfers");
    Visitor::visitRemap(e);
  }

  // Tracks which IRONMAN calls each transfer has seen, so DN never precedes
  // DR/SR and SV never precedes DN in straight-line order.
  std::map<const Transfer *, int> phase;

  // A transfer's four calls sit in one block, in the order DR, SR, DN, SV,
  // so every path through the block sees all of them; nothing may leave the
  // block between DR and DN, which would leave the transfer pending.
  void visitBlock(const Block *b) override {
    std::map<const Transfer *, int> open; // calls seen in this block
    for (const Stmt *s : b->stmts) {
      visit(s);
      if (auto *c = llvm::dyn_cast<Ironman>(s)) {
        int want = c->call == Ironman::DR ? 0 : c->call == Ironman::SR ? 1 : c->call == Ironman::DN ? 2 : 3;
        auto it = open.find(c->transfer);
        int seen = it == open.end() ? 0 : it->second;
        if (seen != want)
          fail(s, std::string("IRONMAN calls of t") + std::to_string(c->transfer->id) +
                      " out of order within their block");
        open[c->transfer] = want + 1;
      } else if (Leaves::of(s)) {
        for (auto &o : open)
          if (o.second == 1 || o.second == 2)
            fail(s, "t" + std::to_string(o.first->id) + " is pending across a statement that may leave the block");
      }
    }
    for (auto &o : open)
      if (o.second != 4)
        fail(b, "t" + std::to_string(o.first->id) + " is left pending at the end of its block");
  }

  void visitParAssign(const ParAssign *a) override {
    if (!a->region || !a->lhs) {
      fail(a, "parallel assignment without region or target");
      return;
    }
    if (a->region->rank() != a->lhs->region->rank())
      fail(a, "region rank differs from `" + a->lhs->name + "`'s rank");
    required(a->rhs);
    Visitor::visitParAssign(a);
  }

  void visitRemapStmt(const RemapStmt *r) override {
    if (!r->region || !r->array || (int)r->maps.size() != r->array->rank() ||
        (!r->dst && !r->value) || (r->dst && r->value)) {
      fail(r, "malformed remap statement");
      return;
    }
    if (r->dst && r->dst->region->rank() != r->region->rank())
      fail(r, "region rank differs from `" + r->dst->name + "`'s rank");
    for (const Expr *x : r->maps)
      required(x);
    Visitor::visitRemapStmt(r);
  }

  void visitScalarAssign(const ScalarAssign *s) override {
    required(s->lhs);
    required(s->rhs);
    Visitor::visitScalarAssign(s);
  }

  void visitScanStmt(const ScanStmt *c) override {
    if (!text::builtinReduceOp(c->op) && (!c->identity || !c->accumulate))
      fail(c, "user-defined scan `" + c->op + "||` without its procedures");
    if (c->moreLhs.size() != c->moreOperands.size() ||
        (!c->moreOperands.empty() && (!c->identity || c->identity->params.size() != 1 + c->moreOperands.size())))
      fail(c, "scan of several operands without as many targets and identity parameters");
    for (const Expr *o : c->moreOperands)
      required(o);
    Visitor::visitScanStmt(c);
  }

  void visitReduceStmt(const ReduceStmt *r) override {
    if ((!r->target && !r->into) || !r->region)
      fail(r, "reduction without target or region");
    if (!text::builtinReduceOp(r->op) && (!r->identity || !r->accumulate))
      fail(r, "user-defined reduction `" + r->op + "<<` without its procedures");
    required(r->operand);
    if ((r->into ? r->moreInto.size() : r->moreTargets.size()) != r->moreOperands.size() ||
        (r->into ? !r->moreTargets.empty() : !r->moreInto.empty()) ||
        (!r->moreOperands.empty() && (!r->identity || r->identity->params.size() != 1 + r->moreOperands.size())))
      fail(r, "reduction of several operands without as many targets and identity parameters");
    for (const Expr *o : r->moreOperands)
      required(o);
    Visitor::visitReduceStmt(r);
  }

  void visitIronman(const Ironman *c) override {
    int &p = phase[c->transfer];
    if (c->call == Ironman::DN && p < 1)
      fail(c, "DN t" + std::to_string(c->transfer->id) + " before its DR/SR");
    if (c->call == Ironman::SV && p < 2)
      fail(c, "SV t" + std::to_string(c->transfer->id) + " before its DN");
    p = c->call == Ironman::DR || c->call == Ironman::SR ? 1 : c->call == Ironman::DN ? 2 : 0;
    Visitor::visitIronman(c);
  }

  void visitIf(const If *s) override {
    for (auto &arm : s->arms)
      required(arm.first);
    Visitor::visitIf(s);
  }
  void visitWhile(const While *s) override {
    required(s->cond);
    Visitor::visitWhile(s);
  }
  void visitRepeat(const Repeat *s) override {
    required(s->cond);
    Visitor::visitRepeat(s);
  }
  void visitCallStmt(const CallStmt *s) override {
    required(s->call);
    Visitor::visitCallStmt(s);
  }
};

} // namespace

std::vector<std::string> verify(const Module &m, bool lowered) {
  Verifier v(lowered);
  if (!m.entry)
    v.errors.push_back("no entry procedure `" + m.name + "`");
  for (const Array *a : m.arrays)
    if (!a->region || !a->dist || (int)a->haloLo.size() != a->region->rank())
      v.errors.push_back("array `" + a->name + "` lacks a region, distribution or halo");
  for (const Transfer *t : m.transfers)
    if (!t->src || !t->dst || !t->region || t->perm.size() != t->offset.size())
      v.errors.push_back("transfer t" + std::to_string(t->id) + " is malformed");
  v.visitModule(m);
  return v.errors;
}

} // namespace zpl::ir
