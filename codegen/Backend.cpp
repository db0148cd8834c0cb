// The back end's driver: AST -> IR -> passes -> IR text, C++ text, or an
// executable built with the system C++ compiler against the runtime.
#include "codegen/Backend.h"

#include "codegen/EmitCpp.h"
#include "codegen/Format.h"
#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "ir/FromAST.h"
#include "passes/Passes.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <unistd.h>

namespace zpl::backend {
namespace {

bool writeOut(const std::string &path, const std::string &text, DiagnosticEngine &diags) {
  if (path.empty() || path == "-") {
    std::cout << text;
    return true;
  }
  std::ofstream f(path);
  if (!f) {
    diags.error({}, "cannot write `" + path + "`");
    return false;
  }
  f << text;
  return true;
}

std::string shellQuote(const std::string &s) {
  std::string r = "'";
  for (char c : s)
    r += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return r + "'";
}

} // namespace

int run(ast::Program &program, const Options &options, DiagnosticEngine &diags) {
  std::unique_ptr<ir::Module> mod = ir::lowerProgram(program, diags);
  if (!mod || diags.hasErrors())
    return 1;
  passes::Target target;
  target.procs = options.procs;
  target.config = options.configValues;
  passes::runPipeline(*mod, target);
  for (const std::string &e : ir::verify(*mod, true))
    diags.internalError(program.loc, "IR verifier: " + e);
  if (diags.hasErrors())
    return 1;
  if (options.emit == Emit::IR)
    return writeOut(options.outputPath, ir::print(*mod), diags) ? 0 : 1;

  codegen::EmitOptions eo;
  eo.sourceName = options.inputPath;
  std::string cpp = codegen::formatCpp(codegen::emitCpp(*mod, eo));
  if (options.checkCpp) {
    // Each statement's C++ starts with a comment naming its source line;
    // the nearest one above an error is the program location to report.
    std::vector<std::string> lines;
    {
      std::istringstream in(cpp);
      for (std::string l; std::getline(in, l);)
        lines.push_back(l);
    }
    for (const codegen::CppError &e : codegen::checkCpp(cpp, {ZPLC_SOURCE_DIR})) {
      SourceLocation loc = program.loc;
      for (unsigned i = std::min<size_t>(e.line, lines.size()); i-- > 0;) {
        size_t at = lines[i].find("// line ");
        if (at != std::string::npos) {
          loc = SourceLocation((uint32_t)std::atoi(lines[i].c_str() + at + 8), 1, program.loc.fileID);
          break;
        }
      }
      diags.internalError(loc, "generated C++ does not compile: " + e.message);
    }
    if (diags.hasErrors())
      return 1;
  }
  if (options.emit == Emit::Cpp)
    return writeOut(options.outputPath, cpp, diags) ? 0 : 1;

  // An executable: compile the C++ next to the output and link the runtime.
  std::string out = options.outputPath.empty() || options.outputPath == "-" ? mod->name
                                                                              : options.outputPath;
  std::string cppPath = out + ".zplc.cpp";
  if (!writeOut(cppPath, cpp, diags))
    return 1;
  std::string cxx = std::getenv("CXX") ? std::getenv("CXX") : "c++";
  std::ostringstream cmd;
  cmd << cxx << " -std=c++17 " << (options.optLevel > 0 ? "-O" + std::to_string(options.optLevel) : std::string("-O2"));
  if (options.debugInfo)
    cmd << " -g";
  cmd << " -I" << shellQuote(ZPLC_SOURCE_DIR) << " " << shellQuote(cppPath) << " -o " << shellQuote(out)
      << " " << ZPLC_RUNTIME_LIBS << " -pthread";
  int rc = std::system(cmd.str().c_str());
  if (rc != 0) {
    diags.internalError(program.loc, "the C++ compiler failed on the generated code (kept in `" +
                                         cppPath + "`)");
    return 1;
  }
  if (!std::getenv("ZPLC_KEEP_CPP"))
    std::remove(cppPath.c_str());
  return 0;
}

} // namespace zpl::backend
