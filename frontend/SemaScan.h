// Sema's checks of a scan's dimension list (`+|| [2,1] A`, `+|| [-2][-1] A`).
#pragma once

#include "frontend/AST.h"

#include <string>
#include <utility>
#include <vector>

namespace zpl::sema {
// The errors of `s`'s dimension list for an operand of rank `rank` (0 when
// not known yet, as in a procedure that inherits its region): each entry
// must be an integer literal, possibly negated (the ZPL reference: "must be
// an integer literal type"; a negative one scans from the highest index
// down), within the rank, and listed once.
std::vector<std::pair<SourceLocation, std::string>> scanDimErrors(const ast::ScanExpr &s, unsigned rank);
} // namespace zpl::sema
