// The back end's driver: AST -> IR -> passes -> IR text, C++ text, or an
// executable built with the system C++ compiler against the runtime.
#include "tools/zplc/Backend.h"

#include "codegen/EmitCpp.h"
#include "frontend/AST.h"
#include "basic/Diagnostics.h"
#include "ir/FromAST.h"
#include "ir/Reader.h"
#include "tools/zplc/ClangModule.h"
#include "tools/zplc/IRTextCheck.h"
#include "ir/FloodCheck.h"
#include "ir/SpaceCheck.h"
#include "passes/Passes.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
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

// --print-ir-after and --stop-after name passes; --stop-after leaves IR the
// code generator cannot take.
bool pipelineOptionsValid(const Options &o, DiagnosticEngine &diags) {
  std::vector<std::string> names = passes::passNames();
  std::string list;
  for (const std::string &n : names)
    list += (list.empty() ? "" : ", ") + n;
  auto known = [&](const std::string &n) { return std::find(names.begin(), names.end(), n) != names.end(); };
  bool ok = true;
  if (!o.printIRAfter.empty() && o.printIRAfter != "all" && !known(o.printIRAfter)) {
    diags.error({}, "unknown pass `" + o.printIRAfter + "` in `--print-ir-after` (passes: " + list + ", all)");
    ok = false;
  }
  if (!o.stopAfter.empty() && !known(o.stopAfter)) {
    diags.error({}, "unknown pass `" + o.stopAfter + "` in `--stop-after` (passes: " + list + ")");
    ok = false;
  } else if (!o.stopAfter.empty() && o.emit != Emit::IR) {
    diags.error({}, "`--stop-after` needs `-emit=ir`");
    ok = false;
  }
  return ok;
}

std::string cxxCompiler() { return std::getenv("CXX") ? std::getenv("CXX") : "c++"; }

// zplc's own flags for the generated C++, before ZPLC_CXXFLAGS; the
// precompiled runtime header is built with the same (precompileRuntime).
std::string cxxFlags(int optLevel, bool native, bool debugInfo) {
  std::string f = " -std=c++17 -O" + std::to_string(optLevel);
  // -march=native would also fuse a*b+c into FMAs where the processor has
  // them, changing results in the last bits; contraction stays off so a
  // program prints what its portable build prints.
  if (native)
    f += " -march=native -ffp-contract=off";
  if (debugInfo)
    f += " -g";
  // The C++ compiler's warnings are about code the user did not write (and a
  // file zplc deletes): what deserves a warning is zplc's to report.
  return f + " -w -fwrapv";
}

// The header every generated program includes first, and where its
// precompiled variants live (GCC's directory form: `Support.h.gch/` holds
// one file per set of options, and the compiler takes the first that fits).
const char *const kRuntimeHeader = "runtime/program/Support.h";
std::string pchVariantDir(const std::string &root) {
  return root + "/" + kRuntimeHeader + ".gch";
}

bool havePrecompiledRuntime() {
  std::error_code ec;
  return std::filesystem::is_directory(pchVariantDir(ZPLC_PCH_DIR), ec);
}

} // namespace

// Parsing the runtime header and the standard headers it includes is most of
// the time a small program takes to compile (1.7 of 2.2 s at -O3 for a
// ten-line program, measured with g++ 12): the build precompiles it once.
// Two variants: -O3 (GCC also takes it at -O1 and -O2, whose predefined
// macros are the same) and -O0, both tuned for this machine as zplc's
// default is; other option sets (-g, --portable, another compiler) compile
// the header as before. Each is written under a temporary name and renamed,
// so that a compile running meanwhile never reads half a file.
int precompileRuntime(const std::string &dir, const std::string &depfile, DiagnosticEngine &diags) {
  const std::string variants = pchVariantDir(dir);
  std::error_code ec;
  std::filesystem::create_directories(variants, ec);
  if (ec) {
    diags.error({}, "cannot create `" + variants + "`");
    return 1;
  }
  for (int level : {3, 0}) {
    const std::string out = variants + "/o" + std::to_string(level) + ".gch";
    const std::string tmp = out + ".tmp";
    std::string cmd = cxxCompiler() + cxxFlags(level, /*native=*/true, /*debugInfo=*/false) +
                      " -I" + shellQuote(ZPLC_SOURCE_DIR) + " -x c++-header " +
                      shellQuote(std::string(ZPLC_SOURCE_DIR) + "/" + kRuntimeHeader) + " -o " +
                      shellQuote(tmp);
    // The headers read are the same for both variants: the build system
    // rebuilds them both when one of those changes.
    if (level == 3 && !depfile.empty())
      cmd += " -MD -MF " + shellQuote(depfile) + " -MT " + shellQuote(out);
    if (std::system(cmd.c_str()) != 0 || std::rename(tmp.c_str(), out.c_str()) != 0) {
      std::remove(tmp.c_str());
      diags.error({}, "precompiling `" + std::string(kRuntimeHeader) + "` failed");
      return 1;
    }
  }
  return 0;
}

// Unquoted, as pkg-config prints them: they are expanded unquoted by shells
// (`$(zplc --cflags)`) and split on spaces by CMake's separate_arguments.
// -fwrapv: integer arithmetic that overflows wraps around (two's complement)
// instead of being undefined behaviour the C++ compiler may assume away,
// which made `x + 1 > x` true and `x + 1` negative in one program.
std::string runtimeCflags() { return std::string("-std=c++17 -fwrapv -I") + ZPLC_SOURCE_DIR; }
std::string runtimeLibs() { return std::string(ZPLC_RUNTIME_LIBS) + " -pthread"; }

// Passes, emission and the C++ compiler for a lowered (or read back) module;
// `at` locates the errors that concern the whole program.
static int runModule(ir::Module &m, SourceLocation at, const Options &options, DiagnosticEngine &diags);

int run(ast::Program &program, const Options &options, DiagnosticEngine &diags) {
  std::unique_ptr<ir::Module> mod = ir::lowerProgram(program, diags);
  if (!mod || diags.hasErrors())
    return 1;
  return runModule(*mod, program.loc, options, diags);
}

// `zplc -x ir prog.zir`: the IR text, read back, goes on where it was printed.
int runIR(const Options &options, DiagnosticEngine &diags) {
  std::ifstream in(options.inputPath, std::ios::binary);
  if (!in) {
    diags.error({}, "cannot read `" + options.inputPath + "`");
    return 1;
  }
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  uint32_t file = diags.addFile(options.inputPath, text);
  ir::ReadOptions ro;
  ro.passNames = passes::passNames();
  std::unique_ptr<ir::Module> mod = ir::readModule(text, file, ro, diags);
  if (!mod || diags.hasErrors())
    return 1;
  // IR printed from a program locates in that program (`module m from "m.zpl"`).
  if (!mod->source.empty()) {
    std::ifstream s(mod->source, std::ios::binary);
    if (s)
      file = diags.addFile(mod->source, std::string((std::istreambuf_iterator<char>(s)), std::istreambuf_iterator<char>()));
  }
  return runModule(*mod, SourceLocation(1, 1, file), options, diags);
}

// A C header on the command line (`zplc prog.z helpers.h helpers.c`).
static bool isHeader(const std::string &in) {
  return in.size() > 2 && in[0] != '-' && in.compare(in.size() - 2, 2, ".h") == 0;
}

static int runModule(ir::Module &m, SourceLocation at, const Options &options, DiagnosticEngine &diags) {
  ir::Module *mod = &m;
  if (!pipelineOptionsValid(options, diags))
    return 1;
  if (options.emit == Emit::IRLowered)
    return writeOut(options.outputPath, ir::print(*mod), diags) ? 0 : 1;
  passes::Target target;
  target.procs = options.procs;
  target.config = options.configValues;
  auto where = [&](ir::Loc l) { return l.line ? SourceLocation(l.line, l.col, at.fileID) : SourceLocation(); };
  target.remark = [&](ir::Loc l, const std::string &msg) { diags.remark(where(l), msg); };
  target.error = [&](ir::Loc l, const std::string &msg) { diags.error(where(l), msg); };
  // Arrays used over `*` dimensions they are not flooded in: the loops would
  // reach outside their storage. Sema refuses them (frontend/sema/Shapes.cpp,
  // checkFloodUses); ir/FloodCheck.cpp asserts it of the lowered IR.
  for (const ir::SpaceError &e : ir::unfloodedInFloodRegion(*mod))
    diags.internalError(where(e.loc).line ? where(e.loc) : at, "flood check: " + e.message);
  if (diags.hasErrors())
    return 1;
  passes::PipelineOptions po;
#ifndef NDEBUG
  po.verifyEach = true;
#else
  po.verifyEach = options.verifyEach;
#endif
  po.printAfter = options.printIRAfter;
  po.stopAfter = options.stopAfter;
  po.dump = &std::cerr;
  std::string lowered = options.verifyIRText ? ir::print(*mod) : "";
  for (const std::string &e : passes::runPipeline(*mod, target, po))
    diags.internalError(at, "IR verifier: " + e);
  if (diags.hasErrors())
    return 1;
  // Stopped early, the IR still holds what later passes remove.
  if (options.stopAfter.empty() || options.stopAfter == passes::passNames().back())
    for (const std::string &e : ir::verify(*mod, true))
      diags.internalError(at, "IR verifier: " + e);
  // Regions reaching outside their index space whose bounds are constants
  // (the others stop the program when they run). Sema refuses them in
  // programs (frontend/sema/Spaces.cpp); this is for IR text and the forms
  // it does not follow (ir/SpaceCheck.cpp).
  for (const ir::SpaceError &e : ir::regionsOutsideSpace(*mod))
    diags.error(SourceLocation(e.loc.line, e.loc.col, at.fileID), e.message);
  if (diags.hasErrors())
    return 1;
  if (options.emit == Emit::IR)
    return writeOut(options.outputPath, ir::print(*mod), diags) ? 0 : 1;

  codegen::EmitOptions eo;
  // IR text names the program it was printed from.
  eo.sourceName = mod->source.empty() ? options.inputPath : mod->source;
  // C headers are included by the generated code, as the ZPL compiler did
  // (`zc my_header.h my_implementation.o my_zpl_src.z`), not linked.
  for (const std::string &in : options.linkInputs) {
    if (!isHeader(in))
      continue;
    char *real = realpath(in.c_str(), nullptr);
    if (!real) {
      diags.error({}, "cannot read `" + in + "`");
      return 1;
    }
    eo.headers.push_back(real);
    std::free(real);
    if (eo.headers.back().find_first_of("\"\n") != std::string::npos) {
      diags.error({}, "cannot include `" + in + "`: its path holds a quote or a newline");
      return 1;
    }
  }
  // Without the header, the C++ calls the function undeclared: it would not
  // compile, so -emit=cpp refuses it as building does.
  if (eo.headers.empty() && options.emit != Emit::IR)
    for (const ir::ExternProc &x : mod->externs)
      if (codegen::needsHeader(x)) {
        diags.error(x.loc.line ? where(x.loc) : at,
                    "the C function `" + x.name + "` has `generic` parameters or a `generic` "
                    "result: give the C header that declares it (`zplc prog.z " + x.name +
                    ".h " + x.name + ".c`)");
        return 1;
      }
  std::string raw = codegen::emitCpp(*mod, eo);
  if (options.verifyIRText && !checkIRText(lowered, *mod, raw, target, eo, at, diags))
    return 1;
  std::string cpp = raw;
  // Formatting is for a reader (-emit=cpp, a kept file, --check-cpp's line
  // numbers); building a program without one, clang-format cost more than
  // everything else zplc does (difftest's batches: 2.8 s of 2.9).
  const ClangModule *clang = nullptr; // loaded only when formatting or checking
  // --check-cpp reports lines of the formatted C++, so it formats anyway.
  if ((options.emit == Emit::Cpp && !options.unformatted) || options.checkCpp ||
      std::getenv("ZPLC_KEEP_CPP")) {
    std::string why;
    clang = loadClangModule(why);
    if (!clang) {
      diags.internalError(why);
      return 1;
    }
    cpp = clang->formatCpp(raw);
  }
  if (options.checkCpp) {
    // Each statement's C++ starts with a comment naming its source line;
    // the nearest one above an error is the program location to report.
    std::vector<std::string> lines;
    {
      std::istringstream in(cpp);
      for (std::string l; std::getline(in, l);)
        lines.push_back(l);
    }
    for (const codegen::CppError &e : clang->checkCpp(cpp, {ZPLC_SOURCE_DIR})) {
      SourceLocation loc = at;
      for (unsigned i = std::min<size_t>(e.line, lines.size()); i-- > 0;) {
        size_t pos = lines[i].find("// line ");
        if (pos != std::string::npos) {
          loc = SourceLocation((uint32_t)std::atoi(lines[i].c_str() + pos + 8), 1, at.fileID);
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
  std::string out = options.outputPath.empty() || options.outputPath == "-"
                        ? mod->name + (options.emit == Emit::Object ? ".o" : "")
                        : options.outputPath;
  for (const std::string &in : options.linkInputs)
    if (options.emit == Emit::Object && !isHeader(in)) {
      diags.error({}, "an object file (-c) is not linked: give `" + in + "` when linking it");
      return 1;
    }
  std::string extra;
  std::vector<std::string> cSources, objects;
  for (const std::string &in : options.linkInputs) {
    auto ends = [&](const char *suf) {
      size_t n = std::strlen(suf);
      return in.size() > n && in.compare(in.size() - n, n, suf) == 0;
    };
    if (in.rfind("-l", 0) == 0 || in.rfind("-L", 0) == 0) {
      extra += " " + shellQuote(in);
    } else if (isHeader(in)) {
      continue; // included by the generated code
    } else if (ends(".c")) {
      // Compiled as C (by the C compiler, with its own -std): definitions
      // keep C linkage, as the program's `extern "C"` declarations expect.
      cSources.push_back(in);
    } else if (ends(".cpp") || ends(".cc") || ends(".cxx") || ends(".o") || ends(".a") ||
               ends(".so")) {
      extra += " " + shellQuote(in);
    } else {
      diags.error({}, "cannot link `" + in + "`: expected a .c, .h, .cpp, .o, .a or .so file");
      return 1;
    }
    if (in[0] != '-' && access(in.c_str(), R_OK) != 0) {
      diags.error({}, "cannot read `" + in + "`");
      return 1;
    }
  }
  std::string cc = std::getenv("CC") ? std::getenv("CC") : "cc";
  for (size_t i = 0; i < cSources.size(); ++i) {
    std::string obj = out + ".zplc" + std::to_string(i) + ".o";
    std::string c = cc + " -O2" + (options.debugInfo ? " -g" : "") + " -c " + shellQuote(cSources[i]) +
                    " -o " + shellQuote(obj);
    if (std::system(c.c_str()) != 0) {
      diags.error({}, "the C compiler failed on `" + cSources[i] + "`");
      for (const std::string &o : objects)
        std::remove(o.c_str());
      return 1;
    }
    objects.push_back(obj);
    extra += " " + shellQuote(obj);
  }
  std::string cppPath = out + ".zplc.cpp";
  if (!writeOut(cppPath, cpp, diags))
    return 1;
  std::string cxx = cxxCompiler();
  std::ostringstream cmd;
  cmd << cxx << cxxFlags(options.optLevel, options.native, options.debugInfo);
  // ZPLC_CXXFLAGS comes last so that it overrides zplc's own flags (the
  // sanitised test stage sets -O0: DEVELOPERS.md); like CXX, it is the
  // user's own toolchain setting and is passed to the shell as written.
  const char *userFlags = std::getenv("ZPLC_CXXFLAGS");
  if (userFlags && *userFlags)
    cmd << " " << userFlags;
  // Compiled and linked in two steps: generated code that does not compile
  // is a bug in zplc, while a link failure of a program that declares C
  // functions or objects `extern` is usually a missing definition.
  std::string mainObj = out + ".zplc.o";
  if (options.emit == Emit::Object)
    mainObj = out;
  // The precompiled runtime header (precompileRuntime) is found before the
  // source tree's: the C++ compiler takes the first of its variants that
  // was built with the options of this compile, and when none was (another
  // compiler, -g, --portable) it reads the header itself.
  if (havePrecompiledRuntime())
    cmd << " -I" << shellQuote(ZPLC_PCH_DIR);
  cmd << " -I" << shellQuote(ZPLC_SOURCE_DIR) << " -c " << shellQuote(cppPath) << " -o "
      << shellQuote(mainObj);
  int rc = std::system(cmd.str().c_str());
  if (rc != 0) {
    for (const std::string &o : objects)
      std::remove(o.c_str());
    diags.internalError(at, "the C++ compiler failed on the generated code (kept in `" +
                                         cppPath + "`)");
    return 1;
  }
  if (options.emit == Emit::Object) {
    if (!std::getenv("ZPLC_KEEP_CPP"))
      std::remove(cppPath.c_str());
    return 0;
  }
  std::string link = cxx + " " + shellQuote(mainObj) + " -o " + shellQuote(out) + extra + " " +
                     ZPLC_RUNTIME_LIBS + " -pthread";
  rc = std::system(link.c_str());
  std::remove(mainObj.c_str());
  for (const std::string &o : objects)
    std::remove(o.c_str());
  if (rc != 0) {
    if (!mod->externs.empty() || !mod->externVars.empty()) {
      diags.error(at, "linking `" + out +
                                   "` failed; give the definitions of the program's `extern` "
                                   "procedures and variables as .c, .o, .a or -l arguments");
      std::remove(cppPath.c_str());
    } else {
      diags.internalError(at, "linking the generated code failed (kept in `" + cppPath + "`)");
    }
    return 1;
  }
  if (!std::getenv("ZPLC_KEEP_CPP"))
    std::remove(cppPath.c_str());
  return 0;
}

} // namespace zpl::backend
