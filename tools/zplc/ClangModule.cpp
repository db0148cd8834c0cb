// The module behind ClangModule.h: the table of zplc's Clang-using functions.
// Built as a shared module (tools/zplc/CMakeLists.txt) linked with the shared
// libclang-cpp and libLLVM; the driver never links it.
#include "tools/zplc/ClangModule.h"

#ifdef ZPLC_HAVE_INSPECT
#include "tools/zpl-inspect/Inspect.h"
#endif

namespace {

#ifdef ZPLC_HAVE_INSPECT
bool inspectCpp(const std::string &code, const std::string &fileName, std::string &diagnostics,
                std::string &report) {
  zpl::inspect::Report r = zpl::inspect::inspect(code, fileName, zpl::inspect::defaultIncludeDirs());
  diagnostics = zpl::inspect::formatDiagnostics(r);
  report = zpl::inspect::formatText(r);
  return r.clean();
}
#endif

const zpl::backend::ClangModule kModule = {
    zpl::backend::ClangModule::kVersion,
    &zpl::codegen::formatCpp,
    &zpl::codegen::checkCpp,
#ifdef ZPLC_HAVE_INSPECT
    &inspectCpp,
#else
    nullptr,
#endif
};

} // namespace

extern "C" __attribute__((visibility("default"))) const zpl::backend::ClangModule *zplc_clang_module() {
  return &kModule;
}
