// zpl-inspect: explains the C++ that zplc generates. It parses the file with
// clang, finds every IRONMAN call (DR SR DN SV) with AST matchers, groups them
// into the program's transfers, decodes the relations zplc embedded, and
// checks the calls' protocol on clang's CFG of every function: per transfer
// DR, SR, DN, SV in this order on every path, none repeated before the
// transfer completes, none pending at return, and no write to the
// destination between DR and DN or to the source between SR and SV.
//
// The analysis (clang) lives in Inspect.cpp, the parsing (clang's tooling) in
// Parse.cpp; Report.cpp prints the result as text or JSON and needs no clang
// headers.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace zpl::inspect {

struct Where {
  unsigned line = 0, col = 0; // in the generated C++ (0: unknown)
  unsigned zplLine = 0;       // the ZPL statement it belongs to (0: unknown)
};

// One loop around an IRONMAN call, outermost first.
struct Loop {
  std::string kind; // "for", "while", "do" (a ZPL repeat)
  std::string var;  // the loop variable of a `for`, when there is one
  Where at;
};

struct Call {
  std::string kind; // DR SR DN SV
  std::string function;
  Where at;
  std::vector<Loop> loops;
};

// One (source processor, destination processor) pair of an embedded relation.
struct Pair {
  int src = 0, dst = 0;
  std::string encoding; // AAPAIR AABLK DMRLE DMRLEC NRLE, or "invalid"
  uint64_t elements = 0;
  uint64_t encodedBytes = 0; // the serialized relation
};

// Statements the program runs while a transfer is in flight.
struct Overlap {
  std::string from, to;    // "SR"/"DN" and "DN"/"SV"
  Where fromAt, toAt;
  int statements = 0;      // C++ statements between the two calls
  std::vector<unsigned> zplLines; // ZPL statements among them
};

struct Transfer {
  std::string name;        // t<id> for zplc's sites, else the object's name
  std::string description; // from zplc's comment, e.g. "halo of A over [R]"
  unsigned zplLine = 0;
  std::string src, dst;    // the arrays, as written in the C++
  uint64_t elemSize = 0;   // 0: unknown
  bool embedded = false;   // relations compiled in (used when the run matches)
  bool runtime = false;    // relations computed at run time (the fallback)
  int procs = 0;           // processor count the embedded relations are for
  // Embedded in closed form: no pairs; each processor builds its own at
  // start-up, with this encoding ("" when chosen per pair).
  bool closedForm = false;
  std::string closedEncoding;
  std::vector<Pair> pairs;
  std::vector<Call> calls; // in source order
  std::vector<Overlap> overlaps;
};

struct Diagnostic {
  bool error = true; // false: a warning (a violation on some paths only)
  Where at;
  std::string message;
};

struct Report {
  std::string file;    // the C++ file as named on the command line
  std::string zplFile; // the program zplc compiled, from the file's header
  std::vector<Transfer> transfers;
  std::vector<Diagnostic> diagnostics;
  std::vector<std::string> compileErrors; // clang could not parse the file
  // The file parsed and the protocol holds on every path.
  bool clean() const { return compileErrors.empty() && diagnostics.empty(); }
};

// Parses `code` (named `fileName` in messages) with the include directories
// zplc compiles generated programs with, and analyses it.
Report inspect(const std::string &code, const std::string &fileName,
               const std::vector<std::string> &includeDirs);
// The include directories zplc compiles generated programs with.
std::vector<std::string> defaultIncludeDirs();

// Diagnostics as `file:line:col: error: message`, one a line.
std::string formatDiagnostics(const Report &r);
std::string formatText(const Report &r);
std::string formatJson(const Report &r);

} // namespace zpl::inspect
