// zpl-inspect: explains the C++ zplc generated - its communication schedule,
// the overlap each transfer achieves - and checks the IRONMAN protocol.
//
//   zpl-inspect FILE.cpp [--json] [-I dir]...
//
// Exit status 1 when the file does not parse or the protocol is violated:
// errors on every path, warnings on some paths only.
#include "tools/zpl-inspect/Inspect.h"

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/InitLLVM.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

namespace cl = llvm::cl;

static cl::OptionCategory category("zpl-inspect options");
static cl::opt<std::string> input(cl::Positional, cl::desc("<generated .cpp file>"), cl::Required,
                                  cl::cat(category));
static cl::opt<bool> json("json", cl::desc("print the report as JSON"), cl::cat(category));
static cl::list<std::string> includes("I", cl::desc("extra include directory"), cl::Prefix,
                                      cl::value_desc("dir"), cl::cat(category));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv, "zpl-inspect: explains and checks zplc's C++\n");
  auto buf = llvm::MemoryBuffer::getFile(input);
  if (!buf) {
    llvm::errs() << "zpl-inspect: error: cannot read `" << input << "`: " << buf.getError().message()
                 << "\n";
    return 1;
  }
  std::vector<std::string> dirs = zpl::inspect::defaultIncludeDirs();
  dirs.insert(dirs.end(), includes.begin(), includes.end());
  zpl::inspect::Report r = zpl::inspect::inspect(std::string((*buf)->getBuffer()), input, dirs);
  llvm::errs() << zpl::inspect::formatDiagnostics(r);
  if (r.compileErrors.empty())
    llvm::outs() << (json ? zpl::inspect::formatJson(r) : zpl::inspect::formatText(r));
  // A violation on some paths only is still a bug in the generated code.
  return r.clean() ? 0 : 1;
}
