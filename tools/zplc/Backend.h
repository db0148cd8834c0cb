// The back end's single entry point, called by the zplc driver after the
// front end has parsed and checked a program: lower to IR, run the pass
// pipeline, and emit IR text, C++ text, or a compiled executable.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace zpl {
namespace ast { struct Program; }
class DiagnosticEngine;

namespace backend {

// IRLowered: the IR as lowered from the AST, before the passes.
enum class Emit { IRLowered, IR, Cpp, Object, Executable };

struct Options {
  Emit emit = Emit::Executable;
  std::string inputPath;    // the .zpl file, for diagnostics and #line
  std::string outputPath;   // -o; "-" or empty means stdout for IR/C++
  int optLevel = 3;         // -O (0..3)
  bool native = true;       // -march=native (off with --portable)
  bool debugInfo = false;   // -g
  int procs = 0;            // -pN: processor count known at compile time (0 = unknown)
  std::map<std::string, std::string> configValues; // -sNAME=value
  bool checkCpp = false;    // --check-cpp: check the generated C++ in process
  // Observing the pass pipeline (pass names as passes::passNames() gives).
  bool verifyEach = false;  // --verify-each (always in debug builds)
  std::string printIRAfter; // --print-ir-after=<pass|all>: the IR on stderr
  std::string stopAfter;    // --stop-after=<pass>: with -emit=ir
  bool verifyIRText = false; // --verify-ir-text (tools/zplc/IRTextCheck.h)
  bool unformatted = false;  // --unformatted: -emit=cpp without clang-format
  // Linked into an executable: .c/.cpp sources, .o/.a/.so files, -L/-l flags.
  std::vector<std::string> linkInputs;
};

// Returns the process exit code (0 on success, 1 after reported errors).
int run(ast::Program &program, const Options &options, DiagnosticEngine &diags);
// The same from IR text (`zplc -x ir prog.zir`, see ir/Reader.h): the file
// options.inputPath is read back and the pipeline resumes after the last
// pass it records.
int runIR(const Options &options, DiagnosticEngine &diags);

// Precompiles the runtime header that generated programs include first into
// dir (the build runs `zplc --precompile-runtime`: tools/zplc/CMakeLists.txt),
// writing the headers it read to depfile when one is named. Returns the exit
// code.
int precompileRuntime(const std::string &dir, const std::string &depfile, DiagnosticEngine &diags);

// What another build system needs to compile the C++ of Emit::Cpp and to
// link it or an Emit::Object file (`zplc --cflags` / `zplc --libs`).
std::string runtimeCflags();
std::string runtimeLibs();

} // namespace backend
} // namespace zpl
