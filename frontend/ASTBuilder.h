// Turns an ANTLR parse tree of Zpl.g4 into the AST. Internal to the front end
// (only Parser.cpp uses it): everything else sees AST.h.
#pragma once

#include "frontend/AST.h"
#include "basic/Diagnostics.h"

#include "ZplParser.h"

#include <memory>
#include <string>

namespace zpl {

class ASTBuilder {
public:
  // `source` holds the original bytes; token start/stop indices are offsets
  // into it (the parser is fed one code point per byte).
  ASTBuilder(DiagnosticEngine &diags, uint32_t fileID,
             const std::string &source, unsigned maxNesting)
      : diags_(diags), fileID_(fileID), source_(source),
        maxNesting_(maxNesting) {}

  // Returns null when the tree could not be converted (errors were reported).
  std::unique_ptr<ast::Program> build(zplantlr::ZplParser::ProgramContext *ctx);

private:
  using P = zplantlr::ZplParser;

  DiagnosticEngine &diags_;
  uint32_t fileID_;
  const std::string &source_;
  unsigned maxNesting_;
  unsigned depth_ = 0;

  struct NestingTooDeep {};
  struct DepthScope {
    ASTBuilder &b;
    DepthScope(ASTBuilder &b, antlr4::ParserRuleContext *ctx);
    ~DepthScope() { --b.depth_; }
  };

  SourceLocation loc(antlr4::Token *t) const;
  SourceLocation loc(antlr4::ParserRuleContext *ctx) const;
  SourceLocation loc(antlr4::tree::TerminalNode *n) const;
  std::string text(antlr4::Token *t) const;
  std::string ident(P::IdentContext *ctx) const;


  void addDeclSection(P::DeclSectionContext *ctx,
                      std::vector<ast::DeclPtr> &out, bool local);
  void addExternDecl(P::ExternDeclContext *ctx,
                     std::vector<ast::DeclPtr> &out);
  std::shared_ptr<ast::InitList> buildInitList(P::InitListContext *ctx);
  void addVars(P::IdentListContext *ids, P::TypeExprContext *type,
               P::ExprContext *init, ast::VarDecl::Storage storage,
               std::vector<ast::DeclPtr> &out, bool local,
               P::InitListContext *list = nullptr);
  void addVarSection(P::VarSectionContext *ctx, std::vector<ast::DeclPtr> &out,
                     bool local);
  void addTypeSection(P::TypeSectionContext *ctx,
                      std::vector<ast::DeclPtr> &out);
  std::unique_ptr<ast::ProcedureDecl>
  buildProcedure(P::ProcedureDeclContext *ctx);
  std::unique_ptr<ast::ProcedureDecl>
  buildPrototype(P::PrototypeDeclContext *ctx);
  void buildParams(P::ParamListContext *ctx, ast::ProcedureDecl &proc);

  ast::TypeExprPtr buildType(P::TypeExprContext *ctx);

  std::unique_ptr<ast::CompoundStmt> buildStmtList(P::StmtListContext *ctx,
                                                   SourceLocation at);
  // Takes a StatementContext or a SimpleStmtContext.
  ast::StmtPtr buildStmt(antlr4::ParserRuleContext *ctx);
  ast::StmtPtr buildExprStmt(ast::ExprPtr e, SourceLocation at);

  ast::ExprPtr buildExpr(P::ExprContext *ctx);
  ast::ExprPtr buildPrimary(P::PrimaryContext *ctx);
  ast::ExprPtr buildLValue(P::LvalueContext *ctx);
  void buildArgs(const std::vector<P::ArgContext *> &args, ast::CallExpr &call);
  ast::ExprPtr buildRegion(P::RegionDimsContext *ctx, SourceLocation at);
  ast::ExprPtr buildRegionSpec(P::RegionSpecContext *ctx);
  ast::ExprPtr buildShiftTarget(P::ShiftTargetContext *ctx);
  ast::ExprPtr asDirection(ast::ExprPtr e);
  ast::ExprPtr buildIntLiteral(antlr4::Token *t);
  ast::ExprPtr buildFloatLiteral(antlr4::Token *t);
  std::string decodeString(antlr4::Token *t);
};

} // namespace zpl
