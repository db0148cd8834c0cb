// The write sets of statements and the inputs of gathers' maps (ir/Effects.h).
#include "ir/Effects.h"

#include "basic/Builtins.h"
#include "ir/Walk.h"

#pragma GCC diagnostic error "-Wswitch"

namespace zpl::ir {

using llvm::cast;

std::vector<const Array *> arraysWritten(const Stmt *s) {
  switch (s->kind) {
  case Stmt::K_ParAssign:
    return {cast<ParAssign>(s)->lhs};
  case Stmt::K_ReduceStmt: {
    auto *r = cast<ReduceStmt>(s);
    if (!r->into)
      return {};
    std::vector<const Array *> out{r->into};
    out.insert(out.end(), r->moreInto.begin(), r->moreInto.end());
    return out;
  }
  case Stmt::K_ScanStmt: {
    auto *c = cast<ScanStmt>(s);
    std::vector<const Array *> out{c->lhs};
    out.insert(out.end(), c->moreLhs.begin(), c->moreLhs.end());
    return out;
  }
  case Stmt::K_RemapStmt: {
    auto *r = cast<RemapStmt>(s);
    return {r->scatter() ? r->array : r->dst};
  }
  case Stmt::K_Ironman: {
    // The destination is complete at DN; a halo's ghosts follow its owners.
    auto *c = cast<Ironman>(s);
    const Transfer *t = c->transfer;
    if (c->call != Ironman::DN || !t || !t->dst ||
        (t->purpose == Transfer::Halo && t->border.empty()))
      return {};
    return {t->dst};
  }
  case Stmt::K_Read: {
    std::vector<const Array *> out;
    for (const Read::Item &it : cast<Read>(s)->items)
      if (it.array)
        out.push_back(it.array);
    return out;
  }
  // Scalars only, or statements holding statements (which count alone), or
  // calls (whose procedures' statements count).
  case Stmt::K_Block:
  case Stmt::K_ScalarAssign:
  case Stmt::K_If:
  case Stmt::K_For:
  case Stmt::K_While:
  case Stmt::K_Repeat:
  case Stmt::K_Write:
  case Stmt::K_CallStmt:
  case Stmt::K_Return:
  case Stmt::K_Halt:
  case Stmt::K_Exit:
  case Stmt::K_Continue:
    return {};
  }
  return {};
}

namespace {

// Whether an expression depends on the statement's index (then it is no
// single scalar value).
struct ParallelUse : Visitor {
  bool found = false;
  void visitIndex(const IndexExpr *) override { found = true; }
  void visitArrayRead(const ArrayRead *) override { found = true; }
};

bool isKeyScalar(Ty t) {
  switch (t) {
  case Ty::Bool:
  case Ty::Int:
  case Ty::Long:
  case Ty::Float:
  case Ty::Double:
  case Ty::Char:
    return true;
  case Ty::Void:
  case Ty::String:
  case Ty::File:
  case Ty::Timer:
  case Ty::Opaque:
  case Ty::Generic:
    return false;
  }
  return false;
}

bool isConstant(const Var *v) {
  return v && (v->storage == Var::Config || v->storage == Var::ConfigConst ||
               v->storage == Var::Constant);
}

// Whether a region's bounds read only config values and constants.
struct ConstantBounds : Visitor {
  bool constant = true;
  void visitVarRef(const VarRef *e) override {
    constant &= isConstant(e->var);
    Visitor::visitVarRef(e);
  }
  void visitCall(const Call *e) override {
    constant &= !e->proc && !e->external;
    Visitor::visitCall(e);
  }
};

struct Inputs : Visitor {
  RemapInputs in;

  void visitVarRef(const VarRef *e) override {
    in.constantScalars &= isConstant(e->var);
    ParallelUse p;
    for (const Expr *x : e->subscripts)
      p.visit(x);
    // The whole value is the key: an indexed array's element, a scalar.
    if (p.found || !e->var || !isKeyScalar(e->ty) ||
        (!e->var->bounds.empty() && e->subscripts.empty()))
      in.known = false;
    else
      in.scalars.push_back(e);
  }
  void visitArrayRead(const ArrayRead *e) override {
    if (!e->array || e->array->temp || !e->dynOffset.empty())
      in.known = false;
    else
      in.arrays.push_back(e->array);
    Visitor::visitArrayRead(e);
  }
  void visitCall(const Call *e) override {
    const BuiltinInfo *b = e->proc || e->external ? nullptr : findBuiltin(e->callee);
    if (!b || !isPure(b->kind))
      in.known = false;
    Visitor::visitCall(e);
  }
  // Removed by the passes, or not scalar values.
  void visitReduce(const Reduce *) override { in.known = false; }
  void visitFlood(const Flood *) override { in.known = false; }
  void visitRemap(const Remap *) override { in.known = false; }
  void visitRegionValue(const RegionValue *) override { in.known = false; }
  void visitListValue(const ListValue *) override { in.known = false; }
};

} // namespace

RemapInputs remapInputs(const RemapStmt *r) {
  Inputs v;
  for (const Expr *m : r->maps)
    v.visit(m);
  if (r->region) {
    v.visit(r->region->mask);
    ConstantBounds b;
    for (const Region::Dim &d : r->region->dims) {
      b.visit(d.lo);
      b.visit(d.hi);
      b.visit(d.strideExpr);
    }
    v.in.constantScalars &= b.constant;
  }
  return v.in;
}

} // namespace zpl::ir
