// Sema's checker: one class whose members are defined by construct in
// frontend/sema/*.cpp (what sema does and fills in: frontend/sema/Checker.cpp).
#pragma once

#include "frontend/Sema.h"
#include "frontend/AST.h"
#include "basic/Builtins.h"
#include "basic/Diagnostics.h"
#include "basic/Formats.h"
#include "frontend/InitList.h"
#include "frontend/SemaCompat.h"
#include "frontend/SemaFree.h"
#include "frontend/SemaIndexInit.h"
#include "frontend/SemaScan.h"
#include "frontend/SemaShattered.h"
#include "frontend/Suggest.h"
#include "frontend/Types.h"
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace zpl {
namespace sema {
namespace checker {

using namespace ast;
using llvm::cast;
using llvm::dyn_cast;
using llvm::dyn_cast_or_null;
using llvm::isa;
using K = Type::Kind;
using Diag = DiagnosticKind;

std::string q(const std::string &s);
std::string q(const Type *t);

std::string rankWord(unsigned r);

const char *reduceName(ReduceOp op);

const Type *builtinConstant(const std::string &n);
std::optional<int64_t> builtinConstantValue(const std::string &n);

// The offsets of a direction known when compiling (Constants.cpp, the one
// folder; checkExpr and checkDirection record them as Expr::offsets).
std::optional<std::vector<int64_t>> foldOffsets(const Expr *e);
// Shapes.cpp: whether a direction's offsets exist only at run time (it
// has no Expr::offsets); the region a parallel array reference (`A`,
// `U[i]`, `C.x`) is declared over (null for a rank-only parameter).
bool runtimeDirection(const Expr *e);
// Limits.cpp: the first reduction in `e` that needs a region to run over.
const ReduceExpr *regionReduction(const Expr *e);
const Expr *declaredRegion(const Expr *e);
// `[Lev[index1]]` of `U : array [..] of [Lev[index1]] T` with `Lev`
// initialised `Base by ...`: Base; else null (Shapes.cpp).
const Expr *familyBase(const Expr *e);
// Fluff.cpp: the distribution of a region arrays are declared over, as the
// lowering gives it (null: the default one, or one sema cannot name).
const DistributionDecl *distribution(const Expr *region);
// "the default distribution" or "distribution `D`" (null: the default one).
std::string distributionName(const DistributionDecl *d);

// Whether two bound expressions are the same value: equal constants, or
// the same name (Limits.cpp).
bool sameBound(const Expr *a, const Expr *b);

// Spaces.cpp: one bound of a region as the lowering builds it: its value
// when it folds as ir/SpaceCheck.cpp folds it (sema's Expr::value), and its
// text as the IR prints it (printExpr) when it does not.
struct SpaceBound {
  std::optional<int64_t> value;
  std::string text;
};
// One dimension of a region as the lowering builds it: `*`, or bounds and a
// stride (nullopt: known only at run time).
struct SpaceDim {
  bool star = false;
  SpaceBound lo, hi;
  std::optional<int64_t> stride = 1;
};
using SpaceDims = std::optional<std::vector<SpaceDim>>; // nullopt: not followed

// The shape of a region as the lowering builds it (Shapes.cpp): per
// dimension `*`, one index or a range, and whether it is strided; and
// whether it has a mask. Regions read from variables or inherited from a
// caller have ranges with run-time strides, and no mask.
struct RegionShape {
  enum class Dim { Range, Single, Star };
  std::vector<Dim> dims;     // empty when even the rank is unknown
  std::vector<bool> strided; // per dimension: a stride other than 1, or one known at run time
  bool masked = false;
  const Expr *expr = nullptr; // the region written for a scope, if any
  // Align.cpp: a region that names no distribution (a literal outside any
  // named region, or derived from one), which passes/AlignRegions.cpp gives
  // the distribution of the arrays used over it; per dimension, whether its
  // bounds are known when the program starts; the distributions of those
  // arrays (null: the default one), and where a statement first ran over it.
  bool defaulted = false, align = true;
  unsigned errors = 0; // reported before the scope: one with more is not judged
  std::vector<bool> startup;
  std::set<const DistributionDecl *> dists;
  SourceLocation seen;
  // Spaces.cpp: the region's bounds, its distribution when it is not
  // defaulted (null: the default one), an id for the checks that wait for
  // its alignment, and whether the lowering makes it a member of its
  // distribution (joinDistribution: a scan, a call or a parallel `if` or
  // `while` inside it).
  SpaceDims bounds;
  const DistributionDecl *dist = nullptr;
  unsigned id = 0;
  bool joins = false;
  bool has(Dim d) const { return std::find(dims.begin(), dims.end(), d) != dims.end(); }
};

struct Scope {
  Scope *parent = nullptr;
  std::unordered_map<std::string, Decl *> names;
  explicit Scope(Scope *p) : parent(p) {}
};

class Checker {
public:
  Checker(Program &prog, DiagnosticEngine &diags)
      : prog_(prog), diags_(diags) {}

  bool run();

private:
  Program &prog_;
  DiagnosticEngine &diags_;
  Scope global_{nullptr};
  Scope *scope_ = &global_;
  // Every top-level name, so a use before its declaration can say so.
  std::unordered_map<std::string, Decl *> allGlobals_;

  // Ranks of the enclosing region scopes, innermost last; 0 = rank unknown
  // (a `region` of unspecified rank, or an erroneous region).
  std::vector<unsigned> regions_;
  ProcedureDecl *proc_ = nullptr;
  unsigned loopDepth_ = 0;
  VarDecl *configInit_ = nullptr; // the config whose initialiser is checked
  // Arrays an `index1` initialiser gives (`pw : array [0..3] of integer =
  // 2^index1`), with the procedure that declares them (null: the program),
  // and the variable whose type or initialiser is checked.
  std::map<const VarDecl *, const ProcedureDecl *> indexInits_;
  const VarDecl *initialising_ = nullptr;
  std::set<std::pair<const VarDecl *, const VarDecl *>> reportedInitOrder_;
  void checkIndexInitOrder(const VarDecl *x); // Declarations.cpp
  // ZPL's `index1`: inside an indexed array's initialiser (`= [2^index1, 0]`)
  // or its element type (`array [0..L] of [Level[index1]] double`), the
  // element's index, a scalar (SemaIndexInit.cpp). 0 elsewhere.
  unsigned indexVars_ = 0;
  // The next indexed array type resolved may have run-time (config) upper
  // bounds: set for a variable's own declared type only.
  bool runtimeBoundsOk_ = false;

  // Per statement: did a parallel value occur, and was a region error already
  // reported (one per statement is enough).
  bool sawParallel_ = false;
  SourceLocation parallelLoc_;
  std::set<std::string> reportedUndeclared_;
  std::set<std::pair<const Decl *, const Stmt *>> reportedRank_;
  const Stmt *stmt_ = nullptr;
  // Set while checking an argument bound to a parallel array parameter: the
  // array is passed whole, so the current region's rank does not apply.
  bool passingArray_ = false;

  //===--------------------------------------------------------------------===//
  // Diagnostics helpers
  //===--------------------------------------------------------------------===//
  void error(SourceLocation l, const std::string &m) { diags_.error(l, m); }
  void error(Diag k, SourceLocation l, const std::string &m) { diags_.error(k, l, m); }
  void note(SourceLocation l, const std::string &m) { diags_.note(l, m); }

  static void set(Expr *e, const Type *t, bool parallel = false,
                  unsigned rank = 0);
  static void setError(Expr *e) { set(e, Type::error()); }
  static bool bad(const Expr *e);

  unsigned currentRank() const;
  bool inRegion() const { return !regions_.empty(); }

  // ZPL scopes regions dynamically: a statement of a procedure that has no
  // region scope of its own runs in the region of the call. Such a body is
  // checked inside an "inherited" region of unknown rank (the bottom entry
  // of regions_), and what would need a region there is held back per
  // procedure; it is reported at the end only if no call of the procedure
  // happens inside a region scope (directly or through inheriting callers).
  bool inherited_ = false;
  bool ownRegion() const;
  struct Deferred {
    SourceLocation loc;
    std::string msg;
  };
  std::map<const ProcedureDecl *, std::vector<Deferred>> deferred_;
  struct CallEdge {
    const ProcedureDecl *caller, *callee;
    bool inRegion; // inside a region scope of the caller itself
  };
  std::vector<CallEdge> calls_;

  void regionMissing(SourceLocation l, const std::string &m);

  void declare(Decl *d);
  // Overloading for user-defined reductions (UserReductions.cpp).
  bool overloads(Decl *prev, Decl *cur);
  static ProcedureDecl *overloadFor(ProcedureDecl *p, size_t n);

  Decl *lookup(const std::string &name) const;

  struct ScopeGuard {
    Checker &c;
    Scope s;
    ScopeGuard(Checker &c) : c(c), s(c.scope_) { c.scope_ = &s; }
    ~ScopeGuard() { c.scope_ = s.parent; }
  };
  // Enters a region of `rank` (`region`: the expression that gives it,
  // whose shape the checks of Shapes.cpp read; null when not written).
  struct RegionGuard {
    Checker &c;
    RegionGuard(Checker &c, unsigned rank, const Expr *region = nullptr) : c(c) {
      c.shapes_.push_back(c.scopeShape(rank, region));
      c.regions_.push_back(rank);
    }
    ~RegionGuard() {
      c.leaveAlignedRegion(); // Align.cpp
      c.leaveSpace(c.shapes_.back()); // Spaces.cpp
      c.regions_.pop_back();
      c.shapes_.pop_back();
    }
  };

  void undeclared(SourceLocation l, const std::string &name, const char *what);

  const Type *builtinType(BuiltinTypeExpr::Builtin b);

  const Type *resolveType(TypeExpr *t, const std::string &declName = "");

  const Type *resolveTypeImpl(TypeExpr *t, const std::string &declName);

  static bool convertible(const Type *from, const Type *to);
  bool holdsOpaque(const Type *t, SourceLocation at); // error when it does
  const Type *genericResult(const ProcedureDecl *p, const CallExpr *c);
  static bool usesGeneric(const ProcedureDecl *p);

  bool literalFits(const Expr *e, const Type *to);
  bool realFits(const FloatLiteral *f, bool negative, const Type *to);

  //===--------------------------------------------------------------------===//
  // Regions and directions
  //===--------------------------------------------------------------------===//

  // `maskedBy`: the `with`/`without` whose base `e` is (for a hint).
  int checkRegion(Expr *e, bool inDecl = false, const char *maskedBy = nullptr);

  int checkDirection(Expr *e);
  int checkDirectionKind(Expr *e);
  bool checkBoundReduction(const Expr *bound);
  // Directions declared without their rank (`var d : direction`) take the
  // rank of their first use (VarDecl::directionRank); later uses must agree.
  static VarDecl *ranklessDirection(const Expr *e);
  static unsigned directionRank(const Expr *e);
  bool fixDirectionRank(const Expr *e, unsigned rank);
  bool checkDirectionAssign(const Expr *l, const Expr *r);

  //===--------------------------------------------------------------------===//
  // Expressions
  //===--------------------------------------------------------------------===//

  static std::string describe(const Expr *e);
  static std::string typeOf(const Expr *e);

  bool expectIntegerScalar(Expr *e, const char *what);

  void useParallel(SourceLocation l);
  // Per procedure, the first parallel operation or region scope of its body:
  // such a procedure cannot be promoted.
  std::map<const ProcedureDecl *, SourceLocation> parallelBody_;

  void checkRankAgainstRegion(Expr *e, const Decl *d, unsigned rank);

  void checkExpr(Expr *e); // then records its value, if known (Constants.cpp)
  void checkExprKind(Expr *e);

  void checkName(NameExpr *n);

  bool combineShape(Expr *at, const Expr *a, const Expr *b, bool &parallel,
                    unsigned &rank);

  void checkUnary(UnaryExpr *u);

  void checkBinary(BinaryExpr *b);

  static bool isArrayRef(const Expr *e);

  void checkShift(ShiftExpr *s);

  // The prime operator (Primes.cpp). `A'@d` reads the values of `A` that the
  // assignment to `A` enclosing it has already computed: primeTarget_ is
  // that array while its right side is checked (null elsewhere), and
  // primes_ collects the primed directions, which must admit one loop order.
  struct PrimeUse {
    SourceLocation loc;
    std::vector<int64_t> offset;
    std::string spelling; // `north`, `[-1, 0]`
  };
  const Decl *primeTarget_ = nullptr;
  std::vector<PrimeUse> primes_;
  bool checkPrime(ShiftExpr *s, PrimeExpr *p, Expr *operand);
  bool checkWavefront(const AssignStmt *a);
  bool checkPrimeLimits(const AssignStmt *a); // Limits.cpp

  void checkRemap(RemapExpr *r);

  void checkSubscript(SubscriptExpr *s);

  void checkMember(MemberExpr *m);

  std::map<const Type *, const RecordTypeExpr *> records_;
  const RecordTypeExpr *recordSyntax(const Type *t);

  //===--------------------------------------------------------------------===//
  // Calls
  //===--------------------------------------------------------------------===//

  bool isAssignable(Expr *e, std::string &why);

  void checkCall(CallExpr *c, bool asStmt);

  void checkArgQuietly(Expr *a);

  bool checkArgument(ProcedureDecl *p, ParamDecl &param, Expr *a);

  void promotionError(const ParamDecl &param, const ProcedureDecl *p,
                      const Expr *a);

  static bool promotable(const ProcedureDecl *p);

  // Arguments bound to scalar parameters by promotion, in the call being
  // checked; and per promoted call its first such argument, to explain a
  // promoted call used where a scalar is needed.
  struct Promotion {
    const ParamDecl *param;
    const ProcedureDecl *proc;
    Expr *arg;
  };
  std::vector<Promotion> promotedArgs_;
  std::map<const Expr *, Promotion> promotedCalls_;
  // Calls.cpp: what a procedure's own body does that makes its result depend
  // on which elements a processor owns when it is promoted (it runs once per
  // owned element): stores into variables that are not its own, I/O.
  struct SideEffect {
    SourceLocation loc;
    std::string what;
  };
  std::map<const ProcedureDecl *, SideEffect> sideEffects_;
  void noteSideEffect(SourceLocation l, const std::string &what);
  void noteStoreEffect(const Expr *target, SourceLocation l);
  void checkPromotedEffects();

  bool explainPromotion(const Expr *e);

  static std::string modeName(ParamDecl::Mode m);

  bool directionLiteralFits(Expr *a, const Type *to);

  void checkBuiltinCall(CallExpr *c, const BuiltinInfo *b, bool asStmt);

  //===--------------------------------------------------------------------===//
  // Reductions, scans, floods
  //===--------------------------------------------------------------------===//

  const Type *reduceResult(ReduceOp op, Expr *o, SourceLocation at,
                           const char *suffix);

  void checkReduce(ReduceExpr *r);

  const Type *reducedOperandType(ReduceExpr *r, const std::string &spelled);

  void checkScan(ScanExpr *s);

  // UserReductions.cpp: finds the procedures of `f<< A` (false after
  // reporting, with r's type set to Error); the type of its result.
  bool userReduceProcs(ReduceExpr *r);
  const Type *userReduceOperand(ReduceExpr *r);
  // `(m, i) := maxloc<< (V, Index1)`: the one reduction of several operands
  // being checked (any other is refused), and the statement's own checks.
  // `[R] (M, I) := maxloc|| (V, Index1)`: likewise for scans.
  const ReduceExpr *multiReduce_ = nullptr;
  const ScanExpr *multiScan_ = nullptr;
  void checkMultiAssign(AssignStmt *a);
  bool checkMultiTarget(Expr *t, const Type *ti, size_t i, const std::string &spelled, bool parallel);
  const Type *userOperandTypes(const ProcedureDecl *id, Expr *operand, std::vector<ExprPtr> &more,
                               const std::string &spelled, const char *verb, SourceLocation at);
  const Type *userScanType(ScanExpr *s);
  bool findUserReduction(SourceLocation at, const std::string &name, const char *kind, size_t k,
                         ProcedureDecl *&id, ProcedureDecl *&acc);

  void checkFlood(FloodExpr *f);

  //===--------------------------------------------------------------------===//
  // Statements
  //===--------------------------------------------------------------------===//

  // Brackets the expressions of one statement: the statement is parallel
  // when any of them reads a parallel value, and then needs a region.
  struct StmtScope {
    Checker &c;
    bool savedSaw;
    SourceLocation savedLoc;
    const Stmt *savedStmt;
    unsigned savedErrors;
    StmtScope(Checker &c, const Stmt *s)
        : c(c), savedSaw(c.sawParallel_), savedLoc(c.parallelLoc_),
          savedStmt(c.stmt_), savedErrors(c.stmtErrors_) {
      c.sawParallel_ = false;
      c.stmt_ = s;
      c.stmtErrors_ = c.diags_.errorCount();
    }
    ~StmtScope() {
      c.sawParallel_ = savedSaw;
      c.parallelLoc_ = savedLoc;
      c.stmt_ = savedStmt;
      c.stmtErrors_ = savedErrors;
    }
  };
  unsigned stmtErrors_ = 0;
  void requireRegionIfParallel(const char *what);

  void checkCondition(Expr *c, const char *construct, bool *shattered = nullptr);

  void checkStmt(Stmt *s);

  void checkStmtKind(Stmt *s);

  void checkAssign(AssignStmt *a);

  void checkFor(ForStmt *f);

  void checkReturn(ReturnStmt *r);

  static bool printable(const Type *t);

  static FormatValue formatValue(const Type *t);

  void checkWriteArgs(std::vector<ExprPtr> &args, size_t first);

  void checkIO(IOStmt *io);

  void checkIOArg(Expr *a, bool reading, IOStmt *io);

  //===--------------------------------------------------------------------===//
  // Declarations
  //===--------------------------------------------------------------------===//

  void checkDecl(Decl *d);

  void checkVar(VarDecl *v);

  void checkRegionDecl(RegionDecl *r);

  void checkDistribution(DistributionDecl *d);

  void resolveSignature(ProcedureDecl *p);

  void matchPrototype(ProcedureDecl *proto, ProcedureDecl *def);

  std::set<const ProcedureDecl *> inheritingProcedures() const;

  void reportMissingRegions();

  void checkProcedure(ProcedureDecl *p);

  //===--------------------------------------------------------------------===//
  // What the code generator cannot compile yet (Limits.cpp)
  //===--------------------------------------------------------------------===//

  void checkCFunctions();

  void checkCFunctionCall(const CallExpr *c);

  void checkVarLimits(const VarDecl *v);

  void checkSignatureLimits(const ProcedureDecl *p);

  void checkLoopCondition(const Expr *cond, const Stmt *loop);

  bool checkStrideNotZero(const Expr *stride);

  bool checkWholeArrayCopy(const Expr *from, const Type *toType,
                           const IndexedArrayTypeExpr *to, SourceLocation loc,
                           const std::string &target);

  static const IndexedArrayTypeExpr *wholeArrayType(const Expr *e);

  bool wholeArrayArg(const Expr *a, const ParamDecl &param, const Type *pt);

  void checkReadLimits(const Expr *a);

  static bool isComponent(const Expr *e);

  bool recordArgument(const Type *pt, const Expr *a);

  bool wholeElementField(const MemberExpr *m);

  bool wholeElementRecord(const Expr *e, const char *what);

  static const char *notOneArray(const Expr *e);

  void checkConstantIndices(const SubscriptExpr *s, const char *msg);

  bool checkAssignLimits(const AssignStmt *a);

  // Calls of procedures that may run in their caller's region: the
  // lowering passes that region, which must exist, have the rank of the
  // callee's first parallel array parameter, and no mask.
  struct RegionCall {
    SourceLocation loc;
    const ProcedureDecl *caller, *callee;
    bool own;      // inside a region scope of the caller itself
    unsigned rank; // of that region (0: unknown)
    bool masked;   // or with a `*` dimension
  };
  std::vector<RegionCall> regionCalls_;
  void noteRegionCall(const CallExpr *c, const ProcedureDecl *callee);
  void checkRegionCalls();
  // The rank of the region a procedure inherits (the lowering's): that of its
  // first parallel array parameter; 0 when it has none.
  static unsigned inheritedRank(const ProcedureDecl *p);

  //===--------------------------------------------------------------------===//
  // Shapes of regions: `*` and single-index dimensions, masks (Shapes.cpp)
  //===--------------------------------------------------------------------===//

  // Per enclosing region (beside regions_, innermost last): its shape. A
  // procedure that inherits its caller's region starts with that region's.
  std::vector<RegionShape> shapes_;
  RegionShape scopeShape(unsigned rank, const Expr *region) const;
  RegionShape shapeOf(const Expr *region) const; // in the current region
  bool currentMasked() const { return !shapes_.empty() && shapes_.back().masked; }

  bool checkRuntimeDirection(const DerivedRegionExpr *d);
  bool checkFloodSource(const FloodExpr *f);
  bool checkPartialShape(const ReduceExpr *r);
  int partialWiderDim(const ReduceExpr *r) const; // the dimension it refuses, or -1
  bool checkRemapShape(const RemapExpr *r);
  bool permutationRemap(const RemapExpr *r) const;
  bool checkScatterShape(const AssignStmt *a);
  bool checkRegionStore(const Expr *region, bool inDecl);
  bool checkRegionArgument(const ParamDecl &param, const Expr *a);
  const DistributionDecl *regionValueDist(const Expr *region, const VarDecl **unknown);
  void noteRegionStoreDist(const Expr *target, const Expr *region);
  void regionArgError(const ParamDecl &param, const Expr *a, const DistributionDecl *d);
  void checkRegionArgs();
  struct RegionArg {
    const ParamDecl *param;
    const Expr *arg;
    const VarDecl *var;
  };
  std::vector<RegionArg> regionArgs_;
  std::map<const VarDecl *, std::vector<std::pair<const DistributionDecl *, const VarDecl *>>>
      regionVarStores_;
  void checkBorderShape(const std::vector<ExprPtr> &arrays, const char *what);
  bool checkBorderScope(const Stmt *s, const char *what);
  bool checkRecordResult(const AssignStmt *a);
  bool checkPrimedShape(const AssignStmt *a);
  // Parallel arrays used over a `*` dimension they are not flooded in: the
  // statement's arrays (`a` with a parallel left side) and a reduction's
  // operands, each over its own region.
  void checkFloodUses(const AssignStmt *a);
  void checkFloodUses(const ReduceExpr *r);
  void checkFloodUses(const IOStmt *io); // its parallel items
  void judgeFlooding(const Expr *e, const RegionShape &over, const SourceLocation *at);

  //===--------------------------------------------------------------------===//
  // Borders of cyclic dimensions (Fluff.cpp)
  //===--------------------------------------------------------------------===//

  // Per array, per dimension: the sides (1 low, 2 high) whose border a
  // `wrap` or `reflect` fills as fluff; shifts along a cyclic dimension and
  // another, checked against them at the end (checkFluffReads).
  struct CyclicShift {
    const Decl *array; // a VarDecl, or a ParamDecl (its argument's layout)
    std::vector<int64_t> offset;
    SourceLocation at;
  };
  std::map<const Decl *, std::vector<int>> fluffFilled_;
  std::vector<CyclicShift> cyclicShifts_;
  void checkBorderFluff(const Stmt *s, const std::vector<ExprPtr> &arrays, const char *what);
  void noteCyclicShift(const ShiftExpr *s);
  void checkFluffReads();
  bool checkArgDistribution(const ParamDecl &param, const Expr *a);
  // A computed value passed for a parallel array parameter (`total(A + 1)`)
  // is computed into a temporary of the region scope's distribution, known
  // once the scope is left (a literal region takes its arrays'): the
  // parameter's must be that one.
  struct ComputedArg {
    unsigned shape;
    const DistributionDecl *formal;
    SourceLocation at;
  };
  std::vector<ComputedArg> computedArgs_;
  bool noteComputedArg(const ParamDecl &param, const Expr *a);
  void checkComputedArgs(unsigned shape, const DistributionDecl *d);

  //===--------------------------------------------------------------------===//
  // Distributions of regions that name none (Align.cpp)
  //===--------------------------------------------------------------------===//

  std::vector<RegionShape> aligned_; // left, to judge once every member is known
  bool remapOperand_ = false;        // a remap's operand is not read over the region
  void alignShape(RegionShape &s, const Expr *region) const;
  void noteAlignUse(const Decl *array, unsigned rank);
  void noteAlignSeen();
  void leaveAlignedRegion();
  void checkReflectWidth(const Stmt *s);
  void noteRegionValue(const Expr *region, SourceLocation at);
  void checkAlignedRegions();

  //===--------------------------------------------------------------------===//
  // Index spaces: regions reaching outside them (Spaces.cpp)
  //===--------------------------------------------------------------------===//

  // A statement that runs over region `shape` in a distribution's index
  // space: `array`'s (named, or unnamed: a temporary of that distribution)
  // or the region's own once aligned (`ofRegion`; with `into`, the
  // destination of a partial reduction whose source region is `shape` and
  // whose result region is `bounds`).
  struct SpaceUse {
    SourceLocation at;
    int phase = 0; // the order of the lowered statements sharing `at`
    SpaceDims bounds;
    unsigned shape = 0;
    bool ofRegion = false, into = false;
    const DistributionDecl *dist = nullptr;
    unsigned rank = 0;
    std::string array;       // empty: unnamed
    std::vector<bool> flood; // the array's `*` dimensions
  };
  std::vector<SpaceUse> spaceUses_;
  // Per region shape id: its distribution once aligned.
  std::map<unsigned, const DistributionDecl *> shapeDist_;
  // Regions the lowering makes members of a distribution as statements run
  // over them: (distribution, rank) and bounds.
  struct SpaceMember {
    const DistributionDecl *dist;
    unsigned rank;
    SpaceDims bounds;
  };
  std::vector<SpaceMember> joined_;
  mutable unsigned shapeIds_ = 0;
  void spaceShape(RegionShape &s, const Expr *region) const;
  void leaveSpace(const RegionShape &s);
  void noteJoin();
  void noteCallJoin(const CallExpr *c);
  void noteAssignSpace(const AssignStmt *a);
  void noteWriteSpace(const IOStmt *io, size_t first);
  // The reduction or scan that is all of the assignment's right side.
  const Expr *directRhs_ = nullptr;
  // The field a subscript is applied to (`r.v` of `r.v[k]`), while its
  // base is checked (checkMember).
  const MemberExpr *subscriptedField_ = nullptr;
  bool shiftedTarget_ = false; // the assignment's right side reads its target shifted
  void noteSpaceUse(int phase, const Expr *array, bool named);
  void noteReduceSpace(const ReduceExpr *r, const AssignStmt *direct);
  // Partial reductions: the id and bounds of their source region's shape.
  std::map<const ReduceExpr *, std::pair<unsigned, SpaceDims>> partialSources_;
  void notePartial(const ReduceExpr *r, const Expr *into);
  void checkSpaces();
};

} // namespace checker
} // namespace sema
} // namespace zpl
