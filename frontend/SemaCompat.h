// ZPL 1.x habits that sema accepts with a warning rather than an error.
#pragma once

#include "frontend/AST.h"

namespace zpl {
class DiagnosticEngine;
namespace sema {
// `a` is a constant passed for a by-reference parameter: warns and returns
// true (the lowering passes a copy); false for anything else.
bool constantByRef(const ast::Expr *a, const ast::ParamDecl &param, DiagnosticEngine &diags);
} // namespace sema
} // namespace zpl
