// AST: expressions, including region and direction literals and derived
// regions.
#pragma once

#include "frontend/ast/Decls.h"

namespace zpl {
namespace ast {

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

struct Expr : Node {
  // sema: filled while checking.
  const Type *type = nullptr; // element type for parallel expressions
  unsigned rank = 0;          // rank of the parallel value; 0 for scalars
  bool isParallel = false;    // true when the value varies over a region
  // The value of an integer scalar known when compiling: a literal, the name
  // of an integer `constant` with such an initialiser, or `+`, `-`, `*`, `/`
  // (`/` by non-zero) of those (sema's fold, frontend/sema/Constants.cpp).
  // The lowering reads it instead of folding again.
  std::optional<int64_t> value;
  // The offsets of a direction known when compiling: a literal whose offsets
  // have values, the name of a `direction` declaration, or `-` of one
  // (Constants.cpp). Absent: a direction whose offsets exist only at run
  // time (a direction variable, an element of an array of directions, a
  // literal with an offset that has no value here).
  std::optional<std::vector<int64_t>> offsets;

  virtual ExprPtr clone() const = 0;
  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstExpr && n->kind <= NodeKind::LastExpr;
  }

protected:
  Expr(NodeKind k, SourceLocation l) : Node(k, l) {}
  Expr(const Expr &) = default;
};

// 42
struct IntegerLiteral : Expr {
  uint64_t value = 0;
  std::string spelling;

  IntegerLiteral(SourceLocation l, uint64_t v, std::string s)
      : Expr(NodeKind::IntegerLiteral, l), value(v), spelling(std::move(s)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::IntegerLiteral;
  }
};

// 1.0  .5  1.e-8  2.5e3
struct FloatLiteral : Expr {
  double value = 0;
  std::string spelling; // as written, so code generation can keep precision

  FloatLiteral(SourceLocation l, double v, std::string s)
      : Expr(NodeKind::FloatLiteral, l), value(v), spelling(std::move(s)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::FloatLiteral;
  }
};

// "text\n"   (value holds the decoded characters)
struct StringLiteral : Expr {
  std::string value;

  StringLiteral(SourceLocation l, std::string v)
      : Expr(NodeKind::StringLiteral, l), value(std::move(v)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::StringLiteral;
  }
};

// true | false
struct BoolLiteral : Expr {
  bool value;

  BoolLiteral(SourceLocation l, bool v)
      : Expr(NodeKind::BoolLiteral, l), value(v) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::BoolLiteral;
  }
};

// 'a'   (value holds the decoded character)
struct CharLiteral : Expr {
  char value;

  CharLiteral(SourceLocation l, char v)
      : Expr(NodeKind::CharLiteral, l), value(v) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::CharLiteral;
  }
};

// x   (any identifier used as a value: variable, constant, region, direction,
// enumerator, procedure, built-in such as `znull` or `file_read`)
struct NameExpr : Expr {
  std::string name;
  Decl *decl = nullptr; // sema: what the name refers to (null for built-ins)

  NameExpr(SourceLocation l, std::string name)
      : Expr(NodeKind::NameExpr, l), name(std::move(name)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::NameExpr; }
};

// Index1 | index2 | ...   (the implicit parallel index arrays; dim is 1-based)
struct IndexArrayExpr : Expr {
  unsigned dim;

  IndexArrayExpr(SourceLocation l, unsigned dim)
      : Expr(NodeKind::IndexArrayExpr, l), dim(dim) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::IndexArrayExpr;
  }
};

// -e | +e | !e
struct UnaryExpr : Expr {
  enum class Op { Neg, Plus, Not };
  Op op;
  ExprPtr operand;

  UnaryExpr(SourceLocation l, Op op, ExprPtr e)
      : Expr(NodeKind::UnaryExpr, l), op(op), operand(std::move(e)) {}
  static const char *opSpelling(Op op);
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::UnaryExpr; }
};

// a + b | a - b | a * b | a / b | a % b | a ^ b | a = b | a != b | a < b
// | a <= b | a > b | a >= b | a & b | a | b
struct BinaryExpr : Expr {
  enum class Op {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or
  };
  Op op;
  ExprPtr lhs, rhs;

  BinaryExpr(SourceLocation l, Op op, ExprPtr a, ExprPtr b)
      : Expr(NodeKind::BinaryExpr, l), op(op), lhs(std::move(a)),
        rhs(std::move(b)) {}
  static const char *opSpelling(Op op);
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::BinaryExpr; }
};

// A@d | A@^d   (d: a direction name, `dirs[i]`, a literal `[0, 1]`, or a
// parenthesised expression)
struct ShiftExpr : Expr {
  ExprPtr operand;
  ExprPtr direction;
  bool wrap = false; // @^

  ShiftExpr(SourceLocation l, ExprPtr a, ExprPtr d, bool wrap)
      : Expr(NodeKind::ShiftExpr, l), operand(std::move(a)),
        direction(std::move(d)), wrap(wrap) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::ShiftExpr; }
};

// A'   (prime: the value already updated in this statement; normally the
// operand of a ShiftExpr, as in A'@north)
struct PrimeExpr : Expr {
  ExprPtr operand;

  PrimeExpr(SourceLocation l, ExprPtr a)
      : Expr(NodeKind::PrimeExpr, l), operand(std::move(a)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::PrimeExpr; }
};

// A#[I1, I2]   (an entry may be empty (null) where ZPL allows it)
struct RemapExpr : Expr {
  ExprPtr operand;
  std::vector<ExprPtr> maps;
  // Set by sema: the maps are a permutation of `Index` arrays over a region
  // of the operand's rank, a relation known when compiling; otherwise the
  // remap is by data. Lowering reads it and does not decide again.
  bool permutation = false;

  RemapExpr(SourceLocation l, ExprPtr a)
      : Expr(NodeKind::RemapExpr, l), operand(std::move(a)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::RemapExpr; }
};

// a[i] | a[i, j]   (indexing of an indexed array)
struct SubscriptExpr : Expr {
  ExprPtr base;
  std::vector<ExprPtr> indices;

  SubscriptExpr(SourceLocation l, ExprPtr b)
      : Expr(NodeKind::SubscriptExpr, l), base(std::move(b)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::SubscriptExpr;
  }
};

// r.field
struct MemberExpr : Expr {
  ExprPtr base;
  std::string member;
  FieldDecl *field = nullptr; // sema

  MemberExpr(SourceLocation l, ExprPtr b, std::string m)
      : Expr(NodeKind::MemberExpr, l), base(std::move(b)),
        member(std::move(m)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::MemberExpr; }
};

// f(a, b)   (user procedures and built-ins alike; callee->decl says which)
struct CallExpr : Expr {
  std::unique_ptr<NameExpr> callee;
  std::vector<ExprPtr> args;

  CallExpr(SourceLocation l, std::unique_ptr<NameExpr> c);
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::CallExpr; }
};

// The operators of reductions (`op<<`) and scans (`op||`).
enum class ReduceOp { Add, Mul, Max, Min, And, Or, BAnd, BOr, BXor };
const char *reduceOpSpelling(ReduceOp op); // "+", "max", "band", ...

// +<< A (full)   +<< [R] A (partial: region is the source region)
struct ReduceExpr : Expr {
  ReduceOp op;
  ExprPtr region; // null for a full reduction
  ExprPtr operand;
  // `mymin<< A`: a user-defined reduction, named by its procedures (op is
  // then unused); `maxloc<< (V, Index1, Index2)` keeps V in operand and the
  // other operands here. sema: the overloads doing the work (frontend/sema/
  // UserReductions.cpp): identity() : T or identity(var d : T); accumulate(
  // v, d : T) : T or accumulate(v : T; var d : T).
  std::string userOp;
  std::vector<ExprPtr> moreOperands;
  ProcedureDecl *identity = nullptr, *accumulate = nullptr;
  bool isUser() const { return !userOp.empty(); }

  ReduceExpr(SourceLocation l, ReduceOp op)
      : Expr(NodeKind::ReduceExpr, l), op(op) {}
  bool isPartial() const { return region != nullptr; }
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::ReduceExpr; }
};

// +|| A   +|| [2] A   +|| [1, 2] A   (dims: 1-based dimension list)
struct ScanExpr : Expr {
  ReduceOp op;
  std::vector<ExprPtr> dims; // empty: every dimension, row-major
  ExprPtr operand;
  // `mysum|| A`: a user-defined scan, as ReduceExpr::userOp (sema: its
  // procedures).
  std::string userOp;
  std::vector<ExprPtr> moreOperands;
  ProcedureDecl *identity = nullptr, *accumulate = nullptr;

  ScanExpr(SourceLocation l, ReduceOp op)
      : Expr(NodeKind::ScanExpr, l), op(op) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::ScanExpr; }
};

// >>[1..n, k] A   >>[, i] A   (region: the slice read; empty entries of a
// RegionLiteralExpr inherit from the current region)
struct FloodExpr : Expr {
  ExprPtr region;
  ExprPtr operand;

  FloodExpr(SourceLocation l, ExprPtr r, ExprPtr a)
      : Expr(NodeKind::FloodExpr, l), region(std::move(r)),
        operand(std::move(a)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::FloodExpr; }
};

// lo..hi [by s] | i | * | (empty)   (one dimension of a region literal)
struct RegionDim {
  enum class Kind { Range, Single, Star, Empty };
  Kind kind = Kind::Empty;
  ExprPtr lo; // Range: lower bound; Single: the index
  ExprPtr hi; // Range: upper bound
  SourceLocation loc;
  // Range: `s` of `lo..hi by s`; null when absent. Last, so that brace
  // initialisers written before it still compile.
  ExprPtr stride;
};

// [1..n, 1..n] | [1..n, 1] | [1..n, *] | [, i] | [R]
// Ambiguity left to sema: a literal with exactly one Single dimension, such
// as `[R]` or `[Levels[i]]`, denotes the region R when its entry is
// region-valued and the one-dimensional index `[k]` otherwise (see
// isSingleEntry()). The derived forms (`[d of R]`, `[R at d]`, `["]`) are
// never wrapped: the builder returns the inner expression itself.
struct RegionLiteralExpr : Expr {
  std::vector<RegionDim> dims;

  RegionLiteralExpr(SourceLocation l) : Expr(NodeKind::RegionLiteralExpr, l) {}
  unsigned numDims() const { return dims.size(); }
  bool isSingleEntry() const {
    return dims.size() == 1 && dims[0].kind == RegionDim::Kind::Single;
  }
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::RegionLiteralExpr;
  }
};

// [-1, 0]   (built where a direction is expected syntactically: direction
// declarations and the right side of @, @^, at, of, in, by. Elsewhere, e.g.
// `dirs[i] := [0, 1];`, the same text is a RegionLiteralExpr with Single
// dimensions and sema reinterprets it.)
struct DirectionLiteralExpr : Expr {
  std::vector<ExprPtr> offsets;

  DirectionLiteralExpr(SourceLocation l)
      : Expr(NodeKind::DirectionLiteralExpr, l) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::DirectionLiteralExpr;
  }
};

// "   (the current region, as in `["]` or `[" at east]`)
struct CurrentRegionExpr : Expr {
  CurrentRegionExpr(SourceLocation l) : Expr(NodeKind::CurrentRegionExpr, l) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::CurrentRegionExpr;
  }
};

// d of R | d in R | R at d | R by s | R with M | R without M
// For `of` and `in` the direction is written first: lhs = d, rhs = R.
struct DerivedRegionExpr : Expr {
  enum class Op { Of, In, At, By, With, Without };
  Op op;
  ExprPtr lhs, rhs;

  DerivedRegionExpr(SourceLocation l, Op op, ExprPtr a, ExprPtr b)
      : Expr(NodeKind::DerivedRegionExpr, l), op(op), lhs(std::move(a)),
        rhs(std::move(b)) {}
  static const char *opSpelling(Op op);
  // The region operand and the modifier (direction, stride or mask).
  Expr *base() const {
    return (op == Op::Of || op == Op::In) ? rhs.get() : lhs.get();
  }
  Expr *modifier() const {
    return (op == Op::Of || op == Op::In) ? lhs.get() : rhs.get();
  }
  ExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::DerivedRegionExpr;
  }
};

// "%8.4f":x   (only meaningful as an argument of write/writeln/halt)
struct FormatExpr : Expr {
  std::string format;
  SourceLocation formatLoc;
  ExprPtr value;

  FormatExpr(SourceLocation l, std::string f, ExprPtr v)
      : Expr(NodeKind::FormatExpr, l), format(std::move(f)), formatLoc(l),
        value(std::move(v)) {}
  ExprPtr clone() const override;
  static bool classof(const Node *n) { return n->kind == NodeKind::FormatExpr; }
};

} // namespace ast
} // namespace zpl
