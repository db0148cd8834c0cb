// ir/Walk.h: the default Visitor and Mutator reach every child of every node
// kind. Each child slot below holds a literal of its own number; a walk must
// see (and a mutator replace) every one of them.
#include "ir/Walk.h"

#include <gtest/gtest.h>

#include <set>

using namespace zpl::ir;

namespace {

struct Tree {
  Module m;
  std::set<int64_t> all; // every literal placed
  Block *body = nullptr;
  Region *shared = nullptr;

  Lit *lit() {
    Lit *l = m.intLit((int64_t)all.size() + 1);
    all.insert(l->i);
    return l;
  }
  Region *region() {
    Region *r = m.make<Region>();
    Region::Dim d;
    d.lo = lit();
    d.hi = lit();
    d.strideExpr = lit();
    r->dims.push_back(d);
    r->mask = lit();
    return r;
  }
  Block *block(std::vector<Stmt *> s = {}) {
    Block *b = m.make<Block>();
    b->stmts = std::move(s);
    return b;
  }
  Array *array(bool element) {
    Array *a = m.make<Array>();
    a->name = "A";
    if (element) {
      a->family = array(false);
      a->element = lit();
    }
    return a;
  }
  Var *var() {
    Var *v = m.make<Var>();
    v->name = "v";
    return v;
  }
  VarRef *ref() {
    VarRef *r = m.make<VarRef>();
    r->var = var();
    r->subscripts.push_back(lit());
    return r;
  }
  Call *call() {
    Call *c = m.make<Call>();
    c->callee = "f";
    c->args.push_back(lit());
    return c;
  }

  // Every expression kind with children, nested in one expression.
  Expr *expressions() {
    auto bin = [&](Expr *a, Expr *b) {
      Binary *x = m.make<Binary>();
      x->lhs = a;
      x->rhs = b;
      return x;
    };
    Unary *u = m.make<Unary>();
    u->operand = lit();
    ArrayRead *rd = m.make<ArrayRead>();
    rd->array = array(true);
    rd->dynOffset.push_back(lit());
    Reduce *red = m.make<Reduce>();
    red->region = region();
    red->operand = lit();
    Flood *fl = m.make<Flood>();
    fl->source = region();
    fl->operand = lit();
    Remap *rm = m.make<Remap>();
    rm->operand = lit();
    rm->maps.push_back(lit());
    RegionValue *rv = m.make<RegionValue>();
    rv->region = region();
    IndexExpr *ix = m.make<IndexExpr>();
    return bin(bin(bin(u, rd), bin(red, fl)), bin(bin(rm, rv), bin(ref(), bin(call(), ix))));
  }

  Tree() {
    shared = region();
    Transfer *t = m.make<Transfer>();
    t->src = array(true);
    t->dst = array(true);
    t->region = region();
    t->offset.push_back(lit());

    ParAssign *pa = m.make<ParAssign>();
    pa->region = shared;
    pa->lhs = array(true);
    pa->rhs = expressions();
    pa->needs.push_back(t);
    ScalarAssign *sa = m.make<ScalarAssign>();
    sa->lhs = ref();
    sa->rhs = lit();
    ReduceStmt *rs = m.make<ReduceStmt>();
    rs->region = shared;
    rs->operand = lit();
    rs->into = array(true);
    rs->intoRegion = region();
    ScanStmt *sc = m.make<ScanStmt>();
    sc->region = region();
    sc->lhs = array(true);
    sc->operand = lit();
    RemapStmt *rm = m.make<RemapStmt>();
    rm->region = region();
    rm->array = array(true);
    rm->maps.push_back(lit());
    rm->dst = array(true);
    rm->value = lit();
    Ironman *im = m.make<Ironman>();
    im->transfer = t;
    If *i = m.make<If>();
    i->arms.push_back({lit(), block()});
    Return *ret = m.make<Return>();
    ret->value = lit();
    i->otherwise = block({ret});
    For *f = m.make<For>();
    f->var = ref();
    f->from = lit();
    f->to = lit();
    f->step = lit();
    f->body = block({m.make<Exit>(), m.make<Continue>()});
    While *w = m.make<While>();
    w->cond = lit();
    w->body = block();
    Repeat *r = m.make<Repeat>();
    r->body = block();
    r->cond = lit();
    Write *wr = m.make<Write>();
    wr->file = lit();
    Write::Item it;
    it.value = lit();
    it.region = region();
    it.array = array(true);
    wr->items.push_back(it);
    Read *rd = m.make<Read>();
    rd->file = lit();
    Read::Item ri;
    ri.var = ref();
    ri.array = array(true);
    ri.region = region();
    rd->items.push_back(ri);
    CallStmt *cs = m.make<CallStmt>();
    cs->call = call();
    Halt *h = m.make<Halt>();
    Write::Item hi;
    hi.value = lit();
    h->items.push_back(hi);
    body = block({pa, sa, rs, sc, rm, im, i, f, w, r, wr, rd, cs, h});
    Procedure *p = m.make<Procedure>();
    p->body = body;
    m.procs.push_back(p);
  }
};

struct Lits : Visitor {
  std::multiset<int64_t> seen;
  void visitLit(const Lit *l) override { seen.insert(l->i); }
};

TEST(Walk, VisitorReachesEveryChild) {
  Tree t;
  Lits v;
  v.visitModule(t.m);
  std::set<int64_t> distinct(v.seen.begin(), v.seen.end());
  EXPECT_EQ(distinct, t.all);
  // The shared region is visited once per statement over it, the transfer
  // once per statement that needs or calls it.
  EXPECT_EQ(v.seen.count(llvm::cast<Lit>(t.shared->dims[0].lo)->i), 2u);
}

TEST(Walk, RegionsOnceVisitsASharedRegionOnce) {
  Tree t;
  Lits v;
  v.regionsOnce = true;
  v.visitModule(t.m);
  EXPECT_EQ(v.seen.count(llvm::cast<Lit>(t.shared->dims[0].lo)->i), 1u);
  std::set<int64_t> distinct(v.seen.begin(), v.seen.end());
  EXPECT_EQ(distinct, t.all);
}

// visitExpr runs before each expression's own hook: it has just seen every
// literal visitLit gets.
struct ExprsFirst : Visitor {
  const Expr *last = nullptr;
  bool inOrder = true;
  std::set<int64_t> seen;
  void visitExpr(const Expr *e) override { last = e; }
  void visitLit(const Lit *l) override {
    inOrder &= last == l;
    seen.insert(l->i);
  }
};

TEST(Walk, VisitExprRunsBeforeEachExpression) {
  Tree t;
  ExprsFirst v;
  v.visitModule(t.m);
  EXPECT_TRUE(v.inOrder);
  EXPECT_EQ(v.seen, t.all);
}

// Replaces every literal by a new one, negated: afterwards a walk sees only
// negative values.
struct Negate : Mutator {
  Module &m;
  explicit Negate(Module &mod) : m(mod) {}
  Expr *mutateLit(Lit *l) override { return l->i > 0 ? m.intLit(-l->i) : l; }
};

TEST(Walk, MutatorReplacesEveryChild) {
  Tree t;
  Negate n(t.m);
  n.mutateModule(t.m);
  Lits v;
  v.visitModule(t.m);
  std::set<int64_t> expected;
  for (int64_t i : t.all)
    expected.insert(-i);
  std::set<int64_t> distinct(v.seen.begin(), v.seen.end());
  EXPECT_EQ(distinct, expected);
}

} // namespace
