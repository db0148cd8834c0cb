// Brackets each statement's transfers with the four IRONMAN calls, moved
// within the statement's straight-line block so that communication overlaps
// computation: DR and SR rise above the statements before the one that needs
// the transfer, up to the last one that touches the destination (DR) or
// writes the source (SR); DN stays right before the statement that reads the
// received data; SV sinks below the following statements, down to the next
// one that writes the source. Only simple statements are crossed: no
// procedure calls, no nested control flow; DR and SR never cross a statement
// that writes a scalar (transfer offsets and regions may depend on scalars),
// and no call crosses a statement whose own transfers involve the same arrays.
#include "passes/Passes.h"

#include <algorithm>
#include <set>

namespace zpl::passes {
namespace {

using namespace ir;

struct Placer {
  Module &m;

  Ironman *call(Ironman::Call c, Transfer *t) {
    Ironman *i = m.make<Ironman>();
    i->call = c;
    i->transfer = t;
    return i;
  }

  // What a simple statement reads and writes.
  struct Access {
    bool simple = true;       // may be crossed at all
    bool writesScalar = false;
    std::set<const Array *> reads, writes;
  };

  void expr(const Expr *e, Access &a) {
    if (!e)
      return;
    switch (e->kind) {
    case Expr::K_ArrayRead:
      a.reads.insert(llvm::cast<ArrayRead>(e)->array->storage());
      for (const Expr *x : llvm::cast<ArrayRead>(e)->dynOffset)
        expr(x, a);
      return;
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
      if (llvm::cast<Call>(e)->proc)
        a.simple = false;
      for (const Expr *x : llvm::cast<Call>(e)->args)
        expr(x, a);
      return;
    case Expr::K_Lit:
    case Expr::K_Index:
      return;
    default:
      a.simple = false;
      return;
    }
  }

  void region(const Region *r, Access &a) {
    if (r && r->mask)
      expr(r->mask, a);
  }

  Access access(const Stmt *s) {
    Access a;
    switch (s->kind) {
    case Stmt::K_ParAssign: {
      auto *p = llvm::cast<ParAssign>(s);
      a.writes.insert(p->lhs->storage());
      a.reads.insert(p->lhs->storage()); // `+=` and masks keep old values
      expr(p->rhs, a);
      region(p->region, a);
      break;
    }
    case Stmt::K_ScanStmt: {
      auto *c = llvm::cast<ScanStmt>(s);
      a.writes.insert(c->lhs->storage());
      expr(c->operand, a);
      region(c->region, a);
      break;
    }
    case Stmt::K_ScalarAssign:
      a.writesScalar = true;
      expr(llvm::cast<ScalarAssign>(s)->lhs, a);
      expr(llvm::cast<ScalarAssign>(s)->rhs, a);
      break;
    case Stmt::K_Write:
      for (auto &it : llvm::cast<Write>(s)->items) {
        expr(it.value, a);
        if (it.array)
          a.reads.insert(it.array->storage());
      }
      if (llvm::cast<Write>(s)->file)
        a.simple = false;
      break;
    case Stmt::K_Block:
      // A block standing only for its transfers (a redistribution).
      if (!llvm::cast<Block>(s)->stmts.empty())
        a.simple = false;
      break;
    default:
      a.simple = false;
      break;
    }
    for (const Transfer *u : s->needs) {
      // Elements of one indexed array of arrays may be the same storage.
      a.reads.insert(u->src->storage());
      a.writes.insert(u->dst->storage());
    }
    return a;
  }

  static bool involves(const Stmt *s, const Transfer *t) {
    for (const Transfer *u : s->needs)
      if (u != t && (u->src->storage() == t->src->storage() || u->src->storage() == t->dst->storage() ||
                     u->dst->storage() == t->src->storage() || u->dst->storage() == t->dst->storage()))
        return true;
    return false;
  }

  void block(Block *b) {
    const size_t n = b->stmts.size();
    std::vector<Access> acc;
    for (Stmt *s : b->stmts)
      acc.push_back(access(s));
    // Calls that go before statement i (i == n: at the end), by kind.
    std::vector<std::vector<Ironman *>> sv(n + 1), dr(n + 1), sr(n + 1), dn(n + 1);
    for (size_t i = 0; i < n; ++i) {
      Stmt *s = b->stmts[i];
      for (Transfer *t : s->needs) {
        auto early = [&](size_t j) {
          return acc[j].simple && !acc[j].writesScalar && !involves(b->stmts[j], t);
        };
        size_t pdr = i;
        while (pdr > 0 && early(pdr - 1) && !acc[pdr - 1].reads.count(t->dst->storage()) &&
               !acc[pdr - 1].writes.count(t->dst->storage()))
          --pdr;
        size_t psr = i;
        while (psr > 0 && early(psr - 1) && !acc[psr - 1].writes.count(t->src->storage()))
          --psr;
        psr = std::max(psr, pdr);
        size_t psv = i + 1;
        while (psv < n && acc[psv].simple && !involves(b->stmts[psv], t) &&
               !acc[psv].writes.count(t->src->storage()))
          ++psv;
        dr[pdr].push_back(call(Ironman::DR, t));
        sr[psr].push_back(call(Ironman::SR, t));
        dn[i].push_back(call(Ironman::DN, t));
        sv[psv].push_back(call(Ironman::SV, t));
      }
    }
    std::vector<Stmt *> out;
    auto emit = [&](size_t i) {
      for (auto *v : {&sv[i], &dr[i], &sr[i], &dn[i]})
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
  Placer p{m};
  for (Procedure *proc : m.procs)
    p.block(proc->body);
}

} // namespace zpl::passes
