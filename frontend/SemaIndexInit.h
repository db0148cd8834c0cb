// ZPL 1.x indexed arrays sized and initialised at run time: config bounds
// (`array [0..numLevels] of integer`) and initialisers in terms of `index1`
// (`= [2^index1, 0, 0]`, `= Base by step[index1]`). The lowering is in
// ir/lower/IndexInit.cpp.
#pragma once

#include "frontend/AST.h"

namespace zpl {
class DiagnosticEngine;
namespace sema {
// `v`'s declared type `t` has an upper bound known only at run time: refuses
// what the back end keeps constant-sized (arrays of records or of indexed
// arrays, multi-dimensional arrays of parallel arrays).
void checkRuntimeBounds(const ast::VarDecl &v, const Type *t, DiagnosticEngine &diags);
// `v` of indexed array type `t` has an expression as initialiser: 1 when it
// gives each element (index1 standing for the element's index), -1 after
// reporting what cannot be initialised so, 0 when there is nothing to do.
int checkIndexInit(const ast::VarDecl &v, const Type *t, DiagnosticEngine &diags);
// After the initialiser was checked: `array [..] of region = Base by ...`
// takes the rank of the initialiser's regions. Returns `v`'s type.
const Type *inferRegionRank(ast::VarDecl &v, const Type *arrayType);
// The element type `[Lev[index1]] T` of an indexed array: `Lev` must be an
// array of regions initialised as `Base by ...` (or with a region that does
// not read index1), whose elements all lie in Base, where the parallel
// arrays are stored. Reports anything else; false then.
bool checkFamilyRegion(const ast::ParallelArrayTypeExpr &pa, DiagnosticEngine &diags);
// The region every element of `array [..] of region = init` lies in:
// Base of `Base by s`, or init itself when it does not read index1; null
// otherwise.
const ast::Expr *regionBase(const ast::Expr *init);
// Does `e` read `index1` (any `IndexArrayExpr`)?
bool readsIndex(const ast::Expr *e);
// `a`, an argument for an indexed array parameter, has run-time bounds: the
// parameter's are constant, so it is refused (false).
bool checkRuntimeBoundArg(const ast::Expr *a, DiagnosticEngine &diags);
} // namespace sema
} // namespace zpl
