// Sema: the values of integer expressions known when compiling
// (Expr::value) and the offsets of directions (Expr::offsets). This is the
// one constant folder: sema's checks
// (constantBound, frontend/InitList.h) and the lowering (ir/lower/) read
// what it records instead of folding again.
#include "frontend/sema/Checker.h"

#include <cstdint>

namespace zpl {
namespace sema {
namespace checker {

namespace {

// Integer kinds only: a `char`, `boolean` or enumeration value, or a
// floating one, is not an integer bound even when its initialiser is an
// integer literal (`constant h : float = 4;` makes `10 / h` 2.5, not 2).
bool integer(const Expr *e) {
  return e->type && e->type->isIntegral() && e->type->kind() != Type::Kind::Char && !e->isParallel;
}

// `*overflow` is set when every operand is known but the result is past
// 64 bits: the program would compute another number when it runs.
std::optional<int64_t> fold(const Expr *e, bool *overflow) {
  if (!integer(e))
    return std::nullopt;
  if (auto *i = dyn_cast<IntegerLiteral>(e))
    return (int64_t)i->value;
  if (auto *u = dyn_cast<UnaryExpr>(e)) {
    auto v = u->operand->value;
    if (!v || u->op == UnaryExpr::Op::Plus)
      return v;
    if (u->op == UnaryExpr::Op::Neg) {
      if (*v != INT64_MIN)
        return -*v;
      *overflow = true;
    }
    return std::nullopt;
  }
  if (auto *n = dyn_cast<NameExpr>(e)) {
    if (!n->decl)
      return builtinConstantValue(n->name); // Checker.cpp
    auto *v = dyn_cast_or_null<VarDecl>(n->decl);
    if (v && v->storage == VarDecl::Storage::Constant && v->init)
      return v->init->value;
    return std::nullopt;
  }
  if (auto *b = dyn_cast<BinaryExpr>(e)) {
    auto x = b->lhs->value, y = b->rhs->value;
    if (!x || !y)
      return std::nullopt;
    int64_t r;
    bool over = false;
    switch (b->op) {
    case BinaryExpr::Op::Add: over = __builtin_add_overflow(*x, *y, &r); break;
    case BinaryExpr::Op::Sub: over = __builtin_sub_overflow(*x, *y, &r); break;
    case BinaryExpr::Op::Mul: over = __builtin_mul_overflow(*x, *y, &r); break;
    case BinaryExpr::Op::Pow: // as zplc::power computes it (runtime/program/Support.h)
      if (*y < 0) {
        if (!*x) // a run-time error where it runs
          return std::nullopt;
        r = *x == 1 ? 1 : *x == -1 ? (*y % 2 ? -1 : 1) : 0;
        break;
      }
      r = 1;
      for (int64_t e = *y, p = *x; e && !over; e >>= 1) {
        if (e & 1)
          over = __builtin_mul_overflow(r, p, &r);
        if (e > 1 && !over)
          over = __builtin_mul_overflow(p, p, &p);
      }
      break;
    case BinaryExpr::Op::Div:
      if (!*y) // a run-time error where it runs (exec/divide-by-zero)
        return std::nullopt;
      over = *x == INT64_MIN && *y == -1;
      r = over ? 0 : *x / *y;
      break;
    default: return std::nullopt;
    }
    *overflow = over;
    return over ? std::nullopt : std::optional(r);
  }
  return std::nullopt;
}

} // namespace

std::optional<std::vector<int64_t>> foldOffsets(const Expr *e) {
  if (!e->type || !e->type->isDirection() || e->isParallel)
    return std::nullopt;
  std::vector<int64_t> off;
  if (auto *n = dyn_cast<NameExpr>(e)) {
    auto *d = dyn_cast_or_null<DirectionDecl>(n->decl);
    return d && d->init ? d->init->offsets : std::nullopt;
  }
  if (auto *lit = dyn_cast<DirectionLiteralExpr>(e)) {
    for (auto &o : lit->offsets) {
      if (!o->value)
        return std::nullopt;
      off.push_back(*o->value);
    }
    return off;
  }
  if (auto *lit = dyn_cast<RegionLiteralExpr>(e)) { // `[0, 1]` as a direction
    for (auto &d : lit->dims) {
      if (d.kind != RegionDim::Kind::Single || !d.lo->value)
        return std::nullopt;
      off.push_back(*d.lo->value);
    }
    return off;
  }
  auto *u = dyn_cast<UnaryExpr>(e);
  if (!u || u->op != UnaryExpr::Op::Neg || !u->operand->offsets)
    return std::nullopt;
  for (int64_t o : *u->operand->offsets) {
    if (o == INT64_MIN)
      return std::nullopt;
    off.push_back(-o);
  }
  return off;
}

void Checker::checkExpr(Expr *e) {
  if (!e)
    return;
  checkExprKind(e);
  if (auto *c = dyn_cast<CallExpr>(e))
    noteCallJoin(c); // Spaces.cpp
  bool overflow = false;
  e->value = fold(e, &overflow);
  e->offsets = foldOffsets(e);
  if (overflow) {
    error(Diag::BadConstant, e->loc,
          "integer overflow: this constant expression is past the 64 bits of `long` "
          "(-9223372036854775808 to 9223372036854775807)");
    return;
  }
  // Every integer kind below `long` but `uinteger` is stored in 32 bits when
  // the program runs: a value past them would be one number here (a bound, a
  // stride) and another, overflowed, there. Literals past them are `long`
  // already. (`uinteger` is stored in 64: ir/lower/Declarations.cpp.)
  if (e->value && e->type->kind() < Type::Kind::Long && e->type->kind() != Type::Kind::UInteger &&
      (*e->value < INT32_MIN || *e->value > INT32_MAX)) {
    error(Diag::BadConstant, e->loc, "integer overflow: this constant expression is " +
                                         std::to_string(*e->value) + ", past the 32 bits of " +
                                         q(e->type) + " (-2147483648 to 2147483647); use `long`");
    e->value.reset();
  }
}

} // namespace checker
} // namespace sema

namespace ast {
std::optional<int64_t> constantBound(const Expr *e) { return e ? e->value : std::nullopt; }
} // namespace ast
} // namespace zpl
