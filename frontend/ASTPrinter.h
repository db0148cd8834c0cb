// The stable textual form of the AST behind `zplc -emit=ast` (format:
// docs/ast-format.md). One node per line, two spaces of indentation per
// level, names rather than pointers, so FileCheck tests do not churn.
#pragma once

#include "frontend/AST.h"

#include <functional>
#include <iosfwd>
#include <string>

namespace zpl {

struct ASTPrintOptions {
  // Print what sema filled in (rank, parallel flag, resolved declarations).
  bool showSema = true;
  // Renders a semantic type; set by whoever knows zpl::Type (sema). Without
  // it types are not printed.
  std::function<std::string(const Type *)> typeName;
};

void printAST(const ast::Program &program, std::ostream &out,
              const ASTPrintOptions &options = {});
// Any subtree (for debugging and unit tests).
void printAST(const ast::Node &node, std::ostream &out,
              const ASTPrintOptions &options = {});

} // namespace zpl
