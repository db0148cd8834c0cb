// `zplc --verify-ir-text`: the IR text (ir/Printer.cpp) is complete if the
// module read back from it (ir/Reader.h) prints the same text and generates
// the same C++. Checked in process, so that a lit test can sweep every
// program of examples/ and test/ quickly (test/passes/ir-roundtrip.test).
#pragma once

#include "basic/Diagnostics.h"
#include "codegen/EmitCpp.h"
#include "passes/Passes.h"

#include <string>

namespace zpl::backend {

// `lowered`: the module's text before the passes; `passed`: the module after
// them; `cpp`: the C++ generated from it. Each difference is reported as an
// internal error at `at`; false if there was one.
bool checkIRText(const std::string &lowered, const ir::Module &passed, const std::string &cpp,
                 const passes::Target &target, const codegen::EmitOptions &eo, SourceLocation at,
                 DiagnosticEngine &diags);

} // namespace zpl::backend
