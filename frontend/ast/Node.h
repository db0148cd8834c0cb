// The AST's common ground: the kind of every node, the Node base class,
// and the owning pointers the node classes hold one another by. The node
// classes follow by section (frontend/ast/*.h); frontend/AST.h includes them
// all and says how the tree is designed.
#pragma once

#include "basic/SourceLocation.h"

#include <llvm/Support/Casting.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace zpl {

// The semantic type of an expression or declaration. Defined by sema (in
// frontend/Types.h); the AST only stores pointers to it.
class Type;

namespace ast {

enum class NodeKind : uint8_t {
  // Declarations.
  VarDecl,
  ParamDecl,
  FieldDecl,
  TypeDecl,
  EnumeratorDecl,
  RegionDecl,
  DirectionDecl,
  GridDecl,
  DistributionDecl,
  ProcedureDecl,
  FirstDecl = VarDecl,
  LastDecl = ProcedureDecl,

  // Type expressions (the syntax of a type, before sema resolves it).
  BuiltinTypeExpr,
  NamedTypeExpr,
  ParallelArrayTypeExpr,
  IndexedArrayTypeExpr,
  EnumTypeExpr,
  RecordTypeExpr,
  RegionTypeExpr,
  DirectionTypeExpr,
  FirstTypeExpr = BuiltinTypeExpr,
  LastTypeExpr = DirectionTypeExpr,

  // Expressions.
  IntegerLiteral,
  FloatLiteral,
  StringLiteral,
  BoolLiteral,
  CharLiteral,
  NameExpr,
  IndexArrayExpr,
  UnaryExpr,
  BinaryExpr,
  ShiftExpr,
  PrimeExpr,
  RemapExpr,
  SubscriptExpr,
  MemberExpr,
  CallExpr,
  ReduceExpr,
  ScanExpr,
  FloodExpr,
  RegionLiteralExpr,
  DirectionLiteralExpr,
  CurrentRegionExpr,
  DerivedRegionExpr,
  FormatExpr,
  FirstExpr = IntegerLiteral,
  LastExpr = FormatExpr,

  // Statements.
  CompoundStmt,
  RegionScopeStmt,
  AssignStmt,
  CallStmt,
  IfStmt,
  ForStmt,
  WhileStmt,
  RepeatStmt,
  ReturnStmt,
  HaltStmt,
  ExitStmt,
  ContinueStmt,
  WrapStmt,
  ReflectStmt,
  IOStmt,
  EmptyStmt,
  FirstStmt = CompoundStmt,
  LastStmt = EmptyStmt,

  Program,
};

// Returns the class name of a kind ("VarDecl", "BinaryExpr", ...).
const char *kindName(NodeKind k);

struct Node {
  NodeKind kind;
  SourceLocation loc;

  NodeKind getKind() const { return kind; }
  virtual ~Node() = default;

protected:
  Node(NodeKind k, SourceLocation l) : kind(k), loc(l) {}
  Node(const Node &) = default;
};

struct Decl;
struct Expr;
struct InitList; // frontend/InitList.h
struct Stmt;
struct TypeExpr;
struct NameExpr;
struct ProcedureDecl;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using DeclPtr = std::unique_ptr<Decl>;
using TypeExprPtr = std::unique_ptr<TypeExpr>;

} // namespace ast
} // namespace zpl
