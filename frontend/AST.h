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

#include "basic/SourceLocation.h"

#include <llvm/Support/Casting.h>

#include <cstdint>
#include <memory>
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

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

// Anything a name can refer to.
struct Decl : Node {
  std::string name;
  const Type *type = nullptr; // sema: the declared entity's type

  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstDecl && n->kind <= NodeKind::LastDecl;
  }

protected:
  Decl(NodeKind k, SourceLocation l, std::string name)
      : Node(k, l), name(std::move(name)) {}
};

// var x : T [= e];  free var x : T;  config var x : T = e;
// config const x : T = e;  constant x [: T] = e;  (also `const`)
// `var A, B : [R] double;` becomes one VarDecl per name (each with its own
// copy of the type expression), so a name always refers to one node.
struct VarDecl : Decl {
  enum class Storage { Var, FreeVar, ConfigVar, ConfigConst, Constant };
  Storage storage;
  TypeExprPtr typeExpr; // null when a constant's type is left to inference
  ExprPtr init;         // null when absent
  std::shared_ptr<InitList> initList; // `= {1, 2}` instead of init
  bool isLocal = false; // declared inside a procedure
  // `extern var` / `extern constant`: C defines it (an extern constant has a
  // type and no value).
  bool isExtern = false;

  VarDecl(SourceLocation l, std::string name, Storage s)
      : Decl(NodeKind::VarDecl, l, std::move(name)), storage(s) {}
  bool isConfig() const {
    return storage == Storage::ConfigVar || storage == Storage::ConfigConst;
  }
  bool isConstant() const {
    return storage == Storage::ConfigConst || storage == Storage::Constant;
  }
  static bool classof(const Node *n) { return n->kind == NodeKind::VarDecl; }
};

// [in|out|inout] x : T   (a formal parameter; `var x : T` means inout)
// Rank-only parallel parameters use ParallelArrayTypeExpr without a region:
// `inout M : [,] double`.
struct ParamDecl : Decl {
  enum class Mode { In, Out, InOut };
  Mode mode = Mode::In;
  TypeExprPtr typeExpr;
  bool isFree = false; // `free inout x : double` (see frontend/SemaFree.h)

  ParamDecl(SourceLocation l, std::string name, Mode m)
      : Decl(NodeKind::ParamDecl, l, std::move(name)), mode(m) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::ParamDecl; }
};

// x : T;   (one field of a record type)
struct FieldDecl : Decl {
  TypeExprPtr typeExpr;
  unsigned index = 0; // position within the record

  FieldDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::FieldDecl, l, std::move(name)) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::FieldDecl; }
};

// type name = T;
struct TypeDecl : Decl {
  TypeExprPtr typeExpr;
  bool isExtern = false; // `extern type`: C declares it too

  TypeDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::TypeDecl, l, std::move(name)) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::TypeDecl; }
};

struct EnumTypeExpr;

// S   (one enumerator of `type classes = (S, W, A);`)
// Owned by its EnumTypeExpr but visible as a name in the enclosing scope.
struct EnumeratorDecl : Decl {
  unsigned value = 0; // position in the enumeration
  const EnumTypeExpr *parent = nullptr;

  EnumeratorDecl(SourceLocation l, std::string name, unsigned value)
      : Decl(NodeKind::EnumeratorDecl, l, std::move(name)), value(value) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::EnumeratorDecl;
  }
};

// region R = [1..n, 1..n];   region RB : Blk = [1..n, 1..n];
// `region` sections may list several items: `region R = ...; BigR = ...;`
struct RegionDecl : Decl {
  std::unique_ptr<NameExpr> distribution; // `: D`, null when absent
  ExprPtr init;                           // a region-valued expression

  RegionDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::RegionDecl, l, std::move(name)) {}
  static bool classof(const Node *n) { return n->kind == NodeKind::RegionDecl; }
};

// direction north = [-1, 0];
// `init` is a DirectionLiteralExpr when written as a literal, otherwise any
// direction-valued expression (e.g. another direction's name).
struct DirectionDecl : Decl {
  ExprPtr init;

  DirectionDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::DirectionDecl, l, std::move(name)) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::DirectionDecl;
  }
};

// grid G = [2, 2];
struct GridDecl : Decl {
  std::vector<ExprPtr> extents;

  GridDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::GridDecl, l, std::move(name)) {}
  unsigned rank() const { return extents.size(); }
  static bool classof(const Node *n) { return n->kind == NodeKind::GridDecl; }
};

// block | cyclic | cyclic(k) | *   (one dimension of a distribution)
struct DistFormat {
  enum class Kind { Block, Cyclic, BlockCyclic, Star };
  Kind kind = Kind::Block;
  ExprPtr blockSize; // the k of cyclic(k); null otherwise
  SourceLocation loc;
};

// distribution Blk : G = [block, cyclic(4), *];
struct DistributionDecl : Decl {
  std::unique_ptr<NameExpr> grid;
  std::vector<DistFormat> formats;

  DistributionDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::DistributionDecl, l, std::move(name)) {}
  unsigned rank() const { return formats.size(); }
  static bool classof(const Node *n) {
    return n->kind == NodeKind::DistributionDecl;
  }
};

// procedure f(x : integer) : integer; [locals] [[R]...] begin ... end;
// procedure f(x : double) : double; return 2.0 * x;   (any statement body)
// prototype f(x : integer) : integer;      (isPrototype, no body)
// The body is a CompoundStmt (a single-statement body is wrapped in one with
// hasBeginEnd false), inside one RegionScopeStmt per leading region scope:
// `procedure p(); [R] begin ... end;`.
struct ProcedureDecl : Decl {
  std::vector<std::unique_ptr<ParamDecl>> params;
  TypeExprPtr returnType;      // null for procedures without a result
  std::vector<DeclPtr> locals; // var/const/type/region/direction sections
  StmtPtr body;                // null for prototypes
  bool isPrototype = false;
  bool isExtern = false; // `extern prototype`
  bool isFree = false;   // `extern free prototype`: its result is per processor

  // sema: links a prototype and the procedure that defines it (both ways).
  ProcedureDecl *definition = nullptr;
  ProcedureDecl *prototype = nullptr;

  ProcedureDecl(SourceLocation l, std::string name)
      : Decl(NodeKind::ProcedureDecl, l, std::move(name)) {}
  static bool classof(const Node *n) {
    return n->kind == NodeKind::ProcedureDecl;
  }
};

//===----------------------------------------------------------------------===//
// Type expressions
//===----------------------------------------------------------------------===//

struct TypeExpr : Node {
  const Type *resolved = nullptr; // sema: the type this syntax denotes

  virtual TypeExprPtr clone() const = 0;
  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstTypeExpr &&
           n->kind <= NodeKind::LastTypeExpr;
  }

protected:
  TypeExpr(NodeKind k, SourceLocation l) : Node(k, l) {}
  TypeExpr(const TypeExpr &) = default;
};

// boolean | integer | long | float | double | char | string | file | timer
// (also ZPL's other scalar names; see BuiltinTypeExpr::lookup)
struct BuiltinTypeExpr : TypeExpr {
  enum class Builtin {
    Boolean,
    Char,
    SByte,
    UByte,
    ShortInt,
    UShortInt,
    Integer,
    UInteger,
    Long,
    ULong,
    Float,
    Double,
    Quad,
    Complex,
    DComplex,
    String,
    File,
    Timer,
    // `procedure`: only as a parameter type of external prototypes; it has
    // no spelling in the lookup table, so it is never a NamedTypeExpr.
    Procedure
  };
  Builtin builtin;

  BuiltinTypeExpr(SourceLocation l, Builtin b)
      : TypeExpr(NodeKind::BuiltinTypeExpr, l), builtin(b) {}
  // Maps a spelling ("integer", "longint", ...) to a builtin; false if none.
  static bool lookup(const std::string &spelling, Builtin &out);
  static const char *spelling(Builtin b);
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::BuiltinTypeExpr;
  }
};

// classes   (a user type name)
struct NamedTypeExpr : TypeExpr {
  std::string name;
  Decl *decl = nullptr; // sema: the TypeDecl named

  NamedTypeExpr(SourceLocation l, std::string name)
      : TypeExpr(NodeKind::NamedTypeExpr, l), name(std::move(name)) {}
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::NamedTypeExpr;
  }
};

// [R] double   [1..n, 1..n] integer   [,] double (rank only, parameters)
struct ParallelArrayTypeExpr : TypeExpr {
  ExprPtr region;    // null for rank-only `[,]`
  unsigned rank = 0; // set by the builder for rank-only forms; sema: always
  TypeExprPtr element;

  ParallelArrayTypeExpr(SourceLocation l)
      : TypeExpr(NodeKind::ParallelArrayTypeExpr, l) {}
  bool isRankOnly() const { return !region; }
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::ParallelArrayTypeExpr;
  }
};

// lo..hi   (one dimension of an indexed array type)
struct ArrayBound {
  ExprPtr lo, hi; // `array [n] of T` has only hi (lo null: 1..n in ZPL)
  SourceLocation loc;
};

// array [0..3, 1..n] of float
struct IndexedArrayTypeExpr : TypeExpr {
  std::vector<ArrayBound> bounds;
  TypeExprPtr element;

  IndexedArrayTypeExpr(SourceLocation l)
      : TypeExpr(NodeKind::IndexedArrayTypeExpr, l) {}
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::IndexedArrayTypeExpr;
  }
};

// (S, W, A)
struct EnumTypeExpr : TypeExpr {
  std::vector<std::unique_ptr<EnumeratorDecl>> enumerators;

  EnumTypeExpr(SourceLocation l) : TypeExpr(NodeKind::EnumTypeExpr, l) {}
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::EnumTypeExpr;
  }
};

// record x : integer; y : double; end
struct RecordTypeExpr : TypeExpr {
  std::vector<std::unique_ptr<FieldDecl>> fields;

  RecordTypeExpr(SourceLocation l) : TypeExpr(NodeKind::RecordTypeExpr, l) {}
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::RecordTypeExpr;
  }
};

// region   region<.., ..>   (rank 0 means "any rank")
struct RegionTypeExpr : TypeExpr {
  unsigned rank = 0;

  RegionTypeExpr(SourceLocation l) : TypeExpr(NodeKind::RegionTypeExpr, l) {}
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::RegionTypeExpr;
  }
};

// direction   direction<+, 0>   (rank 0 means "any rank"; the per-dimension
// sign hints are kept as written: "+", "-", "0", "*" or "")
struct DirectionTypeExpr : TypeExpr {
  unsigned rank = 0;
  std::vector<std::string> signs;

  DirectionTypeExpr(SourceLocation l)
      : TypeExpr(NodeKind::DirectionTypeExpr, l) {}
  TypeExprPtr clone() const override;
  static bool classof(const Node *n) {
    return n->kind == NodeKind::DirectionTypeExpr;
  }
};

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

struct Expr : Node {
  // sema: filled while checking.
  const Type *type = nullptr; // element type for parallel expressions
  unsigned rank = 0;          // rank of the parallel value; 0 for scalars
  bool isParallel = false;    // true when the value varies over a region

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
