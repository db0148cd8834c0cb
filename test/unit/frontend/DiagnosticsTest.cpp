#include "basic/Diagnostics.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace zpl;

TEST(Diagnostics, FormatsLocationSourceLineAndCaret) {
  std::ostringstream out;
  DiagnosticEngine diags(out);
  uint32_t id = diags.addFile("a.zpl", "program p;\n  x := 1\n");
  diags.error(SourceLocation(2, 8, id), "expected `;`");
  EXPECT_EQ(out.str(), "a.zpl:2:8: error: expected `;`\n  x := 1\n       ^\n");
  EXPECT_EQ(diags.errorCount(), 1u);
}

TEST(Diagnostics, CaretFollowsTabs) {
  std::ostringstream out;
  DiagnosticEngine diags(out);
  uint32_t id = diags.addFile("t.zpl", "\tx\t:= 1\n");
  diags.warning(SourceLocation(1, 4, id), "w");
  EXPECT_EQ(out.str(), "t.zpl:1:4: warning: w\n\tx\t:= 1\n\t \t^\n");
  EXPECT_EQ(diags.errorCount(), 0u);
  EXPECT_EQ(diags.warningCount(), 1u);
}

TEST(Diagnostics, CaretPastEndOfLine) {
  std::ostringstream out;
  DiagnosticEngine diags(out);
  uint32_t id = diags.addFile("e.zpl", "ab\r\n");
  diags.error(SourceLocation(1, 4, id), "m");
  EXPECT_EQ(out.str(), "e.zpl:1:4: error: m\nab\n   ^\n");
}

TEST(Diagnostics, InternalErrorsAreMarkedAndCounted) {
  std::ostringstream out;
  DiagnosticEngine diags(out);
  diags.internalError("broken invariant");
  EXPECT_NE(out.str().find("internal compiler error: broken invariant"),
            std::string::npos);
  EXPECT_EQ(diags.internalErrorCount(), 1u);
  EXPECT_TRUE(diags.hasErrors());
}

TEST(Diagnostics, ErrorLimitThrows) {
  std::ostringstream out;
  DiagnosticEngine diags(out);
  diags.setErrorLimit(2);
  diags.error({}, "one");
  EXPECT_THROW(diags.error({}, "two"), TooManyErrors);
  // Once the limit fired, further reports are dropped quietly.
  diags.error({}, "three");
  EXPECT_EQ(out.str().find("three"), std::string::npos);
}

TEST(Diagnostics, LongLinesAreWindowed) {
  std::ostringstream out;
  DiagnosticEngine diags(out);
  std::string line(100000, 'a');
  uint32_t id = diags.addFile("l.zpl", line);
  diags.error(SourceLocation(1, 50000, id), "m");
  EXPECT_LT(out.str().size(), 1000u);
}
