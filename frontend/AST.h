// The abstract syntax tree of a zplc program (see docs/LANGUAGE.md).
//
// Design:
//  * One kind enum for every node, grouped in contiguous ranges so that the
//    abstract bases (Decl, TypeExpr, Expr, Stmt) answer classof with a range
//    test; llvm::isa / dyn_cast / cast work on every class.
//  * Children are owned through std::unique_ptr; every other pointer in the
//    tree (resolved declarations, prototype links) is a non-owning back
//    reference that sema fills in.
//  * The parser builds the tree purely from syntax. Fields marked "sema:" are
//    left empty by the builder; sema fills them while checking.
//  * Some constructs are ambiguous until names are resolved; the builder
//    records them in their most general form and documents the ambiguity on
//    the node (e.g. `[R]` versus the one-dimensional literal `[k]`).
#pragma once

#include "frontend/ast/Stmts.h"

namespace zpl {
namespace ast {

//===----------------------------------------------------------------------===//
// The translation unit
//===----------------------------------------------------------------------===//

// program name; declarations...
struct Program : Node {
  std::string name;
  std::string fileName;
  std::vector<DeclPtr> decls; // every top-level declaration, in order
  std::vector<ProcedureDecl *>
      procedures; // the ProcedureDecls of decls (prototypes too), in order
  ProcedureDecl *entry = nullptr; // sema: the procedure named `name`

  Program(SourceLocation l) : Node(NodeKind::Program, l) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::Program; }
};

} // namespace ast
} // namespace zpl
