// Internal to the runtime: parsed config values and start-up helpers.
#pragma once

#include "runtime/relations/Grid.h"
#include "runtime/support/Runtime.h"

#include <cstdint>
#include <string>
#include <vector>

namespace zpl::im {
class Binding;
}

namespace zpl::rt::detail {

struct Value {
  int64_t i = 0;
  double d = 0;
};

struct Config {
  std::vector<std::string> text; // as given, or the default text
  std::vector<bool> given;
  std::vector<Value> values; // parsed once at start-up
};

const char *typeName(Type t);
bool parseValue(Type t, const std::string &text, Value *out);
void setAbortBinding(im::Binding *b);
} // namespace zpl::rt::detail

namespace zpl::rt {
// The compiler assumes the same grid when it embeds relations.
using zpl::rel::defaultGrid;

} // namespace zpl::rt
