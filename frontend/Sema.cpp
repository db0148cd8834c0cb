// Semantic analysis: name resolution, types, ranks, parallel/scalar contexts.
//
// One walk over the program in declaration order. Declarations become
// visible where they are written (ZPL's rule; prototypes exist to break
// cycles between procedures). Every check that fails reports once and gives
// the offending expression the Error type, which every later check accepts
// silently, so one mistake produces one diagnostic.
//
// What sema fills in (see AST.h, fields marked "sema:"):
//  * Decl::type: a variable's or parameter's full type ([,] double for a
//    parallel array), region<r> / direction<r> / grid<r> / distribution<r>
//    for those declarations, the enumeration for enumerators, and for a
//    procedure its result type (void when it has none).
//  * TypeExpr::resolved for every type expression; ParallelArrayTypeExpr::rank.
//  * Expr::type (element type), Expr::rank and Expr::isParallel everywhere.
//  * NameExpr::decl (null for built-ins), NamedTypeExpr::decl,
//    MemberExpr::field, EnumeratorDecl::parent, IOStmt::hasFile,
//    ProcedureDecl::prototype / definition, Program::entry.
#include "frontend/Sema.h"

#include "frontend/AST.h"
#include "frontend/Builtins.h"
#include "frontend/Diagnostics.h"
#include "frontend/Formats.h"
#include "frontend/InitList.h"
#include "frontend/SemaCompat.h"
#include "frontend/Suggest.h"
#include "frontend/Types.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace zpl {
namespace sema {
namespace {

using namespace ast;
using llvm::cast;
using llvm::dyn_cast;
using llvm::dyn_cast_or_null;
using llvm::isa;
using K = Type::Kind;

std::string q(const std::string &s) { return "`" + s + "`"; }
std::string q(const Type *t) { return "`" + typeName(t) + "`"; }

// The rank a "[,] T" spelling implies, for messages.
std::string rankWord(unsigned r) { return "rank " + std::to_string(r); }

const char *reduceName(ReduceOp op) { return reduceOpSpelling(op); }

// Built-in named values.
const Type *builtinConstant(const std::string &n) {
  if (n == "file_read" || n == "file_write" || n == "file_append" ||
      n == "file_rw")
    return Type::integer();
  if (n == "znull" || n == "zin" || n == "zout" || n == "zerr" ||
      n == "stdin" || n == "stdout" || n == "stderr")
    return Type::file();
  return nullptr;
}

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
  void note(SourceLocation l, const std::string &m) { diags_.note(l, m); }

  static void set(Expr *e, const Type *t, bool parallel = false,
                  unsigned rank = 0) {
    e->type = t;
    e->isParallel = parallel;
    e->rank = parallel ? rank : 0;
  }
  static void setError(Expr *e) { set(e, Type::error()); }
  static bool bad(const Expr *e) {
    return !e || !e->type || e->type->isError();
  }

  unsigned currentRank() const {
    return regions_.empty() ? 0 : regions_.back();
  }
  bool inRegion() const { return !regions_.empty(); }

  // ZPL scopes regions dynamically: a statement of a procedure that has no
  // region scope of its own runs in the region of the call. Such a body is
  // checked inside an "inherited" region of unknown rank (the bottom entry
  // of regions_), and what would need a region there is held back per
  // procedure; it is reported at the end only if no call of the procedure
  // happens inside a region scope (directly or through inheriting callers).
  bool inherited_ = false;
  bool ownRegion() const {
    return regions_.size() > (inherited_ ? 1u : 0u);
  }
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

  // Reports that a region scope is missing, unless the current procedure
  // may inherit one from its callers (then decided at the end).
  void regionMissing(SourceLocation l, const std::string &m) {
    if (inherited_ && proc_) {
      deferred_[proc_].push_back({l, m});
      return;
    }
    error(l, m);
  }

  //===--------------------------------------------------------------------===//
  // Scopes
  //===--------------------------------------------------------------------===//
  void declare(Decl *d) {
    auto it = scope_->names.find(d->name);
    if (it != scope_->names.end()) {
      ProcedureDecl *prev = dyn_cast<ProcedureDecl>(it->second);
      ProcedureDecl *cur = dyn_cast<ProcedureDecl>(d);
      // A prototype followed by its definition is not a redefinition.
      if (prev && cur && prev->isPrototype && !cur->isPrototype &&
          !prev->definition) {
        prev->definition = cur;
        cur->prototype = prev;
        it->second = cur;
        return;
      }
      // A prototype repeating an earlier definition is harmless, as in C.
      if (prev && cur && !prev->isPrototype && cur->isPrototype &&
          !prev->prototype) {
        cur->definition = prev;
        prev->prototype = cur;
        matchPrototype(cur, prev);
        return;
      }
      error(d->loc, "redefinition of " + q(d->name));
      note(it->second->loc,
           "previous declaration of " + q(d->name) + " is here");
      return;
    }
    scope_->names.emplace(d->name, d);
  }

  Decl *lookup(const std::string &name) const {
    for (Scope *s = scope_; s; s = s->parent) {
      auto it = s->names.find(name);
      if (it != s->names.end())
        return it->second;
    }
    return nullptr;
  }

  struct ScopeGuard {
    Checker &c;
    Scope s;
    ScopeGuard(Checker &c) : c(c), s(c.scope_) { c.scope_ = &s; }
    ~ScopeGuard() { c.scope_ = s.parent; }
  };
  struct RegionGuard {
    Checker &c;
    RegionGuard(Checker &c, unsigned rank) : c(c) {
      c.regions_.push_back(rank);
    }
    ~RegionGuard() { c.regions_.pop_back(); }
  };

  // Reports an unresolved name once per procedure (later uses stay quiet).
  void undeclared(SourceLocation l, const std::string &name, const char *what) {
    if (!reportedUndeclared_.insert(name).second)
      return;
    auto it = allGlobals_.find(name);
    if (it != allGlobals_.end() && it->second->loc != l) {
      if (auto *p = dyn_cast<ProcedureDecl>(it->second)) {
        error(l, "procedure " + q(name) +
                     " is used before its declaration; declare a `prototype` "
                     "before this use");
        note(p->loc, q(name) + " is declared here");
      } else {
        error(l, q(name) + " is used before its declaration");
        note(it->second->loc, q(name) + " is declared here");
      }
      return;
    }
    // Innermost names first, so a local wins a tie with a global.
    std::vector<std::string> names;
    for (Scope *s = scope_; s; s = s->parent) {
      size_t from = names.size();
      for (const auto &kv : s->names)
        names.push_back(kv.first);
      std::sort(names.begin() + from, names.end());
    }
    // The I/O statements look like calls (`writln("x")`).
    if (std::string(what) == "procedure")
      for (const char *io : {"writeln", "write", "readln", "read", "halt"})
        names.push_back(io);
    std::string near = closestName(name, names);
    error(l, std::string("use of undeclared ") + what + " " + q(name) +
                 (near.empty() ? "" : "; did you mean " + q(near) + "?"));
  }

  //===--------------------------------------------------------------------===//
  // Types
  //===--------------------------------------------------------------------===//
  const Type *builtinType(BuiltinTypeExpr::Builtin b) {
    using B = BuiltinTypeExpr::Builtin;
    switch (b) {
    case B::Boolean:
      return Type::scalar(K::Boolean);
    case B::Char:
      return Type::scalar(K::Char);
    case B::SByte:
      return Type::scalar(K::SByte);
    case B::UByte:
      return Type::scalar(K::UByte);
    case B::ShortInt:
      return Type::scalar(K::ShortInt);
    case B::UShortInt:
      return Type::scalar(K::UShortInt);
    case B::Integer:
      return Type::scalar(K::Integer);
    case B::UInteger:
      return Type::scalar(K::UInteger);
    case B::Long:
      return Type::scalar(K::Long);
    case B::ULong:
      return Type::scalar(K::ULong);
    case B::Float:
      return Type::scalar(K::Float);
    case B::Double:
      return Type::scalar(K::Double);
    case B::Quad:
      return Type::scalar(K::Quad);
    case B::Complex:
      return Type::scalar(K::Complex);
    case B::DComplex:
      return Type::scalar(K::DComplex);
    case B::String:
      return Type::scalar(K::String);
    case B::File:
      return Type::scalar(K::File);
    case B::Timer:
      return Type::scalar(K::Timer);
    case B::Procedure:
      return Type::procedure();
    }
    return Type::error();
  }

  // `declName` names the type for enumerations and records declared by a
  // `type` section.
  const Type *resolveType(TypeExpr *t, const std::string &declName = "") {
    if (!t)
      return Type::error();
    const Type *r = resolveTypeImpl(t, declName);
    t->resolved = r;
    return r;
  }

  const Type *resolveTypeImpl(TypeExpr *t, const std::string &declName) {
    if (auto *b = dyn_cast<BuiltinTypeExpr>(t)) {
      if (b->builtin == BuiltinTypeExpr::Builtin::Procedure) {
        error(t->loc, "type `procedure` is only allowed for parameters of "
                      "`extern prototype`s");
        return Type::error();
      }
      return builtinType(b->builtin);
    }
    if (auto *n = dyn_cast<NamedTypeExpr>(t)) {
      Decl *d = lookup(n->name);
      // ZPL's course material spells the signed byte `byte` (next to
      // `ubyte`); the front end knows it as `sbyte`.
      if (!d && n->name == "byte")
        return Type::scalar(K::SByte);
      if (!d) {
        undeclared(n->loc, n->name, "type");
        return Type::error();
      }
      auto *td = dyn_cast<TypeDecl>(d);
      if (!td) {
        error(n->loc, q(n->name) + " is not a type");
        return Type::error();
      }
      n->decl = td;
      return td->type ? td->type : Type::error();
    }
    if (auto *p = dyn_cast<ParallelArrayTypeExpr>(t)) {
      unsigned rank = p->rank;
      bool ok = true;
      if (p->region) {
        int r = checkRegion(p->region.get(), /*inDecl=*/true);
        ok = r >= 0;
        rank = r > 0 ? r : 0;
        p->rank = rank;
      }
      const Type *elem = resolveType(p->element.get());
      if (elem->isError() || !ok)
        return Type::error();
      if (!elem->isScalarValue() && !elem->isRegion() && !elem->isDirection()) {
        error(p->element->loc,
              "elements of a parallel array cannot have type " + q(elem));
        return Type::error();
      }
      return Type::parallelArray(elem, rank);
    }
    if (auto *a = dyn_cast<IndexedArrayTypeExpr>(t)) {
      for (auto &b : a->bounds) {
        if (b.lo && expectIntegerScalar(b.lo.get(), "array bound"))
          checkArrayBound(b.lo.get(), diags_); // SemaCompat.cpp
        if (b.hi && expectIntegerScalar(b.hi.get(), "array bound"))
          checkArrayBound(b.hi.get(), diags_);
      }
      const Type *elem = resolveType(a->element.get());
      if (elem->isError())
        return Type::error();
      if (elem->isVoid() || elem->kind() == K::Procedure ||
          elem->kind() == K::Grid || elem->kind() == K::Distribution) {
        error(a->element->loc, "array elements cannot have type " + q(elem));
        return Type::error();
      }
      return Type::indexedArray(elem, a->bounds.size());
    }
    if (auto *e = dyn_cast<EnumTypeExpr>(t)) {
      std::vector<std::string> names;
      for (auto &en : e->enumerators)
        names.push_back(en->name);
      const Type *et = Type::enumType(declName, names);
      for (auto &en : e->enumerators) {
        en->parent = e;
        en->type = et;
        declare(en.get());
      }
      return et;
    }
    if (auto *r = dyn_cast<RecordTypeExpr>(t)) {
      std::vector<std::pair<std::string, const Type *>> fields;
      std::set<std::string> seen;
      unsigned i = 0;
      for (auto &f : r->fields) {
        f->index = i++;
        f->type = resolveType(f->typeExpr.get());
        checkRecordField(*f, diags_); // SemaCompat.cpp
        if (!seen.insert(f->name).second)
          error(f->loc, "duplicate field " + q(f->name) + " in record");
        fields.emplace_back(f->name, f->type);
      }
      return Type::record(declName, fields);
    }
    if (auto *r = dyn_cast<RegionTypeExpr>(t))
      return Type::region(r->rank);
    if (auto *d = dyn_cast<DirectionTypeExpr>(t))
      return Type::direction(d->rank);
    diags_.internalError(t->loc, "sema: unhandled type expression");
    return Type::error();
  }

  // Whether a value of type `from` may be stored where `to` is expected.
  static bool convertible(const Type *from, const Type *to) {
    if (from == to || from->isError() || to->isError())
      return true;
    if (to->isArithmetic() && !to->isBoolean())
      return from->isArithmetic() || from->isEnum();
    if (to->kind() == K::Char)
      return from->isIntegral();
    if (to->isRegion() && from->isRegion())
      return !to->rank() || !from->rank() || to->rank() == from->rank();
    if (to->isDirection() && from->isDirection())
      return !to->rank() || !from->rank() || to->rank() == from->rank();
    if (to->isIndexedArray() && from->isIndexedArray())
      return to->rank() == from->rank() &&
             convertible(from->element(), to->element());
    return false;
  }

  // An integer literal stored into a narrower integer type would wrap in the
  // generated code (`x := 2147483648` for a 32-bit `integer`): refuse it.
  // `-2147483648` is a negated literal and fits. Returns false after an error.
  bool literalFits(const Expr *e, const Type *to) {
    bool negative = false;
    if (auto *u = dyn_cast<UnaryExpr>(e)) {
      if (u->op == UnaryExpr::Op::Plus || u->op == UnaryExpr::Op::Neg) {
        negative = u->op == UnaryExpr::Op::Neg;
        e = u->operand.get();
      }
    }
    auto *l = dyn_cast<IntegerLiteral>(e);
    if (!l || !to)
      return true;
    int64_t lo, hi;
    switch (to->kind()) {
    case K::SByte: lo = -128, hi = 127; break;
    case K::UByte: lo = 0, hi = 255; break;
    case K::ShortInt: lo = -32768, hi = 32767; break;
    case K::UShortInt: lo = 0, hi = 65535; break;
    case K::Integer: lo = -2147483648LL, hi = 2147483647LL; break;
    case K::UInteger: lo = 0, hi = 4294967295LL; break;
    default: return true;
    }
    // The builder caps literals at the largest int64_t.
    int64_t v = negative ? -(int64_t)l->value : (int64_t)l->value;
    if (v >= lo && v <= hi)
      return true;
    error(l->loc, "integer literal `" + std::string(negative ? "-" : "") + l->spelling +
                      "` does not fit in " + q(to) + " (" + std::to_string(lo) + " to " +
                      std::to_string(hi) + ")");
    return false;
  }

  //===--------------------------------------------------------------------===//
  // Regions and directions
  //===--------------------------------------------------------------------===//

  // Checks a region-valued expression; returns its rank (0 when unknown) or
  // -1 after an error. `inDecl`: no region scope exists, so `"` and empty
  // dimensions are meaningless.
  int checkRegion(Expr *e, bool inDecl = false) {
    if (auto *lit = dyn_cast<RegionLiteralExpr>(e)) {
      if (lit->isSingleEntry()) {
        Expr *inner = lit->dims[0].lo.get();
        checkExpr(inner);
        if (bad(inner)) {
          setError(e);
          return -1;
        }
        if (inner->type->isRegion() && !inner->isParallel) {
          set(e, inner->type);
          return inner->type->rank();
        }
        if (!inner->type->isIntegral() || inner->isParallel) {
          error(inner->loc, "expected a region or an integer index; " +
                                describe(inner) + " has type " + typeOf(inner));
          setError(e);
          return -1;
        }
        set(e, Type::region(1));
        return 1;
      }
      bool ok = true;
      unsigned rank = lit->dims.size();
      for (unsigned i = 0; i < rank; ++i) {
        RegionDim &d = lit->dims[i];
        switch (d.kind) {
        case RegionDim::Kind::Range:
          ok &= expectIntegerScalar(d.lo.get(), "region bound");
          ok &= expectIntegerScalar(d.hi.get(), "region bound");
          if (d.stride)
            ok &= expectIntegerScalar(d.stride.get(), "region stride") &&
                  checkStride(d.stride.get(), diags_); // SemaCompat.cpp
          break;
        case RegionDim::Kind::Single:
          ok &= expectIntegerScalar(d.lo.get(), "region index");
          break;
        case RegionDim::Kind::Star:
          break;
        case RegionDim::Kind::Empty:
          if (inDecl || !inRegion()) {
            error(d.loc,
                  "an empty region dimension inherits from the enclosing "
                  "region, but there is none here");
            ok = false;
          } else if (!ownRegion()) {
            regionMissing(d.loc,
                          "an empty region dimension inherits from the "
                          "enclosing region, but there is none here");
          } else if (currentRank() && currentRank() != rank) {
            error(d.loc,
                  "an empty region dimension inherits from the enclosing "
                  "region, which has " +
                      rankWord(currentRank()) + ", not " + rankWord(rank));
            ok = false;
          }
          break;
        }
      }
      if (!ok) {
        setError(e);
        return -1;
      }
      set(e, Type::region(rank));
      return rank;
    }
    if (isa<CurrentRegionExpr>(e)) {
      if (inDecl || !inRegion()) {
        error(e->loc, "`\"` refers to the current region, but there is no "
                      "enclosing region scope");
        setError(e);
        return -1;
      }
      if (!ownRegion())
        regionMissing(e->loc, "`\"` refers to the current region, but there "
                              "is no enclosing region scope");
      set(e, Type::region(currentRank()));
      return currentRank();
    }
    if (auto *d = dyn_cast<DerivedRegionExpr>(e)) {
      int base = checkRegion(d->base(), inDecl);
      Expr *mod = d->modifier();
      if (base < 0) {
        // Still resolve names in the modifier so its own mistakes surface.
        if (d->op == DerivedRegionExpr::Op::With ||
            d->op == DerivedRegionExpr::Op::Without)
          checkExpr(mod);
        else
          checkDirection(mod);
        setError(e);
        return -1;
      }
      const char *op = DerivedRegionExpr::opSpelling(d->op);
      if (d->op == DerivedRegionExpr::Op::With ||
          d->op == DerivedRegionExpr::Op::Without) {
        RegionGuard g(*this, base);
        bool saw = sawParallel_;
        checkExpr(mod);
        sawParallel_ = saw; // the mask is read over the region being built
        if (bad(mod)) {
          setError(e);
          return -1;
        }
        if (!mod->isParallel || !mod->type->isBoolean()) {
          error(mod->loc, std::string("the mask of `") + op +
                              "` must be a parallel boolean array; " +
                              describe(mod) + " has type " + typeOf(mod));
          setError(e);
          return -1;
        }
        if (base && mod->rank && (unsigned)base != mod->rank) {
          error(mod->loc, std::string("the mask of `") + op + "` has " +
                              rankWord(mod->rank) + " but the region has " +
                              rankWord(base));
          setError(e);
          return -1;
        }
        set(e, Type::region(base));
        return base;
      }
      int dr = checkDirection(mod);
      if (dr < 0) {
        setError(e);
        return -1;
      }
      if (base && dr && base != dr) {
        error(mod->loc, std::string("direction of `") + op + "` has " +
                            rankWord(dr) + " but the region has " +
                            rankWord(base));
        setError(e);
        return -1;
      }
      if (d->op == DerivedRegionExpr::Op::By) {
        if (auto *lit = dyn_cast<DirectionLiteralExpr>(mod))
          for (auto &o : lit->offsets)
            if (!checkStride(o.get(), diags_)) // SemaCompat.cpp
              continue;
            else if (auto *il = dyn_cast<IntegerLiteral>(o.get()))
              if (il->value == 0)
                error(il->loc, "a stride of `by` must not be zero");
      }
      set(e, Type::region(base));
      return base;
    }
    // A name, a subscript of an array of regions, a call...
    checkExpr(e);
    if (bad(e))
      return -1;
    if (!e->type->isRegion() || e->isParallel) {
      error(e->loc,
            "expected a region; " + describe(e) + " has type " + typeOf(e));
      setError(e);
      return -1;
    }
    return e->type->rank();
  }

  // Checks a direction-valued expression; returns its rank (0 unknown) or -1.
  int checkDirection(Expr *e) {
    if (auto *lit = dyn_cast<DirectionLiteralExpr>(e)) {
      bool ok = true;
      for (auto &o : lit->offsets)
        ok &= expectIntegerScalar(o.get(), "direction offset");
      if (!ok) {
        setError(e);
        return -1;
      }
      set(e, Type::direction(lit->offsets.size()));
      return lit->offsets.size();
    }
    // `[0, 1]` written where the grammar did not expect a direction.
    if (auto *lit = dyn_cast<RegionLiteralExpr>(e)) {
      bool singles = true;
      for (auto &d : lit->dims)
        singles &= d.kind == RegionDim::Kind::Single;
      if (singles && !lit->isSingleEntry()) {
        bool ok = true;
        for (auto &d : lit->dims)
          ok &= expectIntegerScalar(d.lo.get(), "direction offset");
        if (!ok) {
          setError(e);
          return -1;
        }
        set(e, Type::direction(lit->dims.size()));
        return lit->dims.size();
      }
    }
    checkExpr(e);
    if (bad(e))
      return -1;
    if (!e->type->isDirection() || e->isParallel) {
      error(e->loc,
            "expected a direction; " + describe(e) + " has type " + typeOf(e));
      setError(e);
      return -1;
    }
    return e->type->rank();
  }

  //===--------------------------------------------------------------------===//
  // Expressions
  //===--------------------------------------------------------------------===//

  // "`x`" for names, "the expression" otherwise: messages quote code only
  // when they can quote it exactly.
  static std::string describe(const Expr *e) {
    if (auto *n = dyn_cast<NameExpr>(e))
      return q(n->name);
    if (auto *i = dyn_cast<IndexArrayExpr>(e))
      return q("Index" + std::to_string(i->dim));
    return "the expression";
  }
  static std::string typeOf(const Expr *e) {
    if (e->isParallel)
      return q(Type::parallelArray(e->type, e->rank));
    return q(e->type);
  }

  bool expectIntegerScalar(Expr *e, const char *what) {
    checkExpr(e);
    if (bad(e))
      return false;
    if (e->isParallel) {
      error(e->loc, std::string(what) + " must be a scalar; " + describe(e) +
                        " is parallel");
      return false;
    }
    if (!e->type->isIntegral()) {
      error(e->loc, std::string(what) + " must be an integer; " + describe(e) +
                        " has type " + q(e->type));
      return false;
    }
    return true;
  }

  // Notes that a parallel value is used by the current statement; the
  // statement reports once if no region scope gives it an index set.
  void useParallel(SourceLocation l) {
    if (!sawParallel_) {
      sawParallel_ = true;
      parallelLoc_ = l;
    }
    if (proc_)
      parallelBody_.emplace(proc_, l);
  }
  // Per procedure, the first parallel operation or region scope of its body:
  // such a procedure cannot be promoted.
  std::map<const ProcedureDecl *, SourceLocation> parallelBody_;

  // A parallel operand read in the current region must have its rank.
  void checkRankAgainstRegion(Expr *e, const Decl *d, unsigned rank) {
    unsigned cur = currentRank();
    if (passingArray_ || !inRegion() || !cur || !rank || cur == rank)
      return;
    if (!reportedRank_.insert({d, stmt_}).second)
      return;
    error(e->loc, describe(e) + " has " + rankWord(rank) +
                      " but the current region has " + rankWord(cur));
  }

  void checkExpr(Expr *e) {
    if (!e)
      return;
    switch (e->kind) {
    case NodeKind::IntegerLiteral: {
      auto *l = cast<IntegerLiteral>(e);
      set(e, l->value > 2147483647u ? Type::longType() : Type::integer());
      return;
    }
    case NodeKind::FloatLiteral:
      set(e, Type::doubleType());
      return;
    case NodeKind::StringLiteral:
      set(e, Type::string());
      return;
    case NodeKind::BoolLiteral:
      set(e, Type::boolean());
      return;
    case NodeKind::CharLiteral:
      set(e, Type::scalar(K::Char));
      return;
    case NodeKind::NameExpr:
      return checkName(cast<NameExpr>(e));
    case NodeKind::IndexArrayExpr: {
      auto *ix = cast<IndexArrayExpr>(e);
      if (configInit_) {
        error(e->loc, q("Index" + std::to_string(ix->dim)) +
                          " cannot appear in a config initialiser");
        setError(e);
        return;
      }
      useParallel(e->loc);
      unsigned cur = currentRank();
      if (inRegion() && cur && ix->dim > cur) {
        error(e->loc, q("Index" + std::to_string(ix->dim)) +
                          " needs a region of rank " + std::to_string(ix->dim) +
                          " or more; the current region has " + rankWord(cur));
        setError(e);
        return;
      }
      set(e, Type::integer(), true, cur);
      return;
    }
    case NodeKind::UnaryExpr:
      return checkUnary(cast<UnaryExpr>(e));
    case NodeKind::BinaryExpr:
      return checkBinary(cast<BinaryExpr>(e));
    case NodeKind::ShiftExpr:
      return checkShift(cast<ShiftExpr>(e));
    case NodeKind::PrimeExpr: {
      auto *p = cast<PrimeExpr>(e);
      error(e->loc,
            "the prime operator (`A'@d`) is not supported yet; write the "
            "wavefront as an explicit loop");
      // Resolve the operand anyway so that its own errors are reported.
      bool saw = sawParallel_;
      checkExpr(p->operand.get());
      sawParallel_ = saw;
      setError(e);
      return;
    }
    case NodeKind::RemapExpr:
      return checkRemap(cast<RemapExpr>(e));
    case NodeKind::SubscriptExpr:
      return checkSubscript(cast<SubscriptExpr>(e));
    case NodeKind::MemberExpr:
      return checkMember(cast<MemberExpr>(e));
    case NodeKind::CallExpr:
      return checkCall(cast<CallExpr>(e), /*asStmt=*/false);
    case NodeKind::ReduceExpr:
      return checkReduce(cast<ReduceExpr>(e));
    case NodeKind::ScanExpr:
      return checkScan(cast<ScanExpr>(e));
    case NodeKind::FloodExpr:
      return checkFlood(cast<FloodExpr>(e));
    case NodeKind::RegionLiteralExpr:
    case NodeKind::CurrentRegionExpr:
    case NodeKind::DerivedRegionExpr:
      checkRegion(e);
      return;
    case NodeKind::DirectionLiteralExpr:
      checkDirection(e);
      return;
    case NodeKind::FormatExpr: {
      auto *f = cast<FormatExpr>(e);
      error(e->loc,
            "a format (`\"...\":x`) may appear only in the arguments of "
            "`write`, `writeln` or `halt`");
      checkExpr(f->value.get());
      setError(e);
      return;
    }
    default:
      diags_.internalError(e->loc, std::string("sema: unhandled expression ") +
                                       kindName(e->kind));
      setError(e);
      return;
    }
  }

  void checkName(NameExpr *n) {
    Decl *d = lookup(n->name);
    if (!d) {
      if (const Type *t = builtinConstant(n->name)) {
        set(n, t);
        return;
      }
      if (findBuiltin(n->name)) {
        error(n->loc, "built-in " + q(n->name) +
                          " must be called: " + q(n->name + "(...)"));
        setError(n);
        return;
      }
      undeclared(n->loc, n->name, "identifier");
      setError(n);
      return;
    }
    n->decl = d;
    if (configInit_) {
      if (auto *v = dyn_cast<VarDecl>(d)) {
        if (!v->isConfig() && v->storage != VarDecl::Storage::Constant) {
          error(n->loc,
                "the initialiser of config " + q(configInit_->name) +
                    " may use only earlier config values and constants; " +
                    q(n->name) + " is a variable");
          setError(n);
          return;
        }
      }
    }
    switch (d->kind) {
    case NodeKind::VarDecl:
    case NodeKind::ParamDecl: {
      const Type *t = d->type ? d->type : Type::error();
      if (t->isParallelArray()) {
        useParallel(n->loc);
        set(n, t->element(), true, t->rank());
        checkRankAgainstRegion(n, d, t->rank());
        return;
      }
      set(n, t);
      return;
    }
    case NodeKind::EnumeratorDecl:
      set(n, d->type ? d->type : Type::error());
      return;
    case NodeKind::RegionDecl:
    case NodeKind::DirectionDecl:
      set(n, d->type ? d->type : Type::error());
      return;
    case NodeKind::ProcedureDecl:
      error(n->loc, "procedure " + q(n->name) +
                        " is used as a value; call it as " +
                        q(n->name + "(...)"));
      setError(n);
      return;
    case NodeKind::TypeDecl:
      error(n->loc, "type " + q(n->name) + " is used as a value");
      setError(n);
      return;
    case NodeKind::GridDecl:
    case NodeKind::DistributionDecl:
      error(n->loc,
            std::string(d->kind == NodeKind::GridDecl ? "grid "
                                                      : "distribution ") +
                q(n->name) + " cannot be used as a value");
      setError(n);
      return;
    default:
      set(n, d->type ? d->type : Type::error());
      return;
    }
  }

  // Combines the parallel shape of two operands; false after reporting.
  bool combineShape(Expr *at, const Expr *a, const Expr *b, bool &parallel,
                    unsigned &rank) {
    parallel = a->isParallel || b->isParallel;
    rank = a->isParallel ? a->rank : b->rank;
    if (a->isParallel && b->isParallel && a->rank && b->rank &&
        a->rank != b->rank) {
      error(at->loc, "operands have different ranks (" +
                         std::to_string(a->rank) + " and " +
                         std::to_string(b->rank) + ")");
      return false;
    }
    if (a->isParallel && !a->rank)
      rank = b->rank;
    return true;
  }

  void checkUnary(UnaryExpr *u) {
    Expr *o = u->operand.get();
    checkExpr(o);
    if (bad(o))
      return setError(u);
    if (u->op == UnaryExpr::Op::Not) {
      if (!o->type->isBoolean()) {
        error(u->loc, "operand of `!` must be boolean; " + describe(o) +
                          " has type " + q(o->type));
        return setError(u);
      }
      return set(u, Type::boolean(), o->isParallel, o->rank);
    }
    if (!o->type->isArithmetic()) {
      error(u->loc, std::string("operand of unary `") +
                        UnaryExpr::opSpelling(u->op) + "` must be a number; " +
                        describe(o) + " has type " + q(o->type));
      return setError(u);
    }
    set(u, Type::commonArithmetic(o->type, o->type), o->isParallel, o->rank);
  }

  void checkBinary(BinaryExpr *b) {
    Expr *l = b->lhs.get(), *r = b->rhs.get();
    checkExpr(l);
    checkExpr(r);
    if (bad(l) || bad(r))
      return setError(b);
    bool par;
    unsigned rank;
    if (!combineShape(b, l, r, par, rank))
      return setError(b);
    const char *op = BinaryExpr::opSpelling(b->op);
    auto mismatch = [&](const char *need) {
      const Expr *culprit = l;
      if (std::string(need) == "boolean" ? l->type->isBoolean()
                                         : l->type->isArithmetic())
        culprit = r;
      error(b->loc, std::string("operands of `") + op + "` must be " + need +
                        "; " + describe(culprit) + " has type " +
                        q(culprit->type));
      setError(b);
    };
    switch (b->op) {
    case BinaryExpr::Op::Add:
    case BinaryExpr::Op::Sub:
    case BinaryExpr::Op::Mul:
    case BinaryExpr::Op::Div:
    case BinaryExpr::Op::Pow: {
      const Type *t = Type::commonArithmetic(l->type, r->type);
      if (!t)
        return mismatch("numbers");
      return set(b, t, par, rank);
    }
    case BinaryExpr::Op::Mod: {
      const Type *t = Type::commonArithmetic(l->type, r->type);
      if (!t)
        return mismatch("numbers");
      if (!t->isIntegral()) {
        const Expr *culprit =
            l->type->isFloating() || l->type->isComplex() ? l : r;
        error(b->loc, "operands of `%` must be integers; " + describe(culprit) +
                          " has type " + q(culprit->type));
        return setError(b);
      }
      return set(b, t, par, rank);
    }
    case BinaryExpr::Op::Eq:
    case BinaryExpr::Op::Ne:
    case BinaryExpr::Op::Lt:
    case BinaryExpr::Op::Le:
    case BinaryExpr::Op::Gt:
    case BinaryExpr::Op::Ge: {
      bool ordered = b->op != BinaryExpr::Op::Eq && b->op != BinaryExpr::Op::Ne;
      bool ok = false;
      if (l->type->isArithmetic() && r->type->isArithmetic())
        ok = !(ordered && (l->type->isComplex() || r->type->isComplex()));
      else if (l->type->isEnum() || r->type->isEnum())
        ok = l->type == r->type ||
             (l->type->isEnum() && r->type->isIntegral()) ||
             (r->type->isEnum() && l->type->isIntegral());
      else if (l->type->isString() && r->type->isString())
        ok = true;
      else if (!ordered && l->type == r->type &&
               (l->type->isRegion() || l->type->isDirection() ||
                l->type->kind() == K::File))
        ok = true;
      if (!ok) {
        error(b->loc, std::string("cannot compare ") + q(l->type) + " with " +
                          q(r->type) + " using `" + op + "`");
        return setError(b);
      }
      return set(b, Type::boolean(), par, rank);
    }
    case BinaryExpr::Op::And:
    case BinaryExpr::Op::Or:
      if (!l->type->isBoolean() || !r->type->isBoolean())
        return mismatch("boolean");
      return set(b, Type::boolean(), par, rank);
    }
  }

  // The operand of @, # and of out/inout array arguments: a parallel array
  // reference rather than a computed value.
  static bool isArrayRef(const Expr *e) {
    return isa<NameExpr>(e) || isa<SubscriptExpr>(e) || isa<MemberExpr>(e);
  }

  void checkShift(ShiftExpr *s) {
    Expr *o = s->operand.get();
    const char *op = s->wrap ? "@^" : "@";
    if (isa<PrimeExpr>(o)) {
      checkExpr(o); // reports that prime is unsupported
      checkDirection(s->direction.get());
      return setError(s);
    }
    checkExpr(o);
    int dr = checkDirection(s->direction.get());
    if (bad(o) || dr < 0)
      return setError(s);
    if (!o->isParallel) {
      error(s->loc, std::string("cannot shift ") +
                        (isa<NameExpr>(o) ? "scalar " : "") + describe(o) +
                        " with `" + op + "`; only parallel arrays have " +
                        "neighbours");
      return setError(s);
    }
    if (!isArrayRef(o)) {
      error(s->loc,
            std::string("`") + op +
                "` applies to a parallel array, not to a computed value; "
                "shift each array instead");
      return setError(s);
    }
    if (dr && o->rank && (unsigned)dr != o->rank) {
      error(s->direction->loc, "direction has " + rankWord(dr) + " but " +
                                   describe(o) + " has " + rankWord(o->rank));
      return setError(s);
    }
    set(s, o->type, true, o->rank);
  }

  void checkRemap(RemapExpr *r) {
    Expr *o = r->operand.get();
    // The source of a gather (or target of a scatter) is indexed by the
    // maps, which are read over the current region; the array itself may
    // have another rank (`[Mat] T := V#[Col]` gathers a vector into a matrix).
    bool passing = passingArray_;
    passingArray_ = isArrayRef(o);
    checkExpr(o);
    passingArray_ = passing;
    bool ok = !bad(o);
    for (auto &m : r->maps) {
      if (!m)
        continue;
      checkExpr(m.get());
      if (bad(m.get())) {
        ok = false;
        continue;
      }
      if (!m->type->isIntegral()) {
        error(m->loc, "remap indices must be integers; " + describe(m.get()) +
                          " has type " + q(m->type));
        ok = false;
      }
    }
    if (!ok)
      return setError(r);
    if (!o->isParallel || !isArrayRef(o)) {
      error(r->loc,
            "`#` remaps a parallel array; " + describe(o) +
                (o->isParallel ? " is a computed value" : " is not parallel"));
      return setError(r);
    }
    if (o->rank && r->maps.size() != o->rank) {
      error(r->loc, "remap of " + describe(o) + " needs " +
                        std::to_string(o->rank) +
                        " index expressions (its rank), not " +
                        std::to_string(r->maps.size()));
      return setError(r);
    }
    useParallel(r->loc);
    set(r, o->type, true, inRegion() ? currentRank() : o->rank);
  }

  void checkSubscript(SubscriptExpr *s) {
    Expr *b = s->base.get();
    checkExpr(b);
    bool ok = !bad(b);
    for (auto &i : s->indices)
      ok &= expectIntegerScalar(i.get(), "an array index");
    if (!ok)
      return setError(s);
    if (b->isParallel && b->type->isIndexedArray()) {
      // A parallel array of indexed arrays: `U[2]` is the parallel array of
      // every element's second component.
      if (s->indices.size() != b->type->rank()) {
        error(s->loc, "the elements of " + describe(b) + " have " +
                          std::to_string(b->type->rank()) +
                          " dimension(s) but " +
                          std::to_string(s->indices.size()) +
                          " index(es) were given");
        return setError(s);
      }
      const Type *el = b->type->element();
      if (el->isParallelArray()) {
        error(s->loc, "the elements of " + describe(b) +
                          " cannot themselves be parallel arrays");
        return setError(s);
      }
      return set(s, el, true, b->rank);
    }
    if (b->isParallel) {
      error(s->loc, describe(b) +
                        " is a parallel array and cannot be indexed with " +
                        "`[...]`; use a region scope such as `[i, j]`");
      return setError(s);
    }
    if (!b->type->isIndexedArray()) {
      error(s->loc,
            describe(b) + " has type " + q(b->type) + " and cannot be indexed");
      return setError(s);
    }
    if (s->indices.size() != b->type->rank()) {
      error(s->loc, describe(b) + " has " + std::to_string(b->type->rank()) +
                        " dimension(s) but " +
                        std::to_string(s->indices.size()) +
                        " index(es) were given");
      return setError(s);
    }
    const Type *el = b->type->element();
    if (el->isParallelArray()) {
      useParallel(s->loc);
      return set(s, el->element(), true, el->rank());
    }
    set(s, el);
  }

  void checkMember(MemberExpr *m) {
    Expr *b = m->base.get();
    checkExpr(b);
    if (bad(b))
      return setError(m);
    if (b->type->kind() != K::Record) {
      error(m->loc,
            describe(b) + " has type " + q(b->type) + ", which has no fields");
      return setError(m);
    }
    // Find the FieldDecl through the record's declaration.
    const RecordTypeExpr *rec = recordSyntax(b->type);
    if (rec) {
      for (auto &f : rec->fields)
        if (f->name == m->member) {
          m->field = f.get();
          return set(m, f->type ? f->type : Type::error(), b->isParallel,
                     b->rank);
        }
    } else {
      for (auto &f : b->type->fields())
        if (f.first == m->member)
          return set(m, f.second, b->isParallel, b->rank);
    }
    error(m->loc, "record " + q(b->type) + " has no field " + q(m->member));
    setError(m);
  }

  std::map<const Type *, const RecordTypeExpr *> records_;
  const RecordTypeExpr *recordSyntax(const Type *t) {
    auto it = records_.find(t);
    return it == records_.end() ? nullptr : it->second;
  }

  //===--------------------------------------------------------------------===//
  // Calls
  //===--------------------------------------------------------------------===//

  bool isAssignable(Expr *e, std::string &why) {
    if (auto *n = dyn_cast<NameExpr>(e)) {
      if (!n->decl) {
        why = describe(e) + " is not a variable";
        return false;
      }
      if (auto *v = dyn_cast<VarDecl>(n->decl)) {
        if (v->isConstant()) {
          why = std::string(v->isConfig() ? "config constant " : "constant ") +
                q(v->name) + " cannot be assigned";
          return false;
        }
        return true;
      }
      if (auto *p = dyn_cast<ParamDecl>(n->decl)) {
        if (p->mode == ParamDecl::Mode::In && p->type &&
            p->type->isParallelArray()) {
          why = "parallel array parameter " + q(p->name) +
                " is passed `in` and cannot be assigned; declare it `inout`";
          return false;
        }
        return true;
      }
      why = q(n->name) + " is not a variable";
      return false;
    }
    if (auto *s = dyn_cast<SubscriptExpr>(e))
      return isAssignable(s->base.get(), why);
    if (auto *m = dyn_cast<MemberExpr>(e))
      return isAssignable(m->base.get(), why);
    if (auto *r = dyn_cast<RemapExpr>(e))
      return isAssignable(r->operand.get(), why);
    if (isa<ShiftExpr>(e)) {
      why = "a shifted reference (`A@d`) cannot be assigned";
      return false;
    }
    why = "the expression cannot be assigned";
    return false;
  }

  void checkCall(CallExpr *c, bool asStmt) {
    NameExpr *callee = c->callee.get();
    Decl *d = lookup(callee->name);
    if (!d) {
      // Built-ins are looked up when no user declaration of the name is
      // visible (so a program may define its own `max`).
      if (const BuiltinInfo *b = findBuiltin(callee->name)) {
        set(callee, Type::procedure());
        return checkBuiltinCall(c, b, asStmt);
      }
      if (callee->name == "write" || callee->name == "writeln" ||
          callee->name == "read" || callee->name == "readln" ||
          callee->name == "halt") {
        error(c->loc,
              q(callee->name) +
                  " is a statement and cannot be used in an expression");
      } else {
        undeclared(callee->loc, callee->name, "procedure");
      }
      for (auto &a : c->args)
        checkArgQuietly(a.get());
      return setError(c);
    }
    callee->decl = d;
    auto *p = dyn_cast<ProcedureDecl>(d);
    if (!p) {
      error(callee->loc, q(callee->name) + " is not a procedure");
      for (auto &a : c->args)
        checkArgQuietly(a.get());
      return setError(c);
    }
    set(callee, Type::procedure());
    if (proc_)
      calls_.push_back({proc_, p, ownRegion()});
    if (c->args.size() != p->params.size()) {
      error(c->loc, "procedure " + q(p->name) + " takes " +
                        std::to_string(p->params.size()) + " argument(s) but " +
                        std::to_string(c->args.size()) +
                        (c->args.size() == 1 ? " was" : " were") + " given");
      note(p->loc, q(p->name) + " is declared here");
      for (auto &a : c->args)
        checkArgQuietly(a.get());
      return setError(c);
    }
    bool ok = true;
    std::vector<Promotion> savedPromoted;
    savedPromoted.swap(promotedArgs_);
    for (size_t i = 0; i < c->args.size(); ++i)
      ok &= checkArgument(p, *p->params[i], c->args[i].get());
    std::vector<Promotion> promoted;
    promoted.swap(promotedArgs_);
    promotedArgs_.swap(savedPromoted);
    unsigned promotedRank = 0;
    for (const Promotion &pr : promoted) {
      if (promotedRank && pr.arg->rank && pr.arg->rank != promotedRank) {
        error(pr.arg->loc, "arguments of promoted procedure " + q(p->name) +
                               " have different ranks (" +
                               std::to_string(promotedRank) + " and " +
                               std::to_string(pr.arg->rank) + ")");
        ok = false;
        break;
      }
      if (!promotedRank)
        promotedRank = pr.arg->rank;
    }
    const Type *ret = p->type ? p->type : Type::error();
    if (!asStmt && ret->isVoid()) {
      error(c->loc, "procedure " + q(p->name) +
                        " has no result and cannot be used in an " +
                        "expression");
      return setError(c);
    }
    if (!ok)
      return setError(c);
    if (ret->isParallelArray()) {
      useParallel(c->loc);
      return set(c, ret->element(), true, ret->rank());
    }
    if (!promoted.empty()) {
      useParallel(c->loc);
      promotedCalls_.emplace(c, promoted.front());
      return set(c, ret, true, promotedRank);
    }
    set(c, ret);
  }

  // Resolves an argument of a call that already failed, without letting its
  // parallelness count against the statement.
  void checkArgQuietly(Expr *a) {
    bool saw = sawParallel_, passing = passingArray_;
    passingArray_ = true;
    if (auto *f = dyn_cast<FormatExpr>(a))
      checkExpr(f->value.get());
    else
      checkExpr(a);
    sawParallel_ = saw;
    passingArray_ = passing;
  }

  bool checkArgument(ProcedureDecl *p, ParamDecl &param, Expr *a) {
    const Type *pt = param.type ? param.type : Type::error();
    bool byRef = param.mode != ParamDecl::Mode::In;
    if (isa<FormatExpr>(a)) {
      checkExpr(a);
      return false;
    }
    if (pt->kind() == K::Procedure) {
      // The one place a procedure's name is a value.
      auto *n = dyn_cast<NameExpr>(a);
      Decl *d = n ? lookup(n->name) : nullptr;
      if (d && isa<ProcedureDecl>(d)) {
        n->decl = d;
        set(n, Type::procedure());
        return true;
      }
      checkExpr(a);
      if (bad(a))
        return false;
      error(a->loc, "argument for parameter " + q(param.name) +
                        " of type `procedure` must name a procedure");
      return false;
    }
    if (pt->isParallelArray()) {
      // An array argument is passed whole: naming it does not need a region.
      bool saw = sawParallel_;
      SourceLocation l = parallelLoc_;
      passingArray_ = isArrayRef(a);
      checkExpr(a);
      passingArray_ = false;
      if (isArrayRef(a) && a->isParallel) {
        sawParallel_ = saw;
        parallelLoc_ = l;
      }
      if (bad(a) || pt->element()->isError())
        return !bad(a);
      if (!a->isParallel) {
        error(a->loc,
              "argument for parallel parameter " + q(param.name) + " of " +
                  q(p->name) + " must be a parallel array of " +
                  rankWord(pt->rank()) + "; " + describe(a) + " is scalar");
        return false;
      }
      if (pt->rank() && a->rank && pt->rank() != a->rank) {
        error(a->loc, "argument for " + q(param.name) + " of " + q(p->name) +
                          " has " + rankWord(a->rank) +
                          " but the parameter has " + rankWord(pt->rank()));
        return false;
      }
      if (byRef) {
        std::string why;
        if (!isArrayRef(a) || !isAssignable(a, why)) {
          error(a->loc, "argument for `" + modeName(param.mode) +
                            "` parameter " + q(param.name) +
                            " must be an assignable parallel array" +
                            (why.empty() ? "" : "; " + why));
          return false;
        }
        if (a->type != pt->element()) {
          error(a->loc, "argument for `" + modeName(param.mode) +
                            "` parameter " + q(param.name) +
                            " must have element type " + q(pt->element()) +
                            ", not " + q(a->type));
          return false;
        }
        return true;
      }
      if (!convertible(a->type, pt->element())) {
        error(a->loc, "cannot pass " + typeOf(a) + " as parameter " +
                          q(param.name) + " of type " + q(pt));
        return false;
      }
      return true;
    }
    checkExpr(a);
    if (bad(a) || pt->isError())
      return !bad(a);
    if (a->isParallel) {
      // ZPL promotes a scalar procedure called with parallel arguments for
      // its value parameters: it runs once per index of the region.
      if (!byRef && promotable(p)) {
        const ProcedureDecl *def = p->definition ? p->definition : p;
        auto par = parallelBody_.find(def);
        if (par != parallelBody_.end()) {
          error(a->loc, "procedure " + q(p->name) +
                            " cannot be promoted to the parallel argument "
                            "for " +
                            q(param.name) +
                            ": its body uses parallel arrays or regions");
          note(par->second, "parallel code of " + q(p->name) + " is here");
          return false;
        }
        if (!convertible(a->type, pt)) {
          error(a->loc, "cannot pass " + typeOf(a) + " as parameter " +
                            q(param.name) + " of type " + q(pt));
          return false;
        }
        promotedArgs_.push_back({&param, p, a});
        return true;
      }
      promotionError(param, p, a);
      return false;
    }
    if (byRef) {
      std::string why;
      if (!isAssignable(a, why) && !constantByRef(a, param, diags_)) {
        error(a->loc, "argument for `" + modeName(param.mode) + "` parameter " +
                          q(param.name) + " must be a variable; " + why);
        return false;
      }
      if (a->type != pt) {
        error(a->loc, "argument for `" + modeName(param.mode) + "` parameter " +
                          q(param.name) + " must have type " + q(pt) +
                          ", not " + q(a->type));
        return false;
      }
      return true;
    }
    if (!convertible(a->type, pt) && !directionLiteralFits(a, pt)) {
      error(a->loc, "cannot pass " + typeOf(a) + " as parameter " +
                        q(param.name) + " of type " + q(pt));
      return false;
    }
    if (!literalFits(a, pt))
      return false;
    return true;
  }

  void promotionError(const ParamDecl &param, const ProcedureDecl *p,
                      const Expr *a) {
    error(a->loc,
          "parameter " + q(param.name) + " of " + q(p->name) +
              " is a scalar but the argument is parallel; reduce it or make " +
              "the parameter a parallel array");
  }

  // A procedure may be promoted when its result is a scalar (or none).
  static bool promotable(const ProcedureDecl *p) {
    return !(p->type && p->type->isParallelArray());
  }

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

  // For a value that is parallel only because it is a promoted call: the
  // diagnostic from before promotion existed, which names the argument.
  bool explainPromotion(const Expr *e) {
    auto it = promotedCalls_.find(e);
    if (it == promotedCalls_.end())
      return false;
    promotionError(*it->second.param, it->second.proc, it->second.arg);
    return true;
  }

  static std::string modeName(ParamDecl::Mode m) {
    switch (m) {
    case ParamDecl::Mode::In:
      return "in";
    case ParamDecl::Mode::Out:
      return "out";
    case ParamDecl::Mode::InOut:
      return "inout";
    }
    return "in";
  }

  // `[0, 1]` where a direction is expected arrives as a region literal.
  bool directionLiteralFits(Expr *a, const Type *to) {
    if (!to->isDirection() || !isa<RegionLiteralExpr>(a))
      return false;
    int r = checkDirection(a);
    return r >= 0 && (!to->rank() || (unsigned)r == to->rank());
  }

  // Element-wise built-ins accept parallel arguments and are promoted.
  void checkBuiltinCall(CallExpr *c, const BuiltinInfo *b, bool asStmt) {
    const std::string &name = c->callee->name;
    auto arity = [&](size_t lo, size_t hi) {
      if (c->args.size() < lo || c->args.size() > hi) {
        std::string want =
            lo == hi   ? std::to_string(lo)
            : hi > 100 ? "at least " + std::to_string(lo)
                       : std::to_string(lo) + " to " + std::to_string(hi);
        error(c->loc, "built-in " + q(name) + " takes " + want +
                          " argument(s), not " +
                          std::to_string(c->args.size()));
        for (auto &a : c->args)
          checkArgQuietly(a.get());
        return false;
      }
      return true;
    };
    // Checks every argument; fills the combined parallel shape.
    bool par = false;
    unsigned rank = 0;
    auto args = [&]() {
      bool ok = true;
      for (auto &a : c->args) {
        if (isa<FormatExpr>(a.get())) {
          checkExpr(a.get());
          ok = false;
          continue;
        }
        checkExpr(a.get());
        if (bad(a.get())) {
          ok = false;
          continue;
        }
        if (a->isParallel) {
          if (par && rank && a->rank && rank != a->rank) {
            error(a->loc, "arguments of " + q(name) + " have different ranks");
            ok = false;
          }
          par = true;
          if (!rank)
            rank = a->rank;
        }
      }
      return ok;
    };
    auto needArith = [&](Expr *a) {
      if (!a->type->isArithmetic()) {
        error(a->loc, "argument of " + q(name) + " must be a number; " +
                          describe(a) + " has type " + q(a->type));
        return false;
      }
      return true;
    };
    auto needIntegral = [&](Expr *a) {
      if (!a->type->isIntegral() && !a->type->isBoolean()) {
        error(a->loc, "argument of " + q(name) + " must be an integer; " +
                          describe(a) + " has type " + q(a->type));
        return false;
      }
      return true;
    };
    auto scalarOnly = [&]() {
      for (auto &a : c->args)
        if (a->isParallel) {
          error(a->loc, "argument of " + q(name) + " must be a scalar");
          return false;
        }
      return true;
    };
    auto floating = [](const Type *t) {
      return t->kind() == K::Float ? Type::floatType() : Type::doubleType();
    };

    if (!arity(b->minArgs, b->maxArgs) || !args())
      return setError(c);
    // The result by the table's rule, from the checked arguments.
    auto result = [&]() -> const Type * {
      const Type *t = nullptr;
      switch (b->result) {
      case BuiltinResult::SameAsArg:
        return Type::commonArithmetic(c->args[0]->type, c->args[0]->type);
      case BuiltinResult::Floating:
        return floating(c->args[0]->type);
      case BuiltinResult::Common:
        for (auto &a : c->args)
          t = t ? Type::commonArithmetic(t, a->type) : Type::commonArithmetic(a->type, a->type);
        return t;
      case BuiltinResult::Int: return Type::integer();
      case BuiltinResult::Long: return Type::longType();
      case BuiltinResult::Float: return Type::floatType();
      case BuiltinResult::Double: return Type::doubleType();
      case BuiltinResult::Char: return Type::scalar(K::Char);
      case BuiltinResult::Bool: return Type::boolean();
      case BuiltinResult::File: return Type::file();
      case BuiltinResult::Void: return Type::voidType();
      }
      return Type::error();
    };
    // A built-in with no result is a statement.
    auto noResult = [&]() {
      if (b->result != BuiltinResult::Void || asStmt)
        return false;
      error(c->loc, "built-in " + q(name) + " has no result and cannot be used in an expression");
      return true;
    };

    switch (b->kind) {
    case BuiltinKind::Abs:
    case BuiltinKind::Math:
    case BuiltinKind::Arith:
    case BuiltinKind::Bits:
    case BuiltinKind::Convert:
      for (auto &a : c->args) {
        // The conversions also take characters and enumeration values.
        if (b->kind == BuiltinKind::Convert && (a->type->isEnum() || a->type->kind() == K::Char))
          continue;
        if (!(b->kind == BuiltinKind::Bits ? needIntegral(a.get()) : needArith(a.get())))
          return setError(c);
      }
      return set(c, result(), par, rank);
    case BuiltinKind::Clock:
      return set(c, result());
    case BuiltinKind::Timer: {
      if (!scalarOnly())
        return setError(c);
      Expr *t = c->args[0].get();
      if (t->type->kind() != K::Timer) {
        error(t->loc, "argument of " + q(name) + " must be a `timer`; " +
                          describe(t) + " has type " + q(t->type));
        return setError(c);
      }
      if (b->result == BuiltinResult::Void) {
        std::string why;
        if (!isAssignable(t, why)) {
          error(t->loc,
                "argument of " + q(name) + " must be a timer variable; " + why);
          return setError(c);
        }
      }
      if (noResult())
        return setError(c);
      return set(c, result());
    }
    case BuiltinKind::Open: {
      if (!scalarOnly())
        return setError(c);
      if (!c->args[0]->type->isString()) {
        error(c->args[0]->loc,
              "the file name given to `open` must be a string; " +
                  describe(c->args[0].get()) + " has type " +
                  q(c->args[0]->type));
        return setError(c);
      }
      if (!c->args[1]->type->isIntegral()) {
        error(c->args[1]->loc, "the mode given to `open` must be `file_read`, "
                               "`file_write` or `file_append`");
        return setError(c);
      }
      return set(c, result());
    }
    case BuiltinKind::FileOp: {
      if (!scalarOnly())
        return setError(c);
      if (c->args[0]->type->kind() != K::File) {
        error(c->args[0]->loc, "argument of " + q(name) +
                                   " must be a `file`; " +
                                   describe(c->args[0].get()) + " has type " +
                                   q(c->args[0]->type));
        return setError(c);
      }
      if (noResult())
        return setError(c);
      return set(c, result());
    }
    }
    setError(c);
  }

  //===--------------------------------------------------------------------===//
  // Reductions, scans, floods
  //===--------------------------------------------------------------------===//

  // The element types an operator of a reduction or scan accepts, and the
  // type of its result; null after reporting.
  const Type *reduceResult(ReduceOp op, Expr *o, SourceLocation at,
                           const char *suffix) {
    std::string spelled = std::string(reduceName(op)) + suffix;
    switch (op) {
    case ReduceOp::Add:
    case ReduceOp::Mul:
    case ReduceOp::Max:
    case ReduceOp::Min:
      if (!o->type->isArithmetic() ||
          (o->type->isComplex() &&
           (op == ReduceOp::Max || op == ReduceOp::Min))) {
        error(at, "operand of `" + spelled + "` must be numeric; " +
                      describe(o) + " has type " + q(o->type));
        return nullptr;
      }
      // Sums and products of booleans and chars count in integers, as in C.
      if (op == ReduceOp::Add || op == ReduceOp::Mul)
        return Type::commonArithmetic(o->type, o->type);
      return o->type;
    case ReduceOp::And:
    case ReduceOp::Or:
      if (!o->type->isBoolean()) {
        error(at, "operand of `" + spelled + "` must be boolean; " +
                      describe(o) + " has type " + q(o->type));
        return nullptr;
      }
      return Type::boolean();
    case ReduceOp::BAnd:
    case ReduceOp::BOr:
    case ReduceOp::BXor:
      if (!o->type->isIntegral()) {
        error(at, "operand of `" + spelled + "` must be an integer; " +
                      describe(o) + " has type " + q(o->type));
        return nullptr;
      }
      return o->type;
    }
    return nullptr;
  }

  void checkReduce(ReduceExpr *r) {
    std::string spelled = std::string(reduceName(r->op)) + "<<";
    if (r->region) {
      // Partial: the operand is read over the source region and the result
      // lands in the current region, with the same rank.
      int src = checkRegion(r->region.get());
      if (src < 0) {
        checkArgQuietly(r->operand.get());
        return setError(r);
      }
      if (!inRegion()) {
        error(r->loc, "a partial reduction `" + spelled +
                          " [...]` needs an enclosing " +
                          "region scope for its result");
        checkArgQuietly(r->operand.get());
        return setError(r);
      }
      if (!ownRegion())
        regionMissing(r->loc, "a partial reduction `" + spelled +
                                  " [...]` needs an enclosing " +
                                  "region scope for its result");
      unsigned cur = currentRank();
      if (src && cur && (unsigned)src != cur) {
        error(r->region->loc, "partial reduction from a region of " +
                                  rankWord(src) + " into a region of " +
                                  rankWord(cur) +
                                  "; both must have the same rank");
        checkArgQuietly(r->operand.get());
        return setError(r);
      }
      {
        RegionGuard g(*this, src);
        checkExpr(r->operand.get());
      }
      const Type *t = reducedOperandType(r, spelled);
      if (!t)
        return setError(r);
      useParallel(r->loc);
      return set(r, t, true, cur);
    }
    checkExpr(r->operand.get());
    const Type *t = reducedOperandType(r, spelled);
    if (!t)
      return setError(r);
    set(r, t);
  }

  // The result type of a reduction whose operand has been checked, or null
  // after reporting why it cannot be reduced (full and partial alike).
  const Type *reducedOperandType(ReduceExpr *r, const std::string &spelled) {
    Expr *o = r->operand.get();
    if (bad(o))
      return nullptr;
    if (!o->isParallel) {
      error(r->loc, "operand of `" + spelled + "` must be parallel; " +
                        describe(o) + " is a scalar");
      return nullptr;
    }
    return reduceResult(r->op, o, r->loc, "<<");
  }

  void checkScan(ScanExpr *s) {
    checkExpr(s->operand.get());
    Expr *o = s->operand.get();
    bool ok = !bad(o);
    for (auto &d : s->dims) {
      if (!expectIntegerScalar(d.get(), "scan dimension")) {
        ok = false;
        continue;
      }
      if (ok && o->rank) {
        if (auto *il = dyn_cast<IntegerLiteral>(d.get()))
          if (il->value < 1 || il->value > o->rank) {
            error(d->loc, "scan dimension " + std::to_string(il->value) +
                              " is out of range for an operand of " +
                              rankWord(o->rank));
            ok = false;
          }
      }
    }
    if (!ok)
      return setError(s);
    std::string spelled = std::string(reduceName(s->op)) + "||";
    if (!o->isParallel) {
      error(s->loc, "operand of `" + spelled + "` must be parallel; " +
                        describe(o) + " is a scalar");
      return setError(s);
    }
    const Type *t = reduceResult(s->op, o, s->loc, "||");
    if (!t)
      return setError(s);
    set(s, t, true, o->rank);
  }

  void checkFlood(FloodExpr *f) {
    int src = checkRegion(f->region.get());
    if (src < 0) {
      checkArgQuietly(f->operand.get());
      return setError(f);
    }
    if (!inRegion()) {
      error(f->loc,
            "a flood `>>[...]` needs an enclosing region scope for its result");
      checkArgQuietly(f->operand.get());
      return setError(f);
    }
    if (!ownRegion())
      regionMissing(f->loc, "a flood `>>[...]` needs an enclosing region "
                            "scope for its result");
    unsigned cur = currentRank();
    if (src && cur && (unsigned)src != cur) {
      error(f->region->loc, "flood from a region of " + rankWord(src) +
                                " into a region of " + rankWord(cur) +
                                "; both must have the same rank");
      checkArgQuietly(f->operand.get());
      return setError(f);
    }
    {
      RegionGuard g(*this, src);
      checkExpr(f->operand.get());
    }
    Expr *o = f->operand.get();
    if (bad(o))
      return setError(f);
    if (!o->isParallel) {
      error(f->loc, "operand of `>>` must be parallel; " + describe(o) +
                        " is a scalar");
      return setError(f);
    }
    useParallel(f->loc);
    set(f, o->type, true, cur);
  }

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
  // A statement that already has an error is not also told it lacks a
  // region: the first error is usually the cause.
  void requireRegionIfParallel(const char *what) {
    if (sawParallel_ && !ownRegion() && diags_.errorCount() == stmtErrors_)
      regionMissing(parallelLoc_,
                    std::string(what) +
                        " uses parallel arrays but has no region scope; "
                        "enclose it in one such as `[R]`");
  }

  void checkCondition(Expr *c, const char *construct) {
    checkExpr(c);
    if (bad(c))
      return;
    if (c->isParallel) {
      error(c->loc,
            std::string("condition of `") + construct +
                "` depends on parallel data; reduce it to a scalar, e.g. " +
                "with `|<<`, `&<<` or `max<<`");
      return;
    }
    // An integer condition is true when not zero, as in C (ZPL programs
    // written in C's style rely on it).
    if (!c->type->isBoolean() && !c->type->isIntegral())
      error(c->loc, std::string("condition of `") + construct +
                        "` must be boolean or an integer; " + describe(c) + " has type " +
                        q(c->type));
  }

  void checkStmt(Stmt *s) {
    if (!s)
      return;
    switch (s->kind) {
    case NodeKind::CompoundStmt:
      for (auto &b : cast<CompoundStmt>(s)->body)
        checkStmt(b.get());
      return;
    case NodeKind::RegionScopeStmt: {
      if (proc_)
        parallelBody_.emplace(proc_, s->loc);
      auto *r = cast<RegionScopeStmt>(s);
      int rank;
      {
        StmtScope ss(*this, s);
        rank = checkRegion(r->region.get());
      }
      RegionGuard g(*this, rank < 0 ? 0 : rank);
      checkStmt(r->body.get());
      return;
    }
    case NodeKind::AssignStmt:
      return checkAssign(cast<AssignStmt>(s));
    case NodeKind::CallStmt: {
      StmtScope ss(*this, s);
      checkCall(cast<CallStmt>(s)->call.get(), /*asStmt=*/true);
      requireRegionIfParallel("this call");
      return;
    }
    case NodeKind::IfStmt: {
      auto *i = cast<IfStmt>(s);
      for (size_t k = 0; k < i->clauses.size(); ++k) {
        auto &c = i->clauses[k];
        {
          StmtScope ss(*this, s);
          checkCondition(c.cond.get(), k == 0 ? "if" : "elsif");
        }
        checkStmt(c.body.get());
      }
      if (i->elseBody)
        checkStmt(i->elseBody.get());
      return;
    }
    case NodeKind::ForStmt:
      return checkFor(cast<ForStmt>(s));
    case NodeKind::WhileStmt: {
      auto *w = cast<WhileStmt>(s);
      {
        StmtScope ss(*this, s);
        checkCondition(w->cond.get(), "while");
      }
      ++loopDepth_;
      checkStmt(w->body.get());
      --loopDepth_;
      return;
    }
    case NodeKind::RepeatStmt: {
      auto *r = cast<RepeatStmt>(s);
      ++loopDepth_;
      checkStmt(r->body.get());
      --loopDepth_;
      StmtScope ss(*this, s);
      checkCondition(r->cond.get(), "until");
      return;
    }
    case NodeKind::ReturnStmt:
      return checkReturn(cast<ReturnStmt>(s));
    case NodeKind::HaltStmt: {
      StmtScope ss(*this, s);
      checkWriteArgs(cast<HaltStmt>(s)->args, 0);
      requireRegionIfParallel("`halt`");
      return;
    }
    case NodeKind::ExitStmt:
      if (!loopDepth_)
        error(s->loc, "`exit` is only allowed inside a loop");
      return;
    case NodeKind::ContinueStmt:
      if (!loopDepth_)
        error(s->loc, "`continue` is only allowed inside a loop");
      return;
    case NodeKind::WrapStmt:
    case NodeKind::ReflectStmt: {
      bool wrap = isa<WrapStmt>(s);
      auto &arrays =
          wrap ? cast<WrapStmt>(s)->arrays : cast<ReflectStmt>(s)->arrays;
      const char *what = wrap ? "`wrap`" : "`reflect`";
      StmtScope ss(*this, s);
      if (!ownRegion())
        regionMissing(s->loc, std::string(what) +
                                  " needs a region scope naming the border, " +
                                  "such as `[east of R]`");
      for (auto &a : arrays) {
        checkExpr(a.get());
        if (bad(a.get()))
          continue;
        if (!a->isParallel || !isArrayRef(a.get()))
          error(a->loc, std::string(what) + " applies to parallel arrays; " +
                            describe(a.get()) + " is not one");
      }
      return;
    }
    case NodeKind::IOStmt:
      return checkIO(cast<IOStmt>(s));
    case NodeKind::EmptyStmt:
      return;
    default:
      diags_.internalError(s->loc, std::string("sema: unhandled statement ") +
                                       kindName(s->kind));
    }
  }

  void checkAssign(AssignStmt *a) {
    StmtScope ss(*this, a);
    Expr *l = a->lhs.get(), *r = a->rhs.get();
    checkExpr(l);
    // A region literal of plain indices on the right of a direction variable
    // is a direction (`dirs[i] := [0, 1];`).
    bool lhsDirection = !bad(l) && l->type->isDirection();
    if (lhsDirection && isa<RegionLiteralExpr>(r))
      checkDirection(r);
    else
      checkExpr(r);
    requireRegionIfParallel("this statement");
    if (bad(l) || bad(r))
      return;
    std::string why;
    if (!isAssignable(l, why)) {
      error(l->loc, "cannot assign to " + describe(l) + ": " + why);
      return;
    }
    if (!l->isParallel && r->isParallel) {
      if (!explainPromotion(r))
        error(a->loc, "cannot assign a parallel value to scalar " +
                          describe(l) +
                          "; reduce it first, e.g. with `+<<` or `max<<`");
      return;
    }
    if (l->isParallel && r->isParallel && l->rank && r->rank &&
        l->rank != r->rank) {
      error(a->loc, "cannot assign a value of " + rankWord(r->rank) + " to " +
                        describe(l) + ", which has " + rankWord(l->rank));
      return;
    }
    const char *op = AssignStmt::opSpelling(a->op);
    switch (a->op) {
    case AssignStmt::Op::Assign:
      if (!convertible(r->type, l->type))
        error(a->loc, "cannot assign " + q(r->type) + " to " + describe(l) +
                          " of type " + q(l->type));
      else
        literalFits(r, l->type);
      return;
    case AssignStmt::Op::Add:
    case AssignStmt::Op::Sub:
    case AssignStmt::Op::Mul:
    case AssignStmt::Op::Div:
      if (!l->type->isArithmetic() || l->type->isBoolean() ||
          !r->type->isArithmetic())
        error(a->loc, std::string("`") + op + "` needs numbers; " +
                          (l->type->isArithmetic() && !l->type->isBoolean()
                               ? "the right side has type " + q(r->type)
                               : describe(l) + " has type " + q(l->type)));
      return;
    case AssignStmt::Op::Mod:
      if (!l->type->isIntegral() ||
          !(r->type->isIntegral() || r->type->isBoolean()))
        error(a->loc, std::string("`%=` needs integers; ") +
                          (l->type->isIntegral()
                               ? "the right side has type " + q(r->type)
                               : describe(l) + " has type " + q(l->type)));
      return;
    case AssignStmt::Op::And:
    case AssignStmt::Op::Or:
      if (!l->type->isBoolean() || !r->type->isBoolean())
        error(a->loc, std::string("`") + op + "` needs boolean operands; " +
                          (l->type->isBoolean()
                               ? "the right side has type " + q(r->type)
                               : describe(l) + " has type " + q(l->type)));
      return;
    }
  }

  void checkFor(ForStmt *f) {
    // The grammar reads `for i := a to b by s` as `a to (b by s)` because
    // `by` is also the region operator; a loop bound is never a region, so
    // the step is taken back here.
    if (!f->step)
      if (auto *d = dyn_cast_or_null<DerivedRegionExpr>(f->to.get()))
        if (d->op == DerivedRegionExpr::Op::By) {
          ExprPtr bound = std::move(d->lhs), step = std::move(d->rhs);
          if (auto *dl = dyn_cast<DirectionLiteralExpr>(step.get()))
            if (dl->offsets.size() == 1)
              step = std::move(dl->offsets[0]);
          f->step = std::move(step);
          f->to = std::move(bound);
        }
    {
      StmtScope ss(*this, f);
      NameExpr *v = f->var.get();
      Decl *d = lookup(v->name);
      if (!d) {
        undeclared(v->loc, v->name, "loop variable");
        setError(v);
      } else {
        v->decl = d;
        const Type *t = d->type ? d->type : Type::error();
        set(v, t);
        if (!isa<VarDecl>(d) && !isa<ParamDecl>(d)) {
          error(v->loc, "loop variable " + q(v->name) + " must be a variable");
        } else if (isa<VarDecl>(d) && cast<VarDecl>(d)->isConstant()) {
          error(v->loc, "loop variable " + q(v->name) + " is a constant");
        } else if (!t->isError() &&
                   (t->isParallelArray() || !t->isIntegral())) {
          error(v->loc, "loop variable " + q(v->name) +
                            " must be a scalar integer; it has " + "type " +
                            q(t));
        }
      }
      for (Expr *e : {f->from.get(), f->to.get(), f->step.get()}) {
        if (!e)
          continue;
        checkExpr(e);
        if (bad(e))
          continue;
        if (e->isParallel)
          error(e->loc, "bounds of `for` must be scalars; " + describe(e) +
                            " is parallel (reduce it first)");
        else if (!e->type->isIntegral())
          error(e->loc, "bounds of `for` must be integers; " + describe(e) +
                            " has type " + q(e->type));
      }
      if (auto *il = dyn_cast_or_null<IntegerLiteral>(f->step.get()))
        if (il->value == 0)
          error(il->loc, "step of `for` must not be zero");
    }
    ++loopDepth_;
    checkStmt(f->body.get());
    --loopDepth_;
  }

  void checkReturn(ReturnStmt *r) {
    StmtScope ss(*this, r);
    const Type *want = proc_ && proc_->type ? proc_->type : Type::voidType();
    if (!r->value) {
      if (!want->isVoid() && !want->isError())
        error(r->loc, "procedure " + q(proc_->name) +
                          " must return a value of type " + q(want));
      return;
    }
    checkExpr(r->value.get());
    requireRegionIfParallel("`return`");
    Expr *v = r->value.get();
    if (want->isVoid()) {
      error(v->loc,
            "procedure " + q(proc_ ? proc_->name : std::string("?")) +
                " has no result type, so `return` cannot carry a value");
      return;
    }
    if (bad(v) || want->isError())
      return;
    if (want->isParallelArray()) {
      if (!v->isParallel ||
          (want->rank() && v->rank && v->rank != want->rank()) ||
          !convertible(v->type, want->element()))
        error(v->loc, "cannot return " + typeOf(v) + " from " + q(proc_->name) +
                          ", which returns " + q(want));
      return;
    }
    if (v->isParallel) {
      error(v->loc, "procedure " + q(proc_->name) +
                        " returns a scalar but the value is " +
                        "parallel; reduce it first");
      return;
    }
    if (!convertible(v->type, want) && !directionLiteralFits(v, want))
      error(v->loc, "cannot return " + q(v->type) + " from " + q(proc_->name) +
                        ", which returns " + q(want));
    else
      literalFits(v, want);
  }

  static bool printable(const Type *t) {
    return t->isArithmetic() || t->isString() || t->isEnum();
  }

  static FormatValue formatValue(const Type *t) {
    switch (t->kind()) {
    case K::Boolean: return FormatValue::Boolean;
    case K::Char: return FormatValue::Char;
    case K::Long: case K::ULong: return FormatValue::LongInteger;
    case K::Enum: return FormatValue::Integer;
    case K::String: return FormatValue::String;
    default:
      if (t->isIntegral())
        return FormatValue::Integer;
      if (t->isFloating())
        return FormatValue::Floating;
      return FormatValue::Other;
    }
  }

  // Arguments of write/writeln/halt from index `first` on.
  void checkWriteArgs(std::vector<ExprPtr> &args, size_t first) {
    for (size_t i = first; i < args.size(); ++i) {
      Expr *a = args[i].get();
      Expr *v = a;
      if (auto *f = dyn_cast<FormatExpr>(a)) {
        v = f->value.get();
        checkExpr(v);
        if (bad(v)) {
          setError(a);
          continue;
        }
        set(a, v->type, v->isParallel, v->rank);
        FormatCheck fc = checkFormat(f->format, formatValue(v->type));
        if (!fc.error.empty()) {
          error(f->formatLoc, "format " + q(f->format) + ": " + fc.error);
          continue;
        }
      } else {
        checkExpr(a);
        if (bad(a))
          continue;
      }
      if (!printable(v->type))
        error(v->loc, "cannot write " + describe(v) + " of type " + q(v->type));
    }
  }

  void checkIO(IOStmt *io) {
    StmtScope ss(*this, io);
    bool reading = io->op == IOStmt::Op::Read || io->op == IOStmt::Op::Readln;
    // Only a checked expression can say whether it is a file, so the first
    // argument is checked here, once, and skipped below.
    size_t first = 0;
    Expr *a0 = io->args.empty() ? nullptr : io->args[0].get();
    if (a0 && !isa<FormatExpr>(a0) && !isa<StringLiteral>(a0)) {
      checkExpr(a0);
      first = 1;
      if (!bad(a0) && a0->type->kind() == K::File && !a0->isParallel)
        io->hasFile = true;
      else
        checkIOArg(a0, reading, io);
    }
    if (!reading) {
      checkWriteArgs(io->args, first);
      requireRegionIfParallel("this output statement");
      return;
    }
    for (size_t i = first; i < io->args.size(); ++i) {
      checkExpr(io->args[i].get());
      checkIOArg(io->args[i].get(), reading, io);
    }
    requireRegionIfParallel("this input statement");
  }

  // What may be written or read into, for an argument already checked.
  void checkIOArg(Expr *a, bool reading, IOStmt *io) {
    if (bad(a))
      return;
    if (!reading) {
      if (!printable(a->type))
        error(a->loc, "cannot write " + describe(a) + " of type " + q(a->type));
      return;
    }
    std::string why;
    if (!isAssignable(a, why))
      error(a->loc, "`" + std::string(IOStmt::opSpelling(io->op)) +
                        "` needs variables to read into; " + why);
    else if (!printable(a->type) &&
             !(a->type->isIndexedArray() && !a->isParallel && printable(a->type->element())))
      // A whole indexed array of scalars reads its elements in row-major order.
      error(a->loc, "cannot read " + describe(a) + " of type " + q(a->type));
  }

  //===--------------------------------------------------------------------===//
  // Declarations
  //===--------------------------------------------------------------------===//

  void checkDecl(Decl *d) {
    switch (d->kind) {
    case NodeKind::VarDecl:
      return checkVar(cast<VarDecl>(d));
    case NodeKind::TypeDecl: {
      auto *t = cast<TypeDecl>(d);
      declare(t); // visible in its own definition only by name, as in C
      t->type = resolveType(t->typeExpr.get(), t->name);
      if (auto *r = dyn_cast<RecordTypeExpr>(t->typeExpr.get()))
        records_[t->type] = r;
      return;
    }
    case NodeKind::RegionDecl:
      return checkRegionDecl(cast<RegionDecl>(d));
    case NodeKind::DirectionDecl: {
      auto *dd = cast<DirectionDecl>(d);
      StmtScope ss(*this, nullptr);
      int r = dd->init ? checkDirection(dd->init.get()) : -1;
      dd->type = r < 0 ? Type::error() : Type::direction(r);
      declare(dd);
      return;
    }
    case NodeKind::GridDecl: {
      auto *g = cast<GridDecl>(d);
      StmtScope ss(*this, nullptr);
      for (auto &e : g->extents) {
        if (!expectIntegerScalar(e.get(), "grid extent"))
          continue;
        if (auto *il = dyn_cast<IntegerLiteral>(e.get()))
          if (il->value == 0)
            error(il->loc, "grid extent must be at least 1");
      }
      g->type = Type::grid(g->rank());
      declare(g);
      return;
    }
    case NodeKind::DistributionDecl:
      return checkDistribution(cast<DistributionDecl>(d));
    case NodeKind::ProcedureDecl:
      return checkProcedure(cast<ProcedureDecl>(d));
    default:
      diags_.internalError(d->loc, std::string("sema: unhandled declaration ") +
                                       kindName(d->kind));
    }
  }

  void checkVar(VarDecl *v) {
    StmtScope ss(*this, nullptr);
    const Type *t = nullptr;
    if (v->typeExpr) {
      t = resolveType(v->typeExpr.get());
      if (v->isConfig() && !t->isError() &&
          !(t->isArithmetic() || t->isString() || t->isEnum())) {
        error(v->typeExpr->loc,
              "config " + q(v->name) +
                  " must have a scalar type that can be set on the "
                  "command line, not " +
                  q(t));
        t = Type::error();
      }
    }
    if (refuseIndexedInit(*v, t, diags_)) { // SemaCompat.cpp
      v->type = t;
      return declare(v);
    }
    if (v->initList && !(t && t->isError())) { // `= {...}`: SemaInit.cpp
      InitHooks h{[&](Expr *e) { checkExpr(e); }, convertible, [&](SourceLocation l, const std::string &m) { error(l, m); }};
      checkInitList(v, t, h);
    }
    if (v->init && v->isExtern) {
      error(v->init->loc, "extern variable " + q(v->name) +
                              " cannot have an initialiser; C defines it");
    } else if (v->init) {
      if (v->isConfig())
        configInit_ = v;
      bool dir = t && t->isDirection() && isa<RegionLiteralExpr>(v->init.get());
      if (dir)
        checkDirection(v->init.get());
      else
        checkExpr(v->init.get());
      configInit_ = nullptr;
      Expr *e = v->init.get();
      if (!bad(e)) {
        if (e->isParallel && !(t && t->isParallelArray())) {
          error(e->loc, "the initialiser of " + q(v->name) + " is parallel; " +
                            (t ? "reduce it to a scalar"
                               : "declare the variable's type"));
        } else if (!t) {
          t = e->type; // `constant n = 10;`
        } else if (t->isParallelArray()) {
          if (!inRegion() && e->isParallel)
            error(e->loc, "a parallel initialiser needs a region; assign " +
                              q(v->name) + " in a region scope instead");
          else if (!convertible(e->type, t->element()))
            error(e->loc, "cannot initialise " + q(v->name) + " of type " +
                              q(t) + " with " + q(e->type));
          else
            literalFits(e, t->element());
        } else if (!t->isError() && !convertible(e->type, t)) {
          error(e->loc, "cannot initialise " + q(v->name) + " of type " + q(t) +
                            " with " + q(e->type));
        } else if (!t->isError()) {
          literalFits(e, t);
        }
      } else if (!t) {
        t = Type::error();
      }
    } else if (!t) {
      t = Type::error();
    } else if (v->isConstant() && v->storage == VarDecl::Storage::Constant &&
               !v->isExtern && !v->initList) {
      // An extern constant's value comes from C.
      error(v->loc, "constant " + q(v->name) + " needs a value");
    }
    v->type = t;
    declare(v);
  }

  void checkRegionDecl(RegionDecl *r) {
    StmtScope ss(*this, nullptr);
    int distRank = -1;
    if (r->distribution) {
      NameExpr *n = r->distribution.get();
      Decl *d = lookup(n->name);
      if (!d) {
        undeclared(n->loc, n->name, "distribution");
      } else if (!isa<DistributionDecl>(d)) {
        n->decl = d;
        error(n->loc, q(n->name) + " is not a distribution");
      } else {
        n->decl = d;
        set(n, d->type ? d->type : Type::error());
        distRank = cast<DistributionDecl>(d)->rank();
      }
    }
    int rank = r->init ? checkRegion(r->init.get(), /*inDecl=*/true) : -1;
    if (rank > 0 && distRank > 0 && rank != distRank) {
      error(r->loc, "region " + q(r->name) + " has " + rankWord(rank) +
                        " but distribution " + q(r->distribution->name) +
                        " has " + rankWord(distRank));
    }
    r->type = rank < 0 ? Type::error() : Type::region(rank);
    declare(r);
  }

  void checkDistribution(DistributionDecl *d) {
    StmtScope ss(*this, nullptr);
    NameExpr *g = d->grid.get();
    GridDecl *grid = nullptr;
    if (g) {
      Decl *gd = lookup(g->name);
      if (!gd)
        undeclared(g->loc, g->name, "grid");
      else if (!(grid = dyn_cast<GridDecl>(gd)))
        error(g->loc, q(g->name) + " is not a grid");
      if (gd) {
        g->decl = gd;
        set(g, gd->type ? gd->type : Type::error());
      }
    }
    unsigned distributed = 0;
    for (auto &f : d->formats) {
      if (f.kind != DistFormat::Kind::Star)
        ++distributed;
      if (f.blockSize &&
          expectIntegerScalar(f.blockSize.get(), "block size of `cyclic`"))
        if (auto *il = dyn_cast<IntegerLiteral>(f.blockSize.get()))
          if (il->value == 0)
            error(il->loc, "block size of `cyclic` must be at least 1");
    }
    if (grid && distributed != grid->rank())
      error(d->loc, "distribution " + q(d->name) + " distributes " +
                        std::to_string(distributed) +
                        " dimension(s) but grid " + q(grid->name) + " has " +
                        rankWord(grid->rank()) +
                        "; use `*` for dimensions that are not distributed");
    d->type = Type::distribution(d->rank());
    declare(d);
  }

  void resolveSignature(ProcedureDecl *p) {
    for (auto &param : p->params) {
      // `procedure` exists only so that C procedures can take ZPL ones.
      auto *b = dyn_cast_or_null<BuiltinTypeExpr>(param->typeExpr.get());
      if (b && b->builtin == BuiltinTypeExpr::Builtin::Procedure &&
          p->isExtern && p->isPrototype) {
        b->resolved = Type::procedure();
        param->type = b->resolved;
        if (param->mode != ParamDecl::Mode::In)
          error(param->loc, "parameter " + q(param->name) +
                                " of type `procedure` must be passed `in`");
        continue;
      }
      const Type *t = resolveType(param->typeExpr.get());
      param->type = t;
    }
    p->type =
        p->returnType ? resolveType(p->returnType.get()) : Type::voidType();
  }

  // A definition must repeat its prototype's signature.
  void matchPrototype(ProcedureDecl *proto, ProcedureDecl *def) {
    auto mismatch = [&](const std::string &what) {
      error(def->loc, "procedure " + q(def->name) +
                          " does not match its prototype: " + what);
      note(proto->loc, "the prototype is here");
    };
    if (proto->params.size() != def->params.size())
      return mismatch("the prototype has " +
                      std::to_string(proto->params.size()) +
                      " parameter(s), the definition " +
                      std::to_string(def->params.size()));
    for (size_t i = 0; i < def->params.size(); ++i) {
      ParamDecl &a = *proto->params[i], &b = *def->params[i];
      if (a.mode != b.mode)
        return mismatch("parameter " + q(b.name) + " is `" + modeName(b.mode) +
                        "` here but `" + modeName(a.mode) +
                        "` in the prototype");
      if (a.type && b.type && !a.type->isError() && !b.type->isError() &&
          a.type != b.type)
        return mismatch("parameter " + q(b.name) + " has type " + q(b.type) +
                        " here but " + q(a.type) + " in the prototype");
    }
    if (proto->type && def->type && !proto->type->isError() &&
        !def->type->isError() && proto->type != def->type)
      mismatch("the result type is " + q(def->type) + " here but " +
               q(proto->type) + " in the prototype");
  }

  // Reports what was held back by regionMissing() for the procedures that
  // are never called in a region scope.
  void reportMissingRegions() {
    auto canon = [](const ProcedureDecl *p) {
      return p->isPrototype && p->definition ? p->definition : p;
    };
    std::set<const ProcedureDecl *> inherits;
    for (bool changed = true; changed;) {
      changed = false;
      for (const CallEdge &c : calls_)
        if (c.inRegion || inherits.count(canon(c.caller)))
          changed |= inherits.insert(canon(c.callee)).second;
    }
    for (ProcedureDecl *p : prog_.procedures) {
      auto it = deferred_.find(p);
      if (it != deferred_.end() && inherits.count(p) && !it->second.empty())
        checkInheritedRegion(*p, it->second.front().loc, diags_); // SemaCompat.cpp
      if (it == deferred_.end() || inherits.count(p))
        continue;
      for (const Deferred &d : it->second)
        error(d.loc, d.msg);
    }
  }

  void checkProcedure(ProcedureDecl *p) {
    {
      // Parameter types are resolved in the enclosing scope.
      StmtScope ss(*this, nullptr);
      resolveSignature(p);
    }
    declare(p);
    if (!p->isPrototype && p->prototype)
      matchPrototype(p->prototype, p);
    if (p->isPrototype)
      return;

    ProcedureDecl *savedProc = proc_;
    proc_ = p;
    reportedUndeclared_.clear();
    // Parameters and locals share one scope: a local may not hide a parameter.
    ScopeGuard params(*this);
    for (auto &param : p->params)
      declare(param.get());
    for (auto &l : p->locals)
      checkDecl(l.get());
    unsigned savedLoop = loopDepth_;
    loopDepth_ = 0;
    if (p->body) {
      // Every procedure but the entry point may be called in a region scope
      // and then runs in that region (see inherited_).
      bool savedInherited = inherited_;
      inherited_ = p->name != prog_.name;
      std::vector<unsigned> savedRegions;
      savedRegions.swap(regions_);
      if (inherited_)
        regions_.push_back(0);
      checkStmt(p->body.get());
      regions_.swap(savedRegions);
      inherited_ = savedInherited;
    }
    loopDepth_ = savedLoop;
    proc_ = savedProc;
    reportedUndeclared_.clear();
  }
};

bool Checker::run() {
  unsigned before = diags_.errorCount();
  for (auto &d : prog_.decls) {
    if (!allGlobals_.count(d->name))
      allGlobals_.emplace(d->name, d.get());
    // Enumerators are top-level names too.
    if (auto *t = dyn_cast<TypeDecl>(d.get()))
      if (auto *e = dyn_cast_or_null<EnumTypeExpr>(t->typeExpr.get()))
        for (auto &en : e->enumerators)
          allGlobals_.emplace(en->name, en.get());
  }
  for (auto &d : prog_.decls) {
    checkDecl(d.get());
    reportedUndeclared_.clear();
  }

  reportMissingRegions();

  // Prototypes promise a definition (unless the procedure is external).
  for (ProcedureDecl *p : prog_.procedures)
    if (p->isPrototype && !p->isExtern && !p->definition)
      error(p->loc, "prototype " + q(p->name) +
                        " has no matching procedure definition");

  ProcedureDecl *entry = nullptr;
  for (ProcedureDecl *p : prog_.procedures)
    if (!p->isPrototype && p->name == prog_.name)
      entry = p;
  if (!entry) {
    error(prog_.loc, "program " + q(prog_.name) + " needs a procedure named " +
                         q(prog_.name) + " as its entry point");
  } else {
    prog_.entry = entry;
    if (!entry->params.empty())
      error(entry->loc,
            "entry procedure " + q(entry->name) + " must not take parameters");
    else if (entry->type && !entry->type->isVoid() && !entry->type->isError())
      error(entry->loc,
            "entry procedure " + q(entry->name) + " must not return a value");
  }
  return diags_.errorCount() == before;
}

} // namespace

bool check(ast::Program &program, DiagnosticEngine &diags) {
  Checker c(program, diags);
  return c.run();
}

} // namespace sema
} // namespace zpl
