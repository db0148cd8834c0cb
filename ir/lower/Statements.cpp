// Lowering of statements.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

Block *Lowerer::blockOf(const ast::CompoundStmt *c, Region *cur) {
  Block *b = mod->make<Block>();
  if (c)
    for (auto &s : c->body)
      guarded([&] { stmt(s.get(), b, cur); });
  return b;
}

Expr *Lowerer::scalarExpr(const ast::Expr *e, Region *cur) {
  Expr *x = expr(e, cur);
  if (e->isParallel)
    internal(e->loc, "a parallel value is used where a scalar is expected (reduce it first)");
  return x;
}

std::vector<Write::Item> Lowerer::writeItems(const std::vector<ast::ExprPtr> &args, size_t first,
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
    if (a->isParallel) {
      if (!cur)
        internal(a->loc, "writing a parallel array needs an enclosing region scope");
      it.region = cur;
    }
    items.push_back(it);
  }
  return items;
}

// `[d of R] wrap A;` copies the opposite edge of R into the border;
// `reflect` mirrors the edge next to it (width 1). Either is a copy of A
// into itself at a fixed offset, i.e. one transfer with no loop.
// A border w > 1 deep along one dimension is a mirror: the slice at
// distance j from R's edge reads the slice at distance j inside it. That is
// one transfer whose index map flips that dimension (source = c - index);
// one per slice took 12 GB to compile for w = 100,000, and a transfer in a
// loop over the slices kept w plans at run time.
bool Lowerer::reflectWide(const ast::Stmt *s, Array *arr, const std::vector<int64_t> &dir, Region *cur,
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
    internal(s->loc, "`reflect` needs a border region scope such as `[east of R]`");
  auto bin = [&](BinOp op, Expr *a, Expr *b) {
    Binary *x = mod->make<Binary>();
    x->op = op;
    x->lhs = a;
    x->rhs = b;
    x->ty = Ty::Int;
    return x;
  };
  // [east of R] is hi+1..hi+w, so index i reads 2 hi + 1 - i, i.e.
  // 2 lo - 1 - i with lo the border's first index; [west of R] is
  // lo-w..lo-1: i reads 2 lo - 1 - i = 2 hi + 1 - i with hi the border's last.
  Expr *mirror = dir[along] > 0 ? bin(BinOp::Sub, bin(BinOp::Mul, mod->intLit(2), cur->dims[along].lo), mod->intLit(1))
                                : bin(BinOp::Add, bin(BinOp::Mul, mod->intLit(2), cur->dims[along].hi), mod->intLit(1));
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
    t->flip.push_back(k == along);
    t->offset.push_back(k == along ? mirror : mod->intLit(0));
  }
  mod->transfers.push_back(t);
  Block *b = mod->make<Block>();
  b->loc = loc(s->loc);
  b->needs.push_back(t);
  out->stmts.push_back(b);
  return true;
}

void Lowerer::borderStmt(const ast::Stmt *s, Block *out, Region *cur) {
  bool wrap = isa<ast::WrapStmt>(s);
  const char *what = wrap ? "wrap" : "reflect";
  auto *d = scopeExprs.empty() ? nullptr : dyn_cast<ast::DerivedRegionExpr>(scopeExprs.back());
  // Sema refuses a statement region other than `[d of R]`; a procedure
  // running in its caller's region has none of its own.
  if (scopeExprs.empty())
    internal(s->loc, std::string("`") + what + "` needs a border region scope such as `[east of R]`");
  if (!d || d->op != ast::DerivedRegionExpr::Op::Of)
    internal(s->loc, std::string("`") + what + "` needs a border region scope such as `[east of R]`");
  Region *base = region(d->base(), nullptr);
  std::vector<int64_t> dir = direction(d->modifier());
  const auto &arrays = wrap ? cast<ast::WrapStmt>(s)->arrays : cast<ast::ReflectStmt>(s)->arrays;
  for (auto &a : arrays) {
    Expr *x = expr(a.get(), cur);
    auto *rd = dyn_cast<ArrayRead>(x);
    if (!rd || rd->shifted())
      internal(a->loc, std::string("only a parallel array can be the operand of `") + what + "`");
    Array *arr = rd->array;
    if (arr->rank() != (int)dir.size())
      internal(a->loc, "the border's rank differs from `" + arr->name + "`'s rank");
    // A flood dimension has no edges to copy from or into.
    for (int k = 0; k < (int)dir.size(); ++k)
      if (dir[k] != 0 && k < base->rank() && k < cur->rank() &&
          (base->dims[k].flood || cur->dims[k].flood))
        internal(d->loc, std::string("`") + what + "` needs a border along a dimension that is not `*`; dimension " +
                             std::to_string(k + 1) + " of this border is `*`");
    // Fluff (ghost cells) exists along block and undistributed dimensions
    // only: along a cyclic one the border must be part of the array's
    // declared region, which it certainly is not when that region's edge
    // is R's own. Sema refuses it (frontend/sema/Fluff.cpp) where the
    // regions are written as literals, names and derived regions; this
    // remains for regions held in variables, whose distribution their
    // first assignment gives.
    for (int k = 0; k < (int)dir.size() && arr->dist && arr->region && !arr->param; ++k) {
      Distribution::Format f = arr->dist->formats[k];
      const Region::Dim &ad = arr->region->dims[k], &bd = base->dims[k];
      if (dir[k] == 0 || ad.flood || bd.flood ||
          printExpr(dir[k] > 0 ? ad.hi : ad.lo) != printExpr(dir[k] > 0 ? bd.hi : bd.lo))
        continue;
      if (f == Distribution::Cyclic || f == Distribution::BlockCyclic)
        internal(s->loc, std::string("`") + what + "` into a border along cyclic dimension " +
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
          internal(s->loc, "`reflect` of a border wider than one is not supported yet");
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

void Lowerer::parAssign(Block *out, Region *over, Array *to, Expr *v, SourceLocation at) {
  ParAssign *p = mod->make<ParAssign>();
  p->loc = loc(at);
  p->region = over;
  p->lhs = to;
  p->rhs = v;
  out->stmts.push_back(p);
}

void Lowerer::stmt(const ast::Stmt *s, Block *out, Region *cur) {
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
    internal(s->loc, "a scan or remap in a loop condition is not supported by the code generator yet");
  }
  out->stmts.insert(out->stmts.begin() + mark, preStmts.begin(), preStmts.end());
  preStmts.swap(saved);
}

void Lowerer::stmtImpl(const ast::Stmt *s, Block *out, Region *cur) {
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
    if (!a->moreLhs.empty())
      return multiReduce(a, out, cur); // Expressions.cpp
    std::string op = ast::AssignStmt::opSpelling(a->op);
    if (Var *dv = dirArrayVar(a->lhs.get())) {
      // dirs[i] := [e1, e2]  becomes  dirs[i, 1] := e1; dirs[i, 2] := e2;
      if (op != ":=")
        internal(s->loc, "a direction can only be assigned with `:=`");
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
          internal(a->lhs->loc, "scattering into a flood array is not supported by the code generator yet");
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
      if (op == ":=")
        x->value = narrowed(x->value, a->lhs->type, a->rhs->type);
      out->stmts.push_back(x);
      if (op != ":=" && leavesRange(a->op)) // wherever the maps sent it
        wrapStored(out, x->array->region, x->array, a->lhs->type, s->loc);
      return;
    }
    if (auto *ar = dyn_cast<ArrayRead>(lhs)) {
      if (ar->shifted())
        internal(a->lhs->loc, "assigning to a shifted array is not supported yet");
      if (!cur)
        internal(s->loc, "a parallel assignment needs an enclosing region scope");
      if (cur->rank() != ar->array->region->rank())
        internal(s->loc, "the region's rank differs from `" + ar->array->name + "`'s rank");
      if (auto *sc = dyn_cast<ast::ScanExpr>(a->rhs.get())) {
        if (op != ":=")
          internal(s->loc, "a scan must be assigned with `:=`");
        ScanStmt *x = mod->make<ScanStmt>();
        x->loc = loc(s->loc);
        x->region = cur;
        x->lhs = ar->array;
        scanOp(x, sc);
        planScanDims(x, sc, cur->rank());
        x->operand = hoistExternCalls(expr(sc->operand.get(), cur), out, true);
        out->stmts.push_back(x);
        wrapAfter(sums(sc->userOp.empty(), sc->op), sc->type, a, ar->array, out, cur);
        return;
      }
      if (auto *red = dyn_cast<ast::ReduceExpr>(a->rhs.get()))
        if (red->isPartial()) {
          if (op != ":=")
            internal(s->loc, "a partial reduction must be assigned with `:=`");
          ReduceStmt *r = mod->make<ReduceStmt>();
          r->loc = loc(s->loc);
          r->op = ast::reduceOpSpelling(red->op);
          if (red->isUser()) {
            r->op = red->userOp;
            userReduceProcs(red, r->identity, r->accumulate);
          }
          r->into = ar->array;
          r->intoRegion = cur;
          r->region = partialSource(red, cur); // Expressions.cpp
          r->operand = hoistExternCalls(expr(red->operand.get(), r->region), out, true);
          out->stmts.push_back(r);
          wrapAfter(sums(!red->isUser(), red->op), red->type, a, ar->array, out, cur);
          return;
        }
      ParAssign *p = mod->make<ParAssign>();
      p->loc = loc(s->loc);
      p->region = cur;
      p->lhs = ar->array;
      p->op = op;
      primedReads.clear();
      p->rhs = hoistExternCalls(expr(a->rhs.get(), cur), out, true);
      if (op == ":=")
        p->rhs = narrowed(p->rhs, a->lhs->type, a->rhs->type);
      if (!primedReads.empty())
        return wavefront(p, out, s->loc); // Wavefront.cpp
      out->stmts.push_back(p);
      if (op != ":=" && leavesRange(a->op))
        wrapStored(out, cur, ar->array, a->lhs->type, s->loc);
      return;
    }
    auto *v = dyn_cast<VarRef>(lhs);
    if (!v || v->var->storage == Var::Constant || v->var->storage == Var::ConfigConst)
      internal(a->lhs->loc, "this cannot be assigned to");
    ScalarAssign *sa = mod->make<ScalarAssign>();
    sa->loc = loc(s->loc);
    sa->lhs = v;
    sa->op = op;
    sa->rhs = hoistExternCalls(scalarExpr(a->rhs.get(), cur), out, false);
    if (op == ":=")
      sa->rhs = narrowed(sa->rhs, a->lhs->type, a->rhs->type);
    out->stmts.push_back(sa);
    // `b += 10` computes as `integer` (C's promotion); then the store wraps.
    if (op != ":=" && leavesRange(a->op))
      wrapVar(a->lhs.get(), out, cur, s->loc);
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
      internal(f->var->loc, "a loop variable must be a scalar variable");
    x->var = cast<VarRef>(v);
    x->from = scalarExpr(f->from.get(), cur);
    x->to = scalarExpr(f->to.get(), cur);
    if (f->step)
      x->step = scalarExpr(f->step.get(), cur);
    x->down = f->downto;
    x->body = blockOf(f->body.get(), cur);
    out->stmts.push_back(x);
    // The loop counts in the wider type (`for b := 250 to 255` runs six
    // times, where C's `unsigned char` would never stop); the variable
    // leaves it holding a value of its own type.
    wrapVar(f->var.get(), out, cur, s->loc);
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
    Entity *rce = rc ? lookup(rc->callee.get()) : nullptr;
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
        internal(r->value->loc, "only a record variable can be returned here");
      auto rs = leavesOf(*rr, r->value->loc);
      for (Entity::Leaf &lf : resultOf[curProc].rec) {
        Expr *v = nullptr;
        for (auto &rp : rs)
          if (rp.first == lf.path)
            v = leafExpr(*rr, *rp.second, cur, r->value->loc);
        if (!v || v->parallel)
          internal(r->value->loc, "the records' fields differ");
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
      auto pd = curProc ? procDecls.find(curProc) : procDecls.end();
      if (pd != procDecls.end() && pd->second->returnType)
        x->value = narrowed(x->value, pd->second->returnType->resolved, r->value->type);
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
        internal(io->args[0]->loc, "expected a `file`");
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
          internal(a->loc, "an array of directions cannot be read");
        Expr *e = expr(a, cur);
        Read::Item it;
        // `ubyte` and the like are stored in a wider type: sema's type of
        // the item (of its elements, for a whole indexed array) gives the
        // range a value read must lie in.
        const Type *st = a->type && a->type->isIndexedArray() ? a->type->element() : a->type;
        if (st && st->storedWider()) {
          it.rangeType = st->str();
          st->integralRange(&it.rangeLo, &it.rangeHi);
        }
        if (auto *ar = dyn_cast<ArrayRead>(e)) {
          if (ar->shifted())
            internal(a->loc, "a shifted array cannot be read into");
          if (!cur)
            internal(a->loc, "reading a parallel array needs an enclosing region scope");
          if (cur->rank() != ar->array->region->rank())
            internal(a->loc, "the region's rank differs from `" + ar->array->name + "`'s rank");
          if (cur->mask)
            internal(a->loc, "reading a parallel array over a masked region is not supported by the "
                          "code generator yet");
          if (ar->array->elem == Ty::File || ar->array->elem == Ty::Timer)
            internal(a->loc, "a value of this type cannot be read");
          it.array = ar->array;
          it.region = cur;
          x->items.push_back(it);
          continue;
        }
        auto *v = dyn_cast<VarRef>(e);
        if (!v || e->parallel)
          internal(a->loc, "only variables and parallel arrays can be read");
        if (v->var->storage == Var::Constant || v->var->storage == Var::ConfigConst)
          internal(a->loc, "this cannot be assigned to");
        if (v->var->ty == Ty::File || v->var->ty == Ty::Timer)
          internal(a->loc, "a value of this type cannot be read");
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
  default: // every kind of statement is above
    internal(s->loc, "this statement is not supported by the code generator yet");
  }
}

} // namespace lower
} // namespace zpl::ir
