// zplc: compiles a ZPL program (see docs/LANGUAGE.md).
//
//   zplc FILE [-emit=ast|ir|cpp] [-o out] [-O[N]] [-g] [-pN] [-sNAME=value]...
//        [--check-cpp] [--inspect] [-error-limit=N]
//
// The front end (parse, build the AST, sema) always runs; what happens after
// depends on -emit: `ast` prints the checked AST, everything else is handed to
// the back end (zpl::backend::run) when it is linked in.
#include "frontend/ASTPrinter.h"
#include "frontend/Diagnostics.h"
#include "frontend/Parser.h"
#include "frontend/Sema.h"
#include "frontend/Types.h"
#ifdef ZPLC_HAVE_BACKEND
#include "codegen/Backend.h"
#endif
#ifdef ZPLC_HAVE_INSPECT
#include "tools/zpl-inspect/Inspect.h"
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#endif

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/InitLLVM.h>
#include <llvm/Support/raw_ostream.h>

#include <fstream>
#include <iostream>
#include <map>

#ifndef ZPLC_VERSION
#define ZPLC_VERSION "0.0.0"
#endif

namespace cl = llvm::cl;

namespace {

enum class EmitKind { AST, IRLowered, IR, Cpp, Executable };

cl::OptionCategory zplcCategory("zplc options");

// The program, then what an executable also links: C/C++ sources defining
// its `extern` procedures and variables, objects and libraries.
cl::list<std::string> inputFiles(cl::Positional,
                                 cl::desc("<input .zpl file> [x.c x.o libx.a ...]"),
                                 cl::OneOrMore, cl::cat(zplcCategory));

cl::list<std::string> linkLibs("l", cl::desc("link the library (with an executable)"),
                               cl::Prefix, cl::value_desc("name"),
                               cl::cat(zplcCategory));
cl::list<std::string> linkDirs("L", cl::desc("search directory for -l"),
                               cl::Prefix, cl::value_desc("dir"),
                               cl::cat(zplcCategory));

cl::opt<EmitKind> emit(
    "emit", cl::desc("what to produce"), cl::init(EmitKind::Executable),
    cl::values(clEnumValN(EmitKind::AST, "ast", "the checked AST, as text"),
               clEnumValN(EmitKind::IRLowered, "ir-lowered",
                          "the IR before the pass pipeline, as text"),
               clEnumValN(EmitKind::IR, "ir",
                          "the IR after the pass pipeline, as text"),
               clEnumValN(EmitKind::Cpp, "cpp", "the generated C++"),
               clEnumValN(EmitKind::Executable, "exe",
                          "an executable (the default)")),
    cl::cat(zplcCategory));

cl::opt<std::string> outputFile("o", cl::desc("output file (`-` for stdout)"),
                                cl::value_desc("file"), cl::init(""),
                                cl::cat(zplcCategory));

// `-O` alone means -O2, as with C compilers; `-O0`..`-O3` pick a level.
cl::opt<std::string> optLevel("O",
                              cl::desc("optimization level (-O means -O2)"),
                              cl::Prefix, cl::ValueOptional, cl::init("0"),
                              cl::value_desc("level"), cl::cat(zplcCategory));

cl::opt<bool> debugInfo("g", cl::desc("generate debug information"),
                        cl::cat(zplcCategory));

cl::opt<unsigned> procs("p", cl::desc("processor count to specialise for"),
                        cl::Prefix, cl::init(0), cl::value_desc("N"),
                        cl::cat(zplcCategory));

cl::list<std::string>
    configValues("s", cl::desc("bind a config var/const at compile time"),
                 cl::Prefix, cl::value_desc("NAME=value"),
                 cl::cat(zplcCategory));

cl::opt<bool> checkCpp("check-cpp",
                       cl::desc("check the generated C++ in process"),
                       cl::cat(zplcCategory));

cl::opt<bool> inspectCpp("inspect",
                         cl::desc("explain and check the generated C++'s communication "
                                  "(as zpl-inspect does)"),
                         cl::cat(zplcCategory));

// Front-end tests of the grammar use this so that they do not depend on
// what sema accepts at the time.
cl::opt<bool> parseOnly("parse-only",
                        cl::desc("stop after building the AST (skip sema)"),
                        cl::cat(zplcCategory));

cl::opt<unsigned>
    errorLimit("error-limit",
               cl::desc("stop after this many errors (0: no limit)"),
               cl::init(20), cl::cat(zplcCategory));

// Observing the pass pipeline (see passes/Pipeline.cpp for the pass names).
// libLLVM registers a `-stop-after` of its own, for its code generator,
// which zplc does not use: it gives way to zplc's (libLLVM's options exist
// before this file's, which register in the order they are defined).
const bool llvmStopAfterRenamed = [] {
  auto &registered = cl::getRegisteredOptions();
  auto it = registered.find("stop-after");
  if (it != registered.end())
    it->second->setArgStr("llvm-stop-after");
  return true;
}();
cl::opt<bool> verifyEach("verify-each", cl::desc("run the IR verifier after every pass"),
                         cl::cat(zplcCategory));
cl::opt<std::string> printIRAfter("print-ir-after",
                                  cl::desc("print the IR after the pass (or `all`) to stderr"),
                                  cl::value_desc("pass"), cl::cat(zplcCategory));
cl::opt<std::string> stopAfter("stop-after", cl::desc("run no pass after this one (with -emit=ir)"),
                               cl::value_desc("pass"), cl::cat(zplcCategory));

void printVersion(llvm::raw_ostream &os) {
  os << "zplc " << ZPLC_VERSION << " (ZPL data-parallel array compiler)\n";
}

#ifdef ZPLC_HAVE_INSPECT
// --inspect: the C++ goes to a temporary file, then through zpl-inspect's
// analysis; it is named `<program>.cpp` in the report.
int inspect(zpl::ast::Program &program, zpl::backend::Options opts, zpl::DiagnosticEngine &diags) {
  llvm::SmallString<128> tmp;
  if (llvm::sys::fs::createTemporaryFile("zplc-inspect", "cpp", tmp)) {
    diags.error({}, "cannot create a temporary file for --inspect");
    return 1;
  }
  opts.emit = zpl::backend::Emit::Cpp;
  opts.outputPath = std::string(tmp);
  int rc = zpl::backend::run(program, opts, diags);
  auto buf = llvm::MemoryBuffer::getFile(tmp);
  llvm::sys::fs::remove(tmp);
  if (rc != 0 || diags.hasErrors() || !buf)
    return 1;
  std::string name = llvm::sys::path::stem(inputFiles[0]).str() + ".cpp";
  zpl::inspect::Report r = zpl::inspect::inspect(std::string((*buf)->getBuffer()), name,
                                                 zpl::inspect::defaultIncludeDirs());
  llvm::errs() << zpl::inspect::formatDiagnostics(r);
  llvm::outs() << zpl::inspect::formatText(r);
  return r.clean() ? 0 : 1;
}
#endif

int compile(zpl::DiagnosticEngine &diags) {
  std::map<std::string, std::string> bindings;
  for (const std::string &s : configValues) {
    size_t eq = s.find('=');
    if (eq == 0 || eq == std::string::npos || eq + 1 == s.size()) {
      diags.error({}, "malformed `-s" + s + "`: expected -sNAME=value");
      return 1;
    }
    bindings[s.substr(0, eq)] = s.substr(eq + 1);
  }
  int level = 0;
  if (optLevel.empty())
    level = 2;
  else if (optLevel.size() == 1 && optLevel[0] >= '0' && optLevel[0] <= '3')
    level = optLevel[0] - '0';
  else {
    diags.error({}, "invalid optimization level `-O" + optLevel +
                        "`: expected 0 to 3");
    return 1;
  }

  auto program = zpl::parseFile(inputFiles[0], diags);
  if (!program)
    return 1;

  if (!parseOnly && (!zpl::sema::check(*program, diags) || diags.hasErrors()))
    return 1;
  if (parseOnly && emit != EmitKind::AST) {
    diags.error({}, "--parse-only works only with -emit=ast");
    return 1;
  }

  if (emit == EmitKind::AST) {
    zpl::ASTPrintOptions printOpts;
    printOpts.typeName = [](const zpl::Type *t) { return t->str(); };
    if (outputFile.empty() || outputFile == "-") {
      zpl::printAST(*program, std::cout, printOpts);
      std::cout.flush();
      return 0;
    }
    std::ofstream out(outputFile);
    if (!out) {
      diags.error({}, "cannot open output file `" + outputFile + "`");
      return 1;
    }
    zpl::printAST(*program, out, printOpts);
    return out ? 0 : 1;
  }

#ifdef ZPLC_HAVE_BACKEND
  zpl::backend::Options opts;
  opts.emit = emit == EmitKind::IRLowered ? zpl::backend::Emit::IRLowered
              : emit == EmitKind::IR      ? zpl::backend::Emit::IR
              : emit == EmitKind::Cpp     ? zpl::backend::Emit::Cpp
                                          : zpl::backend::Emit::Executable;
  opts.verifyEach = verifyEach;
  opts.printIRAfter = printIRAfter;
  opts.stopAfter = stopAfter;
  opts.inputPath = inputFiles[0];
  opts.linkInputs.assign(inputFiles.begin() + 1, inputFiles.end());
  for (const std::string &d : linkDirs)
    opts.linkInputs.push_back("-L" + d);
  for (const std::string &l : linkLibs)
    opts.linkInputs.push_back("-l" + l);
  opts.outputPath = outputFile;
  opts.optLevel = level;
  opts.debugInfo = debugInfo;
  opts.procs = static_cast<int>(procs);
  opts.configValues = bindings;
  opts.checkCpp = checkCpp;
#ifdef ZPLC_HAVE_INSPECT
  if (inspectCpp)
    return inspect(*program, opts, diags);
#endif
  int rc = zpl::backend::run(*program, opts, diags);
  return rc != 0 || diags.hasErrors() ? 1 : 0;
#else
  (void)level;
  const char *what = emit == EmitKind::IRLowered ? "ir-lowered"
                     : emit == EmitKind::IR    ? "ir"
                     : emit == EmitKind::Cpp ? "cpp"
                                             : "exe";
  diags.error({},
              std::string("-emit=") + what +
                  " is not available: this zplc was built without the back end "
                  "(only -emit=ast works)");
  return 1;
#endif
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::setBugReportMsg(
      "internal compiler error: zplc crashed; this is a bug in "
      "zplc, please report it with the input program\n");
  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions(zplcCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "zplc: the ZPL data-parallel array compiler\n");

  zpl::DiagnosticEngine diags;
  diags.setErrorLimit(errorLimit);
  int rc = 1;
  // Everything runs on a thread with a large stack: the front end bounds
  // nesting depth, but the recursive passes still want more than 8 MB for
  // the deepest programs it accepts.
  auto body = [&] {
    try {
      rc = compile(diags);
    } catch (zpl::TooManyErrors &) {
      rc = 1;
    } catch (std::exception &e) {
      diags.internalError(std::string("uncaught exception: ") + e.what());
      rc = 1;
    } catch (...) {
      diags.internalError("uncaught exception of unknown type");
      rc = 1;
    }
  };
  try {
    zpl::runWithLargeStack(body);
  } catch (...) {
    diags.internalError("could not run the compiler thread");
    rc = 1;
  }
  if (diags.hasErrors())
    rc = 1;
  return rc;
}
