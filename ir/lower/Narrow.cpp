// Lowering of the integer types zplc stores wider than their range: `sbyte`,
// `ubyte`, `shortint` and `ushortint` live in an `integer`, `uinteger` in a
// `long` (so that every value of each fits and prints as itself). C, and so
// ZPL, converts a value to such a type modulo 2^bits (`ubyte` 250 + 10 is
// 4), which the wider storage would not do by itself.
//
// The lowering keeps one invariant: an IR value whose sema type is one of
// these lies in its range. Names, elements, fields and literals keep it
// already (literals, `-s` values and values read are checked against the
// range); a conversion (`to_ubyte`, basic/Builtins.def) is inserted where a
// value of another type, or one that can leave the range, reaches such a
// type:
//   - assignments, initialisers (also `index1` ones), `return` and
//     arguments passed by value;
//   - after `+=` and the like, scans, partial reductions and reductions of
//     several operands into such targets, and after a `for` loop over one
//     (the loop itself counts in the wider type);
//   - `uinteger` arithmetic and `+`/`*` reductions typed `uinteger`, which
//     C computes modulo 2^32 (the narrower types compute as `integer`, as in
//     C, and sema types their arithmetic and sums so).
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

namespace {

// The conversion to `t` (or, for an array, to its element type) when zplc
// stores `t` wider than its range; null otherwise.
const Type *scalarOf(const Type *t) {
  while (t && (t->isParallelArray() || t->isIndexedArray()))
    t = t->element();
  return t;
}

const char *narrowConversion(const Type *t) {
  t = scalarOf(t);
  if (!t)
    return nullptr;
  switch (t->kind()) {
  case Type::Kind::SByte: return "to_sbyte";
  case Type::Kind::UByte: return "to_ubyte";
  case Type::Kind::ShortInt: return "to_shortint";
  case Type::Kind::UShortInt: return "to_ushortint";
  case Type::Kind::UInteger: return "to_uinteger";
  default: return nullptr;
  }
}

} // namespace

bool Lowerer::isNarrow(const Type *t) { return narrowConversion(t) != nullptr; }

Expr *Lowerer::narrowed(Expr *v, const Type *to, const Type *from) {
  const char *fn = narrowConversion(to);
  to = scalarOf(to);
  from = scalarOf(from);
  if (!fn || !v || (from && from->kind() == to->kind()))
    return v;
  int64_t lo = 0, hi = 0;
  if (auto k = constInt(v); k && to->integralRange(&lo, &hi) && *k >= lo && *k <= hi)
    return v; // a value known here, in range: as it is
  Call *c = mod->make<Call>();
  c->loc = v->loc;
  c->callee = fn;
  c->args = {v};
  c->ty = irType(to, SourceLocation{});
  c->parallel = v->parallel;
  return c;
}

Expr *Lowerer::keepInRange(const ast::Expr *e, Expr *v) {
  const Type *t = e->type;
  if (!isNarrow(t))
    return v;
  bool leaves = false;
  if (auto *r = dyn_cast<ast::ReduceExpr>(e))
    leaves = sums(!r->isUser(), r->op);
  else if (auto *s = dyn_cast<ast::ScanExpr>(e))
    leaves = sums(s->userOp.empty(), s->op);
  else
    leaves = isa<ast::BinaryExpr>(e) || isa<ast::UnaryExpr>(e); // `uinteger` arithmetic
  return leaves ? narrowed(v, t, nullptr) : v;
}

void Lowerer::wrapStored(Block *out, Region *over, Array *a, const Type *t, SourceLocation at) {
  if (!isNarrow(t))
    return;
  Expr *v = narrowed(arrayRead(a, at, {}, false), t, nullptr);
  v->loc = loc(at);
  parAssign(out, over, a, v, at);
}

bool Lowerer::leavesRange(ast::AssignStmt::Op op) {
  using Op = ast::AssignStmt::Op;
  switch (op) {
  case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: // `-128 / -1` too
    return true;
  case Op::Assign: case Op::Mod: case Op::And: case Op::Or:
    return false;
  }
  return false;
}

bool Lowerer::sums(bool builtin, ast::ReduceOp op) {
  return builtin && (op == ast::ReduceOp::Add || op == ast::ReduceOp::Mul);
}

void Lowerer::wrapAfter(bool sums, const Type *computed, const ast::AssignStmt *a, Array *to, Block *out,
                        Region *cur) {
  if (sums && isNarrow(computed))
    wrapStored(out, cur, to, computed, a->loc);
  const Type *t = scalarOf(a->lhs->type), *c = scalarOf(computed);
  if (isNarrow(t) && (!c || c->kind() != t->kind()))
    wrapStored(out, cur, to, t, a->loc);
}

void Lowerer::wrapTargets(const ast::AssignStmt *a, Block *out, Region *cur) {
  std::vector<const ast::Expr *> targets{a->lhs.get()};
  for (auto &l : a->moreLhs)
    targets.push_back(l.get());
  for (const ast::Expr *t : targets) {
    if (!isNarrow(t->type))
      continue;
    if (!t->isParallel)
      wrapVar(t, out, cur, a->loc);
    else if (auto *ar = dyn_cast<ArrayRead>(expr(t, cur)))
      wrapStored(out, cur, ar->array, t->type, a->loc);
  }
}

void Lowerer::wrapVar(const ast::Expr *target, Block *out, Region *cur, SourceLocation at) {
  if (!isNarrow(target->type))
    return;
  // The target is lowered twice, to store and to read: its subscripts are
  // evaluated twice, as in `x[i] = to_ubyte(x[i])`.
  ScalarAssign *w = mod->make<ScalarAssign>();
  w->loc = loc(at);
  w->lhs = cast<VarRef>(expr(target, cur));
  w->op = ":=";
  w->rhs = narrowed(expr(target, cur), target->type, nullptr);
  out->stmts.push_back(w);
}

} // namespace lower
} // namespace zpl::ir
