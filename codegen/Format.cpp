#include "codegen/Format.h"

#include "clang/Format/Format.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Core/Replacement.h"
#include "clang/Tooling/Tooling.h"
#include "clang/Basic/DiagnosticOptions.h"

namespace zpl::codegen {

// Formatting is for the reader of -emit=cpp; the emitter already indents
// by block. clang-format costs about 1.5 s and 200 MB per MB of C++ (a
// 10,000-line program makes 4 MB), so output past this size is left as the
// emitter wrote it.
static constexpr size_t kMaxFormattedBytes = 1 << 20;

std::string formatCpp(const std::string &code) {
  if (code.size() > kMaxFormattedBytes)
    return code;
  clang::format::FormatStyle style = clang::format::getLLVMStyle();
  style.ColumnLimit = 100;
  // Breaking a string literal to fit the column limit is quadratic in its
  // length (a 1 MB `writeln("...")` took 73 s) and changes nothing it means.
  style.BreakStringLiterals = false;
  auto reps = clang::format::reformat(style, code, {clang::tooling::Range(0, code.size())},
                                      "program.cpp");
  auto out = clang::tooling::applyAllReplacements(code, reps);
  if (!out) {
    llvm::consumeError(out.takeError());
    return code;
  }
  return *out;
}

namespace {
// Keeps errors (with their line in the generated file) instead of printing.
class Collector : public clang::DiagnosticConsumer {
public:
  std::vector<CppError> errors;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level, const clang::Diagnostic &info) override {
    if (level < clang::DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> msg;
    info.FormatDiagnostic(msg);
    unsigned line = 0;
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      const clang::SourceManager &sm = info.getSourceManager();
      if (sm.isWrittenInMainFile(info.getLocation()))
        line = sm.getPresumedLineNumber(info.getLocation());
    }
    errors.push_back({line, std::string(msg.str())});
  }
};
} // namespace

std::vector<CppError> checkCpp(const std::string &code, const std::vector<std::string> &includeDirs) {
  std::vector<std::string> cmd = {"clang-tool", "-std=c++17", "-fsyntax-only", "-w",
                                  "-resource-dir=" CLANG_RESOURCE_DIR_FOR_ZPLC};
  for (const std::string &d : includeDirs)
    cmd.push_back("-I" + d);
  cmd.push_back("program.cpp");
  llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> mem(new llvm::vfs::InMemoryFileSystem);
  llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> fs(
      new llvm::vfs::OverlayFileSystem(llvm::vfs::getRealFileSystem()));
  fs->pushOverlay(mem);
  mem->addFile("program.cpp", 0, llvm::MemoryBuffer::getMemBufferCopy(code));
  llvm::IntrusiveRefCntPtr<clang::FileManager> files(new clang::FileManager({}, fs));
  Collector collector;
  clang::tooling::ToolInvocation inv(cmd, std::make_unique<clang::SyntaxOnlyAction>(), files.get());
  inv.setDiagnosticConsumer(&collector);
  if (!inv.run() && collector.errors.empty())
    collector.errors.push_back({0, "clang could not run on the generated code"});
  return collector.errors;
}

} // namespace zpl::codegen
