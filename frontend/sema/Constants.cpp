// Sema: the values of integer expressions known when compiling
// (Expr::value). This is the one constant folder: sema's checks
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

std::optional<int64_t> fold(const Expr *e) {
  if (!integer(e))
    return std::nullopt;
  if (auto *i = dyn_cast<IntegerLiteral>(e))
    return (int64_t)i->value;
  if (auto *u = dyn_cast<UnaryExpr>(e)) {
    auto v = u->operand->value;
    if (!v || u->op == UnaryExpr::Op::Plus)
      return v;
    if (u->op == UnaryExpr::Op::Neg && *v != INT64_MIN)
      return -*v;
    return std::nullopt;
  }
  if (auto *n = dyn_cast<NameExpr>(e)) {
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
    switch (b->op) {
    case BinaryExpr::Op::Add: return __builtin_add_overflow(*x, *y, &r) ? std::nullopt : std::optional(r);
    case BinaryExpr::Op::Sub: return __builtin_sub_overflow(*x, *y, &r) ? std::nullopt : std::optional(r);
    case BinaryExpr::Op::Mul: return __builtin_mul_overflow(*x, *y, &r) ? std::nullopt : std::optional(r);
    case BinaryExpr::Op::Div:
      return *y && !(*x == INT64_MIN && *y == -1) ? std::optional(*x / *y) : std::nullopt;
    default: return std::nullopt;
    }
  }
  return std::nullopt;
}

} // namespace

void Checker::checkExpr(Expr *e) {
  if (!e)
    return;
  checkExprKind(e);
  if (auto *c = dyn_cast<CallExpr>(e))
    noteCallJoin(c); // Spaces.cpp
  e->value = fold(e);
  // Every integer kind below `long` is stored in 32 bits when the program
  // runs: a value past them would be one number here (a bound, a stride)
  // and another, overflowed, there. Literals past them are `long` already.
  if (e->value && e->type->kind() < Type::Kind::Long && (*e->value < INT32_MIN || *e->value > INT32_MAX)) {
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
