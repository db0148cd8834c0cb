// Invariants the passes and the code generator rely on. A violation is a
// compiler bug, reported as an internal error rather than a user diagnostic.
#include "ir/IR.h"

#include <functional>
#include <map>

namespace zpl::ir {
namespace {

struct Verifier {
  bool lowered;
  std::vector<std::string> errors;

  void fail(const Node *n, const std::string &msg) {
    errors.push_back(std::to_string(n->loc.line) + ":" + std::to_string(n->loc.col) + ": " + msg);
  }

  void expr(const Expr *e, const Region *region) {
    if (!e) {
      errors.push_back("null expression");
      return;
    }
    switch (e->kind) {
    case Expr::K_Lit:
    case Expr::K_Index:
    case Expr::K_RegionValue:
      break;
    case Expr::K_VarRef:
      if (!llvm::cast<VarRef>(e)->var)
        fail(e, "unresolved variable reference");
      for (const Expr *s : llvm::cast<VarRef>(e)->subscripts)
        expr(s, region);
      break;
    case Expr::K_ArrayRead: {
      auto *a = llvm::cast<ArrayRead>(e);
      if (!a->array) {
        fail(e, "array read without an array");
        break;
      }
      if (!a->offset.empty() && (int)a->offset.size() != a->array->rank())
        fail(e, "shift of `" + a->array->name + "` has the wrong rank");
      if (!a->dynOffset.empty() && (int)a->dynOffset.size() != a->array->rank())
        fail(e, "shift of `" + a->array->name + "` has the wrong rank");
      if (lowered && !a->dynOffset.empty())
        fail(e, "run-time shift of `" + a->array->name + "` left after insertTransfers");
      else if (lowered && a->shifted())
        for (int d = 0; d < a->array->rank(); ++d)
          if (-a->offset[d] > a->array->haloLo[d] || a->offset[d] > a->array->haloHi[d]) {
            // A shift inside the declared region needs no halo; only reads
            // past the owned block must be covered, which we cannot know
            // without shapes, so the check is for the halo being declared.
            if (a->wrap)
              fail(e, "wrap shift of `" + a->array->name + "` exceeds its halo");
          }
      break;
    }
    case Expr::K_Unary:
      expr(llvm::cast<Unary>(e)->operand, region);
      break;
    case Expr::K_Binary:
      expr(llvm::cast<Binary>(e)->lhs, region);
      expr(llvm::cast<Binary>(e)->rhs, region);
      break;
    case Expr::K_Call:
      for (const Expr *a : llvm::cast<Call>(e)->args)
        expr(a, region);
      break;
    case Expr::K_Reduce:
      if (lowered)
        fail(e, "reduction left in an expression after lowerCollectives");
      expr(llvm::cast<Reduce>(e)->operand, llvm::cast<Reduce>(e)->region);
      break;
    case Expr::K_Flood:
      if (lowered)
        fail(e, "flood left in an expression after insertTransfers");
      expr(llvm::cast<Flood>(e)->operand, region);
      break;
    case Expr::K_Remap:
      if (lowered)
        fail(e, "remap left in an expression after insertTransfers");
      expr(llvm::cast<Remap>(e)->operand, region);
      for (const Expr *x : llvm::cast<Remap>(e)->maps)
        expr(x, region);
      break;
    }
  }

  // Tracks which IRONMAN calls each transfer has seen, so DN never precedes
  // DR/SR and SV never precedes DN in straight-line order.
  std::map<const Transfer *, int> phase;

  // Whether a statement may leave the block it sits in (`loops`: loops
  // entered inside it so far).
  static bool leaves(const Stmt *s, int loops) {
    switch (s->kind) {
    case Stmt::K_Return:
    case Stmt::K_Halt:
      return true;
    case Stmt::K_Exit:
    case Stmt::K_Continue:
      return loops == 0;
    case Stmt::K_Block:
      for (const Stmt *x : llvm::cast<Block>(s)->stmts)
        if (leaves(x, loops))
          return true;
      return false;
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms)
        if (leaves(arm.second, loops))
          return true;
      return llvm::cast<If>(s)->otherwise && leaves(llvm::cast<If>(s)->otherwise, loops);
    case Stmt::K_For:
      return leaves(llvm::cast<For>(s)->body, loops + 1);
    case Stmt::K_While:
      return leaves(llvm::cast<While>(s)->body, loops + 1);
    case Stmt::K_Repeat:
      return leaves(llvm::cast<Repeat>(s)->body, loops + 1);
    default:
      return false;
    }
  }

  // A transfer's four calls sit in one block, in the order DR, SR, DN, SV,
  // so every path through the block sees all of them; nothing may leave the
  // block between DR and DN, which would leave the transfer pending.
  void block(const Block *b) {
    std::map<const Transfer *, int> open; // calls seen in this block
    for (const Stmt *s : b->stmts) {
      stmt(s);
      if (auto *c = llvm::dyn_cast<Ironman>(s)) {
        int want = c->call == Ironman::DR ? 0 : c->call == Ironman::SR ? 1 : c->call == Ironman::DN ? 2 : 3;
        auto it = open.find(c->transfer);
        int seen = it == open.end() ? 0 : it->second;
        if (seen != want)
          fail(s, std::string("IRONMAN calls of t") + std::to_string(c->transfer->id) +
                      " out of order within their block");
        open[c->transfer] = want + 1;
      } else if (leaves(s, 0)) {
        for (auto &o : open)
          if (o.second == 1 || o.second == 2)
            fail(s, "t" + std::to_string(o.first->id) + " is pending across a statement that may leave the block");
      }
    }
    for (auto &o : open)
      if (o.second != 4)
        fail(b, "t" + std::to_string(o.first->id) + " is left pending at the end of its block");
  }

  void stmt(const Stmt *s) {
    switch (s->kind) {
    case Stmt::K_Block:
      block(llvm::cast<Block>(s));
      break;
    case Stmt::K_ParAssign: {
      auto *a = llvm::cast<ParAssign>(s);
      if (!a->region || !a->lhs) {
        fail(s, "parallel assignment without region or target");
        break;
      }
      if (a->region->rank() != a->lhs->region->rank())
        fail(s, "region rank differs from `" + a->lhs->name + "`'s rank");
      expr(a->rhs, a->region);
      break;
    }
    case Stmt::K_RemapStmt: {
      auto *r = llvm::cast<RemapStmt>(s);
      if (!r->region || !r->array || (int)r->maps.size() != r->array->rank() ||
          (!r->dst && !r->value) || (r->dst && r->value)) {
        fail(s, "malformed remap statement");
        break;
      }
      if (r->dst && r->dst->region->rank() != r->region->rank())
        fail(s, "region rank differs from `" + r->dst->name + "`'s rank");
      for (const Expr *x : r->maps)
        expr(x, r->region);
      if (r->value)
        expr(r->value, r->region);
      break;
    }
    case Stmt::K_ScalarAssign:
      expr(llvm::cast<ScalarAssign>(s)->lhs, nullptr);
      expr(llvm::cast<ScalarAssign>(s)->rhs, nullptr);
      break;
    case Stmt::K_ReduceStmt: {
      auto *r = llvm::cast<ReduceStmt>(s);
      if ((!r->target && !r->into) || !r->region)
        fail(s, "reduction without target or region");
      expr(r->operand, r->region);
      break;
    }
    case Stmt::K_Ironman: {
      auto *c = llvm::cast<Ironman>(s);
      int &p = phase[c->transfer];
      if (c->call == Ironman::DN && p < 1)
        fail(s, "DN t" + std::to_string(c->transfer->id) + " before its DR/SR");
      if (c->call == Ironman::SV && p < 2)
        fail(s, "SV t" + std::to_string(c->transfer->id) + " before its DN");
      p = c->call == Ironman::DR || c->call == Ironman::SR ? 1 : c->call == Ironman::DN ? 2 : 0;
      break;
    }
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms) {
        expr(arm.first, nullptr);
        block(arm.second);
      }
      if (llvm::cast<If>(s)->otherwise)
        block(llvm::cast<If>(s)->otherwise);
      break;
    case Stmt::K_For:
      block(llvm::cast<For>(s)->body);
      break;
    case Stmt::K_While:
      expr(llvm::cast<While>(s)->cond, nullptr);
      block(llvm::cast<While>(s)->body);
      break;
    case Stmt::K_Repeat:
      block(llvm::cast<Repeat>(s)->body);
      expr(llvm::cast<Repeat>(s)->cond, nullptr);
      break;
    case Stmt::K_Write:
      for (auto &it : llvm::cast<Write>(s)->items)
        if (it.value)
          expr(it.value, it.region);
      break;
    case Stmt::K_Read:
      for (const Read::Item &it : llvm::cast<Read>(s)->items)
        if (it.var)
          expr(it.var, nullptr);
      break;
    case Stmt::K_CallStmt:
      expr(llvm::cast<CallStmt>(s)->call, nullptr);
      break;
    default:
      break;
    }
  }
};

} // namespace

std::vector<std::string> verify(const Module &m, bool lowered) {
  Verifier v{lowered, {}};
  if (!m.entry)
    v.errors.push_back("no entry procedure `" + m.name + "`");
  for (const Array *a : m.arrays)
    if (!a->region || !a->dist || (int)a->haloLo.size() != a->region->rank())
      v.errors.push_back("array `" + a->name + "` lacks a region, distribution or halo");
  for (const Transfer *t : m.transfers)
    if (!t->src || !t->dst || !t->region || t->perm.size() != t->offset.size())
      v.errors.push_back("transfer t" + std::to_string(t->id) + " is malformed");
  for (const Procedure *p : m.procs)
    if (p->body)
      v.block(p->body);
  return v.errors;
}

} // namespace zpl::ir
