// ZPL 1.x habits that sema accepts with a warning rather than an error.
#include "frontend/SemaCompat.h"

#include "basic/Diagnostics.h"
#include "frontend/InitList.h"
#include "frontend/Types.h"

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

// The first name in `e` whose value is only known at run time.
static const ast::NameExpr *runtimeName(const ast::Expr *e, int depth) {
  if (!e || depth > 64)
    return nullptr;
  if (auto *u = llvm::dyn_cast<ast::UnaryExpr>(e))
    return runtimeName(u->operand.get(), depth + 1);
  if (auto *b = llvm::dyn_cast<ast::BinaryExpr>(e)) {
    auto *l = runtimeName(b->lhs.get(), depth + 1);
    return l ? l : runtimeName(b->rhs.get(), depth + 1);
  }
  auto *n = llvm::dyn_cast<ast::NameExpr>(e);
  if (!n || !n->decl)
    return nullptr;
  if (llvm::isa<ast::ParamDecl>(n->decl))
    return n;
  auto *v = llvm::dyn_cast<ast::VarDecl>(n->decl);
  if (!v || v->isExtern)
    return nullptr;
  if (v->storage != ast::VarDecl::Storage::Constant)
    return n;
  return runtimeName(v->init.get(), depth + 1) ? n : nullptr;
}

const ast::NameExpr *runtimeBoundName(const ast::Expr *e) { return runtimeName(e, 0); }

bool checkArrayBound(const ast::Expr *bound, bool runtimeOk, DiagnosticEngine &diags) {
  const ast::NameExpr *n = runtimeName(bound, 0);
  if (!n)
    return true;
  auto *v = llvm::dyn_cast<ast::VarDecl>(n->decl);
  // Config values and constants have their value when the variable comes to
  // be (SemaIndexInit.cpp); variables and parameters may change after.
  if (runtimeOk && v && (v->isConfig() || v->storage == ast::VarDecl::Storage::Constant))
    return true;
  std::string what = !v ? "a parameter"
                     : v->isConfig() ? "a config value"
                     : v->storage == ast::VarDecl::Storage::Constant ? "a constant computed at run time"
                                                                        : "a variable";
  diags.error(n->loc, "the bound `" + n->name + "` of an indexed array is " + what +
                          (runtimeOk ? "; an indexed array's upper bound may be a config value or a "
                                       "constant, which keep their value: declare `" +
                                           n->name + "` as one"
                           : v && (v->isConfig() || v->storage == ast::VarDecl::Storage::Constant)
                               ? "; this bound must be known when compiling (only a variable's "
                                 "upper bound may be a config value): declare `" +
                                     n->name + "` as a `constant` with a literal value"
                               : "; indexed array bounds must be constants: declare `" + n->name +
                                     "` as a `constant`, or use a parallel array over a region"));
  return false;
}

void checkRecordField(const ast::FieldDecl &f, DiagnosticEngine &diags) {
  if (!f.type || f.type->isError())
    return;
  const ast::TypeExpr *t = ast::resolvedTypeExpr(f.typeExpr.get());
  if (f.type->isParallelArray()) {
    diags.error(f.loc, "record field `" + f.name + "` is a parallel array; declare a parallel " +
                           "array of records (`[R] rec`) or a separate parallel array instead");
    return;
  }
  if (f.type->isRegion() || f.type->isDirection()) { // the IR's leaf fields are scalars
    diags.error(f.typeExpr->loc, "record fields of type `" + f.type->str() +
                                     "` are not supported by the code generator yet");
    return;
  }
  auto *ia = llvm::dyn_cast_or_null<ast::IndexedArrayTypeExpr>(t);
  if (ia && !llvm::isa_and_nonnull<ast::BuiltinTypeExpr>(ast::resolvedTypeExpr(ia->element.get())))
    diags.error(f.loc, "record field `" + f.name + "` is an indexed array of `" +
                           f.type->element()->str() +
                           "`; record fields may be arrays of scalars only: declare the array of `" +
                           f.type->element()->str() + "` as a variable of its own");
}

bool checkStride(const ast::Expr *stride, DiagnosticEngine &diags) {
  auto v = ast::constantBound(stride);
  if (!v || *v >= 0)
    return true;
  diags.error(stride->loc, "negative strides are not supported; write the stride " +
                               std::to_string(-*v) +
                               " with bounds that start at the first index wanted");
  return false;
}

bool checkInheritedRegion(const ast::ProcedureDecl &p, SourceLocation use,
                          DiagnosticEngine &diags) {
  for (auto &par : p.params)
    if (par->type && par->type->isParallelArray())
      return true;
  diags.error(use, "`" + p.name + "` runs in its caller's region but has no parallel array " +
                       "parameter to take the region's rank from; give this statement a region " +
                       "scope such as `[R]`, or pass the arrays it uses as parameters (`X : [,] " +
                       "double`)");
  return false;
}

} // namespace zpl::sema
