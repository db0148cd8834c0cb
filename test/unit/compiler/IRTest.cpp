// The IR's printer and verifier on hand-built modules, and the pass
// pipeline's effect on them, independent of the front end.
#include "codegen/Format.h"
#include "ir/IR.h"
#include "passes/Passes.h"

#include <gtest/gtest.h>

using namespace zpl::ir;

namespace {

struct Fixture {
  Module m;
  Var *n;
  Region *R;
  Array *A, *B;
  Procedure *p;

  Fixture() {
    m.name = "t";
    n = m.make<Var>();
    n->name = "n";
    n->ty = Ty::Int;
    n->storage = Var::Config;
    n->init = m.intLit(8);
    m.vars.push_back(n);
    R = m.make<Region>();
    R->name = "R";
    R->dist = m.defaultDist(2);
    for (int k = 0; k < 2; ++k) {
      Region::Dim d;
      d.lo = m.intLit(1);
      VarRef *v = m.make<VarRef>();
      v->var = n;
      v->ty = Ty::Int;
      d.hi = v;
      R->dims.push_back(d);
    }
    R->dist->members.push_back(R);
    m.regions.push_back(R);
    A = array("A");
    B = array("B");
    p = m.make<Procedure>();
    p->name = "t";
    p->body = m.make<Block>();
    m.procs.push_back(p);
    m.entry = p;
  }

  Array *array(const char *name) {
    Array *a = m.make<Array>();
    a->name = name;
    a->region = R;
    a->dist = R->dist;
    a->haloLo.assign(2, 0);
    a->haloHi.assign(2, 0);
    m.arrays.push_back(a);
    return a;
  }

  ArrayRead *read(Array *a, std::vector<int64_t> off, bool wrap = false) {
    ArrayRead *r = m.make<ArrayRead>();
    r->array = a;
    r->offset = off;
    r->wrap = wrap;
    r->ty = a->elem;
    r->parallel = true;
    return r;
  }

  ParAssign *assign(Array *lhs, Expr *rhs) {
    ParAssign *s = m.make<ParAssign>();
    s->region = R;
    s->lhs = lhs;
    s->rhs = rhs;
    p->body->stmts.push_back(s);
    return s;
  }
};

} // namespace

TEST(IR, PrintsNamesAndRegions) {
  Fixture f;
  f.assign(f.B, f.read(f.A, {0, 1}));
  std::string text = print(f.m);
  EXPECT_NE(text.find("region R : DefaultDist2 = [1..n, 1..n]"), std::string::npos) << text;
  EXPECT_NE(text.find("[R] B := A@[0, 1]"), std::string::npos) << text;
  EXPECT_EQ(text.find("0x"), std::string::npos) << "no pointers in the textual IR";
}

TEST(IR, VerifierRejectsDNBeforeSR) {
  Fixture f;
  Transfer *t = f.m.make<Transfer>();
  t->src = t->dst = f.A;
  t->region = f.R;
  f.m.transfers.push_back(t);
  Ironman *dn = f.m.make<Ironman>();
  dn->call = Ironman::DN;
  dn->transfer = t;
  f.p->body->stmts.push_back(dn);
  auto errors = verify(f.m, true);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].find("DN t0 before its DR/SR"), std::string::npos);
}

namespace {
std::vector<std::string> verifyCalls(Fixture &f, std::vector<int> calls, Stmt *jumpAt2 = nullptr) {
  Transfer *t = f.m.make<Transfer>();
  t->src = t->dst = f.A;
  t->region = f.R;
  f.m.transfers.push_back(t);
  for (size_t i = 0; i < calls.size(); ++i) {
    if (i == 2 && jumpAt2)
      f.p->body->stmts.push_back(jumpAt2);
    Ironman *c = f.m.make<Ironman>();
    c->call = static_cast<Ironman::Call>(calls[i]);
    c->transfer = t;
    f.p->body->stmts.push_back(c);
  }
  return verify(f.m, true);
}
} // namespace

TEST(IR, VerifierAcceptsCompleteTransfer) {
  Fixture f;
  EXPECT_TRUE(verifyCalls(f, {Ironman::DR, Ironman::SR, Ironman::DN, Ironman::SV}).empty());
}

TEST(IR, VerifierRejectsTransferLeftPending) {
  Fixture f;
  auto errors = verifyCalls(f, {Ironman::DR, Ironman::SR, Ironman::DN});
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].find("t0 is left pending at the end of its block"), std::string::npos) << errors[0];
}

TEST(IR, VerifierRejectsSROutOfOrder) {
  Fixture f;
  auto errors = verifyCalls(f, {Ironman::SR, Ironman::DR, Ironman::DN, Ironman::SV});
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].find("out of order"), std::string::npos) << errors[0];
}

TEST(IR, VerifierRejectsReturnBeforeDN) {
  Fixture f;
  If *cond = f.m.make<If>();
  Block *arm = f.m.make<Block>();
  arm->stmts.push_back(f.m.make<Return>());
  cond->arms.push_back({f.m.intLit(1), arm});
  auto errors = verifyCalls(f, {Ironman::DR, Ironman::SR, Ironman::DN, Ironman::SV}, cond);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].find("t0 is pending across a statement that may leave the block"),
            std::string::npos)
      << errors[0];
}

TEST(Passes, HaloWidthsFollowShifts) {
  Fixture f;
  Binary *sum = f.m.make<Binary>();
  sum->op = BinOp::Add;
  sum->lhs = f.read(f.A, {-2, 0});
  sum->rhs = f.read(f.A, {0, 1});
  sum->ty = Ty::Double;
  f.assign(f.B, sum);
  zpl::passes::runPipeline(f.m, {});
  EXPECT_EQ(f.A->haloLo, (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(f.A->haloHi, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(f.B->haloLo, (std::vector<int64_t>{0, 0}));
  ASSERT_EQ(f.m.transfers.size(), 2u);
  EXPECT_TRUE(verify(f.m, true).empty());
  // DR DR SR SR DN DN stmt SV SV
  ASSERT_EQ(f.p->body->stmts.size(), 9u);
  EXPECT_TRUE(llvm::isa<ParAssign>(f.p->body->stmts[6]));
}

TEST(Passes, SelfShiftGetsTemporary) {
  Fixture f;
  f.assign(f.A, f.read(f.A, {1, 0}));
  zpl::passes::runPipeline(f.m, {});
  std::string text = print(f.m);
  EXPECT_NE(text.find("[R] $T0 := A@[1, 0]"), std::string::npos) << text;
  EXPECT_NE(text.find("[R] A := $T0"), std::string::npos) << text;
}

TEST(Passes, PrecomputesWhenShapesAreKnown) {
  Fixture f;
  f.assign(f.B, f.read(f.A, {0, 1}));
  zpl::passes::Target t;
  t.procs = 4;
  zpl::passes::runPipeline(f.m, t);
  ASSERT_EQ(f.m.transfers.size(), 1u);
  Transfer *x = f.m.transfers[0];
  EXPECT_TRUE(x->precomputed);
  // A 2x2 grid: the east halo moves one column from each right-hand
  // processor to its left neighbour.
  ASSERT_EQ(x->pairs.size(), 2u);
  EXPECT_EQ(x->pairs[0].src, 1);
  EXPECT_EQ(x->pairs[0].dst, 0);
  EXPECT_EQ(x->pairs[0].tuples, 4u);
}

// Two uses of one indexed array of parallel arrays, `U[1]` read shifted
// and `U[2]` written: they share the family's halo, and since elements may
// be the same storage the statement computes into a temporary first.
TEST(Passes, ArrayElementsShareHaloAndStorage) {
  Fixture f;
  Array *U = f.array("U");
  U->elements = 2;
  auto element = [&](int64_t i) {
    Array *e = f.m.make<Array>();
    e->name = "U[" + std::to_string(i) + "]";
    e->region = f.R;
    e->dist = f.R->dist;
    e->haloLo.assign(2, 0);
    e->haloHi.assign(2, 0);
    e->family = U;
    e->element = f.m.intLit(i);
    return e;
  };
  Array *u1 = element(1), *u2 = element(2);
  f.assign(u2, f.read(u1, {0, 1}));
  zpl::passes::runPipeline(f.m, {});
  EXPECT_EQ(U->haloHi, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(u2->haloHi, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(u2->storage(), U);
  std::string text = print(f.m);
  EXPECT_NE(text.find("[R] $T0 := U[1]@[0, 1]"), std::string::npos) << text;
  EXPECT_NE(text.find("[R] U[2] := $T0"), std::string::npos) << text;
  EXPECT_NE(text.find("array U[1..2] : [R] double"), std::string::npos) << text;
}

// A stride known only at run time prints as its expression and keeps the
// transfer's relations from being precomputed.
TEST(Passes, RunTimeStrideIsNotPrecomputed) {
  Fixture f;
  Var *s = f.m.make<Var>();
  s->name = "s";
  s->ty = Ty::Int;
  f.m.vars.push_back(s);
  Region *S = f.m.make<Region>();
  S->dims = f.R->dims;
  S->dist = f.R->dist;
  VarRef *sv = f.m.make<VarRef>();
  sv->var = s;
  sv->ty = Ty::Int;
  S->dims[1].strideExpr = sv;
  f.m.regions.push_back(S);
  EXPECT_TRUE(S->strided());
  ParAssign *a = f.assign(f.B, f.read(f.A, {0, 1}));
  a->region = S;
  zpl::passes::Target t;
  t.procs = 4;
  zpl::passes::runPipeline(f.m, t);
  ASSERT_EQ(f.m.transfers.size(), 1u);
  EXPECT_FALSE(f.m.transfers[0]->precomputed);
  std::string text = print(f.m);
  EXPECT_NE(text.find("[1..n, 1..n by s] B := A@[0, 1]"), std::string::npos) << text;
}

TEST(Codegen, CheckCppReportsErrors) {
  EXPECT_TRUE(zpl::codegen::checkCpp("int main() { return 0; }\n", {}).empty());
  auto errors = zpl::codegen::checkCpp("int main() {\n  return x;\n}\n", {});
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, 2u);
  EXPECT_NE(errors[0].message.find("undeclared identifier 'x'"), std::string::npos);
}

TEST(Codegen, FormatsWithLLVMStyle) {
  EXPECT_EQ(zpl::codegen::formatCpp("int  f( ){return 1;}"), "int f() { return 1; }");
}
