#include "tools/zplc/IRTextCheck.h"

#include "ir/Reader.h"

namespace zpl::backend {
namespace {

// The text read back (errors located in it, under a name saying which), or null.
std::unique_ptr<ir::Module> readBack(const std::string &text, const std::string &what, SourceLocation at,
                                     DiagnosticEngine &diags) {
  ir::ReadOptions ro;
  ro.passNames = passes::passNames();
  uint32_t file = diags.addFile("<" + what + " IR text>", text);
  std::unique_ptr<ir::Module> m = ir::readModule(text, file, ro, diags);
  if (!m)
    diags.internalError(at, "the " + what + " IR text does not read back");
  else if (ir::print(*m) != text)
    diags.internalError(at, "the " + what + " IR text reads back to other text");
  return m && ir::print(*m) == text ? std::move(m) : nullptr;
}

} // namespace

bool checkIRText(const std::string &lowered, const ir::Module &passed, const std::string &cpp,
                 const passes::Target &target, const codegen::EmitOptions &eo, SourceLocation at,
                 DiagnosticEngine &diags) {
  bool ok = true;
  std::string final = ir::print(passed);
  if (std::unique_ptr<ir::Module> m = readBack(lowered, "lowered", at, diags)) {
    passes::runPipeline(*m, target);
    if (ir::print(*m) != final) {
      diags.internalError(at, "the passes make other IR from the lowered IR text");
      ok = false;
    } else if (codegen::emitCpp(*m, eo) != cpp) {
      diags.internalError(at, "the lowered IR text generates other C++");
      ok = false;
    }
  } else {
    ok = false;
  }
  // Relations precomputed with -p are not in the text (the reader refuses it).
  for (const ir::Transfer *t : passed.transfers)
    if (t->precomputed)
      return ok;
  if (std::unique_ptr<ir::Module> m = readBack(final, "final", at, diags)) {
    if (codegen::emitCpp(*m, eo) != cpp) {
      diags.internalError(at, "the final IR text generates other C++");
      ok = false;
    }
  } else {
    ok = false;
  }
  return ok;
}

} // namespace zpl::backend
