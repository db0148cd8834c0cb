// Lowering of declarations: types, variables, parallel arrays and their
// families and components.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

// The IR's type for a scalar type expression: sema's resolution of it
// (TypeExpr::resolved), named types followed.
Ty Lowerer::scalarType(const ast::TypeExpr *t) {
  if (!t)
    return Ty::Void;
  const Type *st = t->resolved;
  if (!st || st->isError())
    internal(t->loc, "a type sema did not resolve");
  return irType(st, t->loc);
}

// The IR's type of an expression: sema's.
Ty Lowerer::typeOf(const ast::Expr *e) {
  if (!e->type || e->type->isError())
    internal(e->loc, "an expression sema did not type");
  return irType(e->type, e->loc);
}

// The IR's type for sema's scalar type `st` (of what is at `l`).
Ty Lowerer::irType(const Type *st, SourceLocation l) {
  using K = Type::Kind;
  switch (st->kind()) {
  case K::Void: return Ty::Void;
  case K::Boolean: return Ty::Bool;
  case K::Char: return Ty::Char;
  case K::SByte: case K::UByte: case K::ShortInt: case K::UShortInt:
  case K::Integer: case K::Enum: return Ty::Int;
  // `uinteger` holds 0..4294967295: only 64 bits hold all of it.
  case K::UInteger: case K::Long: case K::ULong: return Ty::Long;
  case K::Float: return Ty::Float;
  case K::Double: case K::Quad: return Ty::Double;
  case K::String: return Ty::String;
  case K::File: return Ty::File;
  case K::Timer: return Ty::Timer;
  case K::Opaque: return Ty::Opaque;
  case K::Generic: return Ty::Generic; // parameters and results of C functions
  case K::Complex: case K::DComplex: // sema: checkVarLimits, checkParamLimits
    internal(l, "type " + st->str() + " is not supported by the code generator yet");
  default:
    internal(l, "this type is not supported by the code generator yet");
  }
}

// Follows named types (`type vec3 = array [1..3] of integer;`) to what
// they stand for, through the declarations sema linked them to.
const ast::TypeExpr *Lowerer::resolveType(const ast::TypeExpr *t) { return ast::resolvedTypeExpr(t); }

Var::Storage Lowerer::storageOf(const ast::VarDecl *v) {
  using S = ast::VarDecl::Storage;
  switch (v->storage) {
  case S::ConfigVar: return Var::Config;
  case S::ConfigConst: return Var::ConfigConst;
  case S::Constant: return Var::Constant;
  default: return curProc ? Var::Local : Var::Global;
  }
}

void Lowerer::decl(const ast::Decl *d, Procedure *owner) {
  if (auto *v = dyn_cast<ast::VarDecl>(d)) {
    varDecl(v, owner);
  } else if (auto *r = dyn_cast<ast::RegionDecl>(d)) {
    Region *reg = nullptr;
    Distribution *dist = nullptr;
    if (r->distribution) {
      Entity *en = lookup(r->distribution.get());
      if (!en || !en->dist)
        internal(r->distribution->loc, "`" + r->distribution->name + "` is not a distribution");
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
      internal(r->loc, "region `" + r->name + "` has rank " + std::to_string(reg->rank()) +
                        " but its distribution has rank " + std::to_string(dist->rank()));
    reg->dist = dist;
    dist->members.push_back(reg);
    define(r).region = reg;
  } else if (auto *dd = dyn_cast<ast::DirectionDecl>(d)) {
    Direction *dir = mod->make<Direction>();
    dir->name = dd->name;
    dir->offset = direction(dd->init.get());
    mod->directions.push_back(dir);
    define(dd).dir = dir;
  } else if (auto *g = dyn_cast<ast::GridDecl>(d)) {
    Grid *grid = mod->make<Grid>();
    grid->name = g->name;
    grid->rank = (int)g->extents.size();
    for (auto &x : g->extents)
      grid->extents.push_back(expr(x.get(), nullptr));
    mod->grids.push_back(grid);
    define(g).grid = grid;
  } else if (auto *dd = dyn_cast<ast::DistributionDecl>(d)) {
    Distribution *dist = mod->make<Distribution>();
    dist->name = dd->name;
    if (dd->grid) {
      Entity *en = lookup(dd->grid.get());
      if (!en || !en->grid)
        internal(dd->grid->loc, "`" + dd->grid->name + "` is not a grid");
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
      internal(dd->loc, "distribution `" + dd->name + "` spreads " + std::to_string(distributed) +
                         " dimension(s) over a grid of rank " + std::to_string(dist->grid->rank));
    mod->dists.push_back(dist);
    define(dd).dist = dist;
  } else if (auto *t = dyn_cast<ast::TypeDecl>(d)) {
    // A record is split into its fields, so C's layout of an `extern`
    // record never matters, and an `opaque` one is a `void *`; other extern
    // types would need C's definition (sema refuses them).
    if (t->isExtern && !recordTypeSyntax(t->typeExpr.get()) && !(t->type && t->type->isOpaque()))
      internal(t->loc, "`extern` types other than records are not supported by the code generator yet");
    if (auto *en = dyn_cast<ast::EnumTypeExpr>(t->typeExpr.get()))
      for (auto &e : en->enumerators)
        define(e).enumValue = e->value;
  } else if (isa<ast::ProcedureDecl>(d)) {
    // handled separately
  } else { // the parser makes no other declaration
    internal(d->loc, "this declaration is not supported by the code generator yet");
  }
}

Array *Lowerer::newArray(const std::string &name, Region *reg, Ty elem, Procedure *owner) {
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
void Lowerer::joinDistribution(Region *reg) {
  if (!reg->dist)
    reg->dist = mod->defaultDist(reg->rank());
  auto &ms = reg->dist->members;
  if (reg->name.empty() && std::find(ms.begin(), ms.end(), reg) == ms.end())
    ms.push_back(reg);
}

// The region a parallel array variable is declared over.
Region *Lowerer::declRegion(const ast::ParallelArrayTypeExpr *pa) {
  if (pa->isRankOnly())
    internal(pa->loc, "a parallel array variable needs a region");
  Region *reg = region(pa->region.get(), nullptr);
  if (readsRegionValue(reg))
    internal(pa->region->loc, "a parallel array cannot be declared over a region variable");
  joinDistribution(reg);
  return reg;
}

// `var U : [R] array [1..5] of double`: `U[m]` is the parallel array of
// the m-th components, so U is five parallel arrays.
bool Lowerer::componentVar(const ast::VarDecl *v, const ast::TypeExpr *t, Procedure *owner) {
  auto *pa = t ? dyn_cast<ast::ParallelArrayTypeExpr>(t) : nullptr;
  const ast::TypeExpr *elem = pa ? resolveType(pa->element.get()) : nullptr;
  auto *ia = elem ? dyn_cast<ast::IndexedArrayTypeExpr>(elem) : nullptr;
  if (!ia)
    return false;
  const ast::TypeExpr *ce = resolveType(ia->element.get());
  if (ia->bounds.size() != 1 || !ce || !isa<ast::BuiltinTypeExpr>(ce))
    internal(ia->loc, "parallel arrays of multi-dimensional or nested indexed arrays are not "
                   "supported by the code generator yet");
  int64_t lo = ia->bounds[0].lo ? requireConstInt(ia->bounds[0].lo.get(), "an array bound") : 1;
  int64_t hi = requireConstInt(ia->bounds[0].hi.get(), "an array bound");
  if (hi < lo || hi - lo >= 64)
    internal(ia->loc, "a parallel array of indexed arrays needs 1 to 64 components here");
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
  define(v) = en;
  return true;
}

// `U[m]` (or `U[m]@d` when `shift` is given): the component array when m
// is a constant, else a choice among the components by m's value.
Expr *Lowerer::componentRead(Entity *en, const ast::SubscriptExpr *s, const ast::ShiftExpr *shift,
                    Region *cur) {
  if (s->indices.size() != 1) // sema: checkSubscript, and components are one-dimensional
    internal(s->loc, "wrong number of subscripts");
  Expr *idx = scalarExpr(s->indices[0].get(), cur);
  auto read = [&](Array *a) { return shift ? shiftRead(a, shift, cur) : arrayRead(a, s->loc, {}, false); };
  if (auto k = constInt(idx)) {
    if (*k < en->compLo || *k >= en->compLo + (int64_t)en->comps.size())
      internal(s->indices[0]->loc, "subscript out of bounds");
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
bool Lowerer::componentAssign(const ast::AssignStmt *a, Block *out, Region *cur) {
  auto *s = dyn_cast<ast::SubscriptExpr>(a->lhs.get());
  auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
  Entity *en = n ? lookup(n) : nullptr;
  if (!en || en->comps.empty())
    return false;
  if (!cur)
    internal(a->loc, "a parallel assignment needs an enclosing region scope");
  if (s->indices.size() != 1) // sema: checkSubscript, and components are one-dimensional
    internal(s->loc, "wrong number of subscripts");
  if (isa<ast::ScanExpr>(a->rhs.get()) ||
      (isa<ast::ReduceExpr>(a->rhs.get()) && cast<ast::ReduceExpr>(a->rhs.get())->isPartial()))
    internal(a->rhs->loc, "scans and partial reductions into a component are not supported by the "
                       "code generator yet");
  Expr *idx = scalarExpr(s->indices[0].get(), cur);
  auto assign = [&](Array *arr, Block *into) {
    if (cur->rank() != arr->region->rank())
      internal(a->loc, "the region's rank differs from `" + n->name + "`'s rank");
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
      internal(s->indices[0]->loc, "subscript out of bounds");
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

void Lowerer::varDecl(const ast::VarDecl *v, Procedure *owner) {
  const ast::TypeExpr *t = resolveType(v->typeExpr.get());
  if (v->isExtern) {
    // C defines the object (or a header, as a macro): it is referred to by
    // its C name and never defined here.
    if (!t || !isa<ast::BuiltinTypeExpr>(t) || owner)
      internal(v->loc, "only program-level `extern` variables and constants of a scalar type are "
                    "supported by the code generator yet");
    Var *x = mod->make<Var>();
    x->name = v->name;
    x->loc = loc(v->loc);
    x->storage = Var::Extern;
    x->ty = scalarType(t);
    if (x->ty == Ty::String || x->ty == Ty::File || x->ty == Ty::Timer)
      internal(v->loc, "an `extern` variable of type `" + std::string(tyName(x->ty)) +
                        "` is not supported by the code generator yet");
    mod->externVars.push_back(x);
    define(v).var = x;
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
    define(v).array = a;
    return;
  }
  if (auto *rt = t ? dyn_cast<ast::RegionTypeExpr>(t) : nullptr) {
    if (storageOf(v) == Var::Constant && v->init) {
      // A region constant is a named region like `region R = ...`.
      Region *base = region(v->init.get(), nullptr);
      if (rt->rank && (int)rt->rank != base->rank())
        internal(v->init->loc, "the region's rank differs from the declared rank " +
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
      define(v).region = reg;
      return;
    }
  }
  Var *x = mod->make<Var>();
  x->name = v->name;
  x->loc = loc(v->loc);
  x->storage = storageOf(v);
  if (auto *rt = t ? dyn_cast<ast::RegionTypeExpr>(t) : nullptr) {
    if (!rt->rank)
      internal(t->loc, "a region variable needs its rank: `region<.., ..>`");
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
    Entity &en = define(v);
    en.region = reg;
    regionVarOf[reg] = x;
    return;
  }
  if (auto *dt = t ? dyn_cast<ast::DirectionTypeExpr>(t) : nullptr) {
    if (v->init)
      internal(v->init->loc, "a direction variable cannot be initialised here; assign it in a procedure");
    x->ty = Ty::Int;
    dirArrays[x] = 0;
    dirScalars.insert(x);
    if (v->directionRank) // declared, or given by its first use (sema)
      fixDirRank(x, (int)v->directionRank, dt->loc);
    if (owner)
      owner->locals.push_back(x);
    else
      mod->vars.push_back(x);
    define(v).var = x;
    return;
  }
  if (auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr) {
    indexedBounds(ia, x); // IndexInit.cpp
    const ast::TypeExpr *elem = resolveType(ia->element.get());
    if (auto *pa = dyn_cast<ast::ParallelArrayTypeExpr>(elem)) {
      arrayFamily(v, x, pa, owner);
      return;
    }
    if (isa<ast::IndexedArrayTypeExpr>(elem))
      internal(ia->element->loc, "nested indexed arrays are not supported by the code generator yet");
    if (auto *rt = dyn_cast<ast::RegionTypeExpr>(elem)) {
      if (!rt->rank)
        internal(rt->loc, "a region variable needs its rank: `region<.., ..>`");
      x->ty = Ty::Long;
      x->bounds.push_back({1, 3 * (int64_t)rt->rank});
      regionArrays[x] = (int)rt->rank;
      regionStores.insert(x);
    } else if (isa<ast::DirectionTypeExpr>(elem)) {
      x->ty = Ty::Int;
      dirArrays[x] = 0;
      if (v->directionRank)
        fixDirRank(x, (int)v->directionRank, ia->loc);
    } else {
      x->ty = scalarType(elem);
    }
  } else if (t) {
    x->ty = scalarType(t);
    if (v->type && v->type->isEnum()) // `-sClass=W` (config values by name)
      x->enumName = v->type->name(), x->enumerators = v->type->enumerators();
    // `-sb=300` for a `ubyte` is refused at start-up, as `b := 300` is here.
    if (v->isConfig() && v->type && v->type->storedWider()) {
      x->rangeType = v->type->str();
      v->type->integralRange(&x->rangeLo, &x->rangeHi);
    }
  }
  if (v->init && t && isa<ast::IndexedArrayTypeExpr>(t)) {
    // `= [2^index1, 0, 0]`: every element's value (IndexInit.cpp).
    (owner ? owner->locals : mod->vars).push_back(x);
    define(v).var = x;
    indexInit(v, x, owner);
    return;
  }
  if (v->initList) // `= {...}`: LowerInit.cpp
    x->init = lowerInitLeaf(*mod, *v, 0, x->ty, !x->bounds.empty(), lowerScalar());
  if (v->init) {
    x->init = narrowed(expr(v->init.get(), nullptr), v->typeExpr ? v->typeExpr->resolved : nullptr,
                       v->init->type);
    if (!t)
      x->ty = x->init->ty;
    if (v->init->isParallel)
      internal(v->init->loc, "a scalar cannot be initialised with a parallel value");
  }
  if (owner)
    owner->locals.push_back(x);
  else
    mod->vars.push_back(x);
  define(v).var = x;
}

// `U, R : array [1..m] of [Big] double`: one storage object per element;
// `U[e]` names the element e.
void Lowerer::arrayFamily(const ast::VarDecl *v, Var *x, const ast::ParallelArrayTypeExpr *pa,
                 Procedure *owner) {
  if (pa->isRankOnly())
    internal(pa->loc, "a parallel array variable needs a region");
  if (v->init)
    internal(v->init->loc, "an indexed array of parallel arrays cannot be initialised");
  Region *reg = familyRegion(pa); // IndexInit.cpp
  Array *a = newArray(v->name, reg, scalarType(pa->element.get()), owner);
  a->loc = loc(v->loc);
  // Several dimensions are flattened row-major: the element is then a
  // 0-based position.
  a->elementLo = x->bounds.size() == 1 ? x->bounds[0].first : 0;
  a->elements = 1;
  for (auto &b : x->bounds)
    a->elements *= std::max<int64_t>(0, b.second - b.first + 1);
  familyBounds[a] = x->bounds;
  if ((a->elementsHi = x->hiExpr(0))) { // a config bound (one dimension: sema)
    a->elements = 1;
    familyBounds[a][0].second = INT64_MAX;
  }
  if (a->elements <= 0)
    internal(v->typeExpr->loc, "an indexed array of parallel arrays needs at least one element");
  if (owner)
    owner->localArrays.push_back(a);
  else
    mod->arrays.push_back(a);
  define(v).array = a;
}

Array *Lowerer::arrayElement(Array *fam, const ast::SubscriptExpr *s, Region *cur) {
  const auto &bounds = familyBounds[fam];
  if (s->indices.size() != bounds.size())
    internal(s->loc, "wrong number of subscripts for `" + fam->name + "`");
  Expr *idx = nullptr;
  std::string key;
  for (size_t k = 0; k < bounds.size(); ++k) {
    Expr *i = scalarExpr(s->indices[k].get(), cur);
    if (auto c = constInt(i))
      if (*c < bounds[k].first || *c > bounds[k].second)
        internal(s->indices[k]->loc, "index " + std::to_string(*c) + " is outside `" + fam->name +
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

Array *Lowerer::familyOf(const ast::Expr *e) {
  auto *s = dyn_cast<ast::SubscriptExpr>(e);
  auto *n = s ? dyn_cast<ast::NameExpr>(s->base.get()) : nullptr;
  Entity *en = n ? lookup(n) : nullptr;
  return en && en->array && en->array->elements ? en->array : nullptr;
}

} // namespace lower
} // namespace zpl::ir
