// The one way text derived from the program (its path, string literals,
// names, source echoed in comments) reaches the generated C++. Both results
// are plain printable ASCII with no newline, so such text can never end a
// comment or a literal early, splice lines, or form a trigraph.
#pragma once

#include <optional>
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

// The C++ identifier of an IR name: a program's identifier (`A`, `_x`,
// `int`), a record's field (`P.x`), an indexed array's component (`U[2]`) or
// a compiler temporary (`$red0`; IR temporaries hold a `$`, which no program
// identifier can). The mapping is injective by construction: every result
// starts with `z_`, which nothing else the generator declares does (nor any
// C++ keyword, or name from the headers it includes); the rest spells the
// name with letters and digits kept, `_` doubled and every other byte as
// `_` plus a code letter: `.` _f, `[` _i, `]` _j, `$` _t, `-` _m, any other
// byte _x and two hex digits. The generator derives names of its own from a
// result by appending `_r` (row pointers) or `_e` (family elements), codes
// this spelling never produces.
std::string cppName(const std::string &irName);
// The inverse of cppName for tools that read generated C++ (zpl-inspect):
// the IR name a C++ identifier spells, or nothing if it is not one.
std::optional<std::string> irNameOf(const std::string &cpp);
} // namespace zpl::codegen
