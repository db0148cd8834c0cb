// ZPL's `free` (unconstrained) scalars: values that may differ between
// processors, such as a timer reading. They live in `free var`s, `free`
// parameters and the results of `extern free prototype`s; a reduction
// (`max<< t`) combines them into an ordinary (replicated) value. Anything
// else that would let one leak into replicated state - an ordinary
// variable, a condition, output, a parallel statement - is an error that
// asks for the reduction.
#pragma once

#include "frontend/AST.h"

#include <string>
#include <utility>
#include <vector>

namespace zpl::sema {
// Whether `e` (checked) may differ between processors.
bool isFreeValue(const ast::Expr *e);
// The errors for free values that `s`'s own expressions (not those of
// nested statements) let escape; `in` is the procedure holding `s` (only a
// `free procedure` may return a free value).
std::vector<std::pair<SourceLocation, std::string>> freeLeaks(const ast::Stmt &s,
                                                              const ast::ProcedureDecl *in);
} // namespace zpl::sema
