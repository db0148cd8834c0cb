// Lowering of procedures: external prototypes, parameters and bodies.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

// A C function: called directly by the generated code. The built-ins (C's
// math functions among them) keep their own lowering, which also works
// element-wise; a prototype for one of them only restates it.
void Lowerer::externProc(const ast::ProcedureDecl *pd) {
  if (findBuiltin(pd->name) || externs.count(pd->name))
    return;
  badExterns.insert(pd->name); // until it is known to be fine
  ExternProc x;
  x.name = pd->name;
  x.loc = loc(pd->loc);
  x.ret = pd->returnType ? scalarType(pd->returnType.get()) : Ty::Void;
  if (x.ret == Ty::String || x.ret == Ty::File || x.ret == Ty::Timer)
    internal(pd->returnType->loc, "a C function returning a `" + std::string(tyName(x.ret)) +
                                   "` is not supported by the code generator yet");
  for (auto &par : pd->params) {
    if (isa<ast::ParallelArrayTypeExpr>(par->typeExpr.get()))
      internal(par->loc, "a C function cannot take a parallel array");
    if (par->mode != ast::ParamDecl::Mode::In)
      internal(par->loc, "`out` and `inout` parameters of C functions are not supported by the code "
                      "generator yet");
    const ast::TypeExpr *t = resolveType(par->typeExpr.get());
    if (t && isa<ast::IndexedArrayTypeExpr>(t))
      internal(par->loc, "a C function cannot take an indexed array here");
    if (t && (isa<ast::RegionTypeExpr>(t) || isa<ast::DirectionTypeExpr>(t)))
      internal(par->typeExpr->loc, "region and direction parameters of C functions are not "
                                "supported by the code generator yet");
    if (auto *b = t ? dyn_cast<ast::BuiltinTypeExpr>(t) : nullptr)
      if (b->builtin == ast::BuiltinTypeExpr::Builtin::Procedure)
        internal(par->typeExpr->loc, "`procedure` parameters of C functions are not supported by "
                                  "the code generator yet");
    x.params.push_back(scalarType(par->typeExpr.get()));
  }
  externs[x.name] = mod->externs.size();
  mod->externs.push_back(x);
  badExterns.erase(x.name);
}

// The actual argument's layout is used at run time; the formal only
// fixes the rank (and, with `[R]`, the region).
Region *Lowerer::paramRegion(const ast::ParallelArrayTypeExpr *pa) {
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

// `Q : region<.., ..>`: stored as a region variable is (lo, hi and stride
// of every dimension), passed by value. The procedure is compiled once, for
// the default distribution of the rank (calls check the argument's).
void Lowerer::regionParam(Procedure *p, Var *v, const ast::ParamDecl *par,
                          const ast::RegionTypeExpr *rt) {
  if (!rt->rank)
    internal(rt->loc, "a region parameter needs its rank: `region<.., ..>`");
  if (v->mode != Var::In)
    internal(par->loc, "a region parameter can only be passed by value (not `var`, `out` or "
                       "`inout`) by the code generator yet");
  int rank = (int)rt->rank;
  v->ty = Ty::Long;
  v->bounds.push_back({1, 3 * (int64_t)rank});
  regionStores.insert(v);
  regionDist[v] = mod->defaultDist(rank);
  p->paramOrder.push_back((int)p->params.size());
  p->params.push_back(v);
  Region *reg = regionOfVar(v, {}, rank);
  reg->name = par->name;
  reg->loc = loc(par->loc);
  define(par).region = reg;
  regionVarOf[reg] = v;
}

void Lowerer::procedure(const ast::ProcedureDecl *pd) {
  Procedure *p = lookup(pd)->proc;
  curProc = p;
  elementUses.clear();
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
      define(par).array = a;
      continue;
    }
    Var *v = mod->make<Var>();
    v->name = par->name;
    v->storage = Var::Param;
    v->mode = mode;
    const ast::TypeExpr *pt = resolveType(par->typeExpr.get());
    if (auto *rt = pt ? dyn_cast<ast::RegionTypeExpr>(pt) : nullptr) {
      regionParam(p, v, par.get(), rt);
      continue;
    }
    if (auto *ia = pt ? dyn_cast<ast::IndexedArrayTypeExpr>(pt) : nullptr) {
      // An indexed array parameter: its elements, row-major, as for variables.
      for (auto &b : ia->bounds) {
        int64_t lo = b.lo ? requireConstInt(b.lo.get(), "an array bound") : 1;
        v->bounds.push_back({lo, requireConstInt(b.hi.get(), "an array bound")});
      }
      const ast::TypeExpr *elem = resolveType(ia->element.get());
      if (isa<ast::IndexedArrayTypeExpr>(elem) || isa<ast::ParallelArrayTypeExpr>(elem) ||
          isa<ast::DirectionTypeExpr>(elem))
        internal(par->loc, "this parameter type is not supported by the code generator yet");
      v->ty = scalarType(elem);
    } else {
      v->ty = scalarType(par->typeExpr.get());
    }
    p->paramOrder.push_back((int)p->params.size());
    p->params.push_back(v);
    define(par).var = v;
  }
  if (resultOf.count(p))
    for (Entity::Leaf &lf : resultOf[p].rec) {
      p->paramOrder.push_back((int)p->params.size());
      p->params.push_back(lf.var);
    }
  for (auto &l : pd->locals)
    decl(l.get(), p);
  p->body = mod->make<Block>();
  placeIndexInits(p, pd->name == prog.name); // IndexInit.cpp
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
  curProc = nullptr;
}

} // namespace lower
} // namespace zpl::ir
