// Text from the program reaches generated C++ only through codegen/Escape.h.
// Clang itself checks the results: a literal must hold exactly the bytes it
// was made from, and a comment must end where the generator ends it.
#include "codegen/Escape.h"
#include "codegen/Format.h"

#include <gtest/gtest.h>

#include <map>

using namespace zpl::codegen;

namespace {
const std::vector<std::string> &hostile() {
  static const std::vector<std::string> texts = {
      "plain",
      "a\nb",
      "a\rstatic int x = 1;",
      std::string("nul\0byte", 8),
      "*/ int y = 2; /*",
      "ends with a backslash\\",
      "??/",
      "???/ and ??= and ??'",
      "back\\slash \\n not a newline",
      "\"quoted\" 'c'",
      "\xff\xfe non-UTF-8 \x80 and \xc3\xa9",
      "\x01\x1f\x7f controls \t\v\f",
      "digits after an escape: \x01" "23",
      "/* nested /* */ */",
      "#include <cstdio>\n#define X",
  };
  return texts;
}

bool printableOneLine(const std::string &s) {
  for (unsigned char c : s)
    if (c < 0x20 || c >= 0x7f)
      return false;
  return true;
}
} // namespace

TEST(Escape, StringLiteralHoldsExactlyTheBytes) {
  for (const std::string &t : hostile()) {
    std::string lit = cppStringLiteral(t);
    EXPECT_TRUE(printableOneLine(lit)) << lit;
    EXPECT_EQ(lit.find("??"), std::string::npos) << lit;
    std::string code = "constexpr char s[] = " + lit + ";\n";
    code += "static_assert(sizeof(s) == " + std::to_string(t.size() + 1) + ", \"length\");\n";
    for (size_t i = 0; i < t.size(); ++i)
      code += "static_assert(s[" + std::to_string(i) + "] == static_cast<char>(" +
              std::to_string((int)(unsigned char)t[i]) + "), \"byte\");\n";
    std::vector<CppError> errors = checkCpp(code, {});
    EXPECT_TRUE(errors.empty()) << code << "\n" << (errors.empty() ? "" : errors[0].message);
  }
}

TEST(Escape, StringExprKeepsEmbeddedNuls) {
  std::string t("a\0b", 3);
  EXPECT_EQ(cppStringExpr(t), "std::string(\"a\\000b\", 3)");
  EXPECT_EQ(cppStringExpr("ab"), "\"ab\"");
}

TEST(Escape, CommentTextCannotEndTheComment) {
  for (const std::string &t : hostile()) {
    std::string c = cppCommentText(t);
    EXPECT_TRUE(printableOneLine(c)) << c;
    EXPECT_EQ(c.find("*/"), std::string::npos) << c;
    EXPECT_EQ(c.find("??"), std::string::npos) << c;
    EXPECT_NE(c.back(), '\\') << c;
    // Had the text escaped either comment, `marker` would be redefined or
    // the code would not parse.
    std::string code = "constexpr int marker = 1;\n/* " + c + " */\n// " + c +
                       "\nstatic_assert(marker == 1, \"marker\");\n";
    std::vector<CppError> errors = checkCpp(code, {});
    EXPECT_TRUE(errors.empty()) << code << "\n" << (errors.empty() ? "" : errors[0].message);
  }
}

TEST(Escape, CommentTextStaysReadable) {
  EXPECT_EQ(cppCommentText("[R] A := B@east + 1.5"), "[R] A := B@east + 1.5");
  EXPECT_EQ(cppCommentText("/a\nb/c.zpl"), "/a\\x0ab/c.zpl");
  EXPECT_EQ(cppCommentText("x */"), "x *\\x2f");
  EXPECT_EQ(cppCommentText("a\\"), "a\\x5c");
  EXPECT_EQ(cppCommentText("??/"), "?\\x3f/");
}

TEST(Escape, NamesAreInjectiveAndApart) {
  // Pairs the old spelling merged, C++ and C names, the generator's own
  // names, fields, components and temporaries.
  std::vector<std::string> names = {
      "_x", "z_x", "z__x", "x", "int", "int_", "i1", "i1_", "_red0", "$red0", "P__x", "P.x",
      "P_x", "P._x", "P_.x", "P[1]", "P_1", "P[1].x", "P.x[1]", "U[-1]", "U_m1", "U[1", "a_", "a__",
      "__", "_", "z", "z_", "zz", "$T0", "_T0", "T0", "typeid", "alignof", "constexpr", "nullptr",
      "and", "bitand", "not_eq", "xor_eq", "NULL", "EOF", "INT_MAX", "int32_t", "size_t", "stdin",
      "errno", "assert", "main", "p", "acc", "std", "zplc", "zplc_c", "own_D", "A_r_0", "A_e1",
      "x\xff", "x\x01", "x-", "x$"};
  std::map<std::string, std::string> seen;
  for (const std::string &n : names) {
    std::string c = cppName(n);
    EXPECT_EQ(c.rfind("z_", 0), 0u) << c;
    EXPECT_EQ(c.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"),
              std::string::npos)
        << c;
    // Decoding the body after `z_`: every `_` opens a code, none of them
    // `r` or `e`, which the generator appends for row pointers and family
    // elements.
    std::string body = c.substr(2);
    for (size_t i = 0; i < body.size(); ++i) {
      if (body[i] != '_')
        continue;
      ASSERT_LT(i + 1, body.size()) << c;
      EXPECT_NE(std::string("_fijtmx").find(body[i + 1]), std::string::npos) << c;
      i += body[i + 1] == 'x' ? 3 : 1;
    }
    auto [it, fresh] = seen.emplace(c, n);
    EXPECT_TRUE(fresh) << "`" << n << "` and `" << it->second << "` are both " << c;
  }
  // Every pair apart, and the spelling is stable.
  for (size_t i = 0; i < names.size(); ++i)
    for (size_t j = 0; j < names.size(); ++j)
      EXPECT_EQ(cppName(names[i]) == cppName(names[j]), names[i] == names[j]) << names[i] << " " << names[j];
  EXPECT_EQ(cppName("my_var"), "z_my__var");
  EXPECT_EQ(cppName("P.x"), "z_P_fx");
  EXPECT_EQ(cppName("$red0"), "z__tred0");
}
