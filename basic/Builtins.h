// Lookup in the table of built-ins (Builtins.def). Header-only: the front
// end, the lowering and the emitter read it without a library between them.
#pragma once

#include <string>
#include <unordered_map>

namespace zpl {

// How sema checks a built-in's arguments.
enum class BuiltinKind {
  Abs,     // one number
  Math,    // one number, floating result
  Arith,   // numbers
  Bits,    // integers
  Convert, // one number, character or enumeration value
  Clock,   // no arguments
  Timer,   // a timer variable (and, for StartTimer, a clock number)
  Open,    // a file name and a mode
  FileOp,  // a file
};

// Whether a built-in of kind `k` is a pure function of its arguments (no
// clock, timer or file): its value may stand in for its call.
inline bool isPure(BuiltinKind k) {
  switch (k) {
  case BuiltinKind::Abs:
  case BuiltinKind::Math:
  case BuiltinKind::Arith:
  case BuiltinKind::Bits:
  case BuiltinKind::Convert:
    return true;
  case BuiltinKind::Clock:
  case BuiltinKind::Timer:
  case BuiltinKind::Open:
  case BuiltinKind::FileOp:
    return false;
  }
  return false;
}

enum class BuiltinResult {
  SameAsArg, Floating, Common,
  // As Common, but arguments that are all characters (or all booleans) keep
  // that type, as the reductions `min<<` and `max<<` of them do.
  Ordered,
  Int, Long, Float, Double, Char, Bool, Void, File,
  // The integer types stored wider than their range (`ubyte` in an
  // `integer`, `uinteger` in a `long`): a conversion to one wraps as C's does.
  SByte, UByte, ShortInt, UShortInt, UInteger,
};

// Whether `r` is one of the types stored wider than their range.
inline bool isNarrowResult(BuiltinResult r) {
  return r == BuiltinResult::SByte || r == BuiltinResult::UByte || r == BuiltinResult::ShortInt ||
         r == BuiltinResult::UShortInt || r == BuiltinResult::UInteger;
}

struct BuiltinInfo {
  const char *name;
  BuiltinKind kind;
  int minArgs, maxArgs;
  BuiltinResult result;
  const char *cpp;
};

// The built-in called `name`, or null.
inline const BuiltinInfo *findBuiltin(const std::string &name) {
  static const std::unordered_map<std::string, BuiltinInfo> table = {
#define BUILTIN(n, k, lo, hi, r, cpp) {#n, {#n, BuiltinKind::k, lo, hi, BuiltinResult::r, cpp}},
#include "basic/Builtins.def"
  };
  auto it = table.find(name);
  return it == table.end() ? nullptr : &it->second;
}

} // namespace zpl
