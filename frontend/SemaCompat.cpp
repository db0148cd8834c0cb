// ZPL 1.x habits that sema accepts with a warning rather than an error.
#include "frontend/SemaCompat.h"

#include "frontend/Diagnostics.h"

#include <llvm/Support/Casting.h>

namespace zpl::sema {

bool constantByRef(const ast::Expr *a, const ast::ParamDecl &param, DiagnosticEngine &diags) {
  auto *n = llvm::dyn_cast<ast::NameExpr>(a);
  auto *v = n && n->decl ? llvm::dyn_cast<ast::VarDecl>(n->decl) : nullptr;
  if (!v || !v->isConstant() || v->isExtern)
    return false;
  // The original compiler allowed this (a `constant f : file` passed to a
  // library's `inout` file parameter); the procedure works on a copy.
  diags.warning(a->loc, "constant `" + v->name + "` passed for `" +
                            (param.mode == ast::ParamDecl::Mode::Out ? "out" : "inout") +
                            "` parameter `" + param.name +
                            "`: the procedure gets a copy and the constant keeps its value");
  return true;
}

} // namespace zpl::sema
