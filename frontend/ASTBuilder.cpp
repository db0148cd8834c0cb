#include "frontend/ASTBuilder.h"
#include "frontend/InitList.h"

#include <cerrno>
#include <cstdlib>
#include <limits>

namespace zpl {

using namespace ast;
using P = zplantlr::ZplParser;

ASTBuilder::DepthScope::DepthScope(ASTBuilder &b,
                                   antlr4::ParserRuleContext *ctx)
    : b(b) {
  // Sema, the printer and the back end all recurse over the tree; bounding
  // its depth here protects every later pass from stack exhaustion.
  if (++b.depth_ > b.maxNesting_) {
    b.diags_.error(DiagnosticKind::NestingTooDeep, b.loc(ctx),
                   "nesting too deep: more than " +
                       std::to_string(b.maxNesting_) +
                       " levels of nested expressions or statements");
    --b.depth_;
    throw NestingTooDeep();
  }
}

SourceLocation ASTBuilder::loc(antlr4::Token *t) const {
  if (!t)
    return {};
  return SourceLocation(t->getLine(), t->getCharPositionInLine() + 1, fileID_);
}
SourceLocation ASTBuilder::loc(antlr4::ParserRuleContext *ctx) const {
  return ctx ? loc(ctx->getStart()) : SourceLocation();
}
SourceLocation ASTBuilder::loc(antlr4::tree::TerminalNode *n) const {
  return n ? loc(n->getSymbol()) : SourceLocation();
}

// Token text straight from the original bytes: the parser saw one code point
// per byte, so its indices are byte offsets.
std::string ASTBuilder::text(antlr4::Token *t) const {
  size_t start = t->getStartIndex(), stop = t->getStopIndex();
  if (start > stop || stop >= source_.size())
    return t->getText();
  return source_.substr(start, stop - start + 1);
}

std::string ASTBuilder::ident(P::IdentContext *ctx) const {
  return ctx ? text(ctx->getStart()) : std::string();
}

//===----------------------------------------------------------------------===//
// Program and declarations
//===----------------------------------------------------------------------===//

std::unique_ptr<Program> ASTBuilder::build(P::ProgramContext *ctx) {
  try {
    auto prog = std::make_unique<Program>(loc(ctx));
    prog->name = ident(ctx->ident());
    prog->fileName = diags_.fileName(fileID_);
    for (auto *td : ctx->topDecl()) {
      if (auto *ds = td->declSection()) {
        addDeclSection(ds, prog->decls, /*local=*/false);
      } else if (auto *ed = td->externDecl()) {
        addExternDecl(ed, prog->decls);
      } else if (auto *pd = td->procedureDecl()) {
        auto proc = buildProcedure(pd);
        prog->procedures.push_back(proc.get());
        prog->decls.push_back(std::move(proc));
      } else if (auto *pt = td->prototypeDecl()) {
        auto proc = buildPrototype(pt);
        prog->procedures.push_back(proc.get());
        prog->decls.push_back(std::move(proc));
      }
    }
    if (diags_.hasErrors())
      return nullptr;
    return prog;
  } catch (NestingTooDeep &) {
    return nullptr;
  }
}

// One VarDecl per declared name; each gets its own copy of the type so the
// tree stays a tree.
void ASTBuilder::addVars(P::IdentListContext *ids, P::TypeExprContext *type,
                         P::ExprContext *init, VarDecl::Storage storage,
                         std::vector<DeclPtr> &out, bool local,
                         P::InitListContext *list) {
  TypeExprPtr t = type ? buildType(type) : nullptr;
  ExprPtr e = init ? buildExpr(init) : nullptr;
  std::shared_ptr<InitList> il = list ? buildInitList(list) : nullptr;
  auto names = ids->ident();
  for (size_t i = 0; i < names.size(); ++i) {
    auto v = std::make_unique<VarDecl>(loc(names[i]), ident(names[i]), storage);
    bool last = i + 1 == names.size();
    if (t)
      v->typeExpr = last ? std::move(t) : t->clone();
    if (e)
      v->init = last ? std::move(e) : e->clone();
    if (il)
      v->initList = last ? il : il->clone();
    v->isLocal = local;
    out.push_back(std::move(v));
  }
}

void ASTBuilder::addVarSection(P::VarSectionContext *c,
                               std::vector<DeclPtr> &out, bool local) {
  VarDecl::Storage s =
      c->FREE() ? VarDecl::Storage::FreeVar : VarDecl::Storage::Var;
  for (auto *item : c->varItem())
    addVars(item->identList(), item->typeExpr(), item->expr(), s, out, local,
            item->initList());
}

void ASTBuilder::addTypeSection(P::TypeSectionContext *c,
                                std::vector<DeclPtr> &out) {
  for (auto *item : c->typeItem()) {
    auto d =
        std::make_unique<TypeDecl>(loc(item->ident()), ident(item->ident()));
    d->typeExpr = buildType(item->typeExpr());
    out.push_back(std::move(d));
  }
}

void ASTBuilder::addExternDecl(P::ExternDeclContext *ctx,
                               std::vector<DeclPtr> &out) {
  size_t first = out.size();
  if (auto *c = ctx->typeSection())
    addTypeSection(c, out);
  else if (auto *c = ctx->varSection())
    addVarSection(c, out, /*local=*/false);
  else
    for (auto *item : ctx->externConstItem())
      addVars(item->identList(), item->typeExpr(), nullptr,
              VarDecl::Storage::Constant, out, /*local=*/false);
  for (size_t i = first; i < out.size(); ++i) {
    if (auto *v = llvm::dyn_cast<VarDecl>(out[i].get()))
      v->isExtern = true;
    else if (auto *t = llvm::dyn_cast<TypeDecl>(out[i].get()))
      t->isExtern = true;
  }
}

void ASTBuilder::addDeclSection(P::DeclSectionContext *ctx,
                                std::vector<DeclPtr> &out, bool local) {
  if (auto *c = ctx->configSection()) {
    VarDecl::Storage s = c->kind->getType() == P::VAR
                             ? VarDecl::Storage::ConfigVar
                             : VarDecl::Storage::ConfigConst;
    for (auto *item : c->configItem())
      addVars(item->identList(), item->typeExpr(), item->expr(), s, out,
              local);
  } else if (auto *c = ctx->constSection()) {
    for (auto *item : c->constItem())
      addVars(item->identList(), item->typeExpr(), item->expr(),
              VarDecl::Storage::Constant, out, local, item->initList());
  } else if (auto *c = ctx->varSection()) {
    addVarSection(c, out, local);
  } else if (auto *c = ctx->typeSection()) {
    addTypeSection(c, out);
  } else if (auto *c = ctx->regionSection()) {
    for (auto *item : c->regionItem()) {
      auto ids = item->ident();
      auto d = std::make_unique<RegionDecl>(loc(ids[0]), ident(ids[0]));
      if (ids.size() > 1)
        d->distribution =
            std::make_unique<NameExpr>(loc(ids[1]), ident(ids[1]));
      d->init = buildExpr(item->expr());
      out.push_back(std::move(d));
    }
  } else if (auto *c = ctx->directionSection()) {
    for (auto *item : c->directionItem()) {
      auto d = std::make_unique<DirectionDecl>(loc(item->ident()),
                                               ident(item->ident()));
      d->init = asDirection(buildExpr(item->expr()));
      out.push_back(std::move(d));
    }
  } else if (auto *c = ctx->gridSection()) {
    for (auto *item : c->gridItem()) {
      auto d =
          std::make_unique<GridDecl>(loc(item->ident()), ident(item->ident()));
      for (auto *e : item->expr())
        d->extents.push_back(buildExpr(e));
      out.push_back(std::move(d));
    }
  } else if (auto *c = ctx->distributionSection()) {
    for (auto *item : c->distributionItem()) {
      auto ids = item->ident();
      auto d = std::make_unique<DistributionDecl>(loc(ids[0]), ident(ids[0]));
      d->grid = std::make_unique<NameExpr>(loc(ids[1]), ident(ids[1]));
      for (auto *f : item->distFormat()) {
        DistFormat fmt;
        fmt.loc = loc(f);
        if (dynamic_cast<P::BlockFormatContext *>(f)) {
          fmt.kind = DistFormat::Kind::Block;
        } else if (auto *cy = dynamic_cast<P::CyclicFormatContext *>(f)) {
          fmt.kind = cy->expr() ? DistFormat::Kind::BlockCyclic
                                : DistFormat::Kind::Cyclic;
          if (cy->expr())
            fmt.blockSize = buildExpr(cy->expr());
        } else {
          fmt.kind = DistFormat::Kind::Star;
        }
        d->formats.push_back(std::move(fmt));
      }
      out.push_back(std::move(d));
    }
  }
}

void ASTBuilder::buildParams(P::ParamListContext *ctx, ProcedureDecl &proc) {
  if (!ctx)
    return;
  for (auto *g : ctx->paramGroup()) {
    ParamDecl::Mode mode = ParamDecl::Mode::In;
    if (g->pmode) {
      switch (g->pmode->getType()) {
      case P::OUT:
        mode = ParamDecl::Mode::Out;
        break;
      case P::INOUT:
      case P::VAR:
        mode = ParamDecl::Mode::InOut;
        break;
      default:
        break;
      }
    }
    TypeExprPtr t = buildType(g->typeExpr());
    auto names = g->identList()->ident();
    for (size_t i = 0; i < names.size(); ++i) {
      auto p =
          std::make_unique<ParamDecl>(loc(names[i]), ident(names[i]), mode);
      p->typeExpr = i + 1 == names.size() ? std::move(t) : t->clone();
      p->isFree = g->FREE() != nullptr;
      proc.params.push_back(std::move(p));
    }
  }
}

std::unique_ptr<ProcedureDecl>
ASTBuilder::buildPrototype(P::PrototypeDeclContext *ctx) {
  auto proc =
      std::make_unique<ProcedureDecl>(loc(ctx->ident()), ident(ctx->ident()));
  proc->isPrototype = true;
  proc->isExtern = ctx->EXTERN() != nullptr;
  proc->isFree = ctx->FREE() != nullptr;
  buildParams(ctx->paramList(), *proc);
  if (ctx->typeExpr())
    proc->returnType = buildType(ctx->typeExpr());
  return proc;
}

std::unique_ptr<ProcedureDecl>
ASTBuilder::buildProcedure(P::ProcedureDeclContext *ctx) {
  auto proc =
      std::make_unique<ProcedureDecl>(loc(ctx->ident()), ident(ctx->ident()));
  buildParams(ctx->paramList(), *proc);
  if (ctx->typeExpr())
    proc->returnType = buildType(ctx->typeExpr());
  for (auto *ds : ctx->declSection())
    addDeclSection(ds, proc->locals, /*local=*/true);
  std::unique_ptr<CompoundStmt> body;
  if (ctx->BEGIN()) {
    body = buildStmtList(ctx->stmtList(), loc(ctx->BEGIN()));
    body->hasBeginEnd = true;
  } else {
    // A single-statement body still gets a block, so later passes see one
    // shape for every procedure.
    body = std::make_unique<CompoundStmt>(loc(ctx->simpleStmt()));
    if (auto st = buildStmt(ctx->simpleStmt()))
      body->body.push_back(std::move(st));
  }
  StmtPtr result = std::move(body);
  auto scopes = ctx->regionSpec();
  for (size_t i = scopes.size(); i-- > 0;)
    result = std::make_unique<RegionScopeStmt>(loc(scopes[i]), buildRegionSpec(scopes[i]),
                                               std::move(result));
  proc->body = std::move(result);
  return proc;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

TypeExprPtr ASTBuilder::buildType(P::TypeExprContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::NamedTypeContext *>(ctx)) {
    std::string name = ident(c->ident());
    BuiltinTypeExpr::Builtin b;
    if (BuiltinTypeExpr::lookup(name, b))
      return std::make_unique<BuiltinTypeExpr>(at, b);
    return std::make_unique<NamedTypeExpr>(at, name);
  }
  if (dynamic_cast<P::ProcedureTypeContext *>(ctx))
    return std::make_unique<BuiltinTypeExpr>(
        at, BuiltinTypeExpr::Builtin::Procedure);
  if (auto *c = dynamic_cast<P::ParallelArrayTypeContext *>(ctx)) {
    auto t = std::make_unique<ParallelArrayTypeExpr>(at);
    auto dims = c->regionDims()->regionDim();
    bool allEmpty = true;
    for (auto *d : dims)
      allEmpty &= dynamic_cast<P::EmptyDimContext *>(d) != nullptr;
    if (allEmpty)
      t->rank = dims.size(); // `[,] double`: a rank-only parameter type
    else
      t->region = buildRegion(c->regionDims(), at);
    t->element = buildType(c->typeExpr());
    return t;
  }
  if (auto *c = dynamic_cast<P::IndexedArrayTypeContext *>(ctx)) {
    auto t = std::make_unique<IndexedArrayTypeExpr>(at);
    for (auto *b : c->arrayBound()) {
      ArrayBound bound;
      bound.loc = loc(b);
      auto es = b->expr();
      if (es.size() == 2) {
        bound.lo = buildExpr(es[0]);
        bound.hi = buildExpr(es[1]);
      } else {
        bound.hi = buildExpr(es[0]);
      }
      t->bounds.push_back(std::move(bound));
    }
    t->element = buildType(c->typeExpr());
    return t;
  }
  if (auto *c = dynamic_cast<P::EnumTypeContext *>(ctx)) {
    auto t = std::make_unique<EnumTypeExpr>(at);
    unsigned value = 0;
    for (auto *id : c->ident()) {
      auto e = std::make_unique<EnumeratorDecl>(loc(id), ident(id), value++);
      e->parent = t.get();
      t->enumerators.push_back(std::move(e));
    }
    return t;
  }
  if (auto *c = dynamic_cast<P::RecordTypeContext *>(ctx)) {
    auto t = std::make_unique<RecordTypeExpr>(at);
    unsigned index = 0;
    for (auto *f : c->fieldItem()) {
      TypeExprPtr ft = buildType(f->typeExpr());
      auto names = f->identList()->ident();
      for (size_t i = 0; i < names.size(); ++i) {
        auto d = std::make_unique<FieldDecl>(loc(names[i]), ident(names[i]));
        d->index = index++;
        d->typeExpr = i + 1 == names.size() ? std::move(ft) : ft->clone();
        t->fields.push_back(std::move(d));
      }
    }
    return t;
  }
  if (auto *c = dynamic_cast<P::RegionTypeContext *>(ctx)) {
    auto t = std::make_unique<RegionTypeExpr>(at);
    t->rank = c->typeDimSpec().size();
    return t;
  }
  if (auto *c = dynamic_cast<P::DirectionTypeContext *>(ctx)) {
    auto t = std::make_unique<DirectionTypeExpr>(at);
    for (auto *d : c->typeDimSpec()) {
      std::string s;
      for (auto *child : d->children)
        if (auto *tn = dynamic_cast<antlr4::tree::TerminalNode *>(child))
          s += text(tn->getSymbol());
      t->signs.push_back(s);
    }
    t->rank = t->signs.size();
    return t;
  }
  diags_.internalError(at, "unhandled type syntax");
  return std::make_unique<NamedTypeExpr>(at, "<error>");
}

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

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

static ReduceOp reduceOpFromText(std::string s) {
  // Strip the `<<` / `||` suffix; what is left names the operator.
  s = s.substr(0, s.size() - 2);
  if (s == "+")
    return ReduceOp::Add;
  if (s == "*")
    return ReduceOp::Mul;
  if (s == "max")
    return ReduceOp::Max;
  if (s == "min")
    return ReduceOp::Min;
  if (s == "&")
    return ReduceOp::And;
  if (s == "|")
    return ReduceOp::Or;
  if (s == "band")
    return ReduceOp::BAnd;
  if (s == "bor")
    return ReduceOp::BOr;
  return ReduceOp::BXor;
}

static BinaryExpr::Op binaryOp(const std::string &s) {
  static const std::pair<const char *, BinaryExpr::Op> table[] = {
      {"+", BinaryExpr::Op::Add}, {"-", BinaryExpr::Op::Sub},
      {"*", BinaryExpr::Op::Mul}, {"/", BinaryExpr::Op::Div},
      {"%", BinaryExpr::Op::Mod}, {"^", BinaryExpr::Op::Pow},
      {"=", BinaryExpr::Op::Eq},  {"!=", BinaryExpr::Op::Ne},
      {"<", BinaryExpr::Op::Lt},  {"<=", BinaryExpr::Op::Le},
      {">", BinaryExpr::Op::Gt},  {">=", BinaryExpr::Op::Ge},
      {"&", BinaryExpr::Op::And}, {"|", BinaryExpr::Op::Or}};
  for (auto &p : table)
    if (s == p.first)
      return p.second;
  return BinaryExpr::Op::Add;
}

// A bracket of plain single indices reads as a direction where a direction is
// expected syntactically (`A@[0, 1]`, `direction d = [-1, 0];`).
ExprPtr ASTBuilder::asDirection(ExprPtr e) {
  auto *lit = llvm::dyn_cast_or_null<RegionLiteralExpr>(e.get());
  if (!lit)
    return e;
  for (auto &d : lit->dims)
    if (d.kind != RegionDim::Kind::Single)
      return e;
  auto dir = std::make_unique<DirectionLiteralExpr>(lit->loc);
  for (auto &d : lit->dims)
    dir->offsets.push_back(std::move(d.lo));
  return dir;
}

// Infix and postfix forms are located at their operator (`+`, `@`, `#`,
// `of`, `[`), as in clang: the start of the left operand says little.
static antlr4::Token *firstTerminal(antlr4::ParserRuleContext *ctx) {
  for (auto *child : ctx->children)
    if (auto *tn = dynamic_cast<antlr4::tree::TerminalNode *>(child))
      return tn->getSymbol();
  return nullptr;
}

ExprPtr ASTBuilder::buildExpr(P::ExprContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  bool isPrefix = dynamic_cast<P::UnaryExprContext *>(ctx) ||
                  dynamic_cast<P::FloodExprContext *>(ctx) ||
                  dynamic_cast<P::ReduceExprContext *>(ctx) ||
                  dynamic_cast<P::ScanExprContext *>(ctx) ||
                  dynamic_cast<P::PrimaryExprContext *>(ctx);
  if (!isPrefix)
    if (antlr4::Token *op = firstTerminal(ctx))
      at = loc(op);
  auto opLoc = [&](antlr4::Token *t) { return t ? loc(t) : at; };

  if (auto *c = dynamic_cast<P::PrimaryExprContext *>(ctx))
    return buildPrimary(c->primary());
  if (auto *c = dynamic_cast<P::ShiftExprContext *>(ctx))
    return std::make_unique<ShiftExpr>(
        at, buildExpr(c->expr()), buildShiftTarget(c->shiftTarget()), false);
  if (auto *c = dynamic_cast<P::WrapShiftExprContext *>(ctx))
    return std::make_unique<ShiftExpr>(
        at, buildExpr(c->expr()), buildShiftTarget(c->shiftTarget()), true);
  if (auto *c = dynamic_cast<P::RemapExprContext *>(ctx)) {
    auto r = std::make_unique<RemapExpr>(at, buildExpr(c->expr()));
    for (auto *m : c->mapEntry())
      r->maps.push_back(m->expr() ? buildExpr(m->expr()) : nullptr);
    return r;
  }
  if (auto *c = dynamic_cast<P::PrimeExprContext *>(ctx))
    return std::make_unique<PrimeExpr>(at, buildExpr(c->expr()));
  if (auto *c = dynamic_cast<P::MemberExprContext *>(ctx))
    return std::make_unique<MemberExpr>(at, buildExpr(c->expr()),
                                        ident(c->ident()));
  if (auto *c = dynamic_cast<P::SubscriptExprContext *>(ctx)) {
    auto es = c->expr();
    auto s = std::make_unique<SubscriptExpr>(at, buildExpr(es[0]));
    for (size_t i = 1; i < es.size(); ++i)
      s->indices.push_back(buildExpr(es[i]));
    return s;
  }
  // `loc[]` is `loc`, the whole array.
  if (auto *c = dynamic_cast<P::WholeArrayExprContext *>(ctx))
    return buildExpr(c->expr());
  if (auto *c = dynamic_cast<P::PowExprContext *>(ctx))
    return std::make_unique<BinaryExpr>(
        at, BinaryExpr::Op::Pow, buildExpr(c->expr(0)), buildExpr(c->expr(1)));
  if (auto *c = dynamic_cast<P::UnaryExprContext *>(ctx)) {
    std::string op = c->op->getText();
    UnaryExpr::Op u = op == "-"   ? UnaryExpr::Op::Neg
                      : op == "+" ? UnaryExpr::Op::Plus
                                  : UnaryExpr::Op::Not;
    return std::make_unique<UnaryExpr>(at, u, buildExpr(c->expr()));
  }
  if (auto *c = dynamic_cast<P::FloodExprContext *>(ctx))
    return std::make_unique<FloodExpr>(at, buildRegionSpec(c->regionSpec()),
                                       buildExpr(c->expr()));
  if (auto *c = dynamic_cast<P::ReduceExprContext *>(ctx)) {
    auto r = std::make_unique<ReduceExpr>(
        at, reduceOpFromText(c->reduceOp()->getText()));
    if (c->regionSpec())
      r->region = buildRegionSpec(c->regionSpec());
    r->operand = buildExpr(c->expr());
    return r;
  }
  if (auto *c = dynamic_cast<P::UserReduceExprContext *>(ctx))
    return userReduction(loc(c->ident()->getStart()), c->ident()->getText(), "<<", buildExpr(c->expr().back()));
  if (auto *c = dynamic_cast<P::UserScanExprContext *>(ctx))
    return userReduction(loc(c->ident()->getStart()), c->ident()->getText(), "||", buildExpr(c->expr().back()));
  if (auto *c = dynamic_cast<P::ScanExprContext *>(ctx)) {
    auto s = std::make_unique<ScanExpr>(
        at, reduceOpFromText(c->scanOp()->getText()));
    auto es = c->expr();
    for (size_t i = 0; i + 1 < es.size(); ++i)
      s->dims.push_back(buildExpr(es[i]));
    s->operand = buildExpr(es.back());
    return s;
  }
  auto binary = [&](antlr4::Token *op, P::ExprContext *a, P::ExprContext *b,
                    BinaryExpr::Op k) -> ExprPtr {
    ExprPtr lhs = buildExpr(a);
    ExprPtr rhs = buildExpr(b);
    return std::make_unique<BinaryExpr>(opLoc(op), k, std::move(lhs),
                                        std::move(rhs));
  };
  if (auto *c = dynamic_cast<P::MulExprContext *>(ctx))
    return binary(c->op, c->expr(0), c->expr(1), binaryOp(c->op->getText()));
  if (auto *c = dynamic_cast<P::AddExprContext *>(ctx))
    return binary(c->op, c->expr(0), c->expr(1), binaryOp(c->op->getText()));
  if (auto *c = dynamic_cast<P::CmpExprContext *>(ctx))
    return binary(c->op, c->expr(0), c->expr(1), binaryOp(c->op->getText()));
  if (auto *c = dynamic_cast<P::AndExprContext *>(ctx))
    return binary(nullptr, c->expr(0), c->expr(1), BinaryExpr::Op::And);
  if (auto *c = dynamic_cast<P::OrExprContext *>(ctx))
    return binary(nullptr, c->expr(0), c->expr(1), BinaryExpr::Op::Or);
  if (auto *c = dynamic_cast<P::OfInExprContext *>(ctx)) {
    auto op = c->op->getType() == P::OF ? DerivedRegionExpr::Op::Of
                                        : DerivedRegionExpr::Op::In;
    ExprPtr dir = asDirection(buildExpr(c->expr(0)));
    ExprPtr region = buildExpr(c->expr(1));
    return std::make_unique<DerivedRegionExpr>(at, op, std::move(dir),
                                               std::move(region));
  }
  if (auto *c = dynamic_cast<P::AtExprContext *>(ctx)) {
    DerivedRegionExpr::Op op;
    switch (c->op->getType()) {
    case P::AT:
      op = DerivedRegionExpr::Op::At;
      break;
    case P::BY:
      op = DerivedRegionExpr::Op::By;
      break;
    case P::WITH:
      op = DerivedRegionExpr::Op::With;
      break;
    default:
      op = DerivedRegionExpr::Op::Without;
      break;
    }
    ExprPtr region = buildExpr(c->expr(0));
    ExprPtr mod = buildExpr(c->expr(1));
    if (op == DerivedRegionExpr::Op::At || op == DerivedRegionExpr::Op::By)
      mod = asDirection(std::move(mod));
    return std::make_unique<DerivedRegionExpr>(at, op, std::move(region),
                                               std::move(mod));
  }
  diags_.internalError(at, "unhandled expression syntax");
  return std::make_unique<NameExpr>(at, "<error>");
}

ExprPtr ASTBuilder::buildShiftTarget(P::ShiftTargetContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::NamedShiftContext *>(ctx)) {
    ExprPtr e = std::make_unique<NameExpr>(at, ident(c->ident()));
    // `A@dirs[i]`: each bracket group subscripts the direction array; walk
    // the children in order so groups keep their own indices.
    std::unique_ptr<SubscriptExpr> group;
    for (auto *child : c->children) {
      if (auto *tn = dynamic_cast<antlr4::tree::TerminalNode *>(child)) {
        std::string t = tn->getText();
        if (t == "[")
          group = std::make_unique<SubscriptExpr>(loc(tn), std::move(e));
        else if (t == "]" && group)
          e = std::move(group);
      } else if (auto *ec = dynamic_cast<P::ExprContext *>(child)) {
        if (group)
          group->indices.push_back(buildExpr(ec));
      }
    }
    if (group) // only after error recovery: keep what was built
      e = std::move(group);
    return e;
  }
  if (auto *c = dynamic_cast<P::LiteralShiftContext *>(ctx)) {
    auto d = std::make_unique<DirectionLiteralExpr>(at);
    for (auto *e : c->expr())
      d->offsets.push_back(buildExpr(e));
    return d;
  }
  auto *c = static_cast<P::ParenShiftContext *>(ctx);
  return asDirection(buildExpr(c->expr()));
}

ExprPtr ASTBuilder::buildRegionSpec(P::RegionSpecContext *ctx) {
  return buildRegion(ctx->regionDims(), loc(ctx));
}

// `[d of R]`, `[R at d]` and `["]` are region expressions in brackets; they
// are returned unwrapped. Everything else is a literal (see AST.h on `[R]`).
ExprPtr ASTBuilder::buildRegion(P::RegionDimsContext *ctx, SourceLocation at) {
  auto dims = ctx->regionDim();
  if (dims.size() == 1) {
    if (auto *s = dynamic_cast<P::SingleDimContext *>(dims[0])) {
      ExprPtr inner = buildExpr(s->expr());
      if (llvm::isa<DerivedRegionExpr>(inner.get()) ||
          llvm::isa<CurrentRegionExpr>(inner.get()))
        return inner;
      auto lit = std::make_unique<RegionLiteralExpr>(at);
      RegionDim d;
      d.kind = RegionDim::Kind::Single;
      d.loc = loc(s);
      d.lo = std::move(inner);
      lit->dims.push_back(std::move(d));
      return lit;
    }
  }
  auto lit = std::make_unique<RegionLiteralExpr>(at);
  for (auto *dc : dims) {
    RegionDim d;
    d.loc = loc(dc);
    if (auto *r = dynamic_cast<P::RangeDimContext *>(dc)) {
      d.kind = RegionDim::Kind::Range;
      d.lo = buildExpr(r->expr(0));
      // `by` binds loosest, so `1..n by 2` parses as the range 1..(n by 2);
      // a stride of the whole region would be `[1..n] by 2` instead.
      auto *hi = dynamic_cast<P::AtExprContext *>(r->expr(1));
      if (hi && hi->op->getType() == P::BY) {
        d.hi = buildExpr(hi->expr(0));
        d.stride = buildExpr(hi->expr(1));
      } else {
        d.hi = buildExpr(r->expr(1));
      }
    } else if (auto *s = dynamic_cast<P::SingleDimContext *>(dc)) {
      d.kind = RegionDim::Kind::Single;
      d.lo = buildExpr(s->expr());
    } else if (dynamic_cast<P::StarDimContext *>(dc)) {
      d.kind = RegionDim::Kind::Star;
    } else {
      d.kind = RegionDim::Kind::Empty;
      if (!d.loc.isValid())
        d.loc = at;
    }
    lit->dims.push_back(std::move(d));
  }
  return lit;
}

ExprPtr ASTBuilder::buildIntLiteral(antlr4::Token *t) {
  std::string s = text(t);
  uint64_t v = 0;
  const uint64_t limit =
      static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  for (char ch : s) {
    unsigned digit = ch - '0';
    if (v > (limit - digit) / 10) {
      diags_.error(DiagnosticKind::BadLiteral, loc(t), "integer literal is too large (the largest is " +
                               std::to_string(limit) + ")");
      v = 0;
      break;
    }
    v = v * 10 + digit;
  }
  return std::make_unique<IntegerLiteral>(loc(t), v, s);
}

ExprPtr ASTBuilder::buildFloatLiteral(antlr4::Token *t) {
  std::string s = text(t);
  errno = 0;
  double v = std::strtod(s.c_str(), nullptr);
  if (errno == ERANGE && (v > 1.0 || v < -1.0)) {
    diags_.error(DiagnosticKind::BadLiteral, loc(t), "floating-point literal `" +
                             (s.size() > 40 ? s.substr(0, 40) + "..." : s) +
                             "` is too large for double");
    v = 0;
  }
  return std::make_unique<FloatLiteral>(loc(t), v, s);
}

std::string ASTBuilder::decodeString(antlr4::Token *t) {
  std::string raw = text(t);
  std::string out;
  // Drop the quotes; the lexer guarantees both are there.
  for (size_t i = 1; i + 1 < raw.size(); ++i) {
    char c = raw[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    char e = raw[++i];
    switch (e) {
    case 'n':
      out += '\n';
      break;
    case 't':
      out += '\t';
      break;
    case 'r':
      out += '\r';
      break;
    case '0':
      out += '\0';
      break;
    case '"':
      out += '"';
      break;
    case '\\':
      out += '\\';
      break;
    case '\'':
      out += '\'';
      break;
    default: {
      SourceLocation l = loc(t);
      l.col += i - 1;
      diags_.warning(l, std::string("unknown escape sequence `\\") + e + "`");
      out += e;
    }
    }
  }
  return out;
}

static bool isIndexArrayName(const std::string &s, unsigned &dim) {
  if (s.size() < 6 || (s[0] != 'I' && s[0] != 'i') ||
      s.compare(1, 4, "ndex") != 0)
    return false;
  if (s[5] < '1' || s[5] > '9' || s.size() > 7)
    return false;
  dim = 0;
  for (size_t i = 5; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9')
      return false;
    dim = dim * 10 + (s[i] - '0');
  }
  return true;
}

void ASTBuilder::buildArgs(const std::vector<P::ArgContext *> &args,
                           CallExpr &call) {
  for (auto *a : args) {
    if (auto *f = dynamic_cast<P::FormatArgContext *>(a)) {
      antlr4::Token *fmt = f->STRING()->getSymbol();
      call.args.push_back(std::make_unique<FormatExpr>(
          loc(fmt), decodeString(fmt), buildExpr(f->expr())));
    } else {
      call.args.push_back(
          buildExpr(static_cast<P::PlainArgContext *>(a)->expr()));
    }
  }
}

// Mirrors the postfix forms of buildExpr for the restricted statement-level
// grammar; the nodes are the same as for the corresponding expressions.
ExprPtr ASTBuilder::buildLValue(P::LvalueContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  ExprPtr e;
  std::string name = ident(ctx->ident());
  if (ctx->LPAREN()) {
    auto call = std::make_unique<CallExpr>(
        at, std::make_unique<NameExpr>(loc(ctx->ident()), name));
    buildArgs(ctx->arg(), *call);
    e = std::move(call);
  } else {
    unsigned dim;
    if (isIndexArrayName(name, dim))
      e = std::make_unique<IndexArrayExpr>(at, dim);
    else
      e = std::make_unique<NameExpr>(at, name);
  }
  for (auto *sfx : ctx->lvalueSuffix()) {
    DepthScope inner(*this, sfx);
    at = loc(sfx);
    if (auto *c = dynamic_cast<P::SubscriptSuffixContext *>(sfx)) {
      auto s = std::make_unique<SubscriptExpr>(at, std::move(e));
      for (auto *i : c->expr())
        s->indices.push_back(buildExpr(i));
      e = std::move(s);
    } else if (dynamic_cast<P::WholeSuffixContext *>(sfx)) {
      // `loc[] := ...` assigns the whole array `loc`.
    } else if (auto *c = dynamic_cast<P::MemberSuffixContext *>(sfx)) {
      e = std::make_unique<MemberExpr>(at, std::move(e), ident(c->ident()));
    } else if (auto *c = dynamic_cast<P::RemapSuffixContext *>(sfx)) {
      auto r = std::make_unique<RemapExpr>(at, std::move(e));
      for (auto *m : c->mapEntry())
        r->maps.push_back(m->expr() ? buildExpr(m->expr()) : nullptr);
      e = std::move(r);
    } else if (auto *c = dynamic_cast<P::ShiftSuffixContext *>(sfx)) {
      e = std::make_unique<ShiftExpr>(
          at, std::move(e), buildShiftTarget(c->shiftTarget()), false);
    } else if (auto *c = dynamic_cast<P::WrapShiftSuffixContext *>(sfx)) {
      e = std::make_unique<ShiftExpr>(at, std::move(e),
                                      buildShiftTarget(c->shiftTarget()), true);
    } else {
      e = std::make_unique<PrimeExpr>(at, std::move(e));
    }
  }
  return e;
}

ExprPtr ASTBuilder::buildPrimary(P::PrimaryContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::IntLiteralContext *>(ctx))
    return buildIntLiteral(c->INT()->getSymbol());
  if (auto *c = dynamic_cast<P::FloatLiteralContext *>(ctx))
    return buildFloatLiteral(c->FLOAT()->getSymbol());
  if (auto *c = dynamic_cast<P::StringLiteralContext *>(ctx))
    return std::make_unique<StringLiteral>(
        at, decodeString(c->STRING()->getSymbol()));
  if (auto *c = dynamic_cast<P::BoolLiteralContext *>(ctx))
    return std::make_unique<BoolLiteral>(at, c->TRUE() != nullptr);
  if (auto *c = dynamic_cast<P::CharLiteralContext *>(ctx)) {
    // The same escapes as in strings, between single quotes.
    std::string v = decodeString(c->CHAR_LIT()->getSymbol());
    return std::make_unique<CharLiteral>(at, v.empty() ? '\0' : v[0]);
  }
  if (auto *c = dynamic_cast<P::CallExprContext *>(ctx)) {
    auto callee =
        std::make_unique<NameExpr>(loc(c->ident()), ident(c->ident()));
    auto call = std::make_unique<CallExpr>(at, std::move(callee));
    buildArgs(c->arg(), *call);
    return call;
  }
  if (auto *c = dynamic_cast<P::NameExprContext *>(ctx)) {
    std::string name = ident(c->ident());
    unsigned dim;
    if (isIndexArrayName(name, dim))
      return std::make_unique<IndexArrayExpr>(at, dim);
    return std::make_unique<NameExpr>(at, name);
  }
  if (auto *c = dynamic_cast<P::ParenExprContext *>(ctx))
    return buildExpr(c->expr());
  if (auto *c = dynamic_cast<P::BracketExprContext *>(ctx))
    return buildRegion(c->regionDims(), at);
  if (dynamic_cast<P::QuoteExprContext *>(ctx))
    return std::make_unique<CurrentRegionExpr>(at);
  diags_.internalError(at, "unhandled primary expression syntax");
  return std::make_unique<NameExpr>(at, "<error>");
}

std::shared_ptr<InitList> ASTBuilder::buildInitList(P::InitListContext *ctx) {
  DepthScope depth(*this, ctx);
  auto l = std::make_shared<InitList>();
  l->loc = loc(ctx);
  for (auto *item : ctx->initItem()) {
    InitList::Item it;
    if (item->expr())
      it.expr = buildExpr(item->expr());
    else
      it.list = buildInitList(item->initList());
    l->items.push_back(std::move(it));
  }
  return l;
}

} // namespace zpl
