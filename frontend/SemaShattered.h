// Sema's rules for ZPL's "shattered" `if` and `while`: a condition that is a
// parallel expression inside a region scope. Each branch runs as if masked
// (`[R with C]` / `[R without C]`), so it may hold only what a masked
// statement can do: assignments to parallel arrays of the region's rank
// (element-wise right sides, `@` shifts included) and further `if`s.
#pragma once

#include "frontend/AST.h"

#include <string>
#include <utility>
#include <vector>

namespace zpl::sema {
// The errors for what `i`'s branches hold that a parallel `if` cannot run
// (sema has checked `i` already; types and ranks are set).
std::vector<std::pair<SourceLocation, std::string>> shatteredIfErrors(const ast::IfStmt &i);
// Likewise for a parallel `while`: its body runs masked by the condition,
// re-evaluated every iteration, until the condition holds nowhere.
std::vector<std::pair<SourceLocation, std::string>> shatteredWhileErrors(const ast::WhileStmt &w);
} // namespace zpl::sema
