// AST -> IR. Resolves names by itself (falling back from sema's links) so
// that the IR depends only on the syntax tree's shape; region scopes are
// pushed down into every parallel statement, and every derived region
// (`of`, `in`, `at`, `by`, `with`) becomes explicit per-dimension bounds.
#include "ir/FromAST.h"
#include "ir/LowerCompat.h"
#include "ir/LowerInit.h"
#include "ir/ScanOrder.h"
#include "ir/Walk.h"

#include "frontend/AST.h"
#include "frontend/Builtins.h"
#include "frontend/Diagnostics.h"
#include "frontend/Types.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace zpl::ir {
namespace {

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

// The IR's operator for the AST's (the same operators, in the same order).
BinOp binOp(ast::BinaryExpr::Op op) {
  using Op = ast::BinaryExpr::Op;
  switch (op) {
  case Op::Add: return BinOp::Add;
  case Op::Sub: return BinOp::Sub;
  case Op::Mul: return BinOp::Mul;
  case Op::Div: return BinOp::Div;
  case Op::Mod: return BinOp::Mod;
  case Op::Pow: return BinOp::Pow;
  case Op::Eq: return BinOp::Eq;
  case Op::Ne: return BinOp::Ne;
  case Op::Lt: return BinOp::Lt;
  case Op::Le: return BinOp::Le;
  case Op::Gt: return BinOp::Gt;
  case Op::Ge: return BinOp::Ge;
  case Op::And: return BinOp::And;
  case Op::Or: return BinOp::Or;
  }
  return BinOp::Add;
}

class Lowerer {
public:
  Lowerer(const ast::Program &p, DiagnosticEngine &d) : prog(p), diags(d) {}

  std::unique_ptr<Module> run() {
    mod = std::make_unique<Module>();
    mod->name = prog.name;
    mod->source = prog.fileName;
    scopes.emplace_back();
    // Procedures first, so that config initialisers and calls can name them.
    for (const auto &d : prog.decls)
      if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
        if (!pd->isPrototype && !scopes[0].count(pd->name)) {
          Procedure *p = mod->make<Procedure>();
          p->name = pd->name;
          p->loc = loc(pd->loc);
          mod->procs.push_back(p);
          procDecls[p] = pd;
          scopes[0][pd->name].proc = p;
        }
    for (const auto &d : prog.decls)
      guarded([&] { decl(d.get(), nullptr); });
    for (const auto &d : prog.decls)
      if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
        if (pd->isExtern && !scopes[0].count(pd->name))
          guarded([&] { externProc(pd); });
    for (const auto &d : prog.decls)
      if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
        if (!pd->isPrototype)
          guarded([&] { prepareResult(pd); });
    for (const auto &d : prog.decls)
      if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
        if (!pd->isPrototype)
          guarded([&] { procedure(pd); });
    // Arrays of directions never used: any rank will do.
    for (auto &d : dirArrays)
      if (d.second == 0) {
        d.second = 1;
        d.first->bounds.push_back({1, 1});
      }
    guarded([&] { passRegions(); });
    guarded([&] { checkFluffReads(); });
    mod->entry = mod->findProc(prog.name);
    if (!mod->entry && !failed) {
      diags.error(prog.loc, "no procedure named `" + prog.name + "` to run");
      failed = true;
    }
    if (failed)
      return nullptr;
    return std::move(mod);
  }

private:
  const ast::Program &prog;
  DiagnosticEngine &diags;
  std::unique_ptr<Module> mod;
  std::vector<std::map<std::string, Entity>> scopes;
  Procedure *curProc = nullptr;
  bool failed = false;
  int tempCount = 0;

  template <class F> void guarded(F f) {
    try {
      f();
    } catch (Unsupported &) {
      failed = true;
    }
  }

  [[noreturn]] void error(SourceLocation l, const std::string &msg) {
    diags.error(l, msg);
    throw Unsupported();
  }

  static Loc loc(SourceLocation l) { return Loc{l.line, l.col}; }

  Entity *lookup(const std::string &name) {
    for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
      auto f = it->find(name);
      if (f != it->end())
        return &f->second;
    }
    return nullptr;
  }

  Entity &define(const std::string &name) { return scopes.back()[name]; }

  // ------------------------------------------------------------ types

  Ty builtin(ast::BuiltinTypeExpr::Builtin b) {
    using B = ast::BuiltinTypeExpr::Builtin;
    switch (b) {
    case B::Boolean: return Ty::Bool;
    case B::Char: return Ty::Char;
    case B::SByte: case B::UByte: case B::ShortInt: case B::UShortInt:
    case B::Integer: case B::UInteger: return Ty::Int;
    case B::Long: case B::ULong: return Ty::Long;
    case B::Float: return Ty::Float;
    case B::Double: case B::Quad: return Ty::Double;
    case B::String: return Ty::String;
    case B::File: return Ty::File;
    case B::Timer: return Ty::Timer;
    default: return Ty::Void;
    }
  }

  Ty scalarType(const ast::TypeExpr *t) {
    if (!t)
      return Ty::Void;
    if (auto *b = dyn_cast<ast::BuiltinTypeExpr>(t)) {
      Ty r = builtin(b->builtin);
      if (r == Ty::Void)
        error(t->loc, std::string("type `") + ast::BuiltinTypeExpr::spelling(b->builtin) +
                          "` is not supported by the code generator yet");
      return r;
    }
    if (auto *n = dyn_cast<ast::NamedTypeExpr>(t)) {
      auto it = typeDecls.find(n->name);
      if (it != typeDecls.end())
        return scalarType(it->second);
      if (n->name == "byte") // the UW material's spelling of sbyte
        return Ty::Int;
      error(t->loc, "unknown type `" + n->name + "`");
    }
    if (isa<ast::EnumTypeExpr>(t))
      return Ty::Int;
    error(t->loc, "this type is not supported by the code generator yet");
  }
  std::map<std::string, const ast::TypeExpr *> typeDecls;

  // Follows named types (`type vec3 = array [1..3] of integer;`) to what
  // they stand for.
  const ast::TypeExpr *resolveType(const ast::TypeExpr *t) {
    for (int hops = 0; t && hops < 64; ++hops) {
      auto *n = dyn_cast<ast::NamedTypeExpr>(t);
      if (!n)
        return t;
      auto it = typeDecls.find(n->name);
      if (it == typeDecls.end())
        return t;
      t = it->second;
    }
    return t;
  }

  // Arrays of directions are indexed integer arrays with one more dimension,
  // 1..rank, for the offsets; the rank is fixed by the declaration
  // (`direction<+,0>`) or by the first use. 0: not known yet.
  std::map<Var *, int> dirArrays;

  Var *dirArrayVar(const ast::Expr *e) {
    auto *s = dyn_cast<ast::SubscriptExpr>(e);
    auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : dyn_cast<ast::NameExpr>(e);
    Entity *en = n ? lookup(n->name) : nullptr;
    if (!en || !en->var || !dirArrays.count(en->var))
      return nullptr;
    // A direction variable (`d : direction<..>`) is named alone; an
    // element of an array of directions is subscripted.
    if (!s != (dirScalars.count(en->var) > 0))
      return nullptr;
    return en->var;
  }
  std::set<Var *> dirScalars;

  void fixDirRank(Var *v, int rank, SourceLocation l) {
    int &r = dirArrays[v];
    if (r == 0) {
      r = rank;
      v->bounds.push_back({1, rank});
    } else if (r != rank) {
      error(l, "direction rank differs from the rank " + std::to_string(r) + " of `" + v->name +
                   "`'s directions");
    }
  }

  // `dirs[i]`: its offsets, one scalar reference per dimension.
  std::vector<Expr *> dirElement(Var *v, const ast::Expr *e, Region *cur, int rank) {
    auto *s = dyn_cast<ast::SubscriptExpr>(e);
    fixDirRank(v, rank, e->loc);
    size_t nsubs = s ? s->indices.size() : 0;
    if (nsubs + 1 != v->bounds.size())
      error(e->loc, "wrong number of subscripts for `" + v->name + "`");
    std::vector<Expr *> subs;
    if (s)
      for (auto &i : s->indices)
        subs.push_back(scalarExpr(i.get(), cur));
    std::vector<Expr *> out;
    for (int k = 0; k < rank; ++k) {
      VarRef *r = mod->make<VarRef>();
      r->loc = loc(e->loc);
      r->var = v;
      r->ty = Ty::Int;
      r->subscripts = subs;
      r->subscripts.push_back(mod->intLit(k + 1));
      out.push_back(r);
    }
    return out;
  }

  // The offsets of a direction-valued expression as scalar expressions;
  // `rank` is what the context expects (0: whatever the expression has).
  std::vector<Expr *> dirComponents(const ast::Expr *e, Region *cur, int rank) {
    if (Var *v = dirArrayVar(e)) {
      int r = rank ? rank : dirArrays[v];
      if (!r)
        error(e->loc, "the rank of `" + v->name + "`'s directions is not known here");
      return dirElement(v, e, cur, r);
    }
    std::vector<Expr *> out;
    if (auto *d = dyn_cast<ast::DirectionLiteralExpr>(e)) {
      for (auto &x : d->offsets)
        out.push_back(scalarExpr(x.get(), cur));
      return out;
    }
    if (auto *r = dyn_cast<ast::RegionLiteralExpr>(e)) {
      for (auto &d : r->dims) {
        if (d.kind != ast::RegionDim::Kind::Single)
          error(d.loc, "expected a direction");
        out.push_back(scalarExpr(d.lo.get(), cur));
      }
      return out;
    }
    if (auto *u = dyn_cast<ast::UnaryExpr>(e))
      if (u->op == ast::UnaryExpr::Op::Neg) {
        for (Expr *x : dirComponents(u->operand.get(), cur, rank)) {
          Unary *n = mod->make<Unary>();
          n->op = UnOp::Neg;
          n->operand = x;
          n->ty = x->ty;
          out.push_back(n);
        }
        return out;
      }
    for (int64_t o : direction(e))
      out.push_back(mod->intLit(o));
    return out;
  }

  // ------------------------------------------------- constant folding

  std::optional<int64_t> constInt(const Expr *e) {
    if (auto *l = dyn_cast<Lit>(e))
      if (isIntegral(l->ty))
        return l->i;
    if (auto *u = dyn_cast<Unary>(e))
      if (u->op == UnOp::Neg)
        if (auto v = constInt(u->operand))
          return -*v;
    if (auto *v = dyn_cast<VarRef>(e))
      if (v->var->storage == Var::Constant && v->var->init && v->subscripts.empty())
        return constInt(v->var->init);
    if (auto *b = dyn_cast<Binary>(e)) {
      auto x = constInt(b->lhs), y = constInt(b->rhs);
      if (x && y) {
        if (b->op == BinOp::Add) return *x + *y;
        if (b->op == BinOp::Sub) return *x - *y;
        if (b->op == BinOp::Mul) return *x * *y;
        if (b->op == BinOp::Div && *y) return *x / *y;
      }
    }
    return std::nullopt;
  }

  // Scan dimensions as written -> ScanStmt::dim / order (ir/ScanOrder.cpp).
  void planScanDims(ScanStmt *x, const ast::ScanExpr *sc, int rank) {
    std::vector<int64_t> dims;
    for (auto &d : sc->dims)
      dims.push_back(requireConstInt(d.get(), "a scan dimension"));
    std::string bad = planScan(x, dims, rank);
    if (!bad.empty())
      error(sc->loc, bad);
  }

  // `max<< t` of a free (per-processor) scalar: one value per processor,
  // combined by the runtime (codegen's "freeReduce:" calls).
  Expr *freeReduce(const ast::ReduceExpr *r, Region *cur) {
    Call *c = mod->make<Call>();
    c->callee = std::string("freeReduce:") + ast::reduceOpSpelling(r->op);
    c->args.push_back(expr(r->operand.get(), cur));
    c->ty = (r->op == ast::ReduceOp::And || r->op == ast::ReduceOp::Or) ? Ty::Bool : c->args[0]->ty;
    if (c->ty == Ty::Bool && r->op != ast::ReduceOp::And && r->op != ast::ReduceOp::Or)
      c->ty = Ty::Int;
    return c;
  }

  int64_t requireConstInt(const ast::Expr *e, const char *what) {
    Expr *x = expr(e, nullptr);
    auto v = constInt(x);
    if (!v)
      error(e->loc, std::string(what) + " must be a constant integer here");
    return *v;
  }

  // ------------------------------------------------------ directions

  std::vector<int64_t> direction(const ast::Expr *e) {
    if (auto *n = dyn_cast<ast::NameExpr>(e)) {
      Entity *en = lookup(n->name);
      if (en && en->dir)
        return en->dir->offset;
      error(e->loc, "`" + n->name + "` is not a direction");
    }
    if (auto *d = dyn_cast<ast::DirectionLiteralExpr>(e)) {
      std::vector<int64_t> o;
      for (auto &x : d->offsets)
        o.push_back(requireConstInt(x.get(), "a direction's offset"));
      return o;
    }
    if (auto *r = dyn_cast<ast::RegionLiteralExpr>(e)) {
      std::vector<int64_t> o;
      for (auto &d : r->dims) {
        if (d.kind != ast::RegionDim::Kind::Single)
          error(d.loc, "expected a direction");
        o.push_back(requireConstInt(d.lo.get(), "a direction's offset"));
      }
      return o;
    }
    if (auto *u = dyn_cast<ast::UnaryExpr>(e))
      if (u->op == ast::UnaryExpr::Op::Neg) {
        auto o = direction(u->operand.get());
        for (auto &x : o)
          x = -x;
        return o;
      }
    error(e->loc, "this direction expression is not supported by the code generator yet");
  }

  // --------------------------------------------------------- regions

  Expr *add(Expr *a, int64_t k) {
    if (k == 0)
      return a;
    if (auto v = constInt(a))
      return mod->intLit(*v + k);
    Binary *b = mod->make<Binary>();
    b->op = k > 0 ? BinOp::Add : BinOp::Sub;
    b->lhs = a;
    b->rhs = mod->intLit(k > 0 ? k : -k);
    b->ty = Ty::Int;
    return b;
  }

  Region *anon(Region *from) {
    Region *r = mod->make<Region>();
    if (from) {
      r->dims = from->dims;
      r->dist = from->dist;
      r->mask = from->mask;
      r->maskWithout = from->maskWithout;
      r->defaulted = from->defaulted;
    }
    mod->regions.push_back(r);
    return r;
  }

  // ------------------------------------------------- region values

  // Region variables and arrays of regions are integer vectors holding lo,
  // hi and stride of every dimension (3 * rank entries, after the indices
  // of an array of regions); their uses are regions whose bounds read them.
  std::map<Var *, int> regionArrays; // -> rank

  Region *regionOfVar(Var *v, const std::vector<Expr *> &subs, int rank) {
    Region *r = anon(nullptr);
    auto comp = [&](int k) {
      VarRef *x = mod->make<VarRef>();
      x->var = v;
      x->ty = Ty::Long;
      x->subscripts = subs;
      x->subscripts.push_back(mod->intLit(k + 1));
      return x;
    };
    for (int k = 0; k < rank; ++k) {
      Region::Dim d;
      d.lo = comp(3 * k);
      d.hi = comp(3 * k + 1);
      d.strideExpr = comp(3 * k + 2);
      r->dims.push_back(d);
    }
    // The distribution of the regions stored in it (the first assignment
    // decides; strided and shifted regions stay aligned with their source).
    auto d = regionDist.find(v);
    r->dist = d != regionDist.end() ? d->second : mod->defaultDist(rank);
    return r;
  }
  std::map<Var *, Distribution *> regionDist;

  // Whether a region's bounds read a region variable (or an inherited
  // region), whose value exists only once the program runs.
  bool readsRegionValue(const Region *r) {
    for (Var *v : regionStores)
      if (mentions(r, v))
        return true;
    return false;
  }
  std::set<Var *> regionStores;

  Var *regionArrayVar(const ast::Expr *e) {
    auto *s = dyn_cast<ast::SubscriptExpr>(e);
    auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
    Entity *en = n ? lookup(n->name) : nullptr;
    if (!en || !en->var || !regionArrays.count(en->var))
      return nullptr;
    return en->var;
  }

  // `Lev[i]`: the element's indices, checked against the declaration.
  std::vector<Expr *> regionElementIndices(Var *v, const ast::Expr *e, Region *cur) {
    auto *s = cast<ast::SubscriptExpr>(e);
    if (s->indices.size() + 1 != v->bounds.size())
      error(e->loc, "wrong number of subscripts for `" + v->name + "`");
    std::vector<Expr *> subs;
    for (auto &i : s->indices)
      subs.push_back(scalarExpr(i.get(), cur));
    return subs;
  }

  Region *regionElement(Var *v, const ast::Expr *e, Region *cur) {
    return regionOfVar(v, regionElementIndices(v, e, cur), regionArrays[v]);
  }

  Expr *mul(Expr *a, Expr *b) {
    auto x = constInt(a), y = constInt(b);
    if (x && y)
      return mod->intLit(*x * *y);
    if (x && *x == 1)
      return b;
    if (y && *y == 1)
      return a;
    Binary *m = mod->make<Binary>();
    m->op = BinOp::Mul;
    m->lhs = a;
    m->rhs = b;
    m->ty = promote(a->ty, b->ty);
    return m;
  }

  Expr *addExpr(Expr *a, Expr *b) {
    if (auto y = constInt(b))
      return add(a, *y);
    Binary *m = mod->make<Binary>();
    m->op = BinOp::Add;
    m->lhs = a;
    m->rhs = b;
    m->ty = promote(a->ty, b->ty);
    return m;
  }

  // A stride given by an expression: a constant when it folds, else run-time.
  void setStride(Region::Dim &rd, Expr *st, SourceLocation l) {
    if (auto v = constInt(st)) {
      if (*v == 0)
        error(l, "a stride must not be zero");
      if (*v < 0)
        error(l, "negative strides are not supported by the code generator yet");
      rd.stride = *v;
      rd.strideExpr = nullptr;
      return;
    }
    rd.stride = 1;
    rd.strideExpr = st;
  }

  Expr *strideOf(const Region::Dim &d) { return d.strideExpr ? d.strideExpr : mod->intLit(d.stride); }

  // True when the direction has an offset known only at run time.
  bool runtimeDirection(const ast::Expr *e) {
    if (dirArrayVar(e))
      return true;
    auto dynamic = [&](const ast::Expr *x) { return !constInt(expr(x, nullptr)); };
    if (auto *d = dyn_cast<ast::DirectionLiteralExpr>(e)) {
      for (auto &x : d->offsets)
        if (dynamic(x.get()))
          return true;
      return false;
    }
    if (auto *r = dyn_cast<ast::RegionLiteralExpr>(e)) {
      for (auto &d : r->dims)
        if (d.kind == ast::RegionDim::Kind::Single && dynamic(d.lo.get()))
          return true;
      return false;
    }
    if (auto *u = dyn_cast<ast::UnaryExpr>(e))
      return u->op == ast::UnaryExpr::Op::Neg && runtimeDirection(u->operand.get());
    return false;
  }

  Region *region(const ast::Expr *e, Region *cur) {
    if (Var *v = regionArrayVar(e))
      return regionElement(v, e, cur);
    if (auto *n = dyn_cast<ast::NameExpr>(e)) {
      Entity *en = lookup(n->name);
      if (en && en->region)
        return en->region;
      error(e->loc, "`" + n->name + "` is not a region");
    }
    if (isa<ast::CurrentRegionExpr>(e)) {
      if (!cur)
        error(e->loc, "`\"` used outside any region scope");
      return cur;
    }
    if (auto *l = dyn_cast<ast::RegionLiteralExpr>(e)) {
      if (l->isSingleEntry()) {
        if (auto *n = dyn_cast<ast::NameExpr>(l->dims[0].lo.get()))
          if (Entity *en = lookup(n->name))
            if (en->region)
              return en->region;
        if (Var *v = regionArrayVar(l->dims[0].lo.get()))
          return regionElement(v, l->dims[0].lo.get(), cur);
      }
      Region *r = anon(nullptr);
      r->loc = loc(e->loc);
      for (size_t k = 0; k < l->dims.size(); ++k) {
        const ast::RegionDim &d = l->dims[k];
        Region::Dim rd;
        switch (d.kind) {
        case ast::RegionDim::Kind::Range:
          rd.lo = expr(d.lo.get(), nullptr);
          rd.hi = expr(d.hi.get(), nullptr);
          if (d.stride)
            setStride(rd, scalarExpr(d.stride.get(), cur), d.stride->loc);
          break;
        case ast::RegionDim::Kind::Single:
          rd.lo = rd.hi = expr(d.lo.get(), nullptr);
          break;
        case ast::RegionDim::Kind::Star:
          rd.flood = true;
          break;
        case ast::RegionDim::Kind::Empty:
          if (!cur || (size_t)cur->rank() != l->dims.size())
            error(d.loc, "an empty region dimension needs an enclosing region of the same rank");
          rd = cur->dims[k];
          break;
        }
        r->dims.push_back(rd);
      }
      r->dist = cur && cur->rank() == r->rank() ? cur->dist : mod->defaultDist(r->rank());
      r->defaulted = cur && cur->rank() == r->rank() ? cur->defaulted : true;
      return r;
    }
    if (auto *d = dyn_cast<ast::DerivedRegionExpr>(e)) {
      Region *base = region(d->base(), cur);
      using Op = ast::DerivedRegionExpr::Op;
      if (d->op == Op::With || d->op == Op::Without) {
        Region *r = anon(base);
        r->mask = expr(d->modifier(), base);
        r->maskWithout = d->op == Op::Without;
        return r;
      }
      if (runtimeDirection(d->modifier()))
        return runtimeDerived(d, base, cur);
      std::vector<int64_t> dir = direction(d->modifier());
      if ((int)dir.size() != base->rank())
        error(d->modifier()->loc, "direction rank differs from the region's rank");
      Region *r = anon(base);
      r->loc = loc(e->loc);
      for (int k = 0; k < base->rank(); ++k) {
        Region::Dim &rd = r->dims[k];
        const Region::Dim &bd = base->dims[k];
        int64_t o = dir[k];
        if (bd.flood)
          continue;
        switch (d->op) {
        case Op::Of:
          if (o < 0)
            rd.lo = add(bd.lo, o), rd.hi = add(bd.lo, -1);
          else if (o > 0)
            rd.lo = add(bd.hi, 1), rd.hi = add(bd.hi, o);
          break;
        case Op::In:
          if (o < 0)
            rd.hi = add(bd.lo, -o - 1);
          else if (o > 0)
            rd.lo = add(bd.hi, -o + 1);
          break;
        case Op::At:
          rd.lo = add(bd.lo, o), rd.hi = add(bd.hi, o);
          break;
        case Op::By:
          if (o == 0)
            error(d->modifier()->loc, "a stride must not be zero");
          if (o < 0)
            error(d->modifier()->loc, "negative strides are not supported by the code generator yet");
          if (bd.strideExpr)
            rd.strideExpr = mul(bd.strideExpr, mod->intLit(o));
          else
            rd.stride = bd.stride * o;
          break;
        default:
          break;
        }
      }
      return r;
    }
    error(e->loc, "this region expression is not supported by the code generator yet");
  }

  // `R by Stride[l]`, `R at d`: a direction whose offsets are known only at
  // run time. `of` and `in` depend on the offsets' signs, which must then
  // be known when compiling.
  Region *runtimeDerived(const ast::DerivedRegionExpr *d, Region *base, Region *cur) {
    using Op = ast::DerivedRegionExpr::Op;
    if (d->op != Op::By && d->op != Op::At)
      error(d->modifier()->loc, "a direction known only at run time can only be used with `by` "
                                "and `at` here");
    std::vector<Expr *> comps = dirComponents(d->modifier(), cur, base->rank());
    if ((int)comps.size() != base->rank())
      error(d->modifier()->loc, "direction rank differs from the region's rank");
    Region *r = anon(base);
    r->loc = loc(d->loc);
    for (int k = 0; k < base->rank(); ++k) {
      Region::Dim &rd = r->dims[k];
      const Region::Dim &bd = base->dims[k];
      if (bd.flood)
        continue;
      if (d->op == Op::At) {
        rd.lo = addExpr(bd.lo, comps[k]);
        rd.hi = addExpr(bd.hi, comps[k]);
      } else {
        setStride(rd, mul(strideOf(bd), comps[k]), d->modifier()->loc);
      }
    }
    return r;
  }

  // ----------------------------------------------------- expressions

  static Ty promote(Ty a, Ty b) {
    if (a == Ty::Double || b == Ty::Double) return Ty::Double;
    if (a == Ty::Float || b == Ty::Float) return Ty::Float;
    if (a == Ty::Long || b == Ty::Long) return Ty::Long;
    return Ty::Int;
  }

  static bool anyParallel(std::initializer_list<const Expr *> es) {
    for (auto *e : es)
      if (e && e->parallel)
        return true;
    return false;
  }

  // The border beyond an array's declared region that `wrap`/`reflect` fill
  // (fluff), per dimension: bit 1 below the region, bit 2 above.
  std::map<const Array *, std::vector<int>> fluffFilled;
  // Shifts along a cyclic dimension and another: they move through a
  // relation whose sources are owned cells, which fluff is not.
  std::vector<std::pair<const Array *, std::pair<std::vector<int64_t>, SourceLocation>>> cyclicShifts;

  void checkFluffReads() {
    for (auto &c : cyclicShifts) {
      auto it = fluffFilled.find(c.first);
      const std::vector<int64_t> &off = c.second.first;
      for (size_t k = 0; it != fluffFilled.end() && k < off.size() && k < it->second.size(); ++k)
        if (off[k] != 0 && (it->second[k] & (off[k] < 0 ? 1 : 2)))
          error(c.second.second, "this shift along a cyclic dimension cannot read the border of `" +
                                     c.first->name + "` that `wrap` or `reflect` fills along dimension " +
                                     std::to_string(k + 1) + "; declare `" + c.first->name +
                                     "` over a region that includes the border");
    }
  }

  Expr *arrayRead(Array *a, SourceLocation l, std::vector<int64_t> off, bool wrap) {
    if (a->dist && !a->param) {
      bool cyclic = false, other = false;
      for (size_t k = 0; k < off.size() && k < a->dist->formats.size(); ++k) {
        bool c = a->dist->formats[k] == Distribution::Cyclic || a->dist->formats[k] == Distribution::BlockCyclic;
        (c ? cyclic : other) |= off[k] != 0;
      }
      if (cyclic && other)
        cyclicShifts.push_back({a, {off, l}});
    }
    ArrayRead *r = mod->make<ArrayRead>();
    r->loc = loc(l);
    r->array = a;
    r->offset = std::move(off);
    r->wrap = wrap;
    r->ty = a->elem;
    r->parallel = true;
    return r;
  }

  std::function<Expr *(const ast::Expr *)> lowerScalar() {
    return [this](const ast::Expr *e) { return expr(e, nullptr); };
  }

  Expr *expr(const ast::Expr *e, Region *cur) {
    Expr *r = exprImpl(e, cur);
    if (r->loc.line == 0)
      r->loc = loc(e->loc);
    return r;
  }

  // A @ d, A @^ d, A @ dirs[i]
  Expr *shiftRead(Array *arr, const ast::ShiftExpr *s, Region *cur) {
    if (runtimeDirection(s->direction.get())) {
      // Known only at run time (unless every offset folds).
      std::vector<Expr *> comps = dirComponents(s->direction.get(), cur, arr->region->rank());
      if ((int)comps.size() != arr->region->rank())
        error(s->direction->loc, "direction rank differs from `" + arr->name + "`'s rank");
      std::vector<int64_t> folded;
      for (Expr *c : comps)
        if (auto v = constInt(c))
          folded.push_back(*v);
      if (folded.size() == comps.size())
        return arrayRead(arr, s->loc, folded, s->wrap);
      auto *r = cast<ArrayRead>(arrayRead(arr, s->loc, {}, s->wrap));
      r->dynOffset = comps;
      return r;
    }
    std::vector<int64_t> off = direction(s->direction.get());
    if ((int)off.size() != arr->region->rank())
      error(s->direction->loc, "direction rank differs from `" + arr->name + "`'s rank");
    return arrayRead(arr, s->loc, off, s->wrap);
  }

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
      Var *t = mod->make<Var>();
      t->name = "$ext" + std::to_string(l.tempCount++);
      t->ty = c->ty;
      t->storage = l.curProc ? Var::Local : Var::Global;
      (l.curProc ? l.curProc->locals : mod->vars).push_back(t);
      VarRef *lhs = mod->make<VarRef>();
      lhs->var = t;
      lhs->ty = t->ty;
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
  Expr *hoistExternCalls(Expr *e, Block *out, bool parallel) {
    return ExternHoist(*this, out, parallel).mutate(e);
  }

  // ------------------------------------------------------------ records

  static const ast::RecordTypeExpr *recordTypeSyntax(const ast::TypeExpr *t) {
    return t ? dyn_cast<ast::RecordTypeExpr>(t) : nullptr;
  }

  const ast::RecordTypeExpr *recordType(const ast::TypeExpr *t) {
    t = resolveType(t);
    return t ? dyn_cast<ast::RecordTypeExpr>(t) : nullptr;
  }

  // The leaf fields of a record type, depth first: path and type.
  void recordLeaves(const ast::RecordTypeExpr *r, const std::string &prefix,
                    std::vector<std::pair<std::string, const ast::TypeExpr *>> &out) {
    for (auto &fd : r->fields) {
      std::string p = prefix.empty() ? fd->name : prefix + "." + fd->name;
      if (auto *sub = recordType(fd->typeExpr.get())) {
        recordLeaves(sub, p, out);
        continue;
      }
      const ast::TypeExpr *ft = resolveType(fd->typeExpr.get());
      auto *ia = ft ? dyn_cast<ast::IndexedArrayTypeExpr>(ft) : nullptr;
      const ast::TypeExpr *elem = ia ? resolveType(ia->element.get()) : nullptr;
      if ((ft && isa<ast::ParallelArrayTypeExpr>(ft)) ||
          (ia && (!elem || !isa<ast::BuiltinTypeExpr>(elem))))
        error(fd->loc, "record fields that are parallel arrays or arrays of non-scalars are not "
                       "supported by the code generator yet");
      out.push_back({p, fd->typeExpr.get()});
    }
  }

  // A leaf's scalar type; an array field's bounds are appended to `bounds`.
  Ty leafType(const ast::TypeExpr *t, std::vector<std::pair<int64_t, int64_t>> &bounds,
              unsigned &fieldDims) {
    const ast::TypeExpr *rt = resolveType(t);
    fieldDims = 0;
    if (auto *ia = rt ? dyn_cast<ast::IndexedArrayTypeExpr>(rt) : nullptr) {
      for (auto &b : ia->bounds) {
        int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array bound") : 1;
        bounds.push_back({lo, requireConstInt(b.hi.get(), "an array bound")});
        ++fieldDims;
      }
      return scalarType(ia->element.get());
    }
    return scalarType(t);
  }

  // A reference to (part of) a record: `P`, `P.inner`, `Pts[i].w`, `C@east.rho`.
  struct RecRef {
    Entity *en = nullptr;
    const ast::SubscriptExpr *sub = nullptr;
    const ast::SubscriptExpr *fieldSub = nullptr; // `P.v[k]`: into an array field
    const ast::ShiftExpr *shift = nullptr;
    std::string path; // empty: the whole record
  };

  std::optional<RecRef> recRef(const ast::Expr *e) {
    std::string path;
    const ast::SubscriptExpr *fieldSub = nullptr;
    if (auto *s = dyn_cast<ast::SubscriptExpr>(e))
      if (isa<ast::MemberExpr>(s->base.get())) {
        fieldSub = s;
        e = s->base.get();
      }
    while (auto *m = dyn_cast<ast::MemberExpr>(e)) {
      path = path.empty() ? m->member : m->member + "." + path;
      e = m->base.get();
    }
    RecRef r;
    if (auto *s = dyn_cast<ast::ShiftExpr>(e)) {
      r.shift = s;
      e = s->operand.get();
    }
    if (auto *s = dyn_cast<ast::SubscriptExpr>(e)) {
      r.sub = s;
      e = s->base.get();
    }
    auto *n = dyn_cast<ast::NameExpr>(e);
    Entity *en = n ? lookup(n->name) : nullptr;
    if (!en || en->rec.empty())
      return std::nullopt;
    r.en = en;
    r.path = path;
    r.fieldSub = fieldSub;
    return r;
  }

  // The leaves `r` covers, with their paths relative to `r`.
  std::vector<std::pair<std::string, const Entity::Leaf *>> leavesOf(const RecRef &r, SourceLocation l) {
    std::vector<std::pair<std::string, const Entity::Leaf *>> out;
    for (const Entity::Leaf &lf : r.en->rec) {
      if (r.path.empty())
        out.push_back({lf.path, &lf});
      else if (lf.path == r.path)
        out.push_back({"", &lf});
      else if (lf.path.compare(0, r.path.size() + 1, r.path + ".") == 0)
        out.push_back({lf.path.substr(r.path.size() + 1), &lf});
    }
    if (out.empty())
      error(l, "no field `" + r.path + "` in this record");
    return out;
  }

  Expr *leafExpr(const RecRef &r, const Entity::Leaf &lf, Region *cur, SourceLocation l) {
    if (lf.array) {
      if (r.sub)
        error(r.sub->loc, "a parallel array of records cannot be subscripted here");
      if (r.shift)
        return shiftRead(lf.array, r.shift, cur);
      return arrayRead(lf.array, l, {}, false);
    }
    if (r.shift)
      error(r.shift->loc, "only a parallel array can be shifted with `@`");
    VarRef *v = mod->make<VarRef>();
    v->var = lf.var;
    v->ty = lf.var->ty;
    size_t outer = lf.var->bounds.size() - lf.fieldDims;
    if (r.fieldSub && !lf.fieldDims)
      error(r.fieldSub->loc, "this field is not an array");
    if (lf.fieldDims && outer && !r.fieldSub && r.sub)
      error(l, "an array field of an element of an indexed array can only be used element by "
               "element by the code generator yet");
    for (const ast::SubscriptExpr *s : {r.sub, r.fieldSub}) {
      if (!s)
        continue;
      if (s->indices.size() != (s == r.sub ? outer : lf.fieldDims))
        error(s->loc, "wrong number of subscripts");
      for (auto &i : s->indices) {
        Expr *x = expr(i.get(), cur);
        if (x->parallel)
          error(i->loc, "parallel subscripts are not supported by the code generator yet");
        v->subscripts.push_back(x);
      }
    }
    if (!v->subscripts.empty() && v->subscripts.size() != lf.var->bounds.size())
      error(l, "wrong number of subscripts");
    return v;
  }

  // One element of an array field: `Pts[i].v[k]` with k given.
  VarRef *fieldElem(const RecRef &r, const Entity::Leaf &lf, const std::vector<int64_t> &k,
                    Region *cur) {
    VarRef *v = mod->make<VarRef>();
    v->var = lf.var;
    v->ty = lf.var->ty;
    if (r.sub)
      for (auto &i : r.sub->indices)
        v->subscripts.push_back(scalarExpr(i.get(), cur));
    for (int64_t x : k)
      v->subscripts.push_back(mod->intLit(x));
    return v;
  }

  // Every index of an array field (row-major), for copying it element by
  // element when it belongs to an element of an indexed array.
  std::vector<std::vector<int64_t>> fieldIndices(const Entity::Leaf &lf, SourceLocation l) {
    std::vector<std::pair<int64_t, int64_t>> b(lf.var->bounds.end() - lf.fieldDims,
                                               lf.var->bounds.end());
    std::vector<std::vector<int64_t>> out(1);
    for (auto &d : b) {
      std::vector<std::vector<int64_t>> next;
      for (auto &p : out)
        for (int64_t x = d.first; x <= d.second; ++x) {
          next.push_back(p);
          next.back().push_back(x);
        }
      out.swap(next);
      if (out.size() > 4096)
        error(l, "an array field this large can only be copied element by element here");
    }
    return out;
  }

  // `lhs := rhs` between whole records (or sub-records): one assignment per
  // leaf field.
  void recordAssign(const RecRef &l, const ast::AssignStmt *a, Block *out, Region *cur) {
    auto r = recRef(a->rhs.get());
    if (!r)
      error(a->rhs->loc, "only a record variable can be assigned to a record here");
    if (a->op != ast::AssignStmt::Op::Assign)
      error(a->loc, "a record can only be assigned with `:=`");
    auto ls = leavesOf(l, a->lhs->loc), rs = leavesOf(*r, a->rhs->loc);
    for (auto &lp : ls) {
      const Entity::Leaf *rl = nullptr;
      for (auto &rp : rs)
        if (rp.first == lp.first)
          rl = rp.second;
      if (!rl)
        error(a->rhs->loc, "the records' fields differ");
      if (lp.second->fieldDims && lp.second->var && rl->var && (l.sub || r->sub)) {
        for (auto &k : fieldIndices(*lp.second, a->loc)) {
          ScalarAssign *sa = mod->make<ScalarAssign>();
          sa->loc = loc(a->loc);
          sa->lhs = fieldElem(l, *lp.second, k, cur);
          sa->rhs = fieldElem(*r, *rl, k, cur);
          out->stmts.push_back(sa);
        }
        continue;
      }
      Expr *lhs = leafExpr(l, *lp.second, cur, a->lhs->loc);
      Expr *rhs = leafExpr(*r, *rl, cur, a->rhs->loc);
      if (auto *ar = dyn_cast<ArrayRead>(lhs)) {
        if (ar->shifted())
          error(a->lhs->loc, "assigning to a shifted array is not supported yet");
        if (!cur)
          error(a->loc, "a parallel assignment needs an enclosing region scope");
        if (cur->rank() != ar->array->region->rank())
          error(a->loc, "the region's rank differs from `" + ar->array->name + "`'s rank");
        ParAssign *p = mod->make<ParAssign>();
        p->loc = loc(a->loc);
        p->region = cur;
        p->lhs = ar->array;
        p->rhs = rhs;
        out->stmts.push_back(p);
        continue;
      }
      if (rhs->parallel)
        error(a->rhs->loc, "a parallel value is used where a scalar is expected (reduce it first)");
      ScalarAssign *sa = mod->make<ScalarAssign>();
      sa->loc = loc(a->loc);
      sa->lhs = cast<VarRef>(lhs);
      sa->rhs = rhs;
      out->stmts.push_back(sa);
    }
  }

  Expr *exprImpl(const ast::Expr *e, Region *cur) {
    switch (e->kind) {
    case ast::NodeKind::IntegerLiteral: {
      Lit *l = mod->intLit(static_cast<int64_t>(cast<ast::IntegerLiteral>(e)->value));
      return l;
    }
    case ast::NodeKind::FloatLiteral: {
      auto *f = cast<ast::FloatLiteral>(e);
      Lit *l = mod->make<Lit>();
      l->ty = Ty::Double;
      l->f = f->value;
      l->s = f->spelling;
      return l;
    }
    case ast::NodeKind::StringLiteral: {
      Lit *l = mod->make<Lit>();
      l->ty = Ty::String;
      l->s = cast<ast::StringLiteral>(e)->value;
      return l;
    }
    case ast::NodeKind::BoolLiteral: {
      Lit *l = mod->make<Lit>();
      l->ty = Ty::Bool;
      l->i = cast<ast::BoolLiteral>(e)->value;
      return l;
    }
    case ast::NodeKind::CharLiteral: {
      Lit *l = mod->make<Lit>();
      l->ty = Ty::Char;
      l->i = (unsigned char)cast<ast::CharLiteral>(e)->value;
      return l;
    }
    case ast::NodeKind::NameExpr: {
      auto *n = cast<ast::NameExpr>(e);
      Entity *en = lookup(n->name);
      if (!en)
        if (Lit *l = builtinValue(n->name))
          return l;
      if (!en)
        error(e->loc, "unknown name `" + n->name + "`");
      if (en->var) {
        VarRef *v = mod->make<VarRef>();
        v->var = en->var;
        v->ty = en->var->ty;
        return v;
      }
      if (en->array && en->array->elements)
        error(e->loc, "`" + n->name + "` is an indexed array of parallel arrays; use one element, `" +
                          n->name + "[i]`");
      if (en->array)
        return arrayRead(en->array, e->loc, {}, false);
      if (en->region && regionVarOf.count(en->region))
        error(e->loc, "a region variable can only be assigned or used as a region here");
      if (en->enumValue)
        return mod->intLit(*en->enumValue);
      if (!en->rec.empty())
        error(e->loc, "a whole record can only be assigned or passed to a procedure here");
      if (!en->comps.empty())
        error(e->loc, "a parallel array of indexed arrays can only be used by component here");
      if (en->proc) {
        Call *c = mod->make<Call>();
        c->callee = n->name;
        c->proc = en->proc;
        c->ty = en->proc->ret;
        return c;
      }
      error(e->loc, "`" + n->name + "` cannot be used as a value here");
    }
    case ast::NodeKind::IndexArrayExpr: {
      IndexExpr *i = mod->make<IndexExpr>();
      i->dim = cast<ast::IndexArrayExpr>(e)->dim;
      i->ty = Ty::Int;
      i->parallel = true;
      if (cur && i->dim > (unsigned)cur->rank())
        error(e->loc, "`Index" + std::to_string(i->dim) + "` exceeds the region's rank");
      return i;
    }
    case ast::NodeKind::UnaryExpr: {
      auto *u = cast<ast::UnaryExpr>(e);
      Expr *o = expr(u->operand.get(), cur);
      if (u->op == ast::UnaryExpr::Op::Plus)
        return o;
      if (u->op == ast::UnaryExpr::Op::Neg)
        if (auto *l = dyn_cast<Lit>(o)) {
          Lit *n = mod->make<Lit>(*l);
          n->i = -l->i;
          n->f = -l->f;
          if (!l->s.empty())
            n->s = "-" + l->s;
          return n;
        }
      Unary *x = mod->make<Unary>();
      x->op = u->op == ast::UnaryExpr::Op::Neg ? UnOp::Neg : UnOp::Not;
      x->operand = o;
      x->ty = x->op == UnOp::Not ? Ty::Bool : o->ty;
      x->parallel = o->parallel;
      return x;
    }
    case ast::NodeKind::BinaryExpr: {
      auto *b = cast<ast::BinaryExpr>(e);
      Binary *x = mod->make<Binary>();
      x->loc = loc(e->loc); // integer division names its line at run time
      x->lhs = expr(b->lhs.get(), cur);
      x->rhs = expr(b->rhs.get(), cur);
      using Op = ast::BinaryExpr::Op;
      x->op = binOp(b->op);
      switch (b->op) {
      case Op::Eq: case Op::Ne: case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge:
      case Op::And: case Op::Or:
        x->ty = Ty::Bool;
        break;
      default:
        x->ty = promote(x->lhs->ty, x->rhs->ty);
      }
      x->parallel = anyParallel({x->lhs, x->rhs});
      return x;
    }
    case ast::NodeKind::ShiftExpr: {
      auto *s = cast<ast::ShiftExpr>(e);
      if (isa<ast::PrimeExpr>(s->operand.get()))
        error(e->loc, "the prime operator `'` is not supported yet");
      if (auto *cs = dyn_cast<ast::SubscriptExpr>(s->operand.get()))
        if (auto *cn = dyn_cast<ast::NameExpr>(cs->base.get()))
          if (Entity *ce = lookup(cn->name); ce && !ce->comps.empty())
            return componentRead(ce, cs, s, cur);
      auto *n = dyn_cast<ast::NameExpr>(s->operand.get());
      Entity *en = n ? lookup(n->name) : nullptr;
      if (en && !en->comps.empty())
        error(e->loc, "a parallel array of indexed arrays can only be used by component here");
      if (en && !en->rec.empty())
        error(e->loc, "a whole record can only be assigned or passed to a procedure here");
      Entity element;
      if (Array *fam = familyOf(s->operand.get())) {
        element.array = arrayElement(fam, cast<ast::SubscriptExpr>(s->operand.get()), cur);
        en = &element;
      }
      if (!en || !en->array || en->array->elements)
        error(s->operand->loc, "only a parallel array can be shifted with `@`");
      return shiftRead(en->array, s, cur);
    }
    case ast::NodeKind::PrimeExpr:
      error(e->loc, "the prime operator `'` is not supported yet");
    case ast::NodeKind::RemapExpr: {
      auto *r = cast<ast::RemapExpr>(e);
      Remap *x = mod->make<Remap>();
      x->operand = expr(r->operand.get(), cur);
      if (!isa<ArrayRead>(x->operand) || cast<ArrayRead>(x->operand)->shifted())
        error(r->operand->loc, "only a parallel array can be remapped here");
      Array *src = cast<ArrayRead>(x->operand)->array;
      if (!cur)
        error(e->loc, "a remap needs an enclosing region scope");
      if ((int)r->maps.size() != src->region->rank())
        error(e->loc, "`" + src->name + "` has rank " + std::to_string(src->region->rank()) +
                          " but the remap gives " + std::to_string(r->maps.size()) +
                          (r->maps.size() == 1 ? " index" : " indices"));
      // A permutation of `Index` arrays over a region of the source's rank
      // is a static relation; anything else is a remap by data.
      std::vector<bool> seen(r->maps.size(), false);
      bool permutation = cur->rank() == src->region->rank();
      for (auto &m : r->maps) {
        auto *ix = m ? dyn_cast<ast::IndexArrayExpr>(m.get()) : nullptr;
        if (!ix || ix->dim < 1 || ix->dim > seen.size() || seen[ix->dim - 1]) {
          permutation = false;
          break;
        }
        seen[ix->dim - 1] = true;
      }
      for (int k = 0; k < src->region->rank() && !permutation; ++k)
        if (src->isFlood(k))
          error(r->operand->loc,
                "remapping a flood array by data is not supported by the code generator yet");
      for (auto &m : r->maps) {
        if (!m)
          error(e->loc, "an empty remap index is not supported by the code generator yet");
        if (permutation) {
          x->perm.push_back((int)cast<ast::IndexArrayExpr>(m.get())->dim - 1);
          continue;
        }
        Expr *ix = expr(m.get(), cur);
        if (!isIntegral(ix->ty))
          error(m->loc, "a remap index must be an integer");
        x->maps.push_back(ix);
      }
      x->ty = x->operand->ty;
      x->parallel = true;
      return x;
    }
    case ast::NodeKind::SubscriptExpr: {
      auto *s = cast<ast::SubscriptExpr>(e);
      auto *n = dyn_cast<ast::NameExpr>(s->base.get());
      Entity *en = n ? lookup(n->name) : nullptr;
      if (en && !en->comps.empty())
        return componentRead(en, s, nullptr, cur);
      if (isa<ast::MemberExpr>(s->base.get()))
        if (auto r = recRef(e)) {
          auto ls = leavesOf(*r, e->loc);
          if (ls.size() != 1 || !ls[0].first.empty())
            error(e->loc, "only an array field of a record can be subscripted here");
          return leafExpr(*r, *ls[0].second, cur, e->loc);
        }
      if (en && en->var && dirArrays.count(en->var))
        error(e->loc, "an element of an array of directions can only be assigned or used in a "
                      "shift here");
      if (en && en->var && regionArrays.count(en->var))
        error(e->loc, "an element of an array of regions can only be assigned or used as a "
                      "region here");
      if (en && en->array && en->array->elements) {
        Array *a = arrayElement(en->array, s, cur);
        return arrayRead(a, e->loc, {}, false);
      }
      if (en && !en->rec.empty())
        error(e->loc, "a whole record can only be assigned or passed to a procedure here");
      if (!en || !en->var || en->var->bounds.empty())
        error(e->loc, "only indexed arrays of scalars can be subscripted here");
      VarRef *v = mod->make<VarRef>();
      v->var = en->var;
      v->ty = en->var->ty;
      for (auto &i : s->indices) {
        Expr *x = expr(i.get(), cur);
        if (x->parallel)
          error(i->loc, "parallel subscripts are not supported by the code generator yet");
        v->subscripts.push_back(x);
      }
      return v;
    }
    case ast::NodeKind::MemberExpr: {
      auto r = recRef(e);
      const ast::Expr *root = e;
      while (auto *m = dyn_cast<ast::MemberExpr>(root))
        root = m->base.get();
      if (!r && isa<ast::CallExpr>(root))
        error(e->loc, "a field of a procedure's result is not supported by the code generator yet; "
                      "assign the result to a record variable first");
      if (!r)
        error(e->loc, "this field access is not supported by the code generator yet");
      auto ls = leavesOf(*r, e->loc);
      if (ls.size() != 1 || !ls[0].first.empty())
        error(e->loc, "a whole record can only be assigned or passed to a procedure here");
      return leafExpr(*r, *ls[0].second, cur, e->loc);
    }
    case ast::NodeKind::CallExpr:
      return call(cast<ast::CallExpr>(e), cur);
    case ast::NodeKind::ReduceExpr: {
      auto *r = cast<ast::ReduceExpr>(e);
      if (!r->operand->isParallel && !r->isPartial())
        return freeReduce(r, cur);
      if (r->isPartial())
        error(e->loc, "partial reductions are not supported by the code generator yet");
      if (!cur)
        error(e->loc, "a reduction needs an enclosing region scope");
      Reduce *x = mod->make<Reduce>();
      x->op = ast::reduceOpSpelling(r->op);
      x->region = cur;
      x->operand = expr(r->operand.get(), cur);
      x->ty = (x->op == "&" || x->op == "|") ? Ty::Bool : x->operand->ty;
      // Counting with `+<< (A = B)` sums booleans as integers.
      if (x->ty == Ty::Bool && x->op != "&" && x->op != "|")
        x->ty = Ty::Int;
      return x;
    }
    case ast::NodeKind::ScanExpr: {
      // A scan inside an expression (`max<< (max|| G)`) is computed into a
      // temporary by a scan statement placed before the statement using it.
      auto *sc = cast<ast::ScanExpr>(e);
      if (!cur)
        error(e->loc, "a scan needs an enclosing region scope");
      ScanStmt *x = mod->make<ScanStmt>();
      x->loc = loc(e->loc);
      x->region = cur;
      x->op = ast::reduceOpSpelling(sc->op);
      x->operand = expr(sc->operand.get(), cur);
      joinDistribution(cur);
      planScanDims(x, sc, cur->rank());
      Array *t = newArray("$S" + std::to_string(scanTemps++), cur, x->operand->ty, nullptr);
      t->temp = true;
      mod->arrays.push_back(t);
      x->lhs = t;
      preStmts.push_back(x);
      return arrayRead(t, e->loc, {}, false);
    }
    case ast::NodeKind::FloodExpr: {
      auto *f = cast<ast::FloodExpr>(e);
      if (!cur)
        error(e->loc, "a flood needs an enclosing region scope");
      Flood *x = mod->make<Flood>();
      x->source = region(f->region.get(), cur);
      // The source slice names the indices whose values are replicated; a
      // `*` there (written, or inherited from a flood scope) names none.
      for (int k = 0; k < x->source->rank(); ++k)
        if (x->source->dims[k].flood) {
          SourceLocation at = f->region->loc;
          if (auto *l = dyn_cast<ast::RegionLiteralExpr>(f->region.get()))
            if (k < (int)l->dims.size() && l->dims[k].loc.line)
              at = l->dims[k].loc;
          error(at, "dimension " + std::to_string(k + 1) +
                        " of a flood's source region must be an index or a range, not `*`");
        }
      x->operand = expr(f->operand.get(), x->source);
      if (!isa<ArrayRead>(x->operand) || cast<ArrayRead>(x->operand)->shifted())
        error(f->operand->loc, "only a parallel array can be flooded by the code generator yet");
      x->ty = x->operand->ty;
      x->parallel = true;
      return x;
    }
    case ast::NodeKind::FormatExpr:
      error(e->loc, "a format is only allowed in write, writeln and halt");
    default:
      error(e->loc, "this expression is not supported by the code generator yet");
    }
  }

  // file_read, file_write ... (open's modes) and the predefined files.
  Lit *builtinValue(const std::string &n) {
    static const std::map<std::string, std::pair<Ty, int64_t>> values = {
        {"file_read", {Ty::Int, 1}}, {"file_write", {Ty::Int, 2}}, {"file_rw", {Ty::Int, 3}},
        {"file_append", {Ty::Int, 4}}, {"znull", {Ty::File, -1}}, {"zout", {Ty::File, 0}},
        {"stdout", {Ty::File, 0}}, {"zin", {Ty::File, -2}}, {"stdin", {Ty::File, -2}},
        {"zerr", {Ty::File, -3}}, {"stderr", {Ty::File, -3}}};
    auto it = values.find(n);
    if (it == values.end())
      return nullptr;
    Lit *l = mod->make<Lit>();
    l->ty = it->second.first;
    l->i = it->second.second;
    return l;
  }

  Expr *call(const ast::CallExpr *c, Region *cur) {
    const std::string &name = c->callee->name;
    Entity *en = lookup(name);
    if (!(en && en->proc) && !findBuiltin(name) && badExterns.count(name))
      throw Unsupported(); // reported at its prototype
    if (en && en->proc && resultOf.count(en->proc) && !assigningRecordResult)
      error(c->loc, "a procedure returning a record can only be assigned to a record variable here");
    assigningRecordResult = false; // not for calls in the arguments
    Call *x = mod->make<Call>();
    x->loc = loc(c->loc);
    x->callee = name;
    const ast::ProcedureDecl *pd = en && en->proc ? procDecls[en->proc] : nullptr;
    for (size_t i = 0; i < c->args.size(); ++i) {
      const ast::Expr *a = c->args[i].get();
      if (pd && i < pd->params.size() && isRecordParam(pd->params[i].get())) {
        // One argument per leaf field, in the parameter's field order.
        auto r = recRef(a);
        if (!r)
          error(a->loc, "only a record variable can be passed to a record parameter here");
        for (auto &lp : leavesOf(*r, a->loc))
          x->args.push_back(leafExpr(*r, *lp.second, cur, a->loc));
        continue;
      }
      x->args.push_back(expr(a, cur));
    }
    if (en && en->proc) {
      x->proc = en->proc;
      calls.push_back({x, cur, curProc, c->loc});
      x->ty = en->proc->ret;
      copyConstantArgs(*mod, curProc, x, preStmts); // LowerCompat.cpp
      // A remap passed for a parallel array parameter is gathered into a
      // temporary over the current region first; the callee gets that.
      for (size_t i = 0; i < x->args.size() && i < en->proc->paramOrder.size(); ++i) {
        auto *rm = dyn_cast<Remap>(x->args[i]);
        int k = en->proc->paramOrder[i];
        if (!rm || k >= 0)
          continue;
        if (en->proc->arrayParams[-k - 1]->mode != Var::In)
          error(c->args[i]->loc, "a remap cannot be passed for an `out` or `inout` parameter");
        RemapStmt *g = mod->make<RemapStmt>();
        g->loc = loc(c->args[i]->loc);
        g->region = cur;
        g->array = cast<ArrayRead>(rm->operand)->array;
        g->maps = rm->maps;
        for (int d : rm->perm) {
          IndexExpr *ix = mod->make<IndexExpr>();
          ix->dim = d + 1;
          ix->ty = Ty::Int;
          ix->parallel = true;
          g->maps.push_back(ix);
        }
        joinDistribution(cur);
        g->dst = newArray("$R" + std::to_string(remapTemps++), cur, rm->ty, nullptr);
        g->dst->temp = true;
        mod->arrays.push_back(g->dst);
        preStmts.push_back(g);
        x->args[i] = arrayRead(g->dst, c->args[i]->loc, {}, false);
      }
      // Whole arrays passed to parallel array parameters do not make the
      // call itself parallel.
      for (Expr *a : x->args)
        if (a->parallel && !(isa<ArrayRead>(a) && !cast<ArrayRead>(a)->shifted()))
          x->parallel = true;
      return x;
    }
    const BuiltinInfo *sig = findBuiltin(name);
    if (!sig) {
      auto ex = externs.find(name);
      if (ex == externs.end() && badExterns.count(name))
        throw Unsupported(); // reported at its prototype
      if (ex == externs.end())
        error(c->loc, "unknown procedure `" + name + "`");
      const ExternProc &xp = mod->externs[ex->second];
      if (x->args.size() != xp.params.size())
        error(c->loc, "`" + name + "` takes " + std::to_string(xp.params.size()) + " argument(s)");
      for (Expr *a : x->args)
        if (a->ty == Ty::Timer || (a->ty == Ty::File && !isa<Lit>(a)))
          error(c->loc, "a `" + std::string(tyName(a->ty)) + "` cannot be passed to the C function `" +
                            name + "`");
      x->external = true;
      x->ty = xp.ret;
      for (Expr *a : x->args)
        x->parallel |= a->parallel;
      return x;
    }
    if ((int)x->args.size() < sig->minArgs || (int)x->args.size() > sig->maxArgs)
      error(c->loc, "`" + name + "` takes " + std::to_string(sig->minArgs) +
                        (sig->maxArgs != sig->minArgs ? " or more" : "") + " argument(s)");
    for (Expr *a : x->args)
      x->parallel |= a->parallel;
    Ty a0 = x->args.empty() ? Ty::Void : x->args[0]->ty;
    switch (sig->result) {
    case BuiltinResult::SameAsArg:
      x->ty = a0 == Ty::Bool || a0 == Ty::Char ? Ty::Int : a0;
      break;
    case BuiltinResult::Floating:
      x->ty = a0 == Ty::Float ? Ty::Float : Ty::Double;
      break;
    case BuiltinResult::Common:
      x->ty = Ty::Int;
      for (Expr *a : x->args)
        x->ty = promote(x->ty, a->ty);
      break;
    case BuiltinResult::Int: x->ty = Ty::Int; break;
    case BuiltinResult::Long: x->ty = Ty::Long; break;
    case BuiltinResult::Float: x->ty = Ty::Float; break;
    case BuiltinResult::Double: x->ty = Ty::Double; break;
    case BuiltinResult::Char: x->ty = Ty::Char; break;
    case BuiltinResult::Bool: x->ty = Ty::Bool; break;
    case BuiltinResult::File: x->ty = Ty::File; break;
    case BuiltinResult::Void: x->ty = Ty::Void; break;
    }
    if (sig->kind == BuiltinKind::Timer && (!isa<VarRef>(x->args[0]) || x->args[0]->ty != Ty::Timer))
      error(c->args[0]->loc, "argument of `" + name + "` must be a timer variable");
    if (name == "StartTimer")
      x->args.resize(1); // the second argument (a clock number) changes nothing here
    if (sig->kind == BuiltinKind::FileOp && x->args[0]->ty != Ty::File)
      error(c->args[0]->loc, "argument of `" + name + "` must be a `file`");
    return x;
  }

  // `extern prototype` names: index into mod->externs.
  std::map<std::string, size_t> externs;
  std::set<std::string> badExterns; // prototypes already reported as unsupported

  // ---------------------------------------------------- declarations

  Var::Storage storageOf(const ast::VarDecl *v) {
    using S = ast::VarDecl::Storage;
    switch (v->storage) {
    case S::ConfigVar: return Var::Config;
    case S::ConfigConst: return Var::ConfigConst;
    case S::Constant: return Var::Constant;
    default: return curProc ? Var::Local : Var::Global;
    }
  }

  void decl(const ast::Decl *d, Procedure *owner) {
    if (auto *v = dyn_cast<ast::VarDecl>(d)) {
      varDecl(v, owner);
    } else if (auto *r = dyn_cast<ast::RegionDecl>(d)) {
      Region *reg = nullptr;
      Distribution *dist = nullptr;
      if (r->distribution) {
        Entity *en = lookup(r->distribution->name);
        if (!en || !en->dist)
          error(r->distribution->loc, "`" + r->distribution->name + "` is not a distribution");
        dist = en->dist;
      }
      Region *base = region(r->init.get(), nullptr);
      reg = anon(base);
      reg->name = r->name;
      reg->loc = loc(r->loc);
      reg->defaulted = false; // a named region's distribution is its own
      if (!dist)
        dist = base->name.empty() ? mod->defaultDist(reg->rank()) : base->dist;
      if (dist->rank() != reg->rank())
        error(r->loc, "region `" + r->name + "` has rank " + std::to_string(reg->rank()) +
                          " but its distribution has rank " + std::to_string(dist->rank()));
      reg->dist = dist;
      dist->members.push_back(reg);
      define(r->name).region = reg;
    } else if (auto *dd = dyn_cast<ast::DirectionDecl>(d)) {
      Direction *dir = mod->make<Direction>();
      dir->name = dd->name;
      dir->offset = direction(dd->init.get());
      mod->directions.push_back(dir);
      define(dd->name).dir = dir;
    } else if (auto *g = dyn_cast<ast::GridDecl>(d)) {
      Grid *grid = mod->make<Grid>();
      grid->name = g->name;
      grid->rank = (int)g->extents.size();
      for (auto &x : g->extents)
        grid->extents.push_back(expr(x.get(), nullptr));
      mod->grids.push_back(grid);
      define(g->name).grid = grid;
    } else if (auto *dd = dyn_cast<ast::DistributionDecl>(d)) {
      Distribution *dist = mod->make<Distribution>();
      dist->name = dd->name;
      if (dd->grid) {
        Entity *en = lookup(dd->grid->name);
        if (!en || !en->grid)
          error(dd->grid->loc, "`" + dd->grid->name + "` is not a grid");
        dist->grid = en->grid;
      }
      int distributed = 0;
      for (auto &f : dd->formats) {
        using K = ast::DistFormat::Kind;
        switch (f.kind) {
        case K::Block: dist->formats.push_back(Distribution::Block); break;
        case K::Cyclic: dist->formats.push_back(Distribution::Cyclic); break;
        case K::BlockCyclic: dist->formats.push_back(Distribution::BlockCyclic); break;
        case K::Star: dist->formats.push_back(Distribution::None); break;
        }
        dist->blockSize.push_back(f.blockSize ? requireConstInt(f.blockSize.get(), "a block size") : 1);
        distributed += f.kind != K::Star;
      }
      if (!dist->grid)
        dist->grid = mod->defaultGrid(distributed);
      if (dist->grid->rank != distributed)
        error(dd->loc, "distribution `" + dd->name + "` spreads " + std::to_string(distributed) +
                           " dimension(s) over a grid of rank " + std::to_string(dist->grid->rank));
      mod->dists.push_back(dist);
      define(dd->name).dist = dist;
    } else if (auto *t = dyn_cast<ast::TypeDecl>(d)) {
      // A record is split into its fields, so C's layout of an `extern`
      // record never matters; other extern types would need C's definition.
      if (t->isExtern && !recordTypeSyntax(t->typeExpr.get()))
        error(t->loc, "`extern` types other than records are not supported by the code generator yet");
      if (auto *en = dyn_cast<ast::EnumTypeExpr>(t->typeExpr.get()))
        for (auto &e : en->enumerators)
          define(e->name).enumValue = e->value;
      typeDecls[t->name] = t->typeExpr.get();
    } else if (isa<ast::ProcedureDecl>(d)) {
      // handled separately
    } else {
      error(d->loc, "this declaration is not supported by the code generator yet");
    }
  }

  Array *newArray(const std::string &name, Region *reg, Ty elem, Procedure *owner) {
    Array *a = mod->make<Array>();
    a->name = name;
    a->region = reg;
    a->elem = elem;
    a->dist = reg->dist;
    a->haloLo.assign(reg->rank(), 0);
    a->haloHi.assign(reg->rank(), 0);
    a->owner = owner;
    return a;
  }

  // A region that arrays are declared over gets a distribution; an anonymous
  // one joins its members, whose bounding box is the index space.
  void joinDistribution(Region *reg) {
    if (!reg->dist)
      reg->dist = mod->defaultDist(reg->rank());
    auto &ms = reg->dist->members;
    if (reg->name.empty() && std::find(ms.begin(), ms.end(), reg) == ms.end())
      ms.push_back(reg);
  }

  // The region a parallel array variable is declared over.
  Region *declRegion(const ast::ParallelArrayTypeExpr *pa) {
    if (pa->isRankOnly())
      error(pa->loc, "a parallel array variable needs a region");
    Region *reg = region(pa->region.get(), nullptr);
    if (readsRegionValue(reg))
      error(pa->region->loc, "a parallel array cannot be declared over a region variable");
    joinDistribution(reg);
    return reg;
  }

  // A record variable, indexed array of records or parallel array of
  // records: one variable or array per leaf field. False if `t` is none.
  bool recordVar(const ast::VarDecl *v, const ast::TypeExpr *t, Procedure *owner) {
    auto *pa = t ? dyn_cast<ast::ParallelArrayTypeExpr>(t) : nullptr;
    auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr;
    const ast::RecordTypeExpr *rec =
        recordType(pa ? pa->element.get() : ia ? ia->element.get() : t);
    if (!rec)
      return false;
    if (v->init)
      error(v->init->loc, "a record cannot be initialised here");
    std::vector<std::pair<std::string, const ast::TypeExpr *>> leaves;
    recordLeaves(rec, "", leaves);
    Region *reg = pa ? declRegion(pa) : nullptr;
    std::vector<std::pair<int64_t, int64_t>> bounds;
    if (ia)
      for (auto &b : ia->bounds) {
        int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array bound") : 1;
        bounds.push_back({lo, requireConstInt(b.hi.get(), "an array bound")});
      }
    Entity en;
    for (auto &lf : leaves) {
      Entity::Leaf leaf;
      leaf.path = lf.first;
      std::string name = v->name + "." + lf.first;
      std::vector<std::pair<int64_t, int64_t>> lb = bounds;
      Ty ty = leafType(lf.second, lb, leaf.fieldDims);
      if (reg && leaf.fieldDims)
        error(v->loc, "parallel arrays of records with array fields are not supported by the code "
                      "generator yet");
      if (reg) {
        Array *a = newArray(name, reg, ty, owner);
        a->loc = loc(v->loc);
        (owner ? owner->localArrays : mod->arrays).push_back(a);
        leaf.array = a;
      } else {
        Var *x = mod->make<Var>();
        x->name = name;
        x->loc = loc(v->loc);
        x->storage = storageOf(v);
        x->ty = ty;
        x->bounds = lb;
        x->init = lowerInitLeaf(*mod, *v, en.rec.size(), ty, !lb.empty(), lowerScalar());
        (owner ? owner->locals : mod->vars).push_back(x);
        leaf.var = x;
      }
      en.rec.push_back(leaf);
    }
    define(v->name) = en;
    return true;
  }

  // `var U : [R] array [1..5] of double`: `U[m]` is the parallel array of
  // the m-th components, so U is five parallel arrays.
  bool componentVar(const ast::VarDecl *v, const ast::TypeExpr *t, Procedure *owner) {
    auto *pa = t ? dyn_cast<ast::ParallelArrayTypeExpr>(t) : nullptr;
    const ast::TypeExpr *elem = pa ? resolveType(pa->element.get()) : nullptr;
    auto *ia = elem ? dyn_cast<ast::IndexedArrayTypeExpr>(elem) : nullptr;
    if (!ia)
      return false;
    const ast::TypeExpr *ce = resolveType(ia->element.get());
    if (ia->bounds.size() != 1 || !ce || !isa<ast::BuiltinTypeExpr>(ce))
      error(ia->loc, "parallel arrays of multi-dimensional or nested indexed arrays are not "
                     "supported by the code generator yet");
    int64_t lo = ia->bounds[0].lo ? requireConstInt(ia->bounds[0].lo.get(), "an array bound") : 1;
    int64_t hi = requireConstInt(ia->bounds[0].hi.get(), "an array bound");
    if (hi < lo || hi - lo >= 64)
      error(ia->loc, "a parallel array of indexed arrays needs 1 to 64 components here");
    Region *reg = declRegion(pa);
    Ty ty = scalarType(ce);
    Entity en;
    en.compLo = lo;
    for (int64_t k = lo; k <= hi; ++k) {
      Array *a = newArray(v->name + "[" + std::to_string(k) + "]", reg, ty, owner);
      a->loc = loc(v->loc);
      (owner ? owner->localArrays : mod->arrays).push_back(a);
      en.comps.push_back(a);
    }
    define(v->name) = en;
    return true;
  }

  // `U[m]` (or `U[m]@d` when `shift` is given): the component array when m
  // is a constant, else a choice among the components by m's value.
  Expr *componentRead(Entity *en, const ast::SubscriptExpr *s, const ast::ShiftExpr *shift,
                      Region *cur) {
    if (s->indices.size() != 1)
      error(s->loc, "wrong number of subscripts");
    Expr *idx = scalarExpr(s->indices[0].get(), cur);
    auto read = [&](Array *a) { return shift ? shiftRead(a, shift, cur) : arrayRead(a, s->loc, {}, false); };
    if (auto k = constInt(idx)) {
      if (*k < en->compLo || *k >= en->compLo + (int64_t)en->comps.size())
        error(s->indices[0]->loc, "subscript out of bounds");
      return read(en->comps[*k - en->compLo]);
    }
    Call *c = mod->make<Call>();
    c->loc = loc(s->loc);
    c->callee = "component";
    c->args.push_back(idx);
    c->args.push_back(mod->intLit(en->compLo));
    for (Array *a : en->comps)
      c->args.push_back(read(a));
    c->ty = en->comps[0]->elem;
    c->parallel = true;
    return c;
  }

  // `[R] U[m] := e`: with m a constant, an assignment to that component;
  // otherwise one guarded assignment per component.
  bool componentAssign(const ast::AssignStmt *a, Block *out, Region *cur) {
    auto *s = dyn_cast<ast::SubscriptExpr>(a->lhs.get());
    auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
    Entity *en = n ? lookup(n->name) : nullptr;
    if (!en || en->comps.empty())
      return false;
    if (!cur)
      error(a->loc, "a parallel assignment needs an enclosing region scope");
    if (s->indices.size() != 1)
      error(s->loc, "wrong number of subscripts");
    if (isa<ast::ScanExpr>(a->rhs.get()) ||
        (isa<ast::ReduceExpr>(a->rhs.get()) && cast<ast::ReduceExpr>(a->rhs.get())->isPartial()))
      error(a->rhs->loc, "scans and partial reductions into a component are not supported by the "
                         "code generator yet");
    Expr *idx = scalarExpr(s->indices[0].get(), cur);
    auto assign = [&](Array *arr, Block *into) {
      if (cur->rank() != arr->region->rank())
        error(a->loc, "the region's rank differs from `" + n->name + "`'s rank");
      ParAssign *p = mod->make<ParAssign>();
      p->loc = loc(a->loc);
      p->region = cur;
      p->lhs = arr;
      p->op = ast::AssignStmt::opSpelling(a->op);
      p->rhs = hoistExternCalls(expr(a->rhs.get(), cur), into, true);
      into->stmts.push_back(p);
    };
    if (auto k = constInt(idx)) {
      if (*k < en->compLo || *k >= en->compLo + (int64_t)en->comps.size())
        error(s->indices[0]->loc, "subscript out of bounds");
      assign(en->comps[*k - en->compLo], out);
      return true;
    }
    If *x = mod->make<If>();
    x->loc = loc(a->loc);
    for (size_t k = 0; k < en->comps.size(); ++k) {
      Binary *eq = mod->make<Binary>();
      eq->op = BinOp::Eq;
      eq->ty = Ty::Bool;
      eq->lhs = idx;
      eq->rhs = mod->intLit(en->compLo + (int64_t)k);
      Block *b = mod->make<Block>();
      assign(en->comps[k], b);
      x->arms.push_back({eq, b});
    }
    out->stmts.push_back(x);
    return true;
  }

  void varDecl(const ast::VarDecl *v, Procedure *owner) {
    const ast::TypeExpr *t = resolveType(v->typeExpr.get());
    if (v->isExtern) {
      // C defines the object (or a header, as a macro): it is referred to by
      // its C name and never defined here.
      if (!t || !isa<ast::BuiltinTypeExpr>(t) || owner)
        error(v->loc, "only program-level `extern` variables and constants of a scalar type are "
                      "supported by the code generator yet");
      Var *x = mod->make<Var>();
      x->name = v->name;
      x->loc = loc(v->loc);
      x->storage = Var::Extern;
      x->ty = scalarType(t);
      if (x->ty == Ty::String || x->ty == Ty::File || x->ty == Ty::Timer)
        error(v->loc, "an `extern` variable of type `" + std::string(tyName(x->ty)) +
                          "` is not supported by the code generator yet");
      mod->externVars.push_back(x);
      define(v->name).var = x;
      return;
    }
    if (recordVar(v, t, owner) || componentVar(v, t, owner))
      return;
    if (auto *pa = t ? dyn_cast<ast::ParallelArrayTypeExpr>(t) : nullptr) {
      Region *reg = declRegion(pa);
      Array *a = newArray(v->name, reg, scalarType(pa->element.get()), owner);
      a->loc = loc(v->loc);
      if (owner)
        owner->localArrays.push_back(a);
      else
        mod->arrays.push_back(a);
      define(v->name).array = a;
      return;
    }
    if (auto *rt = t ? dyn_cast<ast::RegionTypeExpr>(t) : nullptr) {
      if (storageOf(v) == Var::Constant && v->init) {
        // A region constant is a named region like `region R = ...`.
        Region *base = region(v->init.get(), nullptr);
        if (rt->rank && (int)rt->rank != base->rank())
          error(v->init->loc, "the region's rank differs from the declared rank " +
                                  std::to_string(rt->rank));
        Region *reg = anon(base);
        reg->name = v->name;
        reg->loc = loc(v->loc);
        reg->defaulted = false;
        if (!reg->dist)
          reg->dist = mod->defaultDist(reg->rank());
        bool dynamic = false;
        for (auto &d : reg->dims)
          dynamic |= d.strideExpr != nullptr;
        if (!dynamic)
          reg->dist->members.push_back(reg);
        define(v->name).region = reg;
        return;
      }
    }
    Var *x = mod->make<Var>();
    x->name = v->name;
    x->loc = loc(v->loc);
    x->storage = storageOf(v);
    if (auto *rt = t ? dyn_cast<ast::RegionTypeExpr>(t) : nullptr) {
      if (!rt->rank)
        error(t->loc, "a region variable needs its rank: `region<.., ..>`");
      x->ty = Ty::Long;
      x->bounds.push_back({1, 3 * (int64_t)rt->rank});
      regionStores.insert(x);
      if (v->init) {
        // Stored where the variable comes to be, like a scalar's initialiser.
        Region *r = storableRegion(v->init.get(), nullptr, (int)rt->rank, x->name);
        regionDist[x] = r->dist;
        RegionValue *rv = mod->make<RegionValue>();
        rv->loc = loc(v->init->loc);
        rv->region = r;
        rv->ty = Ty::Long;
        x->init = rv;
      }
      if (owner)
        owner->locals.push_back(x);
      else
        mod->vars.push_back(x);
      Region *reg = regionOfVar(x, {}, (int)rt->rank);
      reg->name = v->name;
      reg->loc = loc(v->loc);
      Entity &en = define(v->name);
      en.region = reg;
      regionVarOf[reg] = x;
      return;
    }
    if (auto *dt = t ? dyn_cast<ast::DirectionTypeExpr>(t) : nullptr) {
      if (v->init)
        error(v->init->loc, "a direction variable cannot be initialised here; assign it in a procedure");
      x->ty = Ty::Int;
      dirArrays[x] = 0;
      dirScalars.insert(x);
      if (dt->rank)
        fixDirRank(x, (int)dt->rank, dt->loc);
      if (owner)
        owner->locals.push_back(x);
      else
        mod->vars.push_back(x);
      define(v->name).var = x;
      return;
    }
    if (auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr) {
      for (auto &b : ia->bounds) {
        int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array bound") : 1;
        int64_t hi = requireConstInt(b.hi.get(), "an array bound");
        x->bounds.push_back({lo, hi});
      }
      const ast::TypeExpr *elem = resolveType(ia->element.get());
      if (auto *pa = dyn_cast<ast::ParallelArrayTypeExpr>(elem)) {
        arrayFamily(v, x, pa, owner);
        return;
      }
      if (isa<ast::IndexedArrayTypeExpr>(elem))
        error(ia->element->loc, "nested indexed arrays are not supported by the code generator yet");
      if (auto *rt = dyn_cast<ast::RegionTypeExpr>(elem)) {
        if (!rt->rank)
          error(rt->loc, "a region variable needs its rank: `region<.., ..>`");
        if (v->init)
          error(v->init->loc, "an array of regions cannot be initialised here");
        x->ty = Ty::Long;
        x->bounds.push_back({1, 3 * (int64_t)rt->rank});
        regionArrays[x] = (int)rt->rank;
        regionStores.insert(x);
      } else if (auto *dt = dyn_cast<ast::DirectionTypeExpr>(elem)) {
        x->ty = Ty::Int;
        dirArrays[x] = 0;
        if (dt->rank)
          fixDirRank(x, (int)dt->rank, ia->loc);
      } else {
        x->ty = scalarType(elem);
      }
    } else if (t) {
      x->ty = scalarType(t);
      if (v->type && v->type->isEnum()) // `-sClass=W` (config values by name)
        x->enumName = v->type->name(), x->enumerators = v->type->enumerators();
    }
    if (v->initList) // `= {...}`: LowerInit.cpp
      x->init = lowerInitLeaf(*mod, *v, 0, x->ty, !x->bounds.empty(), lowerScalar());
    if (v->init) {
      x->init = expr(v->init.get(), nullptr);
      if (!t)
        x->ty = x->init->ty;
      if (x->init->parallel)
        error(v->init->loc, "a scalar cannot be initialised with a parallel value");
    }
    if (owner)
      owner->locals.push_back(x);
    else
      mod->vars.push_back(x);
    define(v->name).var = x;
  }

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

  static bool mentions(const Region *r, const Var *v) {
    Mentions m(v);
    m.visit(r);
    return m.found;
  }

  // Gives every procedure that uses its caller's region the hidden
  // parameter, and every call of one the current region as an argument.
  void passRegions() {
    std::set<Procedure *> uses;
    for (auto &[p, in] : inheritedOf) {
      Mentions m(in.var);
      m.visit(p->body);
      if (m.found)
        uses.insert(p);
    }
    // A call passing on the caller's own inherited region uses it too.
    for (bool changed = true; changed;) {
      changed = false;
      for (const CallSite &c : calls) {
        if (!uses.count(c.call->proc) || !c.caller || uses.count(c.caller) || !c.cur)
          continue;
        auto it = inheritedOf.find(c.caller);
        if (it != inheritedOf.end() && mentions(c.cur, it->second.var)) {
          uses.insert(c.caller);
          changed = true;
        }
      }
    }
    for (Procedure *p : uses) {
      p->paramOrder.push_back((int)p->params.size());
      p->params.push_back(inheritedOf[p].var);
    }
    // The inherited regions nothing reads are dropped from the module.
    std::set<const Region *> unused;
    for (auto &[p, in] : inheritedOf)
      if (!uses.count(p))
        unused.insert(in.region);
    auto &rs = mod->regions;
    rs.erase(std::remove_if(rs.begin(), rs.end(), [&](Region *r) { return unused.count(r) > 0; }),
             rs.end());
    for (const CallSite &c : calls) {
      Procedure *callee = c.call->proc;
      if (!uses.count(callee))
        continue;
      const Region *want = inheritedOf[callee].region;
      if (!c.cur) {
        diags.error(c.loc, "`" + callee->name + "` runs in its caller's region; this call needs "
                           "an enclosing region scope");
        failed = true;
        continue;
      }
      if (c.cur->rank() != want->rank()) {
        diags.error(c.loc, "`" + callee->name + "` runs in a region of rank " +
                               std::to_string(want->rank()) + " but the enclosing region has rank " +
                               std::to_string(c.cur->rank()));
        failed = true;
        continue;
      }
      bool flood = false;
      for (auto &d : c.cur->dims)
        flood |= d.flood;
      if (c.cur->mask || flood) {
        diags.error(c.loc, "passing a region with a mask or a `*` dimension to `" + callee->name +
                               "` is not supported by the code generator yet");
        failed = true;
        continue;
      }
      RegionValue *rv = mod->make<RegionValue>();
      rv->loc = loc(c.loc);
      rv->region = c.cur;
      rv->ty = Ty::Long;
      c.call->args.push_back(rv);
    }
  }

  // `U, R : array [1..m] of [Big] double`: one storage object per element;
  // `U[e]` names the element e.
  void arrayFamily(const ast::VarDecl *v, Var *x, const ast::ParallelArrayTypeExpr *pa,
                   Procedure *owner) {
    if (pa->isRankOnly())
      error(pa->loc, "a parallel array variable needs a region");
    if (v->init)
      error(v->init->loc, "an indexed array of parallel arrays cannot be initialised");
    Region *reg = declRegion(pa);
    Array *a = newArray(v->name, reg, scalarType(pa->element.get()), owner);
    a->loc = loc(v->loc);
    // Several dimensions are flattened row-major: the element is then a
    // 0-based position.
    a->elementLo = x->bounds.size() == 1 ? x->bounds[0].first : 0;
    a->elements = 1;
    for (auto &b : x->bounds)
      a->elements *= std::max<int64_t>(0, b.second - b.first + 1);
    if (a->elements <= 0)
      error(v->typeExpr->loc, "an indexed array of parallel arrays needs at least one element");
    familyBounds[a] = x->bounds;
    if (owner)
      owner->localArrays.push_back(a);
    else
      mod->arrays.push_back(a);
    define(v->name).array = a;
  }
  std::map<Array *, std::vector<std::pair<int64_t, int64_t>>> familyBounds;

  // `U[e]`: an array standing for the family's element e; one per distinct
  // index expression in a procedure, so that a statement reading `U[l]`
  // twice shares its transfers.
  std::map<std::pair<Array *, std::string>, Array *> elementUses;

  Array *arrayElement(Array *fam, const ast::SubscriptExpr *s, Region *cur) {
    const auto &bounds = familyBounds[fam];
    if (s->indices.size() != bounds.size())
      error(s->loc, "wrong number of subscripts for `" + fam->name + "`");
    Expr *idx = nullptr;
    std::string key;
    for (size_t k = 0; k < bounds.size(); ++k) {
      Expr *i = scalarExpr(s->indices[k].get(), cur);
      if (auto c = constInt(i))
        if (*c < bounds[k].first || *c > bounds[k].second)
          error(s->indices[k]->loc, "index " + std::to_string(*c) + " is outside `" + fam->name +
                                        "`'s bounds");
      key += (k ? ", " : "") + printExpr(i);
      if (bounds.size() == 1) {
        idx = i;
        break;
      }
      // ((i1 - lo1) * n2 + (i2 - lo2)) * n3 + ...
      Expr *pos = add(i, -bounds[k].first);
      idx = idx ? addExpr(mul(idx, mod->intLit(bounds[k].second - bounds[k].first + 1)), pos) : pos;
    }
    Array *&a = elementUses[{fam, key}];
    if (!a) {
      a = newArray(fam->name + "[" + key + "]", fam->region, fam->elem, fam->owner);
      a->loc = loc(s->loc);
      a->family = fam;
      a->element = idx;
    }
    return a;
  }

  Array *familyOf(const ast::Expr *e) {
    auto *s = dyn_cast<ast::SubscriptExpr>(e);
    auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
    Entity *en = n ? lookup(n->name) : nullptr;
    return en && en->array && en->array->elements ? en->array : nullptr;
  }

  // A C function: called directly by the generated code. The built-ins (C's
  // math functions among them) keep their own lowering, which also works
  // element-wise; a prototype for one of them only restates it.
  void externProc(const ast::ProcedureDecl *pd) {
    if (findBuiltin(pd->name) || externs.count(pd->name))
      return;
    badExterns.insert(pd->name); // until it is known to be fine
    ExternProc x;
    x.name = pd->name;
    x.ret = pd->returnType ? scalarType(pd->returnType.get()) : Ty::Void;
    if (x.ret == Ty::String || x.ret == Ty::File || x.ret == Ty::Timer)
      error(pd->returnType->loc, "a C function returning a `" + std::string(tyName(x.ret)) +
                                     "` is not supported by the code generator yet");
    for (auto &par : pd->params) {
      if (isa<ast::ParallelArrayTypeExpr>(par->typeExpr.get()))
        error(par->loc, "a C function cannot take a parallel array");
      if (par->mode != ast::ParamDecl::Mode::In)
        error(par->loc, "`out` and `inout` parameters of C functions are not supported by the code "
                        "generator yet");
      const ast::TypeExpr *t = resolveType(par->typeExpr.get());
      if (t && isa<ast::IndexedArrayTypeExpr>(t))
        error(par->loc, "a C function cannot take an indexed array here");
      if (t && (isa<ast::RegionTypeExpr>(t) || isa<ast::DirectionTypeExpr>(t)))
        error(par->typeExpr->loc, "region and direction parameters of C functions are not "
                                  "supported by the code generator yet");
      if (auto *b = t ? dyn_cast<ast::BuiltinTypeExpr>(t) : nullptr)
        if (b->builtin == ast::BuiltinTypeExpr::Builtin::Procedure)
          error(par->typeExpr->loc, "`procedure` parameters of C functions are not supported by "
                                    "the code generator yet");
      x.params.push_back(scalarType(par->typeExpr.get()));
    }
    externs[x.name] = mod->externs.size();
    mod->externs.push_back(x);
    badExterns.erase(x.name);
  }

  // The actual argument's layout is used at run time; the formal only
  // fixes the rank (and, with `[R]`, the region).
  Region *paramRegion(const ast::ParallelArrayTypeExpr *pa) {
    if (!pa->isRankOnly())
      return region(pa->region.get(), nullptr);
    Region *reg = anon(nullptr);
    unsigned rank = pa->rank ? pa->rank : 1;
    for (unsigned k = 0; k < rank; ++k) {
      Region::Dim d;
      d.lo = d.hi = mod->intLit(0);
      reg->dims.push_back(d);
    }
    reg->dist = mod->defaultDist((int)rank);
    return reg;
  }

  // A record parameter is one parameter per leaf field (each passed as its
  // mode says); call sites expand the argument the same way.
  bool recordParam(Procedure *p, const ast::ParamDecl *par, Var::Mode mode) {
    auto *pa = dyn_cast<ast::ParallelArrayTypeExpr>(par->typeExpr.get());
    const ast::TypeExpr *rt = resolveType(par->typeExpr.get());
    auto *ia = rt ? dyn_cast<ast::IndexedArrayTypeExpr>(rt) : nullptr;
    const ast::RecordTypeExpr *rec =
        recordType(pa ? pa->element.get() : ia ? ia->element.get() : par->typeExpr.get());
    if (!rec)
      return false;
    const ast::TypeExpr *t = resolveType(par->typeExpr.get());
    std::vector<std::pair<int64_t, int64_t>> bounds; // an indexed array of records
    if (auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr)
      for (auto &b : ia->bounds) {
        int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array bound") : 1;
        bounds.push_back({lo, requireConstInt(b.hi.get(), "an array bound")});
      }
    std::vector<std::pair<std::string, const ast::TypeExpr *>> leaves;
    recordLeaves(rec, "", leaves);
    Entity en;
    Region *reg = pa ? paramRegion(pa) : nullptr;
    for (auto &lf : leaves) {
      std::vector<std::pair<int64_t, int64_t>> lb = bounds;
      unsigned fieldDims = 0;
      Ty ty = leafType(lf.second, lb, fieldDims);
      if (pa && fieldDims)
        error(par->loc, "parallel arrays of records with array fields are not supported by the "
                        "code generator yet");
      if (pa) {
        // A parallel array of records: one array parameter per field.
        Array *a = newArray(par->name + "." + lf.first, reg, ty, p);
        a->param = true;
        a->mode = mode;
        a->loc = loc(par->loc);
        p->paramOrder.push_back(-(int)p->arrayParams.size() - 1);
        p->arrayParams.push_back(a);
        en.rec.push_back({lf.first, nullptr, a});
        continue;
      }
      Var *v = mod->make<Var>();
      v->name = par->name + "." + lf.first;
      v->storage = Var::Param;
      v->mode = mode;
      v->ty = ty;
      v->bounds = lb;
      p->paramOrder.push_back((int)p->params.size());
      p->params.push_back(v);
      en.rec.push_back({lf.first, v, nullptr, fieldDims});
    }
    define(par->name) = en;
    return true;
  }
  std::map<Procedure *, const ast::ProcedureDecl *> procDecls;
  std::map<Procedure *, Entity> resultOf; // procedures returning records: their out fields
  bool assigningRecordResult = false;

  // A record result: one `out` parameter per field, after the others (see
  // recordResult); `return r` assigns them. Known before any body is lowered.
  void prepareResult(const ast::ProcedureDecl *pd) {
    const ast::RecordTypeExpr *rec = pd->returnType ? recordType(pd->returnType.get()) : nullptr;
    if (!rec)
      return;
    std::vector<std::pair<std::string, const ast::TypeExpr *>> leaves;
    recordLeaves(rec, "", leaves);
    Entity en;
    for (auto &lf : leaves) {
      Var *v = mod->make<Var>();
      v->name = "result." + lf.first;
      v->storage = Var::Param;
      v->mode = Var::Out;
      unsigned fieldDims = 0;
      v->ty = leafType(lf.second, v->bounds, fieldDims);
      en.rec.push_back({lf.first, v, nullptr, fieldDims});
    }
    resultOf[lookup(pd->name)->proc] = en;
  }

  // `P := f(a)` where f returns a record: the call with P's fields as the
  // result's `out` arguments.
  bool recordResult(const ast::AssignStmt *a, Block *out, Region *cur) {
    auto *c = dyn_cast<ast::CallExpr>(a->rhs.get());
    Entity *en = c ? lookup(c->callee->name) : nullptr;
    if (!en || !en->proc || !resultOf.count(en->proc))
      return false;
    auto l = recRef(a->lhs.get());
    if (!l || a->op != ast::AssignStmt::Op::Assign)
      error(a->loc, "a procedure's record result can only be assigned with `:=` to a record "
                    "variable here");
    auto ls = leavesOf(*l, a->lhs->loc);
    std::vector<Expr *> outs;
    for (Entity::Leaf &rl : resultOf[en->proc].rec) {
      Expr *arg = nullptr;
      for (auto &lp : ls)
        if (lp.first == rl.path)
          arg = leafExpr(*l, *lp.second, cur, a->lhs->loc);
      if (arg && isa<ArrayRead>(arg))
        error(a->lhs->loc, "a procedure's record result cannot be assigned to a parallel array of "
                           "records by the code generator yet");
      if (!arg || !isa<VarRef>(arg))
        error(a->lhs->loc, "the records' fields differ");
      outs.push_back(arg);
    }
    CallStmt *cs = mod->make<CallStmt>();
    cs->loc = loc(a->loc);
    cs->call = resultCall(c, resultOf[en->proc], outs, a->rhs->loc, cur);
    out->stmts.push_back(cs);
    return true;
  }

  // A call of a procedure returning a record, with `outs` receiving it.
  Call *resultCall(const ast::CallExpr *c, const Entity &, const std::vector<Expr *> &outs,
                   SourceLocation l, Region *cur) {
    assigningRecordResult = true;
    Call *x = nullptr;
    try {
      x = cast<Call>(call(c, cur));
    } catch (...) {
      assigningRecordResult = false;
      throw;
    }
    assigningRecordResult = false;
    if (x->parallel)
      error(l, "a procedure returning a record cannot be promoted by the code generator yet");
    for (Expr *o : outs)
      x->args.push_back(o);
    return x;
  }

  bool isRecordParam(const ast::ParamDecl *par) {
    if (auto *pa = dyn_cast<ast::ParallelArrayTypeExpr>(par->typeExpr.get()))
      return recordType(pa->element.get()) != nullptr;
    const ast::TypeExpr *t = resolveType(par->typeExpr.get());
    if (auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr)
      return recordType(ia->element.get()) != nullptr;
    return recordType(par->typeExpr.get()) != nullptr;
  }

  void procedure(const ast::ProcedureDecl *pd) {
    Procedure *p = lookup(pd->name)->proc;
    curProc = p;
    elementUses.clear();
    scopes.emplace_back();
    if (resultOf.count(p))
      p->ret = Ty::Void; // the record result is returned through `out` parameters
    else
      p->ret = pd->returnType ? scalarType(pd->returnType.get()) : Ty::Void;
    for (auto &par : pd->params) {
      Var::Mode mode = par->mode == ast::ParamDecl::Mode::Out     ? Var::Out
                       : par->mode == ast::ParamDecl::Mode::InOut ? Var::InOut
                                                                  : Var::In;
      if (recordParam(p, par.get(), mode))
        continue;
      if (auto *pa = dyn_cast<ast::ParallelArrayTypeExpr>(par->typeExpr.get())) {
        Region *reg = paramRegion(pa);
        Array *a = newArray(par->name, reg, scalarType(pa->element.get()), p);
        a->param = true;
        a->mode = mode;
        a->loc = loc(par->loc);
        p->paramOrder.push_back(-(int)p->arrayParams.size() - 1);
        p->arrayParams.push_back(a);
        define(par->name).array = a;
        continue;
      }
      Var *v = mod->make<Var>();
      v->name = par->name;
      v->storage = Var::Param;
      v->mode = mode;
      const ast::TypeExpr *pt = resolveType(par->typeExpr.get());
      if (auto *ia = pt ? dyn_cast<ast::IndexedArrayTypeExpr>(pt) : nullptr) {
        // An indexed array parameter: its elements, row-major, as for variables.
        for (auto &b : ia->bounds) {
          int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array bound") : 1;
          v->bounds.push_back({lo, requireConstInt(b.hi.get(), "an array bound")});
        }
        const ast::TypeExpr *elem = resolveType(ia->element.get());
        if (isa<ast::IndexedArrayTypeExpr>(elem) || isa<ast::ParallelArrayTypeExpr>(elem) ||
            isa<ast::DirectionTypeExpr>(elem))
          error(par->loc, "this parameter type is not supported by the code generator yet");
        v->ty = scalarType(elem);
      } else {
        v->ty = scalarType(par->typeExpr.get());
      }
      p->paramOrder.push_back((int)p->params.size());
      p->params.push_back(v);
      define(par->name).var = v;
    }
    if (resultOf.count(p))
      for (Entity::Leaf &lf : resultOf[p].rec) {
        p->paramOrder.push_back((int)p->params.size());
        p->params.push_back(lf.var);
      }
    for (auto &l : pd->locals)
      decl(l.get(), p);
    p->body = mod->make<Block>();
    // Regions are scoped dynamically: a procedure with parallel array
    // parameters may run in its caller's region, which it then receives as a
    // hidden region-valued parameter (kept only if the body uses it).
    Region *inherited = nullptr;
    if (pd->name != prog.name && !p->arrayParams.empty()) {
      Var *rv = mod->make<Var>();
      rv->name = "$region";
      rv->storage = Var::Param;
      rv->ty = Ty::Long;
      int rank = p->arrayParams[0]->rank();
      rv->bounds.push_back({1, 3 * (int64_t)rank});
      regionStores.insert(rv);
      regionDist[rv] = p->arrayParams[0]->dist;
      inherited = regionOfVar(rv, {}, rank);
      inherited->name = "\"";
      inheritedOf[p] = {rv, inherited};
    }
    stmt(pd->body.get(), p->body, inherited);
    scopes.pop_back();
    curProc = nullptr;
  }

  // ------------------------------------------------------ statements

  Block *blockOf(const ast::CompoundStmt *c, Region *cur) {
    Block *b = mod->make<Block>();
    if (c)
      for (auto &s : c->body)
        guarded([&] { stmt(s.get(), b, cur); });
    return b;
  }

  Expr *scalarExpr(const ast::Expr *e, Region *cur) {
    Expr *x = expr(e, cur);
    if (x->parallel)
      error(e->loc, "a parallel value is used where a scalar is expected (reduce it first)");
    return x;
  }

  std::vector<Write::Item> writeItems(const std::vector<ast::ExprPtr> &args, size_t first,
                                      Region *cur) {
    std::vector<Write::Item> items;
    for (size_t i = first; i < args.size(); ++i) {
      const ast::Expr *a = args[i].get();
      Write::Item it;
      if (auto *f = dyn_cast<ast::FormatExpr>(a)) {
        it.format = f->format;
        a = f->value.get();
      }
      it.value = expr(a, cur);
      if (it.value->parallel) {
        if (!cur)
          error(a->loc, "writing a parallel array needs an enclosing region scope");
        it.region = cur;
      }
      items.push_back(it);
    }
    return items;
  }

  std::vector<const ast::Expr *> scopeExprs;

  // `[d of R] wrap A;` copies the opposite edge of R into the border;
  // `reflect` mirrors the edge next to it (width 1). Either is a copy of A
  // into itself at a fixed offset, i.e. one transfer with no loop.
  // A border w > 1 deep along one dimension is a mirror, which no single
  // index map expresses: the slice at distance j from R's edge reads the
  // slice at distance j inside it, for j = 1..w. That is one transfer in a
  // loop over j (not w transfers: a border 100,000 deep took 12 GB to compile).
  bool reflectWide(const ast::Stmt *s, Array *arr, const std::vector<int64_t> &dir, Region *cur,
                   Block *out) {
    int along = -1, nonzero = 0;
    for (int k = 0; k < (int)dir.size(); ++k)
      if (dir[k] != 0) {
        ++nonzero;
        along = k;
      }
    if (nonzero != 1 || (dir[along] >= -1 && dir[along] <= 1))
      return false;
    if (cur->dims[along].flood || cur->dims[along].stride != 1)
      error(s->loc, "`reflect` needs a border region scope such as `[east of R]`");
    int64_t w = dir[along] > 0 ? dir[along] : -dir[along];
    Var *jv = mod->make<Var>();
    jv->name = "$refl" + std::to_string(tempCount++);
    jv->ty = Ty::Int;
    jv->storage = curProc ? Var::Local : Var::Global;
    (curProc ? curProc->locals : mod->vars).push_back(jv);
    auto j = [&]() {
      VarRef *r = mod->make<VarRef>();
      r->var = jv;
      r->ty = Ty::Int;
      return r;
    };
    auto bin = [&](BinOp op, Expr *a, Expr *b) {
      Binary *x = mod->make<Binary>();
      x->op = op;
      x->lhs = a;
      x->rhs = b;
      x->ty = Ty::Int;
      return x;
    };
    Region *slice = anon(cur);
    // [east of R] is hi+1..hi+w: distance j is lo+j-1; [west of R] is
    // lo-w..lo-1: distance j is hi-j+1.
    Expr *at = dir[along] > 0 ? bin(BinOp::Add, add(cur->dims[along].lo, -1), j())
                              : bin(BinOp::Sub, add(cur->dims[along].hi, 1), j());
    slice->dims[along].lo = slice->dims[along].hi = at;
    Transfer *t = mod->make<Transfer>();
    t->loc = loc(s->loc);
    t->id = (int)mod->transfers.size();
    t->purpose = Transfer::Copy;
    t->src = t->dst = arr;
    t->region = slice;
    t->border = dir;
    // The source is 2j-1 steps back towards R.
    Expr *back = bin(BinOp::Sub, bin(BinOp::Mul, mod->intLit(2), j()), mod->intLit(1));
    for (int k = 0; k < arr->rank(); ++k) {
      t->perm.push_back(k);
      t->wrap.push_back(false);
      t->offset.push_back(k != along ? mod->intLit(0)
                          : dir[along] > 0 ? bin(BinOp::Sub, mod->intLit(0), back)
                                           : back);
    }
    mod->transfers.push_back(t);
    Block *b = mod->make<Block>();
    b->loc = loc(s->loc);
    b->needs.push_back(t);
    For *f = mod->make<For>();
    f->loc = loc(s->loc);
    f->var = j();
    f->from = mod->intLit(1);
    f->to = mod->intLit(w);
    f->body = mod->make<Block>();
    f->body->loc = f->loc;
    f->body->stmts.push_back(b);
    out->stmts.push_back(f);
    return true;
  }

  void borderStmt(const ast::Stmt *s, Block *out, Region *cur) {
    bool wrap = isa<ast::WrapStmt>(s);
    const char *what = wrap ? "wrap" : "reflect";
    auto *d = scopeExprs.empty() ? nullptr : dyn_cast<ast::DerivedRegionExpr>(scopeExprs.back());
    if (!d || d->op != ast::DerivedRegionExpr::Op::Of)
      error(s->loc, std::string("`") + what + "` needs a border region scope such as `[east of R]`");
    Region *base = region(d->base(), nullptr);
    std::vector<int64_t> dir = direction(d->modifier());
    const auto &arrays = wrap ? cast<ast::WrapStmt>(s)->arrays : cast<ast::ReflectStmt>(s)->arrays;
    for (auto &a : arrays) {
      Expr *x = expr(a.get(), cur);
      auto *rd = dyn_cast<ArrayRead>(x);
      if (!rd || rd->shifted())
        error(a->loc, std::string("only a parallel array can be the operand of `") + what + "`");
      Array *arr = rd->array;
      if (arr->rank() != (int)dir.size())
        error(a->loc, "the border's rank differs from `" + arr->name + "`'s rank");
      // A flood dimension has no edges to copy from or into.
      for (int k = 0; k < (int)dir.size(); ++k)
        if (dir[k] != 0 && k < base->rank() && k < cur->rank() &&
            (base->dims[k].flood || cur->dims[k].flood))
          error(d->loc, std::string("`") + what + "` needs a border along a dimension that is not `*`; dimension " +
                            std::to_string(k + 1) + " of this border is `*`");
      // Fluff (ghost cells) exists along block and undistributed dimensions
      // only: along a cyclic one the border must be part of the array's
      // declared region, which it certainly is not when that region's edge
      // is R's own.
      for (int k = 0; k < (int)dir.size() && arr->dist && arr->region && !arr->param; ++k) {
        Distribution::Format f = arr->dist->formats[k];
        const Region::Dim &ad = arr->region->dims[k], &bd = base->dims[k];
        if (dir[k] == 0 || ad.flood || bd.flood ||
            printExpr(dir[k] > 0 ? ad.hi : ad.lo) != printExpr(dir[k] > 0 ? bd.hi : bd.lo))
          continue;
        if (f == Distribution::Cyclic || f == Distribution::BlockCyclic)
          error(s->loc, std::string("`") + what + "` into a border along cyclic dimension " +
                            std::to_string(k + 1) + " needs `" + arr->name +
                            "` declared over a region that includes the border");
        std::vector<int> &filled = fluffFilled[arr];
        filled.resize(dir.size());
        filled[k] |= dir[k] < 0 ? 1 : 2;
      }
      if (!wrap && reflectWide(s, arr, dir, cur, out))
        continue;
      Transfer *t = mod->make<Transfer>();
      t->loc = loc(s->loc);
      t->id = (int)mod->transfers.size();
      t->purpose = Transfer::Copy;
      t->src = t->dst = arr;
      t->region = cur;
      t->border = dir;
      for (int k = 0; k < arr->rank(); ++k) {
        t->perm.push_back(k);
        t->wrap.push_back(false);
        if (dir[k] == 0) {
          t->offset.push_back(mod->intLit(0));
          continue;
        }
        if (!wrap) {
          if (dir[k] != 1 && dir[k] != -1)
            error(s->loc, "`reflect` of a border wider than one is not supported yet");
          t->offset.push_back(mod->intLit(-dir[k]));
          continue;
        }
        // The extent of R along k, moved against the direction.
        Binary *ext = mod->make<Binary>();
        ext->op = BinOp::Add;
        ext->ty = Ty::Int;
        Binary *diff = mod->make<Binary>();
        diff->op = BinOp::Sub;
        diff->ty = Ty::Int;
        diff->lhs = base->dims[k].hi;
        diff->rhs = base->dims[k].lo;
        ext->lhs = diff;
        ext->rhs = mod->intLit(1);
        if (dir[k] > 0) {
          Unary *neg = mod->make<Unary>();
          neg->op = UnOp::Neg;
          neg->ty = Ty::Int;
          neg->operand = ext;
          t->offset.push_back(neg);
        } else {
          t->offset.push_back(ext);
        }
      }
      mod->transfers.push_back(t);
      Block *b = mod->make<Block>();
      b->loc = loc(s->loc);
      b->needs.push_back(t);
      out->stmts.push_back(b);
    }
  }

  bool regionTarget(const ast::Expr *e) {
    if (regionArrayVar(e))
      return true;
    auto *n = dyn_cast<ast::NameExpr>(e);
    Entity *en = n ? lookup(n->name) : nullptr;
    return en && en->region && regionVarOf.count(en->region);
  }

  // A region that can be stored in a region variable of `rank` named `name`.
  Region *storableRegion(const ast::Expr *e, Region *cur, int rank, const std::string &name) {
    Region *r = region(e, cur);
    if (r->rank() != rank)
      error(e->loc, "the region's rank " + std::to_string(r->rank()) + " differs from `" + name +
                        "`'s rank " + std::to_string(rank));
    if (r->mask)
      error(e->loc, "a region with a mask cannot be stored in a region variable by the code "
                    "generator yet");
    for (auto &d : r->dims)
      if (d.flood)
        error(e->loc, "a region with a `*` dimension cannot be stored in a region variable by "
                      "the code generator yet");
    return r;
  }

  // `Strip := [i, 1..n]`, `Lev[l] := Fine by Stride[l]`: one assignment of
  // the whole value (lo, hi and stride of every dimension).
  void regionAssign(const ast::AssignStmt *a, Block *out, Region *cur) {
    if (a->op != ast::AssignStmt::Op::Assign)
      error(a->loc, "a region can only be assigned with `:=`");
    VarRef *lhs = mod->make<VarRef>();
    lhs->loc = loc(a->lhs->loc);
    lhs->ty = Ty::Long;
    int rank;
    if (Var *v = regionArrayVar(a->lhs.get())) {
      lhs->var = v;
      lhs->subscripts = regionElementIndices(v, a->lhs.get(), cur);
      rank = regionArrays[v];
    } else {
      Region *target = lookup(cast<ast::NameExpr>(a->lhs.get())->name)->region;
      lhs->var = regionVarOf[target];
      rank = target->rank();
    }
    Region *r = storableRegion(a->rhs.get(), cur, rank, lhs->var->name);
    if (!regionDist.count(lhs->var)) {
      regionDist[lhs->var] = r->dist;
      for (auto &[reg, v] : regionVarOf)
        if (v == lhs->var)
          reg->dist = r->dist;
    }
    RegionValue *rv = mod->make<RegionValue>();
    rv->loc = loc(a->rhs->loc);
    rv->region = r;
    rv->ty = Ty::Long;
    ScalarAssign *sa = mod->make<ScalarAssign>();
    sa->loc = loc(a->loc);
    sa->lhs = lhs;
    sa->rhs = rv;
    out->stmts.push_back(sa);
  }
  // Statements an expression needs before the statement holding it (nested
  // scans); stmt() places them.
  std::vector<Stmt *> preStmts;
  int scanTemps = 0, remapTemps = 0;

  // ZPL's shattered control flow (a parallel condition; sema checked the
  // bodies in frontend/SemaShattered.cpp): conditions are stored into
  // boolean temporaries over the enclosing region, and the bodies run
  // masked by them.
  Region *unmasked(Region *cur) {
    Region *base = anon(cur);
    base->mask = nullptr;
    base->maskWithout = false;
    joinDistribution(base);
    return base;
  }
  Region *maskedBy(Region *base, Array *m, bool without, SourceLocation at) {
    Region *r = anon(base);
    r->mask = arrayRead(m, at, {}, false);
    r->maskWithout = without;
    return r;
  }
  void parAssign(Block *out, Region *over, Array *to, Expr *v, SourceLocation at) {
    ParAssign *p = mod->make<ParAssign>();
    p->loc = loc(at);
    p->region = over;
    p->lhs = to;
    p->rhs = v;
    out->stmts.push_back(p);
  }
  // A fresh temporary over `base` holding `cond` over `over` (a subset of
  // base: false elsewhere); an integer condition is true when not zero.
  Array *maskOf(const ast::Expr *cond, Region *base, Region *over, Block *out) {
    Array *t = newArray("$M" + std::to_string(maskTemps++), base, Ty::Bool, nullptr);
    t->temp = true;
    mod->arrays.push_back(t);
    if (over->mask) {
      Lit *f = mod->make<Lit>();
      f->ty = Ty::Bool;
      parAssign(out, base, t, f, cond->loc);
    }
    Expr *c = expr(cond, over);
    if (c->ty != Ty::Bool) {
      Lit *z = mod->make<Lit>();
      z->ty = c->ty;
      Binary *ne = mod->make<Binary>();
      ne->op = BinOp::Ne;
      ne->lhs = c;
      ne->rhs = z;
      ne->ty = Ty::Bool;
      ne->parallel = c->parallel;
      c = ne;
    }
    parAssign(out, over, t, c, cond->loc);
    return t;
  }
  Expr *notOf(Expr *e) {
    Unary *n = mod->make<Unary>();
    n->op = UnOp::Not;
    n->operand = e;
    n->ty = Ty::Bool;
    n->parallel = e->parallel;
    return n;
  }
  void append(Block *out, Block *b) { out->stmts.insert(out->stmts.end(), b->stmts.begin(), b->stmts.end()); }

  // A shattered `if`: each clause's body runs masked by its condition over
  // the indices still undecided; what remains runs the next clause or the
  // `else`. With no mask around the `if`, "still undecided" after the first
  // clause is `without` its temporary; otherwise a second temporary holds it.
  void shatteredIf(const ast::IfStmt *i, Block *out, Region *cur) {
    Region *base = unmasked(cur), *rest = cur;
    for (size_t k = 0; k < i->clauses.size(); ++k) {
      Array *t = maskOf(i->clauses[k].cond.get(), base, rest, out);
      append(out, blockOf(i->clauses[k].body.get(), maskedBy(base, t, false, i->loc)));
      if (k + 1 == i->clauses.size() && !i->elseBody)
        break;
      if (!rest->mask) {
        rest = maskedBy(base, t, true, i->loc);
        continue;
      }
      Array *e = newArray("$M" + std::to_string(maskTemps++), base, Ty::Bool, nullptr);
      e->temp = true;
      mod->arrays.push_back(e);
      parAssign(out, rest, e, notOf(arrayRead(t, i->loc, {}, false)), i->loc);
      rest = maskedBy(base, e, false, i->loc);
    }
    if (i->elseBody)
      append(out, blockOf(i->elseBody.get(), rest));
  }

  // A shattered `while`: every iteration stores the condition, stops when it
  // holds nowhere (`|<<`), and runs the body where it holds.
  void shatteredWhile(const ast::WhileStmt *w, Block *out, Region *cur) {
    Region *base = unmasked(cur);
    While *x = mod->make<While>();
    x->loc = loc(w->loc);
    Lit *yes = mod->make<Lit>();
    yes->ty = Ty::Bool;
    yes->i = 1;
    x->cond = yes;
    x->body = mod->make<Block>();
    Array *t = maskOf(w->cond.get(), base, cur, x->body);
    Reduce *any = mod->make<Reduce>();
    any->op = "|";
    any->region = base;
    any->operand = arrayRead(t, w->loc, {}, false);
    any->ty = Ty::Bool;
    If *stop = mod->make<If>();
    stop->loc = loc(w->loc);
    Block *leave = mod->make<Block>();
    leave->stmts.push_back(mod->make<Exit>());
    stop->arms.push_back({notOf(any), leave});
    x->body->stmts.push_back(stop);
    append(x->body, blockOf(w->body.get(), maskedBy(base, t, false, w->loc)));
    out->stmts.push_back(x);
  }
  int maskTemps = 0;

  void stmt(const ast::Stmt *s, Block *out, Region *cur) {
    std::vector<Stmt *> saved;
    saved.swap(preStmts);
    size_t mark = out->stmts.size();
    try {
      stmtImpl(s, out, cur);
    } catch (...) {
      preStmts.swap(saved);
      throw;
    }
    if (!preStmts.empty() && s &&
        (s->kind == ast::NodeKind::WhileStmt || s->kind == ast::NodeKind::RepeatStmt)) {
      preStmts.swap(saved);
      error(s->loc, "a scan or remap in a loop condition is not supported by the code generator yet");
    }
    out->stmts.insert(out->stmts.begin() + mark, preStmts.begin(), preStmts.end());
    preStmts.swap(saved);
  }

  void stmtImpl(const ast::Stmt *s, Block *out, Region *cur) {
    if (!s)
      return;
    switch (s->kind) {
    case ast::NodeKind::CompoundStmt:
      for (auto &c : cast<ast::CompoundStmt>(s)->body)
        guarded([&] { stmt(c.get(), out, cur); });
      return;
    case ast::NodeKind::RegionScopeStmt: {
      auto *r = cast<ast::RegionScopeStmt>(s);
      Region *reg = region(r->region.get(), cur);
      scopeExprs.push_back(r->region.get());
      try {
        stmt(r->body.get(), out, reg);
      } catch (...) {
        scopeExprs.pop_back();
        throw;
      }
      scopeExprs.pop_back();
      return;
    }
    case ast::NodeKind::AssignStmt: {
      auto *a = cast<ast::AssignStmt>(s);
      std::string op = ast::AssignStmt::opSpelling(a->op);
      if (Var *dv = dirArrayVar(a->lhs.get())) {
        // dirs[i] := [e1, e2]  becomes  dirs[i, 1] := e1; dirs[i, 2] := e2;
        if (op != ":=")
          error(s->loc, "a direction can only be assigned with `:=`");
        std::vector<Expr *> comps = dirComponents(a->rhs.get(), cur, dirArrays[dv]);
        std::vector<Expr *> lhs = dirElement(dv, a->lhs.get(), cur, (int)comps.size());
        for (size_t k = 0; k < comps.size(); ++k) {
          ScalarAssign *sa = mod->make<ScalarAssign>();
          sa->loc = loc(s->loc);
          sa->lhs = cast<VarRef>(lhs[k]);
          sa->op = op;
          sa->rhs = comps[k];
          out->stmts.push_back(sa);
        }
        return;
      }
      if (regionTarget(a->lhs.get())) {
        regionAssign(a, out, cur);
        return;
      }
      if (componentAssign(a, out, cur) || recordResult(a, out, cur))
        return;
      if (auto l = recRef(a->lhs.get())) {
        auto ls = leavesOf(*l, a->lhs->loc);
        if (ls.size() != 1 || !ls[0].first.empty())
          return recordAssign(*l, a, out, cur);
      }
      Expr *lhs = expr(a->lhs.get(), cur);
      if (auto *rm = dyn_cast<Remap>(lhs)) {
        // A#[I1, I2] := e scatters: every index of the region stores e into
        // A at the indices the maps give.
        RemapStmt *x = mod->make<RemapStmt>();
        x->loc = loc(s->loc);
        x->region = cur;
        x->array = cast<ArrayRead>(rm->operand)->array;
        for (int k = 0; k < x->array->region->rank(); ++k)
          if (x->array->isFlood(k))
            error(a->lhs->loc, "scattering into a flood array is not supported by the code generator yet");
        x->maps = rm->maps;
        for (int d : rm->perm) {
          IndexExpr *i = mod->make<IndexExpr>();
          i->dim = d + 1;
          i->ty = Ty::Int;
          i->parallel = true;
          x->maps.push_back(i);
        }
        x->op = op;
        x->value = expr(a->rhs.get(), cur);
        out->stmts.push_back(x);
        return;
      }
      if (auto *ar = dyn_cast<ArrayRead>(lhs)) {
        if (ar->shifted())
          error(a->lhs->loc, "assigning to a shifted array is not supported yet");
        if (!cur)
          error(s->loc, "a parallel assignment needs an enclosing region scope");
        if (cur->rank() != ar->array->region->rank())
          error(s->loc, "the region's rank differs from `" + ar->array->name + "`'s rank");
        if (auto *sc = dyn_cast<ast::ScanExpr>(a->rhs.get())) {
          if (op != ":=")
            error(s->loc, "a scan must be assigned with `:=`");
          ScanStmt *x = mod->make<ScanStmt>();
          x->loc = loc(s->loc);
          x->region = cur;
          x->lhs = ar->array;
          x->op = ast::reduceOpSpelling(sc->op);
          planScanDims(x, sc, cur->rank());
          x->operand = hoistExternCalls(expr(sc->operand.get(), cur), out, true);
          out->stmts.push_back(x);
          return;
        }
        if (auto *red = dyn_cast<ast::ReduceExpr>(a->rhs.get()))
          if (red->isPartial()) {
            if (op != ":=")
              error(s->loc, "a partial reduction must be assigned with `:=`");
            ReduceStmt *r = mod->make<ReduceStmt>();
            r->loc = loc(s->loc);
            r->op = ast::reduceOpSpelling(red->op);
            r->into = ar->array;
            r->intoRegion = cur;
            r->region = region(red->region.get(), cur);
            if (r->region->rank() != cur->rank())
              error(red->region->loc, "a partial reduction's source region must have the destination's rank");
            // Every dimension either collapses (one index or `*` in the
            // destination) or keeps the source's indices; a destination
            // wider than its source has no values to take (replicating is
            // a flood `>>`).
            for (int k = 0; k < cur->rank(); ++k) {
              const Region::Dim &s = r->region->dims[k], &d = cur->dims[k];
              if (s.flood || (s.lo == s.hi && !d.flood && d.lo != d.hi))
                error(red->region->loc, "dimension " + std::to_string(k + 1) +
                                            " of a partial reduction's source region is " +
                                            (s.flood ? "`*`" : "one index") +
                                            " where the destination's is wider; replicate with a flood `>>`");
            }
            r->operand = hoistExternCalls(expr(red->operand.get(), r->region), out, true);
            out->stmts.push_back(r);
            return;
          }
        ParAssign *p = mod->make<ParAssign>();
        p->loc = loc(s->loc);
        p->region = cur;
        p->lhs = ar->array;
        p->op = op;
        p->rhs = hoistExternCalls(expr(a->rhs.get(), cur), out, true);
        out->stmts.push_back(p);
        return;
      }
      auto *v = dyn_cast<VarRef>(lhs);
      if (!v || v->var->storage == Var::Constant || v->var->storage == Var::ConfigConst)
        error(a->lhs->loc, "this cannot be assigned to");
      ScalarAssign *sa = mod->make<ScalarAssign>();
      sa->loc = loc(s->loc);
      sa->lhs = v;
      sa->op = op;
      sa->rhs = hoistExternCalls(scalarExpr(a->rhs.get(), cur), out, false);
      out->stmts.push_back(sa);
      return;
    }
    case ast::NodeKind::CallStmt: {
      auto *c = cast<ast::CallStmt>(s);
      CallStmt *x = mod->make<CallStmt>();
      x->loc = loc(s->loc);
      x->call = cast<Call>(call(c->call.get(), cur));
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::IfStmt: {
      auto *i = cast<ast::IfStmt>(s);
      if (i->shattered)
        return shatteredIf(i, out, cur);
      If *x = mod->make<If>();
      x->loc = loc(s->loc);
      for (auto &c : i->clauses)
        x->arms.push_back({scalarExpr(c.cond.get(), cur), blockOf(c.body.get(), cur)});
      if (i->elseBody)
        x->otherwise = blockOf(i->elseBody.get(), cur);
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::ForStmt: {
      auto *f = cast<ast::ForStmt>(s);
      For *x = mod->make<For>();
      x->loc = loc(s->loc);
      Expr *v = expr(f->var.get(), cur);
      if (!isa<VarRef>(v))
        error(f->var->loc, "a loop variable must be a scalar variable");
      x->var = cast<VarRef>(v);
      x->from = scalarExpr(f->from.get(), cur);
      x->to = scalarExpr(f->to.get(), cur);
      if (f->step)
        x->step = scalarExpr(f->step.get(), cur);
      x->down = f->downto;
      x->body = blockOf(f->body.get(), cur);
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::WhileStmt: {
      auto *w = cast<ast::WhileStmt>(s);
      if (w->shattered)
        return shatteredWhile(w, out, cur);
      While *x = mod->make<While>();
      x->loc = loc(s->loc);
      x->cond = scalarExpr(w->cond.get(), cur);
      x->body = blockOf(w->body.get(), cur);
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::RepeatStmt: {
      auto *r = cast<ast::RepeatStmt>(s);
      Repeat *x = mod->make<Repeat>();
      x->loc = loc(s->loc);
      x->body = blockOf(r->body.get(), cur);
      x->cond = scalarExpr(r->cond.get(), cur);
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::ReturnStmt: {
      auto *r = cast<ast::ReturnStmt>(s);
      Return *x = mod->make<Return>();
      x->loc = loc(s->loc);
      auto *rc = r->value ? dyn_cast<ast::CallExpr>(r->value.get()) : nullptr;
      Entity *rce = rc ? lookup(rc->callee->name) : nullptr;
      if (curProc && resultOf.count(curProc) && rce && rce->proc && resultOf.count(rce->proc)) {
        // `return g(...)` with g returning a record: g fills our result.
        std::vector<Expr *> outs;
        for (Entity::Leaf &lf : resultOf[curProc].rec) {
          VarRef *v = mod->make<VarRef>();
          v->var = lf.var;
          v->ty = lf.var->ty;
          outs.push_back(v);
        }
        CallStmt *cs = mod->make<CallStmt>();
        cs->loc = loc(s->loc);
        cs->call = resultCall(rc, resultOf[rce->proc], outs, r->value->loc, cur);
        out->stmts.push_back(cs);
      } else if (r->value && curProc && resultOf.count(curProc)) {
        // `return r`: the result's fields, then a plain return.
        auto rr = recRef(r->value.get());
        if (!rr)
          error(r->value->loc, "only a record variable can be returned here");
        auto rs = leavesOf(*rr, r->value->loc);
        for (Entity::Leaf &lf : resultOf[curProc].rec) {
          Expr *v = nullptr;
          for (auto &rp : rs)
            if (rp.first == lf.path)
              v = leafExpr(*rr, *rp.second, cur, r->value->loc);
          if (!v || v->parallel)
            error(r->value->loc, "the records' fields differ");
          VarRef *lhs = mod->make<VarRef>();
          lhs->var = lf.var;
          lhs->ty = lf.var->ty;
          ScalarAssign *sa = mod->make<ScalarAssign>();
          sa->loc = loc(s->loc);
          sa->lhs = lhs;
          sa->rhs = v;
          out->stmts.push_back(sa);
        }
      } else if (r->value) {
        x->value = scalarExpr(r->value.get(), cur);
      }
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::HaltStmt: {
      Halt *x = mod->make<Halt>();
      x->loc = loc(s->loc);
      x->items = writeItems(cast<ast::HaltStmt>(s)->args, 0, cur);
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::ExitStmt:
      out->stmts.push_back(mod->make<Exit>());
      return;
    case ast::NodeKind::ContinueStmt:
      out->stmts.push_back(mod->make<Continue>());
      return;
    case ast::NodeKind::IOStmt: {
      auto *io = cast<ast::IOStmt>(s);
      using Op = ast::IOStmt::Op;
      Expr *file = nullptr;
      if (io->hasFile && !io->args.empty()) {
        file = scalarExpr(io->args[0].get(), cur);
        if (file->ty != Ty::File)
          error(io->args[0]->loc, "expected a `file`");
      }
      size_t first = file ? 1 : 0;
      if (io->op == Op::Read || io->op == Op::Readln) {
        Read *x = mod->make<Read>();
        x->loc = loc(s->loc);
        x->file = file;
        x->line = io->op == Op::Readln;
        for (size_t i = first; i < io->args.size(); ++i) {
          const ast::Expr *a = io->args[i].get();
          if (dirArrayVar(a))
            error(a->loc, "an array of directions cannot be read");
          Expr *e = expr(a, cur);
          Read::Item it;
          if (auto *ar = dyn_cast<ArrayRead>(e)) {
            if (ar->shifted())
              error(a->loc, "a shifted array cannot be read into");
            if (!cur)
              error(a->loc, "reading a parallel array needs an enclosing region scope");
            if (cur->rank() != ar->array->region->rank())
              error(a->loc, "the region's rank differs from `" + ar->array->name + "`'s rank");
            if (cur->mask)
              error(a->loc, "reading a parallel array over a masked region is not supported by the "
                            "code generator yet");
            if (ar->array->elem == Ty::File || ar->array->elem == Ty::Timer)
              error(a->loc, "a value of this type cannot be read");
            it.array = ar->array;
            it.region = cur;
            x->items.push_back(it);
            continue;
          }
          auto *v = dyn_cast<VarRef>(e);
          if (!v || e->parallel)
            error(a->loc, "only variables and parallel arrays can be read");
          if (v->var->storage == Var::Constant || v->var->storage == Var::ConfigConst)
            error(a->loc, "this cannot be assigned to");
          if (v->var->ty == Ty::File || v->var->ty == Ty::Timer)
            error(a->loc, "a value of this type cannot be read");
          it.var = v;
          x->items.push_back(it);
        }
        out->stmts.push_back(x);
        return;
      }
      Write *x = mod->make<Write>();
      x->loc = loc(s->loc);
      x->newline = io->op == Op::Writeln;
      x->file = file;
      x->items = writeItems(io->args, first, cur);
      out->stmts.push_back(x);
      return;
    }
    case ast::NodeKind::EmptyStmt:
      return;
    case ast::NodeKind::WrapStmt:
    case ast::NodeKind::ReflectStmt:
      borderStmt(s, out, cur);
      return;
    default:
      error(s->loc, "this statement is not supported by the code generator yet");
    }
  }
};

} // namespace

std::unique_ptr<Module> lowerProgram(const ast::Program &program, DiagnosticEngine &diags) {
  return Lowerer(program, diags).run();
}

} // namespace zpl::ir
