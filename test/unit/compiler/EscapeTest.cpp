// Text from the program reaches generated C++ only through codegen/Escape.h.
// Clang itself checks the results: a literal must hold exactly the bytes it
// was made from, and a comment must end where the generator ends it.
#include "codegen/Escape.h"
#include "codegen/Format.h"

#include <gtest/gtest.h>

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
