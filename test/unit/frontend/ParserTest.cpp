#include "frontend/Parser.h"
#include "frontend/AST.h"
#include "frontend/ASTPrinter.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace zpl;
using namespace zpl::ast;

namespace {
struct Parsed {
  std::ostringstream diagOut;
  DiagnosticEngine diags{diagOut};
  std::unique_ptr<Program> program;
  explicit Parsed(const std::string &text) {
    program = parseProgram("t.zpl", text, diags);
  }
};
} // namespace

TEST(Parser, BuildsDeclarationsAndProcedures) {
  Parsed p("program t;\n"
           "region R = [1..4, 1..4];\n"
           "var A, B : [R] double;\n"
           "prototype f(x : integer) : integer;\n"
           "procedure t(); begin [R] A := B@east; end;\n");
  ASSERT_TRUE(p.program) << p.diagOut.str();
  EXPECT_EQ(p.program->name, "t");
  ASSERT_EQ(p.program->decls.size(), 5u);
  auto *a = llvm::dyn_cast<VarDecl>(p.program->decls[1].get());
  auto *b = llvm::dyn_cast<VarDecl>(p.program->decls[2].get());
  ASSERT_TRUE(a && b);
  // Each name owns its own copy of the shared type.
  EXPECT_NE(a->typeExpr.get(), b->typeExpr.get());
  EXPECT_TRUE(llvm::isa<ParallelArrayTypeExpr>(a->typeExpr.get()));
  ASSERT_EQ(p.program->procedures.size(), 2u);
  EXPECT_TRUE(p.program->procedures[0]->isPrototype);
  auto *body =
      llvm::dyn_cast<CompoundStmt>(p.program->procedures[1]->body.get());
  ASSERT_TRUE(body);
  auto *scope = llvm::dyn_cast<RegionScopeStmt>(body->body[0].get());
  ASSERT_TRUE(scope);
  auto *assign = llvm::dyn_cast<AssignStmt>(scope->body.get());
  ASSERT_TRUE(assign);
  auto *shift = llvm::dyn_cast<ShiftExpr>(assign->rhs.get());
  ASSERT_TRUE(shift);
  EXPECT_EQ(shift->loc.line, 5u);
  EXPECT_FALSE(shift->wrap);
}

TEST(Parser, SyntaxErrorsGiveNoTree) {
  Parsed p("program t;\nprocedure t(); begin x := ; end;\n");
  EXPECT_FALSE(p.program);
  EXPECT_NE(p.diagOut.str().find("t.zpl:2:27: error:"), std::string::npos)
      << p.diagOut.str();
}

TEST(Parser, InvalidUtf8AndNulBytesAreDiagnosed) {
  std::string text = "program t;\n\xff\xfe\x00\x80 procedure";
  text.push_back('\0');
  Parsed p(text);
  EXPECT_FALSE(p.program);
  EXPECT_NE(p.diagOut.str().find("invalid character"), std::string::npos);
}

TEST(Parser, DeepNestingIsAnErrorNotACrash) {
  std::string text =
      "program t; procedure t(); begin x := " + std::string(5000, '(') + "1" +
      std::string(5000, ')') + "; end;";
  Parsed p(text);
  EXPECT_FALSE(p.program);
  EXPECT_NE(p.diagOut.str().find("nesting too deep"), std::string::npos);
}

TEST(AST, CloneIsDeep) {
  Parsed p("program t; procedure t(); begin x := a + f(b)@[0, 1]; end;");
  ASSERT_TRUE(p.program) << p.diagOut.str();
  auto *body = llvm::cast<CompoundStmt>(p.program->procedures[0]->body.get());
  auto *assign = llvm::cast<AssignStmt>(body->body[0].get());
  ExprPtr copy = assign->rhs->clone();
  std::ostringstream a, b;
  printAST(*assign->rhs, a);
  printAST(*copy, b);
  EXPECT_EQ(a.str(), b.str());
  auto *bin = llvm::cast<BinaryExpr>(copy.get());
  EXPECT_NE(bin->lhs.get(),
            llvm::cast<BinaryExpr>(assign->rhs.get())->lhs.get());
}

TEST(AST, KindRangesClassify) {
  NameExpr n({}, "x");
  EXPECT_TRUE(llvm::isa<Expr>(&n));
  EXPECT_FALSE(llvm::isa<Stmt>(&n));
  EmptyStmt e({});
  EXPECT_TRUE(llvm::isa<Stmt>(&e));
  VarDecl v({}, "v", VarDecl::Storage::Var);
  EXPECT_TRUE(llvm::isa<Decl>(&v));
  EXPECT_STREQ(kindName(v.kind), "VarDecl");
}
