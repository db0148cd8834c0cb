// What zplc asks of Clang, behind one table of functions in a module that
// zplc loads (dlopen) on first use: clang-format for -emit=cpp, the
// in-process check of --check-cpp, and zpl-inspect's analysis for --inspect.
//
// Why a module: libclang-cpp and libLLVM take 60-90 ms to load at every start
// (their relocations and static constructors), more than zplc's own work on
// most programs, and only those three options need them. zplc itself links
// LLVM's Support library statically (cmake/Zplc.cmake).
#pragma once

#include "codegen/Format.h"

#include <string>
#include <vector>

namespace zpl::backend {

struct ClangModule {
  // The module and the driver are built together; a mismatch means a stale
  // module next to the driver.
  static constexpr unsigned kVersion = 1;
  unsigned version;
  std::string (*formatCpp)(const std::string &code);
  std::vector<codegen::CppError> (*checkCpp)(const std::string &code,
                                             const std::vector<std::string> &includeDirs);
  // zpl-inspect's analysis of `code`, named `fileName` in its report: its
  // diagnostics and its text report; true when the file parsed and the
  // protocol holds on every path. Null when zpl-inspect was not built.
  bool (*inspect)(const std::string &code, const std::string &fileName, std::string &diagnostics,
                  std::string &report);
};

// Loads the module on the first call (later calls return the same table).
// On failure returns null and says why in `error`.
const ClangModule *loadClangModule(std::string &error);

} // namespace zpl::backend

// The module's one exported symbol.
extern "C" const zpl::backend::ClangModule *zplc_clang_module();
