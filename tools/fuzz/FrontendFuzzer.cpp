// libFuzzer target for the front end: arbitrary bytes are parsed, checked by
// sema and printed. Any crash, sanitizer report, uncaught exception or
// internal compiler error is a bug; ordinary diagnostics are not.
#include "frontend/ASTPrinter.h"
#include "basic/Diagnostics.h"
#include "frontend/Parser.h"
#include "frontend/Sema.h"
#include "frontend/Types.h"

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // Huge inputs only slow the search down without reaching new code.
  if (size > 64 * 1024)
    return 0;
  std::string text(reinterpret_cast<const char *>(data), size);
  std::ostringstream sink;
  zpl::DiagnosticEngine diags(sink);
  zpl::ParseOptions options;
  // The driver runs the front end on a large stack; the fuzzer does not, so
  // it bounds nesting more tightly to stay within libFuzzer's thread stack.
  options.maxNesting = 200;
  try {
    auto program = zpl::parseProgram("fuzz.zpl", text, diags, options);
    if (program) {
      zpl::sema::check(*program, diags);
      std::ostringstream ast;
      zpl::ASTPrintOptions print;
      print.typeName = [](const zpl::Type *t) { return t->str(); };
      zpl::printAST(*program, ast, print);
    }
  } catch (zpl::TooManyErrors &) {
    // The error limit was reached: a normal way for a run to end.
  }
  if (diags.internalErrorCount()) {
    // Make the input a finding: an internal error means zplc is wrong.
    fputs(sink.str().c_str(), stderr);
    abort();
  }
  return 0;
}
