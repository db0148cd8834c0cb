// AST: declarations (anything a name can refer to) and type expressions.
#pragma once

#include "frontend/ast/Node.h"

namespace zpl {
namespace ast {

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
  // sema: the rank of the directions a direction variable (`direction<.., ..>`)
  // or an array of them holds: declared, or, when the declaration leaves it
  // out (`direction`), the rank of the first use; 0 when never used. The
  // lowering stores each direction's offsets in a vector of this length.
  unsigned directionRank = 0;

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
  bool isFree = false;   // `free procedure`, `extern free prototype`: its result is per processor

  // sema: links a prototype and the procedure that defines it (both ways).
  ProcedureDecl *definition = nullptr;
  ProcedureDecl *prototype = nullptr;
  // sema: the other procedure of the same name, both ways. zplc overloads
  // only what user-defined reductions need: two definitions of one name
  // with different numbers of parameters (frontend/sema/UserReductions.cpp).
  ProcedureDecl *overload = nullptr;

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
    // `opaque`: a C value (a pointer) that ZPL stores and passes unchanged
    // (ZPL reference, "Extern and Opaque in ZPL").
    Opaque,
    // `generic`: only for parameters and results of `extern prototype`s
    // (the standard prelude's C functions that take any numeric type).
    Generic,
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

} // namespace ast
} // namespace zpl
