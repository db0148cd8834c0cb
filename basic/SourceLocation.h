// A position in a source file. Kept tiny (three integers) because every AST
// node carries one; the file name lives in the DiagnosticEngine, indexed by
// fileID, so that locations stay cheap to copy.
#pragma once

#include <cstdint>

namespace zpl {

struct SourceLocation {
  uint32_t line = 0;   // 1-based; 0 means "no location"
  uint32_t col = 0;    // 1-based, counted in bytes
  uint32_t fileID = 0; // index into DiagnosticEngine's file table

  SourceLocation() = default;
  SourceLocation(uint32_t line, uint32_t col, uint32_t fileID = 0)
      : line(line), col(col), fileID(fileID) {}

  bool isValid() const { return line != 0; }
  bool operator==(const SourceLocation &o) const {
    return line == o.line && col == o.col && fileID == o.fileID;
  }
  bool operator!=(const SourceLocation &o) const { return !(*this == o); }
};

} // namespace zpl
