// Lowering of a checked AST to the IR.
#pragma once

#include "ir/IR.h"

#include <memory>

namespace zpl {
namespace ast { struct Program; }
class DiagnosticEngine;

namespace ir {
// Builds the module from an AST sema has checked (and accepted): names,
// types and what the back end can compile are sema's. Returns null after
// reporting errors: internal errors for what sema refuses, and user errors
// at their location for the few checks still done here (docs/ARCHITECTURE.md,
// "Errors").
std::unique_ptr<Module> lowerProgram(const ast::Program &program, DiagnosticEngine &diags);
} // namespace ir
} // namespace zpl
