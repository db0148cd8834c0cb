#ifndef ZPLC_FRONTEND_SEMA_H
#define ZPLC_FRONTEND_SEMA_H

namespace zpl {
namespace ast {
struct Program;
}
class DiagnosticEngine;
namespace sema {
// Resolves names, computes types and ranks, checks parallel/scalar contexts and
// fills the AST's semantic fields. Returns true when no errors were reported.
// Like every user of DiagnosticEngine, it lets TooManyErrors escape once the
// error limit is reached.
bool check(ast::Program &program, DiagnosticEngine &diags);
} // namespace sema
} // namespace zpl

#endif
