// The lowerer: AST -> IR, one class whose members are defined by construct in
// ir/lower/*.cpp. Reads sema's results: names through their declarations
// (NameExpr::decl); what sema refuses is an internal error here. Region scopes are
// pushed down into every parallel statement, and every derived region
// (`of`, `in`, `at`, `by`, `with`) becomes explicit per-dimension bounds.
#pragma once

#include "ir/FromAST.h"
#include "ir/LowerCompat.h"
#include "ir/LowerInit.h"
#include "ir/ScanOrder.h"
#include "ir/Walk.h"
#include "frontend/AST.h"
#include "basic/Builtins.h"
#include "basic/Diagnostics.h"
#include "frontend/InitList.h"
#include "frontend/Types.h"
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>

namespace zpl::ir {
namespace lower {

using llvm::cast;
using llvm::dyn_cast;
using llvm::isa;

struct Unsupported {}; // unwinds after a reported error

struct Entity {
  Var *var = nullptr;
  Array *array = nullptr;
  Region *region = nullptr;
  Direction *dir = nullptr;
  Grid *grid = nullptr;
  Distribution *dist = nullptr;
  Procedure *proc = nullptr;
  std::optional<int64_t> enumValue;
  // A record (scalar, indexed array or parallel array of records): one
  // variable or array per leaf field, `P.x`, `P.inner.y`, in field order.
  struct Leaf {
    std::string path;
    Var *var = nullptr;
    Array *array = nullptr;
    unsigned fieldDims = 0; // an array field: its dimensions, last in var->bounds
  };
  std::vector<Leaf> rec;
  // A parallel array of (1-D) indexed arrays: one parallel array per
  // component, `U[lo]` .. `U[hi]`.
  std::vector<Array *> comps;
  int64_t compLo = 1;
};

BinOp binOp(ast::BinaryExpr::Op op);

class Lowerer {
public:
  Lowerer(const ast::Program &p, DiagnosticEngine &d) : prog(p), diags(d) {}

  std::unique_ptr<Module> run();

private:
  const ast::Program &prog;
  DiagnosticEngine &diags;
  std::unique_ptr<Module> mod;
  std::map<const ast::Decl *, Entity> entities;
  Procedure *curProc = nullptr;
  bool failed = false;
  int tempCount = 0;
  // A compiler temporary `$<prefix><n>` of type `ty`, local to the
  // procedure being lowered (global outside one), and a reference to it.
  Var *tempVar(const char *prefix, Ty ty);
  VarRef *varRef(Var *v, SourceLocation at = SourceLocation());

  template <class F> void guarded(F f) {
    try {
      f();
    } catch (Unsupported &) {
      failed = true;
    }
  }

  // What sema refuses: reaching it is a bug in zplc, reported as an
  // internal compiler error, not as a problem with the program. The
  // lowering has no user errors of its own (docs/ARCHITECTURE.md, "Errors").
  [[noreturn]] void internal(SourceLocation l, const std::string &msg);

  static Loc loc(SourceLocation l) { return Loc{l.line, l.col}; }

  // Names are sema's: a name refers to the declaration sema linked it to
  // (NameExpr::decl), and each declaration is lowered to one entity. Null for
  // built-in names (`zout`, `file_read`), which have no declaration.
  Entity *lookup(const ast::NameExpr *n) { return n ? lookup(n->decl) : nullptr; }
  Entity *lookup(const ast::Decl *d);

  template <class D> Entity &define(const D &d) { return entities[&*d]; }

  // ------------------------------------------------------------ types

  Ty scalarType(const ast::TypeExpr *t);
  Ty irType(const Type *st, SourceLocation l);
  Ty typeOf(const ast::Expr *e);

  const ast::TypeExpr *resolveType(const ast::TypeExpr *t);

  // Arrays of directions are indexed integer arrays with one more dimension,
  // 1..rank, for the offsets; the rank is fixed by the declaration
  // (`direction<+,0>`) or by the first use. 0: not known yet.
  std::map<Var *, int> dirArrays;

  Var *dirArrayVar(const ast::Expr *e);
  std::set<Var *> dirScalars;

  void fixDirRank(Var *v, int rank, SourceLocation l);

  std::vector<Expr *> dirElement(Var *v, const ast::Expr *e, Region *cur, int rank);

  std::vector<Expr *> dirComponents(const ast::Expr *e, Region *cur, int rank);

  // ------------------------------------------------- constant values

  // Sema folds (ast::Expr::value); expr() keeps the value of each IR
  // expression lowered from an expression sema knows the value of.
  std::unordered_map<const Expr *, int64_t> known;
  std::optional<int64_t> constInt(const Expr *e);

  void planScanDims(ScanStmt *x, const ast::ScanExpr *sc, int rank);

  Expr *freeReduce(const ast::ReduceExpr *r, Region *cur);

  int64_t requireConstInt(const ast::Expr *e, const char *what);

  // ------------------------------------------------------ directions

  std::vector<int64_t> direction(const ast::Expr *e);

  // --------------------------------------------------------- regions

  Expr *add(Expr *a, int64_t k);

  Region *anon(Region *from);

  // ------------------------------------------------- region values

  // Region variables and arrays of regions are integer vectors holding lo,
  // hi and stride of every dimension (3 * rank entries, after the indices
  // of an array of regions); their uses are regions whose bounds read them.
  std::map<Var *, int> regionArrays; // -> rank

  Region *regionOfVar(Var *v, const std::vector<Expr *> &subs, int rank);
  void regionParam(Procedure *p, Var *v, const ast::ParamDecl *par,
                   const ast::RegionTypeExpr *rt);
  Expr *regionArgument(const ast::Expr *a, const ast::ParamDecl *formal,
                       const ast::RegionTypeExpr *rt, Region *cur);
  std::map<Var *, Distribution *> regionDist;

  bool readsRegionValue(const Region *r);
  std::set<Var *> regionStores;

  Var *regionArrayVar(const ast::Expr *e);

  std::vector<Expr *> regionElementIndices(Var *v, const ast::Expr *e, Region *cur);

  Region *regionElement(Var *v, const ast::Expr *e, Region *cur);

  Expr *mul(Expr *a, Expr *b);

  Expr *addExpr(Expr *a, Expr *b);

  void setStride(Region::Dim &rd, Expr *st, SourceLocation l);

  Expr *strideOf(const Region::Dim &d) { return d.strideExpr ? d.strideExpr : mod->intLit(d.stride); }

  // A direction whose offsets exist only at run time: sema recorded none.
  static bool runtimeDirection(const ast::Expr *e) { return !e->offsets; }

  Region *region(const ast::Expr *e, Region *cur);

  Region *runtimeDerived(const ast::DerivedRegionExpr *d, Region *base, Region *cur);

  // ----------------------------------------------------- expressions

  static Ty promote(Ty a, Ty b);

  // Narrow.cpp: `ubyte` and the other integer types stored wider than their
  // range keep C's conversions (wrapping modulo 2^bits).
  static bool isNarrow(const Type *t);
  // `v` (of sema type `from`, null: unknown) as converted to `to`.
  Expr *narrowed(Expr *v, const Type *to, const Type *from);
  // `v`, lowered from `e`, wrapped when `e` can leave its narrow type's range.
  Expr *keepInRange(const ast::Expr *e, Expr *v);
  // After a statement that wrote `a` (of element type `t`) over `over` through
  // values that can leave t's range (a scan, a partial reduction, `+=`).
  void wrapStored(Block *out, Region *over, Array *a, const Type *t, SourceLocation at);
  // After `(m, i) := maxloc<< (V, Index1)` and the like: every narrow target,
  // which the user's procedures may have given any value, wrapped.
  void wrapTargets(const ast::AssignStmt *a, Block *out, Region *cur);
  // `b := to_ubyte(b)` after a statement that may have left scalar `b` out of
  // its narrow type's range; nothing for other types.
  void wrapVar(const ast::Expr *target, Block *out, Region *cur, SourceLocation at);
  // Whether `op=` can take a narrow target out of its range.
  static bool leavesRange(ast::AssignStmt::Op op);
  // Whether a reduction or scan by `op` (built in, or user-defined) sums
  // or multiplies: its result can leave the range its operands keep.
  static bool sums(bool builtin, ast::ReduceOp op);
  // After a scan or partial reduction (`sums`: see above; computed in sema's
  // type `computed`) assigned by `a` into `to`: what the two types need.
  void wrapAfter(bool sums, const Type *computed, const ast::AssignStmt *a, Array *to, Block *out,
                 Region *cur);
  Expr *userReduce(const ast::ReduceExpr *r, Region *cur); // `mymin<< A`
  // `(m, i) := maxloc<< (V, Index1)`, `[C] (M, I) := maxloc<< [R] (V, Index1)`,
  // `[R] (M, I) := maxloc|| (V, Index1)`
  void multiReduce(const ast::AssignStmt *a, Block *out, Region *cur);
  Region *partialSource(const ast::ReduceExpr *red, Region *cur); // `+<< [R] A`'s [R]
  void userReduceProcs(const ast::ReduceExpr *r, Procedure *&identity, Procedure *&accumulate);
  void scanOp(ScanStmt *x, const ast::ScanExpr *sc);

  // The border beyond an array's declared region that `wrap`/`reflect` fill
  // (fluff), per dimension: bit 1 below the region, bit 2 above.
  std::map<const Array *, std::vector<int>> fluffFilled;
  // Shifts along a cyclic dimension and another: they move through a
  // relation whose sources are owned cells, which fluff is not. Sema
  // refuses such reads (frontend/sema/Fluff.cpp) of the borders it sees
  // filled; this catches those of regions held in variables.
  std::vector<std::pair<const Array *, std::pair<std::vector<int64_t>, SourceLocation>>> cyclicShifts;

  void checkFluffReads();

  Expr *arrayRead(Array *a, SourceLocation l, std::vector<int64_t> off, bool wrap);

  auto lowerScalar() -> std::function<Expr *(const ast::Expr *)>;

  Expr *expr(const ast::Expr *e, Region *cur);

  Expr *shiftRead(Array *arr, const ast::ShiftExpr *s, Region *cur);

  // A C function called with scalar arguments inside a parallel expression
  // runs once per processor before the statement, as ZPL evaluates scalar
  // expressions: in the loop nest it would run once per owned element, and
  // its side effects (drand48's state) would depend on the distribution.
  // `parallel`: `e` is evaluated per element (else only its reductions are).
  struct ExternHoist : Mutator {
    Lowerer &l;
    Block *out;
    bool parallel;
    ExternHoist(Lowerer &lo, Block *o, bool p) : l(lo), out(o), parallel(p) {}
    // Regions are shared with other statements: nothing is hoisted out of
    // their bounds for this one.
    void mutateRegion(Region *) override {}
    Expr *mutateReduce(Reduce *r) override {
      bool saved = parallel;
      parallel = true;
      r->operand = mutate(r->operand);
      parallel = saved;
      return r;
    }
    Expr *mutateCall(Call *c) override {
      Mutator::mutateCall(c);
      if (!parallel || !c->external || c->parallel || c->ty == Ty::Void)
        return c;
      Module *mod = l.mod.get();
      Var *t = l.tempVar("ext", c->ty);
      VarRef *lhs = l.varRef(t);
      ScalarAssign *sa = mod->make<ScalarAssign>();
      sa->loc = c->loc;
      sa->lhs = lhs;
      sa->rhs = c;
      out->stmts.push_back(sa);
      VarRef *use = mod->make<VarRef>();
      use->var = t;
      use->ty = t->ty;
      return use;
    }
  };
  Expr *hoistExternCalls(Expr *e, Block *out, bool parallel);

  // ------------------------------------------------------------ records

  static const ast::RecordTypeExpr *recordTypeSyntax(const ast::TypeExpr *t);

  const ast::RecordTypeExpr *recordType(const ast::TypeExpr *t);

  void recordLeaves(const ast::RecordTypeExpr *r, const std::string &prefix,
                    std::vector<std::pair<std::string, const ast::TypeExpr *>> &out);

  Ty leafType(const ast::TypeExpr *t, std::vector<std::pair<int64_t, int64_t>> &bounds,
              unsigned &fieldDims);

  // A reference to (part of) a record: `P`, `P.inner`, `Pts[i].w`, `C@east.rho`.
  struct RecRef {
    Entity *en = nullptr;
    const ast::SubscriptExpr *sub = nullptr;
    const ast::SubscriptExpr *fieldSub = nullptr; // `P.v[k]`: into an array field
    const ast::ShiftExpr *shift = nullptr;
    std::string path; // empty: the whole record
  };

  std::optional<RecRef> recRef(const ast::Expr *e);

  std::vector<std::pair<std::string, const Entity::Leaf *>> leavesOf(const RecRef &r, SourceLocation l);

  Expr *leafExpr(const RecRef &r, const Entity::Leaf &lf, Region *cur, SourceLocation l);

  VarRef *fieldElem(const RecRef &r, const Entity::Leaf &lf, const std::vector<Expr *> &k,
                    Region *cur);

  // Loops over every index of an array field, innermost block returned.
  Block *fieldLoops(const Entity::Leaf &lf, SourceLocation at, Block *out, std::vector<Expr *> *k);

  void recordAssign(const RecRef &l, const ast::AssignStmt *a, Block *out, Region *cur);

  Expr *exprImpl(const ast::Expr *e, Region *cur);

  Lit *builtinValue(const std::string &n);

  Expr *call(const ast::CallExpr *c, Region *cur);

  // `extern prototype` names: index into mod->externs.
  std::map<std::string, size_t> externs;
  std::set<std::string> badExterns; // prototypes already reported as unsupported

  // ---------------------------------------------------- declarations

  Var::Storage storageOf(const ast::VarDecl *v);

  void decl(const ast::Decl *d, Procedure *owner);

  Array *newArray(const std::string &name, Region *reg, Ty elem, Procedure *owner);

  void joinDistribution(Region *reg);

  Region *declRegion(const ast::ParallelArrayTypeExpr *pa);

  bool recordVar(const ast::VarDecl *v, const ast::TypeExpr *t, Procedure *owner);

  bool componentVar(const ast::VarDecl *v, const ast::TypeExpr *t, Procedure *owner);

  Expr *componentRead(Entity *en, const ast::SubscriptExpr *s, const ast::ShiftExpr *shift,
                      Region *cur);

  bool componentAssign(const ast::AssignStmt *a, Block *out, Region *cur);

  void varDecl(const ast::VarDecl *v, Procedure *owner);

  std::map<Region *, Var *> regionVarOf;

  struct Inherited {
    Var *var;
    Region *region;
  };
  std::map<Procedure *, Inherited> inheritedOf;
  struct CallSite {
    Call *call;
    Region *cur;
    Procedure *caller;
    SourceLocation loc;
  };
  std::vector<CallSite> calls;

  // Does anything in the body read `v` (through region bounds included)?
  // Each shared region is looked into once.
  struct Mentions : Visitor {
    const Var *v;
    bool found = false;
    explicit Mentions(const Var *x) : v(x) { regionsOnce = true; }
    void visitVarRef(const VarRef *e) override {
      found |= e->var == v;
      Visitor::visitVarRef(e);
    }
  };

  static bool mentions(const Region *r, const Var *v);

  void passRegions();

  void arrayFamily(const ast::VarDecl *v, Var *x, const ast::ParallelArrayTypeExpr *pa,
                   Procedure *owner);

  // Run-time bounds and `index1` initialisers (IndexInit.cpp).
  void indexedBounds(const ast::IndexedArrayTypeExpr *ia, Var *x);
  void indexInit(const ast::VarDecl *v, Var *x, Procedure *owner);
  void placeIndexInits(Procedure *p, bool entry);
  Region *familyRegion(const ast::ParallelArrayTypeExpr *pa);
  Var *index1Var = nullptr; // what `index1` reads while an initialiser is lowered
  std::vector<Stmt *> globalIndexInits, localIndexInits;
  std::map<Var *, Region *> indexedRegionBase; // arrays of regions `= Base by ...`
  std::map<const Var *, const Var *> indexInitOf; // `$index1_x` -> x
  std::vector<std::unique_ptr<ast::Stmt>> synthesized; // statements lowered for initialisers
  std::map<Array *, std::vector<std::pair<int64_t, int64_t>>> familyBounds;

  // `U[e]`: an array standing for the family's element e; one per distinct
  // index expression in a procedure, so that a statement reading `U[l]`
  // twice shares its transfers.
  std::map<std::pair<Array *, std::string>, Array *> elementUses;

  Array *arrayElement(Array *fam, const ast::SubscriptExpr *s, Region *cur);

  Array *familyOf(const ast::Expr *e);

  void externProc(const ast::ProcedureDecl *pd);

  Region *paramRegion(const ast::ParallelArrayTypeExpr *pa);

  bool recordParam(Procedure *p, const ast::ParamDecl *par, Var::Mode mode);
  std::map<Procedure *, const ast::ProcedureDecl *> procDecls;
  std::map<Procedure *, Entity> resultOf; // procedures returning records: their out fields
  bool assigningRecordResult = false;

  void prepareResult(const ast::ProcedureDecl *pd);

  bool recordResult(const ast::AssignStmt *a, Block *out, Region *cur);

  Call *resultCall(const ast::CallExpr *c, const Entity &, const std::vector<Expr *> &outs,
                   SourceLocation l, Region *cur);

  bool isRecordParam(const ast::ParamDecl *par);

  void procedure(const ast::ProcedureDecl *pd);

  // ------------------------------------------------------ statements

  Block *blockOf(const ast::CompoundStmt *c, Region *cur);

  Expr *scalarExpr(const ast::Expr *e, Region *cur);

  std::vector<Write::Item> writeItems(const std::vector<ast::ExprPtr> &args, size_t first,
                                      Region *cur);

  std::vector<const ast::Expr *> scopeExprs;

  bool reflectWide(const ast::Stmt *s, Array *arr, const std::vector<int64_t> &dir, Region *cur,
                   Block *out);

  void borderStmt(const ast::Stmt *s, Block *out, Region *cur);

  bool regionTarget(const ast::Expr *e);

  Region *storableRegion(const ast::Expr *e, Region *cur, int rank, const std::string &name);

  void regionAssign(const ast::AssignStmt *a, Block *out, Region *cur);
  // Statements an expression needs before the statement holding it (nested
  // scans); stmt() places them.
  std::vector<Stmt *> preStmts;
  int scanTemps = 0, remapTemps = 0, argTemps = 0;

  Region *unmasked(Region *cur);
  Region *maskedBy(Region *base, Array *m, bool without, SourceLocation at);
  void parAssign(Block *out, Region *over, Array *to, Expr *v, SourceLocation at);

  // Primed reads (`A'@d`) of the statement being lowered, and the loop nest
  // that runs it in the wavefront's order (Wavefront.cpp).
  std::set<const Expr *> primedReads;
  void wavefront(ParAssign *p, Block *out, SourceLocation at);
  Array *maskOf(const ast::Expr *cond, Region *base, Region *over, Block *out);
  Expr *notOf(Expr *e);
  void append(Block *out, Block *b) { out->stmts.insert(out->stmts.end(), b->stmts.begin(), b->stmts.end()); }

  void shatteredIf(const ast::IfStmt *i, Block *out, Region *cur);

  void shatteredWhile(const ast::WhileStmt *w, Block *out, Region *cur);
  int maskTemps = 0;

  void stmt(const ast::Stmt *s, Block *out, Region *cur);

  void stmtImpl(const ast::Stmt *s, Block *out, Region *cur);
};

} // namespace lower
} // namespace zpl::ir
