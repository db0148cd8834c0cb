// IR -> one C++17 translation unit (unformatted; Backend formats it).
#pragma once

#include "ir/IR.h"

#include <string>
#include <vector>

namespace zpl::codegen {
struct EmitOptions {
  std::string sourceName; // for the header comment and #line-free diagnostics
  // C headers named on the command line (`zplc prog.z f.h f.c`): they
  // declare the C functions with `generic` parameters or results.
  std::vector<std::string> headers;
};
// A C function whose C declaration must come from a header: a `generic`
// parameter or result has no C type of its own.
bool needsHeader(const ir::ExternProc &x);
std::string emitCpp(const ir::Module &m, const EmitOptions &o);
} // namespace zpl::codegen
