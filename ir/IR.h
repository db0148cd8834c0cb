// The zplc IR: the program's data-parallel meaning made explicit.
//
// Declarations (grids, distributions, regions, arrays with their halo widths,
// transfers) live in a Module. Procedures hold statements; every parallel
// statement carries its resolved region, so region scopes are gone. Non-local
// reads become explicit Transfers bracketed by IRONMAN calls (DR/SR/DN/SV)
// once the passes have run.
//
// All nodes are owned by the Module's arena and referenced by raw pointer,
// which lets a region's bound expressions be shared between statements. Each
// node class states the textual syntax the printer gives it.
#pragma once

#include "llvm/Support/Casting.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace zpl::ir {

struct Loc {
  unsigned line = 0, col = 0;
};

// Opaque: a C pointer (`void *`) the program only stores and passes.
// Generic: only in ExternProc, a C function's parameter or result that takes
// any integral or floating type (C's declaration converts it).
enum class Ty : uint8_t { Void, Bool, Int, Long, Float, Double, Char, String, File, Timer, Opaque, Generic };
const char *tyName(Ty t);
bool isFloating(Ty t);
bool isIntegral(Ty t);
// Storing a `from` into a `to` is checked when the program runs: a real
// into an integer, which C leaves undefined outside the integer's range.
bool checkedStore(Ty from, Ty to);

class Node {
public:
  virtual ~Node() = default;
  Loc loc;
};

// ============================================================== expressions

class Expr : public Node {
public:
  enum Kind {
    K_Lit,
    K_VarRef,
    K_ArrayRead,
    K_Index,
    K_Unary,
    K_Binary,
    K_Call,
    K_Reduce,
    K_Flood,
    K_Remap,
    K_RegionValue,
    K_ListValue,
  };
  Kind kind;
  Ty ty = Ty::Void;
  bool parallel = false; // depends on the index of a parallel statement
  Expr(Kind k) : kind(k) {}
  Kind getKind() const { return kind; }
};

// 42 | 1.5 | true | "text"
class Lit : public Expr {
public:
  int64_t i = 0;
  double f = 0;
  std::string s; // strings; also the spelling of floats, kept for printing
  Lit() : Expr(K_Lit) {}
  static bool classof(const Expr *e) { return e->kind == K_Lit; }
};

class Var;
// n  (a scalar, config value, constant or parameter; `a[i]` when indexed)
class VarRef : public Expr {
public:
  Var *var = nullptr;
  std::vector<Expr *> subscripts; // fixed-size (indexed) arrays
  VarRef() : Expr(K_VarRef) {}
  static bool classof(const Expr *e) { return e->kind == K_VarRef; }
};

class Array;
// A | A@[-1,0] | A@^[0,1] | A@[dirs[i, 1], dirs[i, 2]]
// (reads an element at the statement's index plus offset)
class ArrayRead : public Expr {
public:
  Array *array = nullptr;
  std::vector<int64_t> offset; // empty or all zero: no shift
  // A shift known only at run time (`A@dirs[i]`); insertTransfers turns it
  // into a copy into a temporary, since no halo width can cover it.
  std::vector<Expr *> dynOffset;
  bool wrap = false;
  ArrayRead() : Expr(K_ArrayRead) {}
  bool shifted() const;
  static bool classof(const Expr *e) { return e->kind == K_ArrayRead; }
};

// Index2   (the statement's index in a dimension, 1-based as in ZPL)
class IndexExpr : public Expr {
public:
  int dim = 1;
  IndexExpr() : Expr(K_Index) {}
  static bool classof(const Expr *e) { return e->kind == K_Index; }
};

// Operators; spelling() gives ZPL's spelling, which the printer shows.
// - !
enum class UnOp : uint8_t { Neg, Not };
// + - * / % ^ = != < <= > >= & |
enum class BinOp : uint8_t { Add, Sub, Mul, Div, Mod, Pow, Eq, Ne, Lt, Le, Gt, Ge, And, Or };
const char *spelling(UnOp op);
const char *spelling(BinOp op);

// -x | !x
class Unary : public Expr {
public:
  UnOp op = UnOp::Neg;
  Expr *operand = nullptr;
  Unary() : Expr(K_Unary) {}
  static bool classof(const Expr *e) { return e->kind == K_Unary; }
};

// (a + b)   ops: + - * / % ^ = != < <= > >= & |
class Binary : public Expr {
public:
  BinOp op = BinOp::Add;
  Expr *lhs = nullptr, *rhs = nullptr;
  Binary() : Expr(K_Binary) {}
  static bool classof(const Expr *e) { return e->kind == K_Binary; }
};

class Procedure;
// sqrt(x) | f(a, b)   (a built-in when proc is null)
class Call : public Expr {
public:
  std::string callee;
  Procedure *proc = nullptr;
  bool external = false; // a C function named by `extern prototype`
  std::vector<Expr *> args;
  Call() : Expr(K_Call) {}
  static bool classof(const Expr *e) { return e->kind == K_Call; }
};

class Region;
// +<< [R] expr   (removed by lowerCollectives: becomes a ReduceStmt)
class Reduce : public Expr {
public:
  std::string op; // + * max min & | band bor bxor, or a user-defined one's name
  Region *region = nullptr;
  Expr *operand = nullptr;
  // `mymin<< [R] A`: the procedures of a user-defined reduction (both null
  // for the built-in operators; see Module::userReduction).
  Procedure *identity = nullptr, *accumulate = nullptr;
  Reduce() : Expr(K_Reduce) {}
  static bool classof(const Expr *e) { return e->kind == K_Reduce; }
};

// >>[1..n, k] A   (removed by insertTransfers: becomes a read of a flood array)
class Flood : public Expr {
public:
  Region *source = nullptr; // the slice read; its flooded dimensions are single indices
  Expr *operand = nullptr;
  Flood() : Expr(K_Flood) {}
  static bool classof(const Expr *e) { return e->kind == K_Flood; }
};

// A#[Index2, Index1] | A#[Col, n + 1 - Index1]   (removed by insertTransfers:
// becomes a read of a temporary)
class Remap : public Expr {
public:
  Expr *operand = nullptr;
  std::vector<int> perm; // source dimension k reads destination index perm[k]
  // A remap by data: source dimension k reads the value of maps[k] at each
  // index of the statement's region (perm is then empty).
  std::vector<Expr *> maps;
  bool byData() const { return !maps.empty(); }
  Remap() : Expr(K_Remap) {}
  static bool classof(const Expr *e) { return e->kind == K_Remap; }
};

// [lo..hi by st, ...]   (a region as a value: lo, hi and stride of every
// dimension, in that order; stored in an integer vector of 3 * rank entries)
class RegionValue : public Expr {
public:
  Region *region = nullptr;
  RegionValue() : Expr(K_RegionValue) {}
  static bool classof(const Expr *e) { return e->kind == K_RegionValue; }
};

// {32, 64, 128}   (the values of an indexed array's elements in row-major
// order: its initialiser; ty is the element type)
class ListValue : public Expr {
public:
  std::vector<Expr *> elems;
  ListValue() : Expr(K_ListValue) {}
  static bool classof(const Expr *e) { return e->kind == K_ListValue; }
};

// ============================================================ declarations

// var x : double = 0.0;  config var n : integer = 8;  const pi : double = 3.14;
class Var : public Node {
public:
  enum Storage { Config, ConfigConst, Constant, Global, Local, Param, Extern };
  enum Mode { In, Out, InOut };
  // The program's identifier, a field `P.x`, a component `U[2]`, or for a
  // compiler temporary a name with a `$` (`$red0`), which no program
  // identifier has: the two never meet in the generated C++.
  std::string name;
  Ty ty = Ty::Double;
  Storage storage = Global;
  Mode mode = In;
  Expr *init = nullptr;
  std::vector<std::pair<int64_t, int64_t>> bounds; // indexed arrays: [lo..hi, ...]
  // Upper bounds known only at run time (`array [0..numLevels]` with a config
  // value): per dimension, null (or absent) where bounds[k].second holds it.
  std::vector<Expr *> hiExprs;
  Expr *hiExpr(size_t k) const { return k < hiExprs.size() ? hiExprs[k] : nullptr; }
  // An enumeration's type name and enumerators (config values are set and
  // shown by name: `-sClass=W`); empty otherwise.
  std::string enumName;
  std::vector<std::string> enumerators;
  // A config value of a type stored wider than its range (`ubyte` in an
  // `integer`, `ulong` in a `long`): the declared type and its range, which
  // `-s` values must respect. Empty otherwise.
  //   config var b : int range ubyte 0..255 = 3
  std::string rangeType;
  int64_t rangeLo = 0, rangeHi = 0;
};

// grid G = [p1, p2];   (no extents: the default grid, factored at run time)
class Grid : public Node {
public:
  std::string name;
  int rank = 0;
  std::vector<Expr *> extents;
};

// distribution D : G = [block, cyclic(2)];
class Distribution : public Node {
public:
  enum Format { Block, Cyclic, BlockCyclic, None };
  std::string name;
  Grid *grid = nullptr;
  std::vector<Format> formats;
  std::vector<int64_t> blockSize; // cyclic(k)
  std::vector<Region *> members;  // regions whose bounding box is the index space
  int rank() const { return static_cast<int>(formats.size()); }
};

// region R : D = [lo..hi by s, *, ...] with M
class Region : public Node {
public:
  struct Dim {
    Expr *lo = nullptr, *hi = nullptr;
    int64_t stride = 1;
    Expr *strideExpr = nullptr; // a stride known only at run time (then `stride` is unused)
    bool flood = false; // `*`
  };
  std::string name; // empty: anonymous, printed by its dimensions
  Distribution *dist = nullptr;
  std::vector<Dim> dims;
  Expr *mask = nullptr; // `with M` / `without M`
  bool maskWithout = false;
  // A literal region with no enclosing region of its rank: it got the
  // default distribution only for want of another (see alignLiteralRegions).
  bool defaulted = false;
  int rank() const { return static_cast<int>(dims.size()); }
  bool strided() const;
};

// direction east = [0, 1];
class Direction : public Node {
public:
  std::string name;
  std::vector<int64_t> offset;
};

// var A : [BigR] double;  halo [1,1]x[1,1]
class Array : public Node {
public:
  std::string name; // as Var::name: temporaries hold a `$` (`$T0`)
  Ty elem = Ty::Double;
  Region *region = nullptr; // the declared region
  Distribution *dist = nullptr;
  std::vector<int64_t> haloLo, haloHi; // filled by insertTransfers
  Procedure *owner = nullptr;          // null: program-level
  bool temp = false;                   // introduced by the compiler
  bool param = false;                  // a parallel array parameter
  // An indexed array of parallel arrays (`U : array [1..m] of [R] double`)
  // is one storage object per element: `elements` > 0 with the first index
  // `elementLo`. A use `U[e]` is an array of its own whose storage is the
  // family's element `e` (evaluated where used); it shares the family's
  // layout, so all of them have the same halo.
  int64_t elements = 0, elementLo = 1;
  // The last element when it is known only at run time (a config bound):
  // `elements` is then 1 and the table is sized when the program starts.
  Expr *elementsHi = nullptr;
  Array *family = nullptr;
  Expr *element = nullptr;
  const Array *storage() const { return family ? family : this; }
  Var::Mode mode = Var::In;
  int rank() const { return static_cast<int>(haloLo.size()); }
  bool isFlood(int d) const { return region && region->dims[d].flood; }
};

// transfer t0 : A -> A@[0,1] over [R]   (the relation's parameters; the
// relation itself is computed by computeRelations or at run time)
class Transfer : public Node {
public:
  enum Purpose { Halo, Copy };
  int id = 0;
  Purpose purpose = Halo;
  Array *src = nullptr, *dst = nullptr;
  Region *region = nullptr;          // destination indices (before the shift, for Halo)
  std::vector<int> perm;             // IndexMap.perm
  std::vector<Expr *> offset;        // IndexMap.offset (may depend on run-time values)
  std::vector<bool> wrap;
  // IndexMap.flip: source index = offset - destination index (a deep
  // `reflect` mirrors its border in one transfer); empty: none.
  std::vector<bool> flip;
  bool flipped(size_t k) const { return k < flip.size() && flip[k]; }
  // `[d of R] wrap A;` / `reflect`: d. Its destinations are A's border (fluff)
  // beyond R, which it widens by |d| as `A@d` would; they may lie in ghost
  // cells rather than in A's declared region.
  std::vector<int64_t> border;
  bool precomputed = false;          // relations embedded at compile time
  int procs = 0;                     // processor count they were computed for
  std::vector<std::pair<std::string, int64_t>> assumed; // config values assumed
  // Encoded relations per (src, dst) pair, when precomputed.
  struct Pair {
    int src, dst;
    std::vector<uint64_t> words;
    uint64_t tuples;
  };
  std::vector<Pair> pairs;
  std::vector<int64_t> key; // what the relations were computed for (see runtime/program/Layouts.h)
  std::string encoding;
  // No pairs: each processor instantiates its own at start-up from the
  // layouts, encoded with encodingId (a zpl::rel::Encoding).
  bool closedForm = false;
  int encodingId = -1;
};

// =============================================================== statements

class Stmt : public Node {
public:
  enum Kind {
    K_Block,
    K_ParAssign,
    K_ScalarAssign,
    K_ReduceStmt,
    K_ScanStmt,
    K_RemapStmt,
    K_Ironman,
    K_If,
    K_For,
    K_While,
    K_Repeat,
    K_Write,
    K_Read,
    K_CallStmt,
    K_Return,
    K_Halt,
    K_Exit,
    K_Continue,
  };
  Kind kind;
  // Transfers that must have arrived before this statement runs; set by
  // insertTransfers, turned into IRONMAN calls by placeIronman.
  std::vector<Transfer *> needs;
  Stmt(Kind k) : kind(k) {}
  Kind getKind() const { return kind; }
};

// begin s1; s2; end
class Block : public Stmt {
public:
  std::vector<Stmt *> stmts;
  Block() : Stmt(K_Block) {}
  static bool classof(const Stmt *s) { return s->kind == K_Block; }
};

// [R] A := expr;   (also += -= *= /=)
// [R] A := A@[-1, 0] + B wave [1, 0]   (a wavefront, `A'@d`: see `wave`)
class ParAssign : public Stmt {
public:
  Region *region = nullptr;
  Array *lhs = nullptr;
  std::string op = ":=";
  Expr *rhs = nullptr;
  // Empty for an ordinary statement. A wavefront (ir/lower/Wavefront.cpp)
  // has one entry per dimension: 1 to visit it in increasing index order,
  // -1 in decreasing order, 0 in any order. It stores into `lhs` in place, so its shifted reads of `lhs`
  // see the values it has already stored; the processors take turns along
  // the dimensions not 0, and the halo transfers of `lhs` it needs run
  // before each turn (codegen/emit/Wavefront.cpp), not before the statement.
  std::vector<int> wave;
  ParAssign() : Stmt(K_ParAssign) {}
  static bool classof(const Stmt *s) { return s->kind == K_ParAssign; }
};

// x := expr;
class ScalarAssign : public Stmt {
public:
  VarRef *lhs = nullptr;
  std::string op = ":=";
  Expr *rhs = nullptr;
  ScalarAssign() : Stmt(K_ScalarAssign) {}
  static bool classof(const Stmt *s) { return s->kind == K_ScalarAssign; }
};

// x := max<< [R] expr;   (local partial result, then a runtime all-reduce)
// [1..n, 1] V := +<< [R] expr;   (partial: `into` is set; the dimensions where
// the destination region is one index and the source wider are collapsed)
class ReduceStmt : public Stmt {
public:
  Var *target = nullptr;
  Array *into = nullptr;
  Region *intoRegion = nullptr;
  std::string op;
  Region *region = nullptr;
  Expr *operand = nullptr;
  // x := mymin<< [R] A   (user-defined: the identity, `mymin() : T` or
  // `mymin(var d : T)`, and the accumulation, `mymin(v, d : T) : T` or
  // `mymin(v : T; var d : T)`, which also combines the processors' results)
  Procedure *identity = nullptr, *accumulate = nullptr;
  // m, i := maxloc<< [R] (A, Index1)   (user-defined, several operands, var
  // form: `target` takes the value for `operand`, moreTargets[k] the one for
  // moreOperands[k])
  std::vector<Var *> moreTargets;
  std::vector<Expr *> moreOperands;
  // [C] M, I := maxloc<< [R] (A, Index2)   (partial, several operands: `into`
  // takes the values for `operand`, moreInto[k] those for moreOperands[k];
  // every destination is over intoRegion)
  std::vector<Array *> moreInto;
  ReduceStmt() : Stmt(K_ReduceStmt) {}
  static bool classof(const Stmt *s) { return s->kind == K_ReduceStmt; }
};

// [R] B := +|| [2] expr;   (inclusive scan along one dimension: a local scan
// per line, then a runtime exclusive scan of the line totals along the grid)
class ScanStmt : public Stmt {
public:
  Region *region = nullptr;
  Array *lhs = nullptr;
  std::string op;
  int dim = 0; // 0-based
  // Set when the scan follows a dimension list (`+|| [2,1] A`, `[-2][-1]`),
  // covers several dimensions, or runs along a cyclic dimension: the listed
  // dimensions, 1-based, negative for "from the highest index down", the
  // first listed varying fastest (see ir/ScanOrder.h). `dim` is unused then.
  std::vector<int> order;
  Expr *operand = nullptr;
  // [R] B := mysum|| A   (user-defined: as ReduceStmt's; B[i] is the
  // accumulation of A[i] into B at the element before i)
  Procedure *identity = nullptr, *accumulate = nullptr;
  // [R] M, I := maxloc|| (A, Index2)   (user-defined, several operands:
  // `lhs` takes the scan's values for `operand`, moreLhs[k] those for
  // moreOperands[k])
  std::vector<Array *> moreLhs;
  std::vector<Expr *> moreOperands;
  ScanStmt() : Stmt(K_ScanStmt) {}
  static bool classof(const Stmt *s) { return s->kind == K_ScanStmt; }
};

// [R] T := A#[e1, e2]      (gather by data: `dst` is set)
// [R] A#[e1, e2] := e       (scatter by data: `value` is set; also += etc.)
// The maps are evaluated over the owned part of R; the source indices they
// name are requested from their owners at run time (Proc::exchange), so the
// relation is known only when the statement runs.
class RemapStmt : public Stmt {
public:
  Region *region = nullptr;
  Array *array = nullptr;    // the remapped array: gather source, scatter target
  std::vector<Expr *> maps;  // one per dimension of `array`
  Array *dst = nullptr;      // gather: receives A at the mapped indices
  Expr *value = nullptr;     // scatter: the values stored
  std::string op = ":=";     // scatter: how a value combines with the target
  bool scatter() const { return value != nullptr; }
  RemapStmt() : Stmt(K_RemapStmt) {}
  static bool classof(const Stmt *s) { return s->kind == K_RemapStmt; }
};

// DR t0;  SR t0;  DN t0;  SV t0;
class Ironman : public Stmt {
public:
  enum Call { DR, SR, DN, SV };
  Call call = DR;
  Transfer *transfer = nullptr;
  Ironman() : Stmt(K_Ironman) {}
  static bool classof(const Stmt *s) { return s->kind == K_Ironman; }
};

// if c then ... elsif c then ... else ... end
class If : public Stmt {
public:
  std::vector<std::pair<Expr *, Block *>> arms;
  Block *otherwise = nullptr;
  If() : Stmt(K_If) {}
  static bool classof(const Stmt *s) { return s->kind == K_If; }
};

// for i := a to b by s do ... end   (downto: descending)
class For : public Stmt {
public:
  VarRef *var = nullptr;
  Expr *from = nullptr, *to = nullptr, *step = nullptr;
  bool down = false;
  Block *body = nullptr;
  For() : Stmt(K_For) {}
  static bool classof(const Stmt *s) { return s->kind == K_For; }
};

// while c do ... end
class While : public Stmt {
public:
  Expr *cond = nullptr;
  Block *body = nullptr;
  While() : Stmt(K_While) {}
  static bool classof(const Stmt *s) { return s->kind == K_While; }
};

// repeat ... until c
class Repeat : public Stmt {
public:
  Block *body = nullptr;
  Expr *cond = nullptr;
  Repeat() : Stmt(K_Repeat) {}
  static bool classof(const Stmt *s) { return s->kind == K_Repeat; }
};

// writeln("text", "%5.2f":x, [R] A);
class Write : public Stmt {
public:
  struct Item {
    Expr *value = nullptr;   // a string literal, scalar or (parallel) array read
    std::string format;      // explicit "fmt":expr, else empty
    Region *region = nullptr; // parallel items: the region printed
    Array *array = nullptr;   // parallel items after lowering: what is printed
  };
  Expr *file = nullptr;
  std::vector<Item> items;
  bool newline = false;
  Write() : Stmt(K_Write) {}
  static bool classof(const Stmt *s) { return s->kind == K_Write; }
};

// read(f, x, V[2], [R] A) | readln(...)   (from a file, or standard input when no file is
// given: processor 0 reads whitespace-delimited tokens and broadcasts them;
// a parallel array takes one token per element of its region, row-major)
class Read : public Stmt {
public:
  struct Item {
    VarRef *var = nullptr;    // a scalar, or
    Array *array = nullptr;   // a parallel array read over
    Region *region = nullptr; // this region
    // A type stored wider than its range (`ubyte` in an `integer`): the
    // declared type and its range, which a value read must respect, as a
    // `-s` value must (ConfigVar). Empty otherwise.
    //   read(b range ubyte 0..255, [R] U range ushortint 0..65535)
    std::string rangeType;
    int64_t rangeLo = 0, rangeHi = 0;
  };
  Expr *file = nullptr; // null: standard input
  std::vector<Item> items;
  bool line = false; // readln: then skips the rest of the input line
  Read() : Stmt(K_Read) {}
  static bool classof(const Stmt *s) { return s->kind == K_Read; }
};

// call f(a, b);
class CallStmt : public Stmt {
public:
  Call *call = nullptr;
  CallStmt() : Stmt(K_CallStmt) {}
  static bool classof(const Stmt *s) { return s->kind == K_CallStmt; }
};

// return expr;
class Return : public Stmt {
public:
  Expr *value = nullptr;
  Return() : Stmt(K_Return) {}
  static bool classof(const Stmt *s) { return s->kind == K_Return; }
};

// halt("message");
class Halt : public Stmt {
public:
  std::vector<Write::Item> items;
  Halt() : Stmt(K_Halt) {}
  static bool classof(const Stmt *s) { return s->kind == K_Halt; }
};

// exit;   (leaves the innermost loop)
class Exit : public Stmt {
public:
  Exit() : Stmt(K_Exit) {}
  static bool classof(const Stmt *s) { return s->kind == K_Exit; }
};

// continue;
class Continue : public Stmt {
public:
  Continue() : Stmt(K_Continue) {}
  static bool classof(const Stmt *s) { return s->kind == K_Continue; }
};

// procedure f(x : integer; inout M : [,] double) : integer; begin ... end
class Procedure : public Node {
public:
  std::string name;
  Ty ret = Ty::Void;
  std::vector<Var *> params;          // scalar parameters, in order with arrays
  std::vector<Array *> arrayParams;   // parallel array parameters
  std::vector<int> paramOrder;        // >=0: params[i]; <0: arrayParams[-i-1]
  std::vector<Var *> locals;
  std::vector<Array *> localArrays;
  Block *body = nullptr;
};

// ================================================================= module

// extern prototype drand48() : double;   (a C function the program calls)
struct ExternProc {
  std::string name;
  Loc loc; // the prototype's, when lowered from source (IR text does not keep it)
  Ty ret = Ty::Void;
  std::vector<Ty> params;
};

class Module {
public:
  std::string name;   // program name; the entry procedure has the same name
  std::string source; // input path, for diagnostics
  // The last pass of passes/Pipeline.cpp run on the module (empty: as
  // lowered); IR read back from text resumes the pipeline after it.
  std::string after;
  std::vector<Var *> vars; // config values, constants and program-level scalars, in order
  std::vector<Grid *> grids;
  std::vector<Distribution *> dists;
  std::vector<Region *> regions; // named and anonymous
  std::vector<Direction *> directions;
  std::vector<Array *> arrays;   // program-level parallel arrays and temporaries
  std::vector<Transfer *> transfers;
  std::vector<Procedure *> procs;
  std::vector<ExternProc> externs; // C functions, in declaration order
  std::vector<Var *> externVars;   // `extern var/const`: C objects, never defined here
  Procedure *entry = nullptr;

  template <class T, class... A> T *make(A &&...a) {
    auto p = std::make_unique<T>(std::forward<A>(a)...);
    T *raw = p.get();
    arena_.push_back(std::move(p));
    return raw;
  }
  Lit *intLit(int64_t v);
  Grid *defaultGrid(int rank);
  Distribution *defaultDist(int rank);
  Procedure *findProc(const std::string &name) const;
  // The overload of `name` taking `params` parameters (null if none).
  Procedure *findProc(const std::string &name, size_t params) const;
  // The identity and accumulation procedures of the user-defined reduction
  // `name<<` (the overloads with 0 or 1, and 2, parameters); false if absent.
  bool userReduction(const std::string &name, Procedure *&identity, Procedure *&accumulate,
                     size_t operands = 1) const;
  // A user-defined reduction's or scan's type: its identity's result, or
  // (the `var` form) its parameter's.
  static Ty userReductionTy(const Procedure *identity);

private:
  std::vector<std::unique_ptr<Node>> arena_;
};

// Textual form (`zplc -emit=ir`): stable, names not pointers, one statement a
// line, complete enough for ir/Reader.h to rebuild the module.
std::string print(const Module &m);
std::string printExpr(const Expr *e);
std::string printRegion(const Region *r);

// Checks the IR's invariants; returns the messages of every violation.
std::vector<std::string> verify(const Module &m, bool lowered);

} // namespace zpl::ir
