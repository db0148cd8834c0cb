#include "basic/Diagnostics.h"

#include <iostream>

namespace zpl {

DiagnosticEngine::DiagnosticEngine() : out_(std::cerr) {}
DiagnosticEngine::DiagnosticEngine(std::ostream &out) : out_(out) {}

uint32_t DiagnosticEngine::addFile(std::string name, std::string text) {
  File f;
  f.name = std::move(name);
  f.text = std::move(text);
  f.lineStarts.push_back(0);
  for (size_t i = 0; i < f.text.size(); ++i)
    if (f.text[i] == '\n')
      f.lineStarts.push_back(i + 1);
  files_.push_back(std::move(f));
  return files_.size() - 1;
}

static const std::string &emptyString() {
  static const std::string s;
  return s;
}

const std::string &DiagnosticEngine::fileName(uint32_t id) const {
  return id < files_.size() ? files_[id].name : emptyString();
}

const std::string &DiagnosticEngine::fileText(uint32_t id) const {
  return id < files_.size() ? files_[id].text : emptyString();
}

std::string DiagnosticEngine::sourceLine(uint32_t id, uint32_t line) const {
  if (id >= files_.size() || line == 0)
    return {};
  const File &f = files_[id];
  if (line > f.lineStarts.size())
    return {};
  size_t begin = f.lineStarts[line - 1];
  size_t end = f.text.find('\n', begin);
  if (end == std::string::npos)
    end = f.text.size();
  if (end > begin && f.text[end - 1] == '\r')
    --end;
  return f.text.substr(begin, end - begin);
}

void DiagnosticEngine::error(SourceLocation loc, const std::string &msg) {
  report(Severity::Error, loc, msg);
}
void DiagnosticEngine::error(DiagnosticKind kind, SourceLocation loc, const std::string &msg) {
  if (showKinds_ && kind != DiagnosticKind::None)
    report(Severity::Error, loc, msg + " [" + diagnosticKindSpelling(kind) + "]");
  else
    report(Severity::Error, loc, msg);
}
void DiagnosticEngine::warning(SourceLocation loc, const std::string &msg) {
  report(Severity::Warning, loc, msg);
}
void DiagnosticEngine::note(SourceLocation loc, const std::string &msg) {
  report(Severity::Note, loc, msg);
}

void DiagnosticEngine::remark(SourceLocation loc, const std::string &msg) {
  if (!limitReached_)
    print("remark", loc, msg);
}

void DiagnosticEngine::internalError(SourceLocation loc,
                                     const std::string &msg) {
  ++internalErrors_;
  ++errors_;
  print("internal compiler error", loc,
        msg + " (this is a bug in zplc, not in the program; please report it)");
}

void DiagnosticEngine::report(Severity sev, SourceLocation loc,
                              const std::string &msg) {
  // Once the limit has fired, everything else is noise.
  if (limitReached_)
    return;
  if (sev == Severity::Warning && warningsAsErrors_)
    sev = Severity::Error;
  switch (sev) {
  case Severity::Note:
    print("note", loc, msg);
    return;
  case Severity::Warning:
    ++warnings_;
    print("warning", loc, msg);
    return;
  case Severity::Error:
  case Severity::Fatal:
    ++errors_;
    print("error", loc, msg);
    break;
  }
  if (sev == Severity::Fatal || (errorLimit_ && errors_ >= errorLimit_)) {
    limitReached_ = true;
    if (sev != Severity::Fatal) {
      out_ << "note: too many errors (" << errors_
           << "); stopping (raise the limit with -error-limit=N)\n";
    }
    out_.flush();
    throw TooManyErrors();
  }
}

// Control bytes would garble the terminal and the caret alignment; tabs are
// kept so the caret line can copy them and line up under any tab width.
static char displayChar(unsigned char c) {
  if (c == '\t')
    return '\t';
  if (c < 0x20 || c == 0x7f)
    return '?';
  return static_cast<char>(c);
}

void DiagnosticEngine::print(const char *label, SourceLocation loc,
                             const std::string &msg) {
  if (loc.isValid()) {
    const std::string &name = fileName(loc.fileID);
    out_ << (name.empty() ? "<input>" : name) << ':' << loc.line << ':'
         << loc.col << ": ";
  } else if (!files_.empty() && loc.fileID < files_.size() &&
             std::string(label) != "internal compiler error") {
    out_ << files_[loc.fileID].name << ": ";
  } else if (!toolName_.empty() && !loc.isValid()) {
    out_ << toolName_ << ": ";
  }
  out_ << label << ": " << msg << '\n';
  if (!showSource_ || !loc.isValid()) {
    out_.flush();
    return;
  }
  std::string line = sourceLine(loc.fileID, loc.line);
  if (line.empty() && loc.col <= 1) {
    out_.flush();
    return;
  }
  // Very long lines (generated or minified input) are shown as a window
  // around the column so one diagnostic cannot print megabytes.
  size_t col0 = loc.col ? loc.col - 1 : 0;
  size_t begin = 0;
  const size_t window = 160;
  std::string prefix;
  if (line.size() > 2 * window) {
    begin = col0 > window / 2 ? col0 - window / 2 : 0;
    if (begin > line.size())
      begin = line.size();
    line = line.substr(begin, window);
    if (begin > 0)
      prefix = "...";
  }
  std::string shown = prefix;
  for (char c : line)
    shown += displayChar(static_cast<unsigned char>(c));
  out_ << shown << '\n';
  std::string caret(prefix.size(), ' ');
  size_t rel = col0 - begin;
  for (size_t i = 0; i < rel && i < line.size(); ++i)
    caret += line[i] == '\t' ? '\t' : ' ';
  for (size_t i = line.size(); i < rel; ++i)
    caret += ' ';
  caret += '^';
  out_ << caret << '\n';
  out_.flush();
}

} // namespace zpl
