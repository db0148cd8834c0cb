#include "basic/Formats.h"

#include <cstdio>
#include <cstring>

namespace zpl {
namespace {
const char *allowed(FormatValue v) {
  switch (v) {
  case FormatValue::Integer: return "diuxXoc";
  // A 64-bit value gets `l`, which would make `%c` a wide character.
  case FormatValue::LongInteger: return "diuxXo";
  case FormatValue::Floating: return "fFeEgGaA";
  case FormatValue::Char: return "c";
  // Generated code prints a boolean as the string `true` or `false`.
  case FormatValue::Boolean: return "s";
  case FormatValue::String: return "s";
  case FormatValue::Other: return "";
  }
  return "";
}

const char *valueName(FormatValue v) {
  switch (v) {
  case FormatValue::Integer: return "an integer";
  case FormatValue::LongInteger: return "a long integer";
  case FormatValue::Floating: return "a floating-point value";
  case FormatValue::Char: return "a char";
  case FormatValue::Boolean: return "a boolean";
  case FormatValue::String: return "a string";
  case FormatValue::Other: return "this value";
  }
  return "this value";
}

// strchr, except that the terminating NUL is in no set.
bool in(const char *set, char c) { return c != '\0' && std::strchr(set, c) != nullptr; }

std::string shown(char c) {
  if (c >= 0x20 && c < 0x7f)
    return std::string(1, c);
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02x", (unsigned char)c);
  return buf;
}
} // namespace

FormatCheck checkFormat(const std::string &fmt, FormatValue v) {
  FormatCheck r;
  auto fail = [&](std::string msg) {
    r.error = std::move(msg);
    return r;
  };
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%')
      continue;
    size_t start = i++;
    if (i < fmt.size() && fmt[i] == '%')
      continue;
    while (i < fmt.size() && in("-+ #0", fmt[i]))
      ++i;
    while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9')
      ++i;
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9')
        ++i;
    }
    if (i >= fmt.size())
      return fail("it ends inside a conversion");
    char c = fmt[i];
    std::string spec = fmt.substr(start, i - start + 1);
    if (c == '*' || c == '$')
      return fail("conversion `" + spec + "` takes its width or argument from elsewhere, which a format cannot");
    // C's length modifiers (`%ld`, `%lld`, `%hd`, `%Lf`, as ZPL programs
    // written for C's printf use them) say nothing the value's type does not:
    // they are dropped (normalizeFormat) and the generator adds its own.
    while (i + 1 < fmt.size() && in("hlLqjzt", c))
      c = fmt[++i];
    spec = fmt.substr(start, i - start + 1);
    if (c == 'n')
      return fail("conversion `%n` writes to memory; it is not an output format");
    if (!in("diuxXocfFeEgGaAs", c))
      return fail("`" + shown(c) + "` is not a conversion (expected one of d i u x X o c f F e E g G a A s)");
    if (r.conversion != std::string::npos)
      return fail("it has more than one conversion; give each value its own format");
    if (!in(allowed(v), c))
      return fail("conversion `%" + std::string(1, c) + "` does not print " + valueName(v) +
                  (*allowed(v) ? std::string(" (use one of `") + allowed(v) + "`)" : std::string()));
    r.conversion = i;
  }
  if (r.conversion == std::string::npos)
    return fail("it has no `%` conversion");
  return r;
}

std::string normalizeFormat(const std::string &fmt) {
  std::string out;
  bool inConversion = false;
  for (size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (!inConversion) {
      out += c;
      if (c == '%') {
        if (i + 1 < fmt.size() && fmt[i + 1] == '%')
          out += fmt[++i];
        else
          inConversion = true;
      }
      continue;
    }
    if (in("hlLqjzt", c))
      continue;
    out += c;
    if (!in("-+ #0123456789.", c))
      inConversion = false;
  }
  return out;
}

std::string withLengthModifier(const std::string &fmt, const std::string &mod) {
  FormatCheck c = checkFormat(fmt, FormatValue::LongInteger);
  if (c.conversion == std::string::npos)
    return fmt;
  return fmt.substr(0, c.conversion) + mod + fmt.substr(c.conversion);
}

} // namespace zpl
