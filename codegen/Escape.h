// The one way text derived from the program (its path, string literals,
// names, source echoed in comments) reaches the generated C++. Both results
// are plain printable ASCII with no newline, so such text can never end a
// comment or a literal early, splice lines, or form a trigraph.
#pragma once

#include <string>

namespace zpl::codegen {
// A C++ string literal, quotes included, whose value is exactly `s` (any
// bytes, NUL included, when built with its length: see cppStringExpr).
std::string cppStringLiteral(const std::string &s);
// A `std::string` expression whose value is exactly `s`, embedded NULs
// included (a literal alone would stop at the first NUL).
std::string cppStringExpr(const std::string &s);
// Text safe inside a `//` or `/* */` comment: every byte that is not
// printable ASCII, every backslash, the `/` of `*/` and the second `?` of
// `??` become `\xNN`; the text stays readable otherwise.
std::string cppCommentText(const std::string &s);

} // namespace zpl::codegen
