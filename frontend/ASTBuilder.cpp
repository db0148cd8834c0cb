// The AST builder: the parse tree (ANTLR, frontend/Zpl.g4) -> the AST. This
// file: locations and token text, the program, declarations and types;
// statements and expressions are built in ASTBuilderStatements.cpp and
// ASTBuilderExpressions.cpp.
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
  proc->isFree = ctx->FREE() != nullptr;
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

} // namespace zpl
