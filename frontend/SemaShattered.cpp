#include "frontend/SemaShattered.h"

namespace zpl::sema {
using namespace ast;
using llvm::dyn_cast;

namespace {
using Errors = std::vector<std::pair<SourceLocation, std::string>>;
// " inside a parallel `if` (...); ", for the construct `what`.
std::string why(const char *what) {
  return std::string(" inside a parallel `") + what + "` (its condition is a parallel array, so " +
         (what[0] == 'i' ? "each branch runs" : "the body runs") + " masked); ";
}

// The first operator in `e` that a masked element-wise statement cannot
// evaluate per index, or null.
const Expr *collective(const Expr *e) {
  if (!e)
    return nullptr;
  switch (e->kind) {
  case NodeKind::ReduceExpr:
  case NodeKind::ScanExpr:
  case NodeKind::FloodExpr:
  case NodeKind::RemapExpr:
  case NodeKind::PrimeExpr:
    return e;
  case NodeKind::UnaryExpr:
    return collective(llvm::cast<UnaryExpr>(e)->operand.get());
  case NodeKind::BinaryExpr: {
    auto *b = llvm::cast<BinaryExpr>(e);
    if (auto *x = collective(b->lhs.get()))
      return x;
    return collective(b->rhs.get());
  }
  case NodeKind::ShiftExpr:
    return collective(llvm::cast<ShiftExpr>(e)->operand.get());
  case NodeKind::SubscriptExpr: {
    auto *s = llvm::cast<SubscriptExpr>(e);
    for (auto &i : s->indices)
      if (auto *x = collective(i.get()))
        return x;
    return collective(s->base.get());
  }
  case NodeKind::MemberExpr:
    return collective(llvm::cast<MemberExpr>(e)->base.get());
  case NodeKind::CallExpr:
    for (auto &a : llvm::cast<CallExpr>(e)->args)
      if (auto *x = collective(a.get()))
        return x;
    return nullptr;
  case NodeKind::FormatExpr:
    return collective(llvm::cast<FormatExpr>(e)->value.get());
  default:
    return nullptr;
  }
}

void branch(const Stmt *s, const char *what, Errors &out) {
  if (!s)
    return;
  switch (s->kind) {
  case NodeKind::CompoundStmt:
    for (auto &c : llvm::cast<CompoundStmt>(s)->body)
      branch(c.get(), what, out);
    return;
  case NodeKind::EmptyStmt:
    return;
  case NodeKind::IfStmt: {
    auto *i = llvm::cast<IfStmt>(s);
    if (i->shattered)
      return; // checked on its own
    for (auto &c : i->clauses)
      branch(c.body.get(), what, out);
    branch(i->elseBody.get(), what, out);
    return;
  }
  case NodeKind::AssignStmt: {
    auto *a = llvm::cast<AssignStmt>(s);
    if (!a->lhs->isParallel) {
      out.push_back({s->loc, std::string("a scalar assignment") + why(what) +
                                 "assign it before the `" + what + "`, or reduce the condition with `|<<` for a scalar `" + what +
                                 "`"});
      return;
    }
    const Expr *x = collective(a->rhs.get());
    if (!x)
      x = collective(a->lhs.get());
    if (x)
      out.push_back({x->loc, std::string("reductions, scans, floods, remaps and primes are not supported") + why(what) +
                                 "compute the value into an array before the `" + what + "`"});
    return;
  }
  case NodeKind::RegionScopeStmt:
    out.push_back({s->loc, std::string("a region scope") + why(what) +
                               "write the `" + what + "` inside the region scope, or mask the statement with `with`"});
    return;
  case NodeKind::WhileStmt:
    if (llvm::cast<WhileStmt>(s)->shattered)
      return; // checked on its own
    [[fallthrough]];
  case NodeKind::ForStmt:
  case NodeKind::RepeatStmt:
    out.push_back({s->loc, std::string("a loop") + why(what) + "put the `" + what + "` inside the loop"});
    return;
  default:
    out.push_back({s->loc, std::string("only assignments to parallel arrays and `if`s are supported") + why(what) +
                               "move this statement out of the `" + what + "`"});
    return;
  }
}
} // namespace

Errors shatteredIfErrors(const IfStmt &i) {
  Errors out;
  for (auto &c : i.clauses)
    branch(c.body.get(), "if", out);
  branch(i.elseBody.get(), "if", out);
  return out;
}

Errors shatteredWhileErrors(const WhileStmt &w) {
  Errors out;
  branch(w.body.get(), "while", out);
  return out;
}
} // namespace zpl::sema
