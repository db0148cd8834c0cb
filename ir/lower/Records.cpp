// Lowering of records: one variable or array per leaf field.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

const ast::RecordTypeExpr *Lowerer::recordTypeSyntax(const ast::TypeExpr *t) {
  return t ? dyn_cast<ast::RecordTypeExpr>(t) : nullptr;
}

const ast::RecordTypeExpr *Lowerer::recordType(const ast::TypeExpr *t) {
  t = resolveType(t);
  return t ? dyn_cast<ast::RecordTypeExpr>(t) : nullptr;
}

// The leaf fields of a record type, depth first: path and type.
void Lowerer::recordLeaves(const ast::RecordTypeExpr *r, const std::string &prefix,
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
      internal(fd->loc, "record fields that are parallel arrays or arrays of non-scalars are not "
                     "supported by the code generator yet");
    out.push_back({p, fd->typeExpr.get()});
  }
}

// A leaf's scalar type; an array field's bounds are appended to `bounds`.
Ty Lowerer::leafType(const ast::TypeExpr *t, std::vector<std::pair<int64_t, int64_t>> &bounds,
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

std::optional<Lowerer::RecRef> Lowerer::recRef(const ast::Expr *e) {
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
  Entity *en = n ? lookup(n) : nullptr;
  if (!en || en->rec.empty())
    return std::nullopt;
  r.en = en;
  r.path = path;
  r.fieldSub = fieldSub;
  return r;
}

// The leaves `r` covers, with their paths relative to `r`.
std::vector<std::pair<std::string, const Entity::Leaf *>> Lowerer::leavesOf(const RecRef &r, SourceLocation l) {
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
    internal(l, "no field `" + r.path + "` in this record");
  return out;
}

Expr *Lowerer::leafExpr(const RecRef &r, const Entity::Leaf &lf, Region *cur, SourceLocation l) {
  if (lf.array) {
    if (r.sub)
      internal(r.sub->loc, "a parallel array of records cannot be subscripted here");
    if (r.shift)
      return shiftRead(lf.array, r.shift, cur);
    return arrayRead(lf.array, l, {}, false);
  }
  if (r.shift)
    internal(r.shift->loc, "only a parallel array can be shifted with `@`");
  VarRef *v = mod->make<VarRef>();
  v->var = lf.var;
  v->ty = lf.var->ty;
  size_t outer = lf.var->bounds.size() - lf.fieldDims;
  if (r.fieldSub && !lf.fieldDims)
    internal(r.fieldSub->loc, "this field is not an array");
  if (lf.fieldDims && outer && !r.fieldSub && r.sub)
    internal(l, "an array field of an element of an indexed array can only be used element by "
             "element by the code generator yet");
  for (const ast::SubscriptExpr *s : {r.sub, r.fieldSub}) {
    if (!s)
      continue;
    if (s->indices.size() != (s == r.sub ? outer : lf.fieldDims))
      internal(s->loc, "wrong number of subscripts");
    for (auto &i : s->indices) {
      Expr *x = expr(i.get(), cur);
      if (i->isParallel)
        internal(i->loc, "parallel subscripts are not supported by the code generator yet");
      v->subscripts.push_back(x);
    }
  }
  if (!v->subscripts.empty() && v->subscripts.size() != lf.var->bounds.size())
    internal(l, "wrong number of subscripts");
  return v;
}

// One element of an array field: `Pts[i].v[k]` with k given.
VarRef *Lowerer::fieldElem(const RecRef &r, const Entity::Leaf &lf, const std::vector<Expr *> &k,
                  Region *cur) {
  VarRef *v = mod->make<VarRef>();
  v->var = lf.var;
  v->ty = lf.var->ty;
  if (r.sub)
    for (auto &i : r.sub->indices)
      v->subscripts.push_back(scalarExpr(i.get(), cur));
  for (Expr *x : k)
    v->subscripts.push_back(x);
  return v;
}

// An array field of an element of an indexed array is copied element by
// element, in loops over the field's indices (one per dimension, each with
// a loop variable of its own). Unrolled, as it was until 2026-11-27, a field
// of more than 4096 elements had to be refused after -emit=ast accepted it.
Block *Lowerer::fieldLoops(const Entity::Leaf &lf, SourceLocation at, Block *out,
                           std::vector<Expr *> *k) {
  const size_t first = lf.var->bounds.size() - lf.fieldDims;
  for (size_t d = first; d < lf.var->bounds.size(); ++d) {
    Var *v = tempVar("field", Ty::Long);
    auto ref = [&] { return varRef(v, at); };
    For *f = mod->make<For>();
    f->loc = loc(at);
    f->var = ref();
    f->from = mod->intLit(lf.var->bounds[d].first);
    f->to = lf.var->hiExpr(d) ? lf.var->hiExpr(d) : mod->intLit(lf.var->bounds[d].second);
    f->body = mod->make<Block>();
    out->stmts.push_back(f);
    out = f->body;
    k->push_back(ref());
  }
  return out;
}

// `lhs := rhs` between whole records (or sub-records): one assignment per
// leaf field.
void Lowerer::recordAssign(const RecRef &l, const ast::AssignStmt *a, Block *out, Region *cur) {
  auto r = recRef(a->rhs.get());
  if (!r)
    internal(a->rhs->loc, "only a record variable can be assigned to a record here");
  if (a->op != ast::AssignStmt::Op::Assign)
    internal(a->loc, "a record can only be assigned with `:=`");
  auto ls = leavesOf(l, a->lhs->loc), rs = leavesOf(*r, a->rhs->loc);
  for (auto &lp : ls) {
    const Entity::Leaf *rl = nullptr;
    for (auto &rp : rs)
      if (rp.first == lp.first)
        rl = rp.second;
    if (!rl)
      internal(a->rhs->loc, "the records' fields differ");
    if (lp.second->fieldDims && lp.second->var && rl->var && (l.sub || r->sub)) {
      std::vector<Expr *> k;
      Block *body = fieldLoops(*lp.second, a->loc, out, &k);
      ScalarAssign *sa = mod->make<ScalarAssign>();
      sa->loc = loc(a->loc);
      std::vector<Expr *> kr; // the right side's own references (the IR is a tree there)
      for (Expr *x : k)
        kr.push_back(varRef(cast<VarRef>(x)->var, a->loc));
      sa->lhs = fieldElem(l, *lp.second, k, cur);
      sa->rhs = fieldElem(*r, *rl, kr, cur);
      sa->lhs->loc = sa->rhs->loc = sa->loc;
      body->stmts.push_back(sa);
      continue;
    }
    Expr *lhs = leafExpr(l, *lp.second, cur, a->lhs->loc);
    Expr *rhs = leafExpr(*r, *rl, cur, a->rhs->loc);
    if (auto *ar = dyn_cast<ArrayRead>(lhs)) {
      if (ar->shifted())
        internal(a->lhs->loc, "assigning to a shifted array is not supported yet");
      if (!cur)
        internal(a->loc, "a parallel assignment needs an enclosing region scope");
      if (cur->rank() != ar->array->region->rank())
        internal(a->loc, "the region's rank differs from `" + ar->array->name + "`'s rank");
      ParAssign *p = mod->make<ParAssign>();
      p->loc = loc(a->loc);
      p->region = cur;
      p->lhs = ar->array;
      p->rhs = rhs;
      out->stmts.push_back(p);
      continue;
    }
    if (rhs->parallel)
      internal(a->rhs->loc, "a parallel value is used where a scalar is expected (reduce it first)");
    ScalarAssign *sa = mod->make<ScalarAssign>();
    sa->loc = loc(a->loc);
    sa->lhs = cast<VarRef>(lhs);
    sa->rhs = rhs;
    out->stmts.push_back(sa);
  }
}

// A record variable, indexed array of records or parallel array of
// records: one variable or array per leaf field. False if `t` is none.
bool Lowerer::recordVar(const ast::VarDecl *v, const ast::TypeExpr *t, Procedure *owner) {
  auto *pa = t ? dyn_cast<ast::ParallelArrayTypeExpr>(t) : nullptr;
  auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr;
  const ast::RecordTypeExpr *rec =
      recordType(pa ? pa->element.get() : ia ? ia->element.get() : t);
  if (!rec)
    return false;
  if (v->init)
    internal(v->init->loc, "a record cannot be initialised here");
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
      internal(v->loc, "parallel arrays of records with array fields are not supported by the code "
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
  define(v) = en;
  return true;
}

// A record parameter is one parameter per leaf field (each passed as its
// mode says); call sites expand the argument the same way.
bool Lowerer::recordParam(Procedure *p, const ast::ParamDecl *par, Var::Mode mode) {
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
      internal(par->loc, "parallel arrays of records with array fields are not supported by the "
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
  define(par) = en;
  return true;
}

// A record result: one `out` parameter per field, after the others (see
// recordResult); `return r` assigns them. Known before any body is lowered.
void Lowerer::prepareResult(const ast::ProcedureDecl *pd) {
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
  resultOf[lookup(pd)->proc] = en;
}

// `P := f(a)` where f returns a record: the call with P's fields as the
// result's `out` arguments.
bool Lowerer::recordResult(const ast::AssignStmt *a, Block *out, Region *cur) {
  auto *c = dyn_cast<ast::CallExpr>(a->rhs.get());
  Entity *en = c ? lookup(c->callee.get()) : nullptr;
  if (!en || !en->proc || !resultOf.count(en->proc))
    return false;
  auto l = recRef(a->lhs.get());
  if (!l || a->op != ast::AssignStmt::Op::Assign)
    internal(a->loc, "a procedure's record result can only be assigned with `:=` to a record "
                  "variable here");
  auto ls = leavesOf(*l, a->lhs->loc);
  std::vector<Expr *> outs;
  for (Entity::Leaf &rl : resultOf[en->proc].rec) {
    Expr *arg = nullptr;
    for (auto &lp : ls)
      if (lp.first == rl.path)
        arg = leafExpr(*l, *lp.second, cur, a->lhs->loc);
    if (arg && isa<ArrayRead>(arg))
      internal(a->lhs->loc, "a procedure's record result cannot be assigned to a parallel array of "
                            "records by the code generator yet");
    if (!arg || !isa<VarRef>(arg))
      internal(a->lhs->loc, "the records' fields differ");
    outs.push_back(arg);
  }
  CallStmt *cs = mod->make<CallStmt>();
  cs->loc = loc(a->loc);
  cs->call = resultCall(c, resultOf[en->proc], outs, a->rhs->loc, cur);
  out->stmts.push_back(cs);
  return true;
}

// A call of a procedure returning a record, with `outs` receiving it.
Call *Lowerer::resultCall(const ast::CallExpr *c, const Entity &, const std::vector<Expr *> &outs,
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
  if (c->isParallel)
    internal(l, "a procedure returning a record cannot be promoted by the code generator yet");
  for (Expr *o : outs)
    x->args.push_back(o);
  return x;
}

bool Lowerer::isRecordParam(const ast::ParamDecl *par) {
  if (auto *pa = dyn_cast<ast::ParallelArrayTypeExpr>(par->typeExpr.get()))
    return recordType(pa->element.get()) != nullptr;
  const ast::TypeExpr *t = resolveType(par->typeExpr.get());
  if (auto *ia = t ? dyn_cast<ast::IndexedArrayTypeExpr>(t) : nullptr)
    return recordType(ia->element.get()) != nullptr;
  return recordType(par->typeExpr.get()) != nullptr;
}

} // namespace lower
} // namespace zpl::ir
