// zplc: compiles a ZPL program (see docs/LANGUAGE.md).
//
//   zplc [-x ir] FILE [-emit=ast|ir-lowered|ir|cpp|obj|exe] [-c] [-o out] [-O[N]] [-g] [-pN]
//        [-sNAME=value]... [--check-cpp] [--inspect] [-error-limit=N]
//        [--verify-each] [--print-ir-after=PASS|all] [--stop-after=PASS]
//   zplc --cflags | --libs      flags to build emitted C++ with another compiler
//
// The front end (parse, build the AST, sema) always runs; what happens after
// depends on -emit: `ast` prints the checked AST, everything else is handed to
// the back end (zpl::backend::run) when it is linked in.
#include "frontend/ASTPrinter.h"
#include "basic/Diagnostics.h"
#include "frontend/Parser.h"
#include "frontend/Sema.h"
#include "frontend/Types.h"
#include "tools/zplc/ConfigValues.h"
#ifdef ZPLC_HAVE_BACKEND
#include "tools/zplc/Backend.h"
#endif
#ifdef ZPLC_HAVE_INSPECT
#include "tools/zplc/ClangModule.h"
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#endif

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/InitLLVM.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>

#ifndef ZPLC_VERSION
#define ZPLC_VERSION "0.0.0"
#endif

namespace cl = llvm::cl;

namespace {

enum class EmitKind { AST, IRLowered, IR, Cpp, Object, Executable };

// --help lists the options by category, in this order of titles.
cl::OptionCategory zplcCategory("1. Compiling");
cl::OptionCategory specCategory("2. Specialising at compile time");
cl::OptionCategory buildCategory("3. Building the generated C++ with another build system");
cl::OptionCategory diagCategory("4. Diagnostics and debugging");

// The program, then what an executable also links: C/C++ sources defining
// its `extern` procedures and variables, objects and libraries.
cl::list<std::string> inputFiles(cl::Positional,
                                 cl::desc("<prog.zpl or prog.z> [x.c x.o libx.a ...]"),
                                 cl::ZeroOrMore, cl::cat(zplcCategory));

// The input's language, when its extension does not say: a ZPL program, or
// the IR text that -emit=ir prints (a `.zir` file is IR text).
cl::opt<std::string> inputLanguage("x", cl::desc("the input's language: zpl or ir (`.zir` files are ir)"),
                                   cl::value_desc("language"), cl::cat(zplcCategory));

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
               clEnumValN(EmitKind::Object, "obj",
                          "an object file (as -c), linked later with `zplc --libs`"),
               clEnumValN(EmitKind::Executable, "exe",
                          "an executable (the default)")),
    cl::cat(zplcCategory));

cl::opt<bool> compileOnly("c", cl::desc("compile to an object file (same as -emit=obj)"),
                          cl::cat(zplcCategory));

cl::opt<std::string> outputFile("o", cl::desc("output file, as in `-o prog` (`-` for stdout)"),
                                cl::value_desc("file"), cl::init(""),
                                cl::cat(zplcCategory));

// `-O` alone means -O2, as with C compilers; `-O0`..`-O3` pick a level.
// Without it, -O3 (measured: bench/results/optlevel.json).
cl::opt<std::string> optLevel("O",
                              cl::desc("optimization level (-O means -O2; default -O3)"),
                              cl::Prefix, cl::ValueOptional, cl::init("default"),
                              cl::value_desc("level"), cl::cat(zplcCategory));

cl::opt<bool> portable("portable",
                       cl::desc("do not tune the program for this machine's processor "
                                "(no -march=native)"),
                       cl::cat(zplcCategory));

cl::opt<bool> debugInfo("g", cl::desc("generate debug information"),
                        cl::cat(zplcCategory));

// Taken as text and checked by compile(): LLVM's unsigned parser said
// "'-1' value invalid for uint argument!", and a count above INT_MAX wrapped
// to a negative one, which silently meant "not specialised".
cl::opt<std::string> procs("p",
                           cl::desc("processor count to specialise for, as in `-p4`: relations "
                                    "are computed at compile time"),
                           cl::Prefix, cl::value_desc("N"), cl::cat(specCategory));
int procCount = 0; // the checked value of -p; 0 when not given

cl::list<std::string>
    configValues("s",
                 cl::desc("set a config default at compile time, as in `-sn=100` (the "
                          "program's -h shows it; -s at run time still overrides it)"),
                 cl::Prefix, cl::value_desc("NAME=value"), cl::cat(specCategory));

cl::opt<bool> printCflags("cflags",
                          cl::desc("print the compiler flags the C++ of -emit=cpp needs"),
                          cl::cat(buildCategory));
cl::opt<bool> printLibs("libs",
                        cl::desc("print the libraries a program built from -emit=cpp or -c "
                                 "links with"),
                        cl::cat(buildCategory));

// Run by the build (tools/zplc/CMakeLists.txt); the headers it reads go to
// DIR/runtime.d for the build system's dependencies.
cl::opt<std::string> precompileRuntime(
    "precompile-runtime",
    cl::desc("precompile the runtime header generated programs include, into DIR"),
    cl::value_desc("DIR"), cl::cat(buildCategory));

cl::opt<bool> checkCpp("check-cpp",
                       cl::desc("check the generated C++ in process"),
                       cl::cat(diagCategory));

cl::opt<bool> inspectCpp("inspect",
                         cl::desc("explain and check the generated C++'s communication "
                                  "(as zpl-inspect does)"),
                         cl::cat(diagCategory));

// Front-end tests of the grammar use this so that they do not depend on
// what sema accepts at the time.
cl::opt<bool> parseOnly("parse-only",
                        cl::desc("stop after building the AST (skip sema)"),
                        cl::cat(diagCategory));

// Tests name the kind they expect (basic/DiagnosticKinds.def) instead of
// depending only on the wording.
cl::opt<bool> showDiagnosticKind("show-diagnostic-kind",
                                 cl::desc("append the kind of each error, as `[undeclared-name]`"),
                                 cl::cat(diagCategory));

cl::opt<unsigned>
    errorLimit("error-limit",
               cl::desc("stop after this many errors (0: no limit)"),
               cl::init(20), cl::cat(diagCategory));

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
                         cl::cat(diagCategory));
cl::opt<std::string> printIRAfter("print-ir-after",
                                  cl::desc("print the IR after the pass (or `all`) to stderr"),
                                  cl::value_desc("pass"), cl::cat(diagCategory));
cl::opt<bool> verifyIRText("verify-ir-text",
                            cl::desc("check that the IR text reads back to the same IR and C++"),
                            cl::cat(diagCategory));
// Scripts that compile many programs to C++ only to check the compiler
// (test/Inputs/ir-roundtrip.py) need no layout: clang-format cost them more
// than everything else zplc does.
cl::opt<bool> unformatted("unformatted",
                          cl::desc("-emit=cpp without clang-format (quicker; for scripts)"),
                          cl::cat(diagCategory));
cl::opt<std::string> stopAfter("stop-after", cl::desc("run no pass after this one (with -emit=ir)"),
                               cl::value_desc("pass"), cl::cat(diagCategory));

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
  std::string why;
  const zpl::backend::ClangModule *clang = zpl::backend::loadClangModule(why);
  if (clang && !clang->inspect)
    why = "this zplc's Clang module was built without zpl-inspect";
  if (!clang || !clang->inspect) {
    diags.internalError(why);
    return 1;
  }
  std::string name = llvm::sys::path::stem(inputFiles[0]).str() + ".cpp";
  std::string diagnostics, report;
  bool clean = clang->inspect(std::string((*buf)->getBuffer()), name, diagnostics, report);
  llvm::errs() << diagnostics;
  llvm::outs() << report;
  return clean ? 0 : 1;
}
#endif

#ifdef ZPLC_HAVE_BACKEND
zpl::backend::Options backendOptions(int level, const std::map<std::string, std::string> &bindings) {
  zpl::backend::Options opts;
  opts.emit = emit == EmitKind::IRLowered ? zpl::backend::Emit::IRLowered
              : emit == EmitKind::IR      ? zpl::backend::Emit::IR
              : emit == EmitKind::Cpp     ? zpl::backend::Emit::Cpp
              : emit == EmitKind::Object  ? zpl::backend::Emit::Object
                                          : zpl::backend::Emit::Executable;
  opts.verifyEach = verifyEach;
  opts.printIRAfter = printIRAfter;
  opts.stopAfter = stopAfter;
  opts.verifyIRText = verifyIRText;
  opts.unformatted = unformatted;
  opts.inputPath = inputFiles[0];
  opts.linkInputs.assign(inputFiles.begin() + 1, inputFiles.end());
  for (const std::string &d : linkDirs)
    opts.linkInputs.push_back("-L" + d);
  for (const std::string &l : linkLibs)
    opts.linkInputs.push_back("-l" + l);
  opts.outputPath = outputFile;
  opts.optLevel = level;
  opts.native = !portable;
  opts.debugInfo = debugInfo;
  opts.procs = procCount;
  opts.configValues = bindings;
  opts.checkCpp = checkCpp;
  return opts;
}
#endif

int compile(zpl::DiagnosticEngine &diags) {
  int level = 0;
  if (optLevel == "default")
    level = 3;
  else if (optLevel.empty())
    level = 2;
  else if (optLevel.size() == 1 && optLevel[0] >= '0' && optLevel[0] <= '3')
    level = optLevel[0] - '0';
  else {
    diags.error({}, "invalid optimization level `-O" + optLevel +
                        "`: expected 0 to 3");
    return 1;
  }
  if (procs.getNumOccurrences()) {
    const std::string &text = procs;
    long long v = 0;
    bool ok = !text.empty() && text.size() <= 10 &&
              text.find_first_not_of("0123456789") == std::string::npos;
    if (ok)
      v = std::stoll(text);
    if (!ok || v < 1 || v > std::numeric_limits<int>::max()) {
      diags.error({}, "bad processor count in `-p" + text +
                          "`: expected a positive integer, as in `-p4`");
      return 1;
    }
    procCount = static_cast<int>(v);
  }

  // IR text (ir/Reader.h) skips the front end; -s values are taken as given.
  const std::string &in = inputFiles[0];
  if (inputLanguage == "ir" || (inputLanguage.empty() && in.size() > 4 && in.substr(in.size() - 4) == ".zir")) {
#ifdef ZPLC_HAVE_BACKEND
    std::map<std::string, std::string> given;
    for (const std::string &sv : configValues)
      given[sv.substr(0, sv.find('='))] = sv.find('=') == std::string::npos ? "" : sv.substr(sv.find('=') + 1);
    if (emit == EmitKind::AST || parseOnly) {
      diags.error({}, "IR text has no AST: `-emit=ast` and `--parse-only` take a ZPL program");
      return 1;
    }
    return zpl::backend::runIR(backendOptions(level, given), diags) != 0 || diags.hasErrors() ? 1 : 0;
#else
    diags.error({}, "reading IR text needs the back end, which this zplc was built without");
    return 1;
#endif
  } else if (!inputLanguage.empty() && inputLanguage != "zpl") {
    diags.error({}, "unknown input language `" + inputLanguage + "` in `-x` (expected `zpl` or `ir`)");
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
  // -s needs the declared types, so a parse-only run (grammar tests) takes
  // it unchecked, like the other options only the back end uses.
  std::map<std::string, std::string> bindings;
  if (!parseOnly && !zpl::applyConfigValues(*program, configValues, diags, bindings))
    return 1;

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
  zpl::backend::Options opts = backendOptions(level, bindings);
#ifdef ZPLC_HAVE_INSPECT
  if (inspectCpp)
    return inspect(*program, opts, diags);
#endif
  int rc = zpl::backend::run(*program, opts, diags);
  return rc != 0 || diags.hasErrors() ? 1 : 0;
#else
  (void)level;
  const char *what = emit == EmitKind::IRLowered ? "ir-lowered"
                     : emit == EmitKind::IR        ? "ir"
                     : emit == EmitKind::Cpp       ? "cpp"
                     : emit == EmitKind::Object    ? "obj"
                                                   : "exe";
  diags.error({},
              std::string("-emit=") + what +
                  " is not available: this zplc was built without the back end "
                  "(only -emit=ast works)");
  return 1;
#endif
}

// --help, written by hand: LLVM's listing spells prefix options `-p=<N>`,
// which zplc does not accept. Options added later to one of the categories
// are listed after it by printHelp, so none goes missing.
const char *const kHelp =
    "zplc: the ZPL data-parallel array compiler\n"
    "\n"
    "usage: zplc prog.zpl [options] [x.c x.o libx.a -lNAME ...]\n"
    "       zplc --cflags | --libs | --version | --help\n"
    "\n"
    "The input is a program in the language of docs/LANGUAGE.md (.zpl or .z). C/C++\n"
    "sources, objects and libraries after it are linked into the executable (they\n"
    "define the program's `extern` procedures and variables).\n"
    "\n"
    "Output:\n"
    "  (default)          an executable named after the program, or -o\n"
    "  -o prog            the output file (`-o -`: text to stdout)\n"
    "  -emit=ast          the checked syntax tree\n"
    "  -emit=ir           the data-parallel IR with its communication\n"
    "  -x ir, prog.zir    read that IR back (as printed by -emit=ir, -emit=ir-lowered\n"
    "                     or --print-ir-after) and go on from where it was printed\n"
    "  -emit=cpp          the generated C++ (stdout, or -o prog.cpp)\n"
    "  -c, -emit=obj      an object file (prog.o), linked with `zplc --libs`\n"
    "  -O, -O0 .. -O3     the C++ compiler's optimisation level (default -O3; -O is -O2)\n"
    "  --portable         no -march=native (the default tunes the program for this\n"
    "                     machine's processor; use it for programs run elsewhere)\n"
    "  -g                 debug information\n"
    "  -lNAME, -LDIR      libraries to link, as with cc\n"
    "\n"
    "Specialising at compile time:\n"
    "  -p4                the processor count: relations are computed when compiling\n"
    "                     (a run on another count computes them at start-up)\n"
    "  -sNAME=value       a config default, as in `-sn=100`: `./prog -h` shows it and\n"
    "                     `./prog -sn=..` still overrides it\n"
    "\n"
    "Building the generated C++ with your own build (see examples/cmake):\n"
    "  --cflags           the flags to compile the C++ of -emit=cpp with\n"
    "  --libs             what to link it, or the object of -c, with\n"
    "  --precompile-runtime=DIR\n"
    "                     precompile the runtime header into DIR (the build does\n"
    "                     this; compiles then take the variant that fits)\n"
    "\n"
    "Diagnostics:\n"
    "  -error-limit=N     stop after N errors (default 20; 0: no limit)\n"
    "  --check-cpp        check the generated C++ in process (zplc development)\n"
    "  --parse-only       stop after parsing, with -emit=ast (grammar tests; -s and\n"
    "                     the back end's options are not checked)\n"
    "  --version, --help\n"
    "\n"
    "Running the result:\n"
    "  ./prog -p4                 on 4 threads (./prog -h lists its flags)\n"
    "  mpirun -np 4 ./prog        on 4 MPI ranks (--binding=mpi|mpi-shm|mpi-rma)\n"
    "\n"
    "Environment:\n"
    "  CXX, CC            the C++ and C compilers (default c++ and cc)\n"
    "  ZPLC_CXXFLAGS      flags added after zplc's own when compiling the generated\n"
    "                     C++ (they win: ZPLC_CXXFLAGS=-O0 compiles fastest)\n"
    "  ZPLC_KEEP_CPP      keep the generated C++ beside the executable (prog.zplc.cpp)\n";

void printHelp() {
  llvm::outs() << kHelp;
  static const char *const described[] = {
      "", "x", "l", "L", "emit", "c", "o", "O", "g", "p", "s", "cflags", "libs",
      "check-cpp", "parse-only", "error-limit", "precompile-runtime"};
  bool header = false;
  for (auto &entry : cl::getRegisteredOptions()) {
    cl::Option *o = entry.second;
    bool ours = false;
    for (cl::OptionCategory *c : o->Categories)
      ours |= c == &zplcCategory || c == &specCategory || c == &buildCategory ||
              c == &diagCategory;
    if (!ours || o->getOptionHiddenFlag() != cl::NotHidden ||
        std::find(std::begin(described), std::end(described), o->ArgStr) != std::end(described))
      continue;
    if (!header)
      llvm::outs() << "\nOther options:\n";
    header = true;
    std::string flag = "  -" + o->ArgStr.str();
    flag.resize(std::max<size_t>(flag.size() + 1, 21), ' ');
    llvm::outs() << flag << o->HelpStr << "\n";
  }
}

// What --cflags, --libs and --precompile-runtime do instead of compiling.
int printBuildFlags() {
#ifdef ZPLC_HAVE_BACKEND
  if (!precompileRuntime.empty()) {
    zpl::DiagnosticEngine diags;
    return zpl::backend::precompileRuntime(precompileRuntime, precompileRuntime + "/runtime.d",
                                           diags);
  }
  if (printCflags)
    llvm::outs() << zpl::backend::runtimeCflags() << "\n";
  if (printLibs)
    llvm::outs() << zpl::backend::runtimeLibs() << "\n";
  return 0;
#else
  llvm::errs() << "zplc: error: --cflags and --libs need the back end, which this zplc was "
                  "built without\n";
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
  cl::HideUnrelatedOptions({&zplcCategory, &specCategory, &buildCategory, &diagCategory});
  for (int i = 1; i < argc; ++i)
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-help") ||
        !std::strcmp(argv[i], "-h")) {
      printHelp();
      return 0;
    }
  cl::ParseCommandLineOptions(argc, argv, "zplc: the ZPL data-parallel array compiler\n");
  if (printCflags || printLibs || !precompileRuntime.empty())
    return printBuildFlags();
  if (inputFiles.empty()) {
    llvm::errs() << "usage: zplc prog.zpl [-o prog] [-emit=ast|ir|cpp] [-pN] [-sNAME=value]...\n"
                    "       (zplc --help lists every option)\n";
    return 1;
  }
  if (compileOnly) {
    if (emit.getNumOccurrences() && emit != EmitKind::Object) {
      llvm::errs() << "zplc: error: -c cannot be combined with -emit\n";
      return 1;
    }
    emit = EmitKind::Object;
  }

  zpl::DiagnosticEngine diags;
  diags.setToolName("zplc");
  diags.setErrorLimit(errorLimit);
  diags.setShowKinds(showDiagnosticKind);
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
