// The kinds of basic/DiagnosticKinds.def as an enum, with their spellings.
#pragma once

namespace zpl {

enum class DiagnosticKind {
  None, // a diagnostic not (yet) in the catalogue
#define DIAGNOSTIC(Phase, Kind, Spelling) Kind,
#include "basic/DiagnosticKinds.def"
};

// "undeclared-name" for DiagnosticKind::UndeclaredName; "" for None.
inline const char *diagnosticKindSpelling(DiagnosticKind k) {
  switch (k) {
  case DiagnosticKind::None: return "";
#define DIAGNOSTIC(Phase, Kind, Spelling)                                                          \
  case DiagnosticKind::Kind: return Spelling;
#include "basic/DiagnosticKinds.def"
  }
  return "";
}

// "Sema" for a kind the semantic analysis reports (the .def's phase).
inline const char *diagnosticKindPhase(DiagnosticKind k) {
  switch (k) {
  case DiagnosticKind::None: return "";
#define DIAGNOSTIC(Phase, Kind, Spelling)                                                          \
  case DiagnosticKind::Kind: return #Phase;
#include "basic/DiagnosticKinds.def"
  }
  return "";
}

} // namespace zpl
