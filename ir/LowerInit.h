// Lowering of `= {...}` initialisers (frontend/InitList.h) of indexed arrays
// and records, which the lowering splits into one variable per leaf field.
#pragma once

#include "ir/IR.h"

#include <functional>

namespace zpl {
namespace ast {
struct VarDecl;
struct Expr;
} // namespace ast
namespace ir {
// The initial value of leaf `leaf` of `v` (0 when `v` is no record): a
// ListValue of `ty` when the leaf is an indexed array (`array`), else its one
// scalar. Null when `v` has no `{...}` initialiser. `lower` lowers a scalar.
Expr *lowerInitLeaf(Module &mod, const ast::VarDecl &v, size_t leaf, Ty ty, bool array,
                    const std::function<Expr *(const ast::Expr *)> &lower);
} // namespace ir
} // namespace zpl
