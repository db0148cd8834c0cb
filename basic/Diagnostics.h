// Reporting of user errors, warnings and notes, and of internal compiler
// errors, in the form every part of zplc shares:
//
//   file:line:col: error: message
//     the source line
//         ^
//
// The engine owns the text of every file it reports on, so locations need
// only a file index, a line and a column.
#pragma once

#include "basic/DiagnosticKind.h"
#include "basic/SourceLocation.h"

#include <cstddef>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

namespace zpl {

enum class Severity { Note, Warning, Error, Fatal };

// Thrown (by the engine) once the error limit is reached, so that callers deep
// in a recursive walk can stop without threading a flag through every frame.
// The driver catches it; the limit message has already been printed.
struct TooManyErrors : std::exception {
  const char *what() const noexcept override { return "too many errors"; }
};

class DiagnosticEngine {
public:
  // Diagnostics go to `out` (std::cerr by default).
  DiagnosticEngine();
  explicit DiagnosticEngine(std::ostream &out);

  // Registers a file's text and returns its fileID for SourceLocations. The
  // first file added gets id 0, so a single-file engine needs no bookkeeping.
  uint32_t addFile(std::string name, std::string text);
  const std::string &fileName(uint32_t fileID) const;
  const std::string &fileText(uint32_t fileID) const;
  // The text of 1-based line `line` without its newline ("" when absent).
  std::string sourceLine(uint32_t fileID, uint32_t line) const;

  void error(SourceLocation loc, const std::string &msg);
  // An error of a kind in the catalogue (basic/DiagnosticKinds.def).
  void error(DiagnosticKind kind, SourceLocation loc, const std::string &msg);
  void warning(SourceLocation loc, const std::string &msg);
  void note(SourceLocation loc, const std::string &msg);
  // Information about a choice the compiler made (not a problem).
  void remark(SourceLocation loc, const std::string &msg);
  // A broken invariant inside zplc, not a problem with the program; worded so
  // that users know to report it. Counts as an error.
  void internalError(SourceLocation loc, const std::string &msg);
  void internalError(const std::string &msg) { internalError({}, msg); }

  void report(Severity sev, SourceLocation loc, const std::string &msg);

  unsigned errorCount() const { return errors_; }
  unsigned warningCount() const { return warnings_; }
  unsigned internalErrorCount() const { return internalErrors_; }
  bool hasErrors() const { return errors_ != 0; }

  // After `limit` errors the engine prints a final note and throws
  // TooManyErrors. 0 disables the limit.
  void setErrorLimit(unsigned limit) { errorLimit_ = limit; }
  unsigned errorLimit() const { return errorLimit_; }
  void setWarningsAsErrors(bool on) { warningsAsErrors_ = on; }
  // Suppresses the source line and caret (useful for machine consumers).
  void setShowSourceLine(bool on) { showSource_ = on; }
  // Diagnostics with neither a location nor a file (about the command line)
  // begin with this name, as in `zplc: error: ...`.
  void setToolName(std::string name) { toolName_ = std::move(name); }
  // Appends ` [kind]` to the errors that have a kind (for tests).
  void setShowKinds(bool on) { showKinds_ = on; }

private:
  struct File {
    std::string name;
    std::string text;
    std::vector<size_t> lineStarts; // offsets of each line's first byte
  };
  std::ostream &out_;
  std::vector<File> files_;
  unsigned errors_ = 0;
  unsigned warnings_ = 0;
  unsigned internalErrors_ = 0;
  unsigned errorLimit_ = 20;
  bool warningsAsErrors_ = false;
  bool showSource_ = true;
  std::string toolName_;
  bool showKinds_ = false;
  bool limitReached_ = false;

  void print(const char *label, SourceLocation loc, const std::string &msg);
};

} // namespace zpl
