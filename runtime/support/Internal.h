// Internal to the runtime: parsed config values and start-up helpers.
#pragma once

#include "runtime/relations/Grid.h"
#include "runtime/support/Runtime.h"

#include <cstdint>
#include <string>
#include <vector>

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
// parseValue, and an enumeration's names; its type and choices for messages.
bool parseConfig(const ConfigVar &v, const std::string &text, Value *out);
std::string configTypeName(const ConfigVar &v);
std::string enumChoices(const ConfigVar &v);

// While alive, a stack overflow on the calling thread (a recursion too deep)
// stops the program with "zpl: error: stack overflow (recursion too deep)"
// and exit code 1 instead of a bare SIGSEGV. One per processor thread; under
// MPI, ranks other than 0 pause before speaking so that the message reads once.
struct StackGuard {
  void *alt = nullptr; // the alternate stack the handler runs on
  StackGuard() = default;
  StackGuard(const StackGuard &) = delete;
  StackGuard &operator=(const StackGuard &) = delete;
  ~StackGuard();
};
void guardStack(StackGuard &g, bool mpiRankNotZero);
} // namespace zpl::rt::detail

namespace zpl::rt {
// The compiler assumes the same grid when it embeds relations.
using zpl::rel::defaultGrid;

} // namespace zpl::rt
