// Output formats (`"%6.2f":x` in write/writeln) go to snprintf in generated
// programs, so each is checked here first: exactly one conversion matching
// the value, with flags, width and precision only (no `*`, `$` or `n`; C's
// length modifiers are accepted and dropped: the code generator adds the one
// a value needs).
#pragma once

#include <string>

namespace zpl {

// What a format may print: the value's kind as the checker sees it.
enum class FormatValue { Integer, LongInteger, Floating, Char, Boolean, String, Other };

struct FormatCheck {
  size_t conversion = std::string::npos; // index of the conversion letter
  std::string error;                     // empty: the format is fine
};

// Checks `fmt` for a value of kind `v`; an error message says what is wrong.
FormatCheck checkFormat(const std::string &fmt, FormatValue v);

// `fmt` (already checked) without C length modifiers (`%-5ld` -> `%-5d`).
std::string normalizeFormat(const std::string &fmt);

// `fmt` (already checked and normalized) with the length modifier `mod` before its
// conversion letter (`%5d` -> `%5ld`).
std::string withLengthModifier(const std::string &fmt, const std::string &mod);

} // namespace zpl
