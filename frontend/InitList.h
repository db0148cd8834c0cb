// `{32, 64, 128}` and `{{1.0, 2.0}, {3.0, 4.0}}`: the initialiser of an
// indexed array or a record (ZPL 1.x). It is only allowed as the initialiser
// of a `var` or `constant`, so it is kept beside VarDecl::init rather than in
// the expression tree that every pass walks.
#pragma once

#include "frontend/AST.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace zpl {
class Type;
namespace ast {

struct InitList {
  SourceLocation loc;
  // Exactly one of expr and list is set.
  struct Item {
    ExprPtr expr;
    std::shared_ptr<InitList> list;
    SourceLocation loc() const { return expr ? expr->loc : list->loc; }
  };
  std::vector<Item> items;

  std::shared_ptr<InitList> clone() const;
};

// The value of a bound such as `8`, `n - 1` or `2 * L` where every name is an
// integer constant with an initialiser; none otherwise (a config value, say):
// sema's Expr::value (frontend/sema/Constants.cpp), once `e` is checked.
std::optional<int64_t> constantBound(const Expr *e);

// The number of elements of `array [b1, b2 ...]`, if every bound is constant.
std::optional<int64_t> constantSize(const IndexedArrayTypeExpr *t);

// The type expression behind a name (`type pt = record ...`), after sema.
const TypeExpr *resolvedTypeExpr(const TypeExpr *t);

// The scalar items of `l`, initialising a variable of type `t`: one list
// per leaf of the type (a record's fields, depth first, as the lowering
// splits records; one list otherwise), each in row-major order of the
// indexed arrays around the leaf. `report` gets every mismatch of shape;
// false when there was one.
using InitItems = std::vector<std::vector<const Expr *>>;
bool flattenInit(const InitList &l, const TypeExpr *t, InitItems &leaves,
                 const std::function<void(SourceLocation, const std::string &)> &report);
} // namespace ast

namespace sema {
// What the initialiser check needs from the checker of Sema.cpp.
struct InitHooks {
  std::function<void(ast::Expr *)> check;
  std::function<bool(const Type *from, const Type *to)> convertible;
  std::function<void(SourceLocation, const std::string &)> error;
};
// Checks `v`'s initialiser list against its type `t`; false after an error.
bool checkInitList(ast::VarDecl *v, const Type *t, InitHooks &hooks);
} // namespace sema
} // namespace zpl
