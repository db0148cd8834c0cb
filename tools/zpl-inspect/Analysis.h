// Internal to zpl-inspect: the entry point of the analysis (Inspect.cpp), for
// the file that parses the C++ (Parse.cpp). Keeps the two apart so that each
// includes only the clang headers it needs.
#pragma once

#include "tools/zpl-inspect/Inspect.h"

namespace clang {
class ASTContext;
} // namespace clang

namespace zpl::inspect {

// Finds the transfers and their calls in `ctx`'s translation unit, checks
// their protocol and adds what it finds to `report` (diagnostics unsorted).
void analyze(clang::ASTContext &ctx, Report &report);

} // namespace zpl::inspect
