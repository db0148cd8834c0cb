// AST: statements.
#pragma once

#include "frontend/ast/Exprs.h"

namespace zpl {
namespace ast {

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

struct Stmt : Node {
  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstStmt && n->kind <= NodeKind::LastStmt;
  }

protected:
  Stmt(NodeKind k, SourceLocation l) : Node(k, l) {}
};

// begin s1; s2; ... end   (also the statement lists of if/for/while/repeat)
struct CompoundStmt : Stmt {
  std::vector<StmtPtr> body;
  bool hasBeginEnd = false; // written as begin ... end (vs. an implicit list)

  CompoundStmt(SourceLocation l) : Stmt(NodeKind::CompoundStmt, l) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::CompoundStmt;
  }
};

// [R] stmt   [north of R] stmt   ["] stmt   [R] begin ... end
struct RegionScopeStmt : Stmt {
  ExprPtr region;
  StmtPtr body;

  RegionScopeStmt(SourceLocation l, ExprPtr r, StmtPtr b)
      : Stmt(NodeKind::RegionScopeStmt, l), region(std::move(r)),
        body(std::move(b)) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::RegionScopeStmt;
  }
};

// a := e | a += e | a -= e | a *= e | a /= e | a %= e | a &= e | a |= e
struct AssignStmt : Stmt {
  enum class Op { Assign, Add, Sub, Mul, Div, Mod, And, Or };
  Op op;
  ExprPtr lhs, rhs;
  // (m, i, j) := maxloc<< (V, Index1, Index2)   (the values of a user-defined
  // reduction of several operands: lhs is `m`, the other targets are here)
  std::vector<ExprPtr> moreLhs;

  AssignStmt(SourceLocation l, Op op, ExprPtr a, ExprPtr b)
      : Stmt(NodeKind::AssignStmt, l), op(op), lhs(std::move(a)),
        rhs(std::move(b)) {}
  static const char *opSpelling(Op op);
  static bool classof(const Node *n) { return n->kind == NodeKind::AssignStmt; }
};

// f(a, b);   f;   (a procedure called for its effect)
struct CallStmt : Stmt {
  std::unique_ptr<CallExpr> call;

  CallStmt(SourceLocation l, std::unique_ptr<CallExpr> c);
  static bool classof(const Node *n) { return n->kind == NodeKind::CallStmt; }
};

// if c then s... elsif c then s... else s... end
struct IfStmt : Stmt {
  struct Clause {
    ExprPtr cond;
    std::unique_ptr<CompoundStmt> body;
    SourceLocation loc; // of `if` / `elsif`
  };
  std::vector<Clause> clauses;            // the if and every elsif, in order
  std::unique_ptr<CompoundStmt> elseBody; // null without else
  // Set by sema: a condition is parallel inside a region scope (ZPL's
  // "shattered" `if`): each branch runs masked where it is chosen.
  bool shattered = false;

  IfStmt(SourceLocation l) : Stmt(NodeKind::IfStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::IfStmt; }
};

// for i := a to b [by s] do ... end   for i := b downto a do ... end
struct ForStmt : Stmt {
  std::unique_ptr<NameExpr> var;
  ExprPtr from, to, step; // step null without `by`
  bool downto = false;
  std::unique_ptr<CompoundStmt> body;

  ForStmt(SourceLocation l) : Stmt(NodeKind::ForStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::ForStmt; }
};

// while c do ... end
struct WhileStmt : Stmt {
  ExprPtr cond;
  bool shattered = false; // sema: a parallel condition (see IfStmt::shattered)
  std::unique_ptr<CompoundStmt> body;

  WhileStmt(SourceLocation l) : Stmt(NodeKind::WhileStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::WhileStmt; }
};

// repeat ... until c
struct RepeatStmt : Stmt {
  std::unique_ptr<CompoundStmt> body;
  ExprPtr cond;

  RepeatStmt(SourceLocation l) : Stmt(NodeKind::RepeatStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::RepeatStmt; }
};

// return [e]
struct ReturnStmt : Stmt {
  ExprPtr value;

  ReturnStmt(SourceLocation l, ExprPtr v)
      : Stmt(NodeKind::ReturnStmt, l), value(std::move(v)) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::ReturnStmt; }
};

// halt("msg", x)   halt   (arguments as for write)
struct HaltStmt : Stmt {
  std::vector<ExprPtr> args;

  HaltStmt(SourceLocation l) : Stmt(NodeKind::HaltStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::HaltStmt; }
};

// exit
struct ExitStmt : Stmt {
  ExitStmt(SourceLocation l) : Stmt(NodeKind::ExitStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::ExitStmt; }
};

// continue
struct ContinueStmt : Stmt {
  ContinueStmt(SourceLocation l) : Stmt(NodeKind::ContinueStmt, l) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::ContinueStmt;
  }
};

// wrap A, B   (inside a region scope such as [east of R])
struct WrapStmt : Stmt {
  std::vector<ExprPtr> arrays;

  WrapStmt(SourceLocation l) : Stmt(NodeKind::WrapStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::WrapStmt; }
};

// reflect A, B
struct ReflectStmt : Stmt {
  std::vector<ExprPtr> arrays;

  ReflectStmt(SourceLocation l) : Stmt(NodeKind::ReflectStmt, l) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::ReflectStmt;
  }
};

// write(args) | writeln(args) | read(args) | readln(args)
// A leading file argument (`writeln(f, x)`, `read(f, x)`) is not told apart
// syntactically: sema sets hasFile when args[0] has type file.
struct IOStmt : Stmt {
  enum class Op { Write, Writeln, Read, Readln };
  Op op;
  std::vector<ExprPtr> args; // StringLiteral, FormatExpr or any expression
  bool hasFile = false;      // sema

  IOStmt(SourceLocation l, Op op) : Stmt(NodeKind::IOStmt, l), op(op) {}
  static const char *opSpelling(Op op);
  static bool classof(const Node *n) { return n->kind == NodeKind::IOStmt; }
};

// ;   (an empty statement, kept so that locations of stray semicolons exist)
struct EmptyStmt : Stmt {
  EmptyStmt(SourceLocation l) : Stmt(NodeKind::EmptyStmt, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::EmptyStmt; }
};

} // namespace ast
} // namespace zpl
