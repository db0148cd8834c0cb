// The AST builder (frontend/ASTBuilder.h): statements.
#include "frontend/ASTBuilder.h"
#include "frontend/InitList.h"

#include <cerrno>
#include <cstdlib>
#include <limits>

namespace zpl {

using namespace ast;
using P = zplantlr::ZplParser;

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

std::unique_ptr<CompoundStmt> ASTBuilder::buildStmtList(P::StmtListContext *ctx,
                                                        SourceLocation at) {
  auto list = std::make_unique<CompoundStmt>(at);
  if (!ctx)
    return list;
  for (auto *s : ctx->statement())
    if (auto st = buildStmt(s))
      list->body.push_back(std::move(st));
  return list;
}

static AssignStmt::Op assignOp(const std::string &s) {
  if (s == "+=")
    return AssignStmt::Op::Add;
  if (s == "-=")
    return AssignStmt::Op::Sub;
  if (s == "*=")
    return AssignStmt::Op::Mul;
  if (s == "/=")
    return AssignStmt::Op::Div;
  if (s == "%=")
    return AssignStmt::Op::Mod;
  if (s == "&=")
    return AssignStmt::Op::And;
  if (s == "|=")
    return AssignStmt::Op::Or;
  return AssignStmt::Op::Assign;
}

StmtPtr ASTBuilder::buildStmt(antlr4::ParserRuleContext *ctx) {
  if (auto *c = dynamic_cast<P::SimpleStatementContext *>(ctx))
    return buildStmt(c->simpleStmt());
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::RegionScopeStmtContext *>(ctx)) {
    ExprPtr region = buildRegionSpec(c->regionSpec());
    StmtPtr body = buildStmt(c->statement());
    return std::make_unique<RegionScopeStmt>(at, std::move(region),
                                             std::move(body));
  }
  if (auto *c = dynamic_cast<P::CompoundStmtContext *>(ctx)) {
    auto s = buildStmtList(c->stmtList(), at);
    s->hasBeginEnd = true;
    return s;
  }
  if (auto *c = dynamic_cast<P::AssignStmtContext *>(ctx)) {
    if (!c->assignOp())
      return buildExprStmt(buildLValue(c->lvalue()), at);
    ExprPtr lhs = buildLValue(c->lvalue());
    ExprPtr rhs = buildExpr(c->expr());
    return std::make_unique<AssignStmt>(loc(c->assignOp()),
                                        assignOp(c->assignOp()->getText()),
                                        std::move(lhs), std::move(rhs));
  }
  if (auto *c = dynamic_cast<P::MultiAssignStmtContext *>(ctx)) {
    auto ls = c->lvalue();
    auto s = std::make_unique<AssignStmt>(at, AssignStmt::Op::Assign, buildLValue(ls[0]), buildExpr(c->expr()));
    for (size_t i = 1; i < ls.size(); ++i)
      s->moreLhs.push_back(buildLValue(ls[i]));
    return s;
  }
  if (auto *c = dynamic_cast<P::IfStmtContext *>(ctx)) {
    auto s = std::make_unique<IfStmt>(at);
    auto lists = c->stmtList();
    IfStmt::Clause first;
    first.loc = at;
    first.cond = buildExpr(c->expr());
    first.body = buildStmtList(lists[0], loc(c->THEN()));
    s->clauses.push_back(std::move(first));
    for (auto *e : c->elsifClause()) {
      IfStmt::Clause cl;
      cl.loc = loc(e);
      cl.cond = buildExpr(e->expr());
      cl.body = buildStmtList(e->stmtList(), loc(e->THEN()));
      s->clauses.push_back(std::move(cl));
    }
    if (c->ELSE())
      s->elseBody = buildStmtList(lists.back(), loc(c->ELSE()));
    return s;
  }
  if (auto *c = dynamic_cast<P::ForStmtContext *>(ctx)) {
    auto s = std::make_unique<ForStmt>(at);
    s->var = std::make_unique<NameExpr>(loc(c->ident()), ident(c->ident()));
    auto es = c->expr();
    s->from = buildExpr(es[0]);
    s->to = buildExpr(es[1]);
    if (es.size() > 2)
      s->step = buildExpr(es[2]);
    // `by` is also the region-stride operator, and the grammar's precedence
    // lets it swallow `to 10 by 2` as one expression; a region makes no
    // sense as a loop bound, so that parse is always the loop step.
    if (!s->step)
      if (auto *d = llvm::dyn_cast<DerivedRegionExpr>(s->to.get()))
        if (d->op == DerivedRegionExpr::Op::By) {
          ExprPtr to = std::move(d->lhs);
          s->step = std::move(d->rhs);
          s->to = std::move(to);
        }
    s->downto = c->dir->getType() == P::DOWNTO;
    s->body = buildStmtList(c->stmtList(), loc(c->DO()));
    return s;
  }
  if (auto *c = dynamic_cast<P::WhileStmtContext *>(ctx)) {
    auto s = std::make_unique<WhileStmt>(at);
    s->cond = buildExpr(c->expr());
    s->body = buildStmtList(c->stmtList(), loc(c->DO()));
    return s;
  }
  if (auto *c = dynamic_cast<P::RepeatStmtContext *>(ctx)) {
    auto s = std::make_unique<RepeatStmt>(at);
    s->body = buildStmtList(c->stmtList(), at);
    s->cond = buildExpr(c->expr());
    return s;
  }
  if (auto *c = dynamic_cast<P::ReturnStmtContext *>(ctx))
    return std::make_unique<ReturnStmt>(at, c->expr() ? buildExpr(c->expr())
                                                      : nullptr);
  if (dynamic_cast<P::ExitStmtContext *>(ctx))
    return std::make_unique<ExitStmt>(at);
  if (dynamic_cast<P::ContinueStmtContext *>(ctx))
    return std::make_unique<ContinueStmt>(at);
  if (auto *c = dynamic_cast<P::WrapStmtContext *>(ctx)) {
    std::vector<ExprPtr> arrays;
    for (auto *e : c->expr())
      arrays.push_back(buildExpr(e));
    if (c->op->getType() == P::WRAP) {
      auto s = std::make_unique<WrapStmt>(at);
      s->arrays = std::move(arrays);
      return s;
    }
    auto s = std::make_unique<ReflectStmt>(at);
    s->arrays = std::move(arrays);
    return s;
  }
  diags_.internalError(at, "unhandled statement syntax");
  return nullptr;
}

// A bare expression is a statement only when it calls something; the I/O
// procedures and halt get nodes of their own because their arguments follow
// special rules (formats, optional leading file).
StmtPtr ASTBuilder::buildExprStmt(ExprPtr e, SourceLocation at) {
  std::unique_ptr<CallExpr> call;
  if (llvm::isa<CallExpr>(e.get())) {
    call.reset(static_cast<CallExpr *>(e.release()));
  } else if (auto *ne = llvm::dyn_cast<NameExpr>(e.get())) {
    auto callee = std::make_unique<NameExpr>(ne->loc, ne->name);
    call = std::make_unique<CallExpr>(ne->loc, std::move(callee));
  } else {
    diags_.error(DiagnosticKind::SyntaxError, e->loc,
                 "expected `:=` or a procedure call; an expression alone "
                 "is not a statement");
    return nullptr;
  }
  const std::string &name = call->callee->name;
  IOStmt::Op op;
  bool io = true;
  if (name == "write")
    op = IOStmt::Op::Write;
  else if (name == "writeln")
    op = IOStmt::Op::Writeln;
  else if (name == "read")
    op = IOStmt::Op::Read;
  else if (name == "readln")
    op = IOStmt::Op::Readln;
  else
    io = false;
  if (io) {
    auto s = std::make_unique<IOStmt>(at, op);
    s->args = std::move(call->args);
    return s;
  }
  if (name == "halt") {
    auto s = std::make_unique<HaltStmt>(at);
    s->args = std::move(call->args);
    return s;
  }
  return std::make_unique<CallStmt>(at, std::move(call));
}

} // namespace zpl
