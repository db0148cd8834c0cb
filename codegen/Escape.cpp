#include "codegen/Escape.h"

namespace zpl::codegen {
namespace {
const char hexDigits[] = "0123456789abcdef";

std::string hexByte(unsigned char c) {
  return std::string("\\x") + hexDigits[c >> 4] + hexDigits[c & 15];
}

bool printable(unsigned char c) { return c >= 0x20 && c < 0x7f; }
} // namespace

std::string cppStringLiteral(const std::string &s) {
  std::string r = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '\n': r += "\\n"; break;
    case '\t': r += "\\t"; break;
    case '\r': r += "\\r"; break;
    case '"': r += "\\\""; break;
    case '\\': r += "\\\\"; break;
    // `\?` keeps `??/` and friends from being read as trigraphs by a
    // compiler that still translates them.
    case '?': r += "\\?"; break;
    default:
      if (printable(c)) {
        r += (char)c;
      } else {
        // Octal escapes stop after three digits, unlike `\x`, so a digit
        // that follows cannot be swallowed into the escape.
        r += '\\';
        r += (char)('0' + (c >> 6));
        r += (char)('0' + ((c >> 3) & 7));
        r += (char)('0' + (c & 7));
      }
    }
  }
  return r + "\"";
}

std::string cppStringExpr(const std::string &s) {
  if (s.find('\0') == std::string::npos)
    return cppStringLiteral(s);
  return "std::string(" + cppStringLiteral(s) + ", " + std::to_string(s.size()) + ")";
}

std::string cppCommentText(const std::string &s) {
  std::string r;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = s[i];
    bool closesComment = c == '/' && i > 0 && s[i - 1] == '*';
    bool trigraph = c == '?' && i > 0 && s[i - 1] == '?';
    if (!printable(c) || c == '\\' || closesComment || trigraph)
      r += hexByte(c);
    else
      r += (char)c;
  }
  return r;
}

std::string cppName(const std::string &irName) {
  std::string r = "z_";
  for (unsigned char c : irName) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
      r += (char)c;
      continue;
    }
    switch (c) {
    case '_': r += "__"; break;
    case '.': r += "_f"; break;
    case '[': r += "_i"; break;
    case ']': r += "_j"; break;
    case '$': r += "_t"; break;
    case '-': r += "_m"; break;
    default: r += "_x" + std::string(1, hexDigits[c >> 4]) + hexDigits[c & 15];
    }
  }
  return r;
}

std::optional<std::string> irNameOf(const std::string &cpp) {
  if (cpp.compare(0, 2, "z_") != 0)
    return std::nullopt;
  std::string r;
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9')
      return c - '0';
    if (c >= 'A' && c <= 'F')
      return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
      return c - 'a' + 10;
    return -1;
  };
  for (size_t i = 2; i < cpp.size(); ++i) {
    char c = cpp[i];
    if (c != '_') {
      r += c;
      continue;
    }
    if (++i >= cpp.size())
      return std::nullopt;
    switch (cpp[i]) {
    case '_': r += '_'; break;
    case 'f': r += '.'; break;
    case 'i': r += '['; break;
    case 'j': r += ']'; break;
    case 't': r += '$'; break;
    case 'm': r += '-'; break;
    case 'x': {
      if (i + 2 >= cpp.size() || hex(cpp[i + 1]) < 0 || hex(cpp[i + 2]) < 0)
        return std::nullopt;
      r += char(hex(cpp[i + 1]) * 16 + hex(cpp[i + 2]));
      i += 2;
      break;
    }
    default: return std::nullopt; // a name the generator derived (`_r`, `_e`)
    }
  }
  return r;
}
} // namespace zpl::codegen
