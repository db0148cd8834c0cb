// Parsing the generated C++ with clang (libTooling) for zpl-inspect: the
// compiler arguments zplc builds programs with, clang's errors kept for the
// report instead of printed, then the analysis (Inspect.cpp) over the AST.
#include "tools/zpl-inspect/Analysis.h"
#include "tools/zpl-inspect/Inspect.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <memory>
#include <tuple>

namespace zpl::inspect {

using namespace clang;

namespace {

// Keeps clang's errors instead of printing them.
class Collector : public DiagnosticConsumer {
public:
  std::vector<std::string> errors;
  void HandleDiagnostic(DiagnosticsEngine::Level level, const clang::Diagnostic &info) override {
    if (level < DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> msg;
    info.FormatDiagnostic(msg);
    std::string at;
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      PresumedLoc p = info.getSourceManager().getPresumedLoc(info.getLocation());
      if (p.isValid())
        at = std::string(p.getFilename()) + ":" + std::to_string(p.getLine()) + ":" +
             std::to_string(p.getColumn()) + ": ";
    }
    errors.push_back(at + "error: " + std::string(msg.str()));
  }
};

} // namespace

std::vector<std::string> defaultIncludeDirs() { return {ZPLC_SOURCE_DIR}; }

Report inspect(const std::string &code, const std::string &fileName,
               const std::vector<std::string> &includeDirs) {
  Report report;
  report.file = fileName;
  std::vector<std::string> args = {"-std=c++17", "-w", "-resource-dir=" CLANG_RESOURCE_DIR_FOR_ZPLC};
  for (const std::string &d : includeDirs)
    args.push_back("-I" + d);
  Collector collector;
  std::unique_ptr<ASTUnit> ast = tooling::buildASTFromCodeWithArgs(
      code, args, fileName, "zpl-inspect", std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), tooling::FileContentMappings(), &collector);
  if (!ast || !collector.errors.empty()) {
    report.compileErrors = collector.errors;
    if (report.compileErrors.empty())
      report.compileErrors.push_back(fileName + ": error: clang could not parse the file");
    return report;
  }
  analyze(ast->getASTContext(), report);
  std::sort(report.diagnostics.begin(), report.diagnostics.end(),
            [](const Diagnostic &a, const Diagnostic &b) {
              return std::tie(a.at.line, a.at.col, a.message) < std::tie(b.at.line, b.at.col, b.message);
            });
  return report;
}

} // namespace zpl::inspect
