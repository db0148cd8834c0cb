// Lowering of a checked AST to the IR.
#pragma once

#include "ir/IR.h"

#include <memory>

namespace zpl {
namespace ast { struct Program; }
class DiagnosticEngine;

namespace ir {
// Builds the module; returns null after reporting errors (constructs the
// back end does not support yet are reported as user errors at their
// location, never as crashes).
std::unique_ptr<Module> lowerProgram(const ast::Program &program, DiagnosticEngine &diags);
} // namespace ir
} // namespace zpl
