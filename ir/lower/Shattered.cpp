// Lowering: shattered control flow (parallel `if`/`while` conditions) as masked statements.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

// ZPL's shattered control flow (a parallel condition; sema checked the
// bodies in frontend/SemaShattered.cpp): conditions are stored into
// boolean temporaries over the enclosing region, and the bodies run
// masked by them.
Region *Lowerer::unmasked(Region *cur) {
  Region *base = anon(cur);
  base->mask = nullptr;
  base->maskWithout = false;
  joinDistribution(base);
  return base;
}

Region *Lowerer::maskedBy(Region *base, Array *m, bool without, SourceLocation at) {
  Region *r = anon(base);
  r->mask = arrayRead(m, at, {}, false);
  r->maskWithout = without;
  return r;
}

// A fresh temporary over `base` holding `cond` over `over` (a subset of
// base: false elsewhere); an integer condition is true when not zero.
Array *Lowerer::maskOf(const ast::Expr *cond, Region *base, Region *over, Block *out) {
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

Expr *Lowerer::notOf(Expr *e) {
  Unary *n = mod->make<Unary>();
  n->op = UnOp::Not;
  n->operand = e;
  n->ty = Ty::Bool;
  n->parallel = e->parallel;
  return n;
}

// A shattered `if`: each clause's body runs masked by its condition over
// the indices still undecided; what remains runs the next clause or the
// `else`. With no mask around the `if`, "still undecided" after the first
// clause is `without` its temporary; otherwise a second temporary holds it.
void Lowerer::shatteredIf(const ast::IfStmt *i, Block *out, Region *cur) {
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
void Lowerer::shatteredWhile(const ast::WhileStmt *w, Block *out, Region *cur) {
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

} // namespace lower
} // namespace zpl::ir
