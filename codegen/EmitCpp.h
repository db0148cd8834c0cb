// IR -> one C++17 translation unit (unformatted; Backend formats it).
#pragma once

#include "ir/IR.h"

#include <string>

namespace zpl::codegen {
struct EmitOptions {
  std::string sourceName; // for the header comment and #line-free diagnostics
};
std::string emitCpp(const ir::Module &m, const EmitOptions &o);
} // namespace zpl::codegen
