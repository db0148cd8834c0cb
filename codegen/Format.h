// clang-format (LLVM style) and in-process syntax checking of generated C++.
// Kept apart because including clang headers is expensive to compile.
#pragma once

#include <string>
#include <vector>

namespace zpl::codegen {
std::string formatCpp(const std::string &code);
struct CppError {
  unsigned line; // in `code`; 0 when the error is elsewhere (a header)
  std::string message;
};
// Parses and type-checks `code` with clang; returns the errors.
std::vector<CppError> checkCpp(const std::string &code, const std::vector<std::string> &includeDirs);
} // namespace zpl::codegen
