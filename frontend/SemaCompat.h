// ZPL 1.x habits that sema accepts with a warning rather than an error.
#pragma once

#include "frontend/AST.h"

namespace zpl {
class DiagnosticEngine;
namespace sema {
// `a` is a constant passed for a by-reference parameter: warns and returns
// true (the lowering passes a copy); false for anything else.
bool constantByRef(const ast::Expr *a, const ast::ParamDecl &param, DiagnosticEngine &diags);
// An indexed array's bound that names a config value, variable or parameter:
// reports it and returns false, unless `runtimeOk` (a variable's upper bound)
// and it is a config value or constant.
bool checkArrayBound(const ast::Expr *bound, bool runtimeOk, DiagnosticEngine &diags);
// The first name in `e` whose value is known only at run time (a config
// value, a constant computed from one, a variable or parameter); null if none.
const ast::NameExpr *runtimeBoundName(const ast::Expr *e);
// A record field the back end cannot split into per-field variables (a
// parallel array, or an indexed array of records, arrays or enumerations):
// reports it at -emit=ast time.
void checkRecordField(const ast::FieldDecl &f, DiagnosticEngine &diags);
// A stride known at compile time to be negative (the back end has none):
// reports it with what to write instead; false then.
bool checkStride(const ast::Expr *stride, DiagnosticEngine &diags);
// `p` runs in its caller's region (its statement at `use` has no region scope
// of its own) and is called in one. The back end gives it the caller's
// region through its first parallel array parameter; without one, reports
// at `use` what to write instead and returns false.
bool checkInheritedRegion(const ast::ProcedureDecl &p, SourceLocation use,
                          DiagnosticEngine &diags);
} // namespace sema
} // namespace zpl
