// ZPL's user-defined reductions and scans (`mymin<< A` with overloaded
// procedures `mymin() : double` and `mymin(d1, d2 : double) : double`; the
// several-operand form `maxloc<< (V, Index1, Index2)`) need procedure
// overloading, which zplc does not have. They are refused where they are
// written, at -emit=ast, with what to write instead.
#include "frontend/ASTBuilder.h"

namespace zpl {

ast::ExprPtr ASTBuilder::userReduction(SourceLocation at, const std::string &name, const char *kind,
                                       ast::ExprPtr e) {
  bool scan = std::string(kind) == "||";
  diags_.error(at, std::string("user-defined ") + (scan ? "scan" : "reduction") + " `" + name + kind +
                       "` is not supported; use a built-in one (`+" + kind + "`, `*" + kind + "`, `max" + kind +
                       "`, `min" + kind + "`, `&" + kind + "`, `|" + kind + "`, `band" + kind + "`, `bor" + kind +
                       "`, `bxor" + kind + "`), e.g. `min" + kind + " A`, or combine several built-in ones");
  return e;
}

} // namespace zpl
