#include "frontend/Parser.h"

#include "frontend/ASTBuilder.h"
#include "frontend/Suggest.h"

#include "ZplLexer.h"
#include "ZplParser.h"
#include "antlr4-runtime.h"

#include <pthread.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace zpl {

namespace {

using zplantlr::ZplLexer;
using zplantlr::ZplParser;

// The parser recurses once per nesting level; a hostile input (a million `(`)
// would overflow the stack before the AST builder's depth limit is reached.
// Checking the remaining stack on every rule entry turns that into an error;
// it is cheaper than tracking rule depth (exitRule is not virtual).
struct StackExhausted {
  SourceLocation where;
};

size_t stackRemaining() {
  static thread_local char *low = nullptr;
  static thread_local bool known = false;
  if (!known) {
    known = true;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      void *addr = nullptr;
      size_t size = 0;
      if (pthread_attr_getstack(&attr, &addr, &size) == 0)
        low = static_cast<char *>(addr);
      pthread_attr_destroy(&attr);
    }
  }
  char here;
  if (!low || &here < low)
    return size_t(-1);
  return static_cast<size_t>(&here - low);
}

class GuardedParser : public ZplParser {
public:
  using ZplParser::ZplParser;
  // Rule entry fails once less than this much stack is left (set per parse).
  size_t minRemaining = 0;
  uint32_t fileID = 0;

  void enterRule(antlr4::ParserRuleContext *localctx, size_t state,
                 size_t ruleIndex) override {
    check(localctx);
    ZplParser::enterRule(localctx, state, ruleIndex);
  }
  void enterRecursionRule(antlr4::ParserRuleContext *localctx, size_t state,
                          size_t ruleIndex, int precedence) override {
    check(localctx);
    ZplParser::enterRecursionRule(localctx, state, ruleIndex, precedence);
  }

private:
  void check(antlr4::ParserRuleContext *) {
    if (stackRemaining() < minRemaining) {
      antlr4::Token *t = getCurrentToken();
      throw StackExhausted{t ? SourceLocation(t->getLine(),
                                              t->getCharPositionInLine() + 1,
                                              fileID)
                             : SourceLocation()};
    }
  }
};

// Lexical errors are found while the whole input is tokenised, before any
// syntax error; collecting both and reporting them in source order reads far
// better than two separate passes over the file.
struct SyntaxErrors {
  struct Item {
    SourceLocation loc;
    std::string msg;
    SourceLocation noteLoc; // e.g. the `begin` a missing `end` should close
    std::string note;
  };
  std::vector<Item> items;
  unsigned limit = 0;
  struct Full {};

  void add(SourceLocation loc, std::string msg) {
    items.push_back({loc, std::move(msg)});
    // Past the limit nothing more will be shown, so stop looking.
    if (limit && items.size() >= limit)
      throw Full();
  }

  void flush(DiagnosticEngine &diags) {
    std::stable_sort(items.begin(), items.end(),
                     [](const Item &a, const Item &b) {
                       return a.loc.line != b.loc.line ? a.loc.line < b.loc.line
                                                       : a.loc.col < b.loc.col;
                     });
    for (auto &i : items) {
      diags.error(DiagnosticKind::SyntaxError, i.loc, i.msg);
      if (!i.note.empty())
        diags.note(i.noteLoc, i.note);
    }
    items.clear();
  }
};

// Names tokens the way a user would write them: `;`, `end`, identifier.
std::string describeTokenType(antlr4::Parser *p, size_t type) {
  if (type == antlr4::Token::EOF)
    return "end of file";
  switch (type) {
  case ZplParser::ID:
    return "identifier";
  case ZplParser::INT:
    return "integer literal";
  case ZplParser::FLOAT:
    return "floating-point literal";
  case ZplParser::STRING:
    return "string literal";
  case ZplParser::QUOTE:
    return "`\"`";
  default:
    break;
  }
  std::string lit = p->getVocabulary().getLiteralName(type);
  if (lit.size() >= 2 && lit.front() == '\'' && lit.back() == '\'') {
    std::string inner = lit.substr(1, lit.size() - 2);
    std::string unescaped;
    for (size_t i = 0; i < inner.size(); ++i) {
      if (inner[i] == '\\' && i + 1 < inner.size())
        ++i;
      unescaped += inner[i];
    }
    return "`" + unescaped + "`";
  }
  return p->getVocabulary().getDisplayName(type);
}

std::string describeToken(antlr4::Token *t) {
  if (!t || t->getType() == antlr4::Token::EOF)
    return "end of file";
  std::string s = t->getText();
  if (s.size() > 30)
    s = s.substr(0, 30) + "...";
  for (char &c : s)
    if (static_cast<unsigned char>(c) < 0x20)
      c = ' ';
  return "`" + s + "`";
}

// The keyword an identifier is one slip away from (`regoin`, `procdure`,
// `ned`), else "".
std::string nearKeyword(antlr4::Parser *p, antlr4::Token *t) {
  if (!t || t->getType() != ZplParser::ID)
    return "";
  static std::vector<std::string> keywords = [p] {
    std::vector<std::string> k;
    const antlr4::dfa::Vocabulary &v = p->getVocabulary();
    for (size_t i = 1; i <= v.getMaxTokenType(); ++i) {
      std::string lit = v.getLiteralName(i);
      if (lit.size() > 2 && std::isalpha(static_cast<unsigned char>(lit[1])))
        k.push_back(lit.substr(1, lit.size() - 2));
    }
    return k;
  }();
  return closestName(t->getText(), keywords);
}

// "; did you mean `region`?" for an offending token that is a misspelled
// keyword.
std::string keywordHint(antlr4::Parser *p, antlr4::Token *t) {
  std::string k = nearKeyword(p, t);
  return k.empty() ? "" : "; did you mean `" + k + "`?";
}

// Turns ANTLR's recognition failures into messages in the project's style:
// "expected `;`" rather than "mismatched input 'x' expecting {';', 'end'}".
class ZplErrorStrategy : public antlr4::DefaultErrorStrategy {
public:
  ZplErrorStrategy(SyntaxErrors &errors, uint32_t fileID)
      : errors_(errors), fileID_(fileID) {}

protected:
  void
  reportNoViableAlternative(antlr4::Parser *p,
                            const antlr4::NoViableAltException &e) override {
    antlr4::Token *t = e.getOffendingToken();
    // When the decision failed on its very first token, what it expected is
    // meaningful; deeper in, ANTLR's set describes the decision's start.
    if (t && e.getStartToken() == t) {
      std::string expected = expectedSet(p, e.getExpectedTokens(), t);
      if (!expected.empty()) {
        emit(p, t, "", expected, true);
        return;
      }
    }
    std::string msg = t && t->getType() == antlr4::Token::EOF
                          ? "unexpected end of file"
                          : "unexpected " + describeToken(t);
    emit(p, t, msg, "", false);
  }

  void reportInputMismatch(antlr4::Parser *p,
                           const antlr4::InputMismatchException &e) override {
    antlr4::Token *t = e.getOffendingToken();
    emit(p, t, "", expectedSet(p, e.getExpectedTokens(), t), true);
  }

  void
  reportFailedPredicate(antlr4::Parser *p,
                        const antlr4::FailedPredicateException &e) override {
    emit(p, e.getOffendingToken(),
         "unexpected " + describeToken(e.getOffendingToken()), "", false);
  }

  void reportUnwantedToken(antlr4::Parser *p) override {
    if (inErrorRecoveryMode(p))
      return;
    beginErrorCondition(p);
    antlr4::Token *t = p->getCurrentToken();
    emit(p, t, "unexpected " + describeToken(t),
         expectedSet(p, getExpectedTokens(p), t), false);
  }

  // Deleting a structural token to make the current rule happy (ANTLR's
  // default) turns one mistake into a cascade: `x := (1 + ;` would swallow
  // the `;` and parse the next statement as the rest of the parenthesis.
  antlr4::Token *singleTokenDeletion(antlr4::Parser *p) override {
    switch (p->getCurrentToken()->getType()) {
    case ZplParser::SEMI:
    case ZplParser::END:
    case ZplParser::UNTIL:
    case ZplParser::THEN:
    case ZplParser::DO:
    case ZplParser::ELSE:
    case ZplParser::ELSIF:
    case ZplParser::ELSEIF:
    case ZplParser::BEGIN:
    case ZplParser::PROCEDURE:
      return nullptr;
    default:
      return antlr4::DefaultErrorStrategy::singleTokenDeletion(p);
    }
  }

  // Conjuring a missing `end` lets the parser close a procedure early and
  // read the rest of its body as top-level junk; a resync is better there.
  bool singleTokenInsertion(antlr4::Parser *p) override {
    if (getExpectedTokens(p).contains(static_cast<size_t>(ZplParser::END)))
      return false;
    return antlr4::DefaultErrorStrategy::singleTokenInsertion(p);
  }

  // Panic mode at statement/declaration granularity: the grammar's catch
  // clauses skip to the end of the enclosing statement or declaration, which
  // avoids the cascades of token-by-token recovery.
  void recover(antlr4::Parser *, std::exception_ptr) override {
    throw ZplResync();
  }

  void reportMissingToken(antlr4::Parser *p) override {
    if (inErrorRecoveryMode(p))
      return;
    beginErrorCondition(p);
    emit(p, p->getCurrentToken(), "",
         expectedSet(p, getExpectedTokens(p), p->getCurrentToken()), true);
  }

private:
  SyntaxErrors &errors_;
  uint32_t fileID_;

  // "`;`", "`then` or `do`", or "" when the set is too large to be useful.
  std::string expectedSet(antlr4::Parser *p,
                          const antlr4::misc::IntervalSet &set,
                          antlr4::Token *offending) {
    std::vector<size_t> types;
    for (ssize_t t : set.toList())
      types.push_back(static_cast<size_t>(t));
    size_t off = offending ? offending->getType() : antlr4::Token::EOF;
    bool semi = false, assign = false, endsList = false;
    for (size_t t : types) {
      semi |= t == ZplParser::SEMI;
      assign |= p->getVocabulary().getLiteralName(t) == "':='";
      endsList |= t == ZplParser::END || t == ZplParser::UNTIL;
    }
    // `x + 1;` as a statement: a name followed by more expression on the same
    // line was meant to be assigned to.
    static const std::set<std::string> binaryOps = {
        "+",  "-", "*",  "/", "%",  "^", "=",
        "!=", "<", "<=", ">", ">=", "&", "|"};
    if ((semi || endsList) && offending && off != antlr4::Token::EOF &&
        (assign || binaryOps.count(offending->getText()))) {
      antlr4::Token *prev = p->getTokenStream()->LT(-1);
      if (prev && prev->getLine() == offending->getLine() &&
          prev->getType() == ZplParser::ID)
        return "`:=`";
    }
    // A statement list ended where a new statement begins: the separator
    // between them is missing, not the `end`.
    if (endsList && off != antlr4::Token::EOF && off != ZplParser::END &&
        off != ZplParser::UNTIL && off != ZplParser::ELSE &&
        off != ZplParser::ELSIF && off != ZplParser::ELSEIF &&
        off != ZplParser::PROCEDURE &&
        off != ZplParser::SEMI)
      return "`;`";
    // A missing statement separator is by far the most common mistake, and
    // the full follow set (every operator that could continue the
    // expression) only obscures it.
    if (semi)
      return "`;`";
    std::set<size_t> s(types.begin(), types.end());
    if (s.count(ZplParser::ID) && s.count(ZplParser::INT) && s.size() > 4)
      return "an expression";
    if (types.empty() || types.size() > 4)
      return "";
    std::string out;
    for (size_t i = 0; i < types.size(); ++i) {
      if (i)
        out += i + 1 == types.size() ? " or " : ", ";
      out += describeTokenType(p, types[i]);
    }
    return out;
  }

  // Missing-token errors point just past the previous token when the
  // offending one is on a later line: that is where the `;` belongs.
  void emit(antlr4::Parser *p, antlr4::Token *t, std::string msg,
            const std::string &expected, bool isExpectation) {
    SourceLocation at;
    if (t)
      at =
          SourceLocation(t->getLine(), t->getCharPositionInLine() + 1, fileID_);
    bool moved = false;
    if (isExpectation && t) {
      antlr4::Token *prev = p->getTokenStream()->LT(-1);
      if (prev && prev->getType() != antlr4::Token::EOF &&
          (prev->getLine() < t->getLine() ||
           t->getType() == antlr4::Token::EOF)) {
        std::string pt = prev->getText();
        size_t lastNl = pt.rfind('\n');
        size_t line = prev->getLine(),
               col = prev->getCharPositionInLine() + pt.size();
        if (lastNl != std::string::npos) {
          for (char c : pt)
            line += c == '\n';
          col = pt.size() - lastNl - 1;
        }
        at = SourceLocation(line, col + 1, fileID_);
        moved = true;
      }
    }
    if (isExpectation) {
      if (expected.empty())
        msg = "unexpected " + describeToken(t);
      else if (moved)
        msg = "expected " + expected;
      else
        msg = "expected " + expected + " before " + describeToken(t);
    } else if (!expected.empty() && expected != "an expression") {
      msg += "; expected " + expected;
    }
    if (moved && t && t->getType() == antlr4::Token::EOF)
      msg += " before end of file";
    else if (moved && t)
      msg += " after " + describeToken(p->getTokenStream()->LT(-1));
    std::string hint = keywordHint(p, t);
    if (hint.empty()) {
      // The slip is often the word before, read as a name (`whlie i < 3`).
      antlr4::Token *prev = p->getTokenStream()->LT(-1);
      std::string k = nearKeyword(p, prev);
      // `ned;` before the end of a block reads as a statement: the word
      // before the `;` is the slip when it is near what was expected.
      if (k.empty() && prev && prev->getType() == ZplParser::SEMI) {
        prev = p->getTokenStream()->LT(-2);
        k = nearKeyword(p, prev);
        if (expected.find("`" + k + "`") == std::string::npos)
          k.clear();
      }
      if (!k.empty())
        hint = "; is " + describeToken(prev) + " a misspelled `" + k + "`?";
    }
    errors_.add(at, msg + hint);
  }
};

// ANTLR decodes its input as UTF-8 and throws on invalid sequences. Feeding it
// every byte as its own code point keeps arbitrary input parseable and makes
// its character indices equal byte offsets (so columns count bytes).
std::string bytesAsCodePoints(const std::string &text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (unsigned char c : text) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

// The `begin`, `if`, `for`, `while`, `record` or `repeat` a missing `end`
// (or `until`) should have closed, given the location of the error that
// noticed it. Matching alone blames the outermost block when an inner one
// lacks its `end` (the inner block's `end` closes the outer one), so an
// `end` that starts a line is matched by indentation: when it lines up with
// an outer opener rather than the innermost, the blocks in between are the
// unclosed ones.
antlr4::Token *unclosedOpener(antlr4::CommonTokenStream &tokens, const std::string &text,
                              SourceLocation at) {
  // Each line's indentation (1-based lines); -1 for blank lines.
  std::vector<size_t> indent{size_t(-1)};
  for (size_t from = 0; from <= text.size();) {
    size_t nl = text.find('\n', from);
    if (nl == std::string::npos)
      nl = text.size();
    size_t first = text.find_first_not_of(" \t\r", from);
    indent.push_back(first < nl ? first - from : size_t(-1));
    from = nl + 1;
  }
  auto indentOf = [&](antlr4::Token *t) {
    size_t l = t->getLine();
    return l < indent.size() ? indent[l] : size_t(-1);
  };
  std::vector<antlr4::Token *> open;
  antlr4::Token *suspect = nullptr;
  for (antlr4::Token *t : tokens.getTokens()) {
    if (t->getChannel() != antlr4::Token::DEFAULT_CHANNEL || t->getType() == antlr4::Token::EOF)
      continue;
    if (t->getLine() > at.line || (t->getLine() == at.line && t->getCharPositionInLine() + 1 >= at.col))
      break;
    size_t ty = t->getType();
    if (ty == ZplParser::BEGIN || ty == ZplParser::IF || ty == ZplParser::FOR ||
        ty == ZplParser::WHILE || ty == ZplParser::RECORD || ty == ZplParser::REPEAT) {
      open.push_back(t);
      continue;
    }
    if ((ty != ZplParser::END && ty != ZplParser::UNTIL) || open.empty())
      continue;
    size_t col = t->getCharPositionInLine();
    if (col == indentOf(t) && indentOf(open.back()) != col) {
      size_t k = open.size() - 1;
      while (k-- > 0)
        if (indentOf(open[k]) == col)
          break;
      if (k != size_t(-1)) {
        if (!suspect)
          suspect = open[k + 1];
        open.resize(k);
        continue;
      }
    }
    open.pop_back();
  }
  if (suspect)
    return suspect;
  return open.empty() ? nullptr : open.back();
}

} // namespace

std::unique_ptr<ast::Program> parseProgram(const std::string &fileName,
                                           const std::string &text,
                                           DiagnosticEngine &diags,
                                           const ParseOptions &options) {
  uint32_t fileID = diags.addFile(fileName, text);
  unsigned errorsBefore = diags.errorCount();
  SyntaxErrors errors;
  if (diags.errorLimit())
    errors.limit =
        diags.errorLimit() - std::min(diags.errorLimit() - 1, errorsBefore);
  try {
    antlr4::ANTLRInputStream input(bytesAsCodePoints(text));
    input.name = fileName;
    ZplLexer lexer(&input);
    lexer.removeErrorListeners();
    lexer.onError = [&](size_t line, size_t col, const std::string &msg) {
      errors.add(SourceLocation(line, col, fileID), msg);
    };
    antlr4::CommonTokenStream tokens(&lexer);
    tokens.fill();

    GuardedParser parser(&tokens);
    parser.removeErrorListeners();
    // The parser may use a fixed slice of the stack: enough for a few
    // thousand nesting levels, a little more than the AST builder's limit
    // needs, so hostile input fails fast here rather than after ANTLR has
    // built an enormous tree. Half of what is left is the ceiling.
    size_t remaining = stackRemaining();
    if (remaining != size_t(-1)) {
      size_t budget = std::min(remaining / 2, size_t(8) << 20);
      parser.minRemaining = remaining - budget;
    }
    parser.fileID = fileID;

    parser.onMissingSeparator = [&](antlr4::Token *prev) {
      std::string pt = prev->getText();
      errors.add(SourceLocation(prev->getLine(),
                                prev->getCharPositionInLine() + 1 + pt.size(), fileID),
                 "expected `;` after " + describeToken(prev));
    };

    // Fast path: SLL prediction with no recovery almost always succeeds on
    // valid programs. Only if it fails is the input re-parsed with full LL
    // and error recovery, which gives the best messages.
    ZplParser::ProgramContext *tree = nullptr;
    parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::SLL);
    try {
      tree = parser.program();
    } catch (antlr4::ParseCancellationException &) {
      tree = nullptr;
    }
    if (!tree) {
      parser.recoverErrors = true;
      parser.strayTokens.clear();
      tokens.seek(0);
      parser.reset();
      parser.setErrorHandler(
          std::make_shared<ZplErrorStrategy>(errors, fileID));
      parser.getInterpreter<antlr4::atn::ParserATNSimulator>()
          ->setPredictionMode(antlr4::atn::PredictionMode::LL);
      // A debugging aid for grammar work: prints every rule entry and exit.
      if (getenv("ZPLC_TRACE_PARSER"))
        parser.setTrace(true);
      tree = parser.program();
    }
    for (antlr4::Token *t : parser.strayTokens)
      errors.add(
          SourceLocation(t->getLine(), t->getCharPositionInLine() + 1, fileID),
          "expected a declaration or `procedure`, found " + describeToken(t) +
              keywordHint(&parser, t));
    // One note per parse, on the first error a missing `end` explains.
    for (SyntaxErrors::Item &i : errors.items) {
      if (i.msg.find("`end`") == std::string::npos &&
          i.msg.find("`until`") == std::string::npos &&
          i.msg.find("end of file") == std::string::npos)
        continue;
      if (antlr4::Token *o = unclosedOpener(tokens, text, i.loc)) {
        i.noteLoc = SourceLocation(o->getLine(), o->getCharPositionInLine() + 1, fileID);
        i.note = "to match this `" + o->getText() + "`";
      }
      break;
    }
    errors.flush(diags);
    if (diags.errorCount() != errorsBefore)
      return nullptr;
    ASTBuilder builder(diags, fileID, text, options.maxNesting);
    return builder.build(tree);
  } catch (ZplResync &) {
    // An error outside any statement or declaration (e.g. the program
    // header): it was recorded, and there is nowhere sensible to resume.
  } catch (SyntaxErrors::Full &) {
  } catch (StackExhausted &e) {
    errors.add(e.where, "nesting too deep: more than " +
                            std::to_string(options.maxNesting) +
                            " levels of nested expressions or statements");
  } catch (TooManyErrors &) {
    return nullptr;
  } catch (std::exception &e) {
    errors.flush(diags);
    diags.internalError(SourceLocation(),
                        std::string("parser failure: ") + e.what());
    return nullptr;
  }
  errors.flush(diags);
  return nullptr;
}

std::unique_ptr<ast::Program> parseFile(const std::string &path,
                                        DiagnosticEngine &diags,
                                        const ParseOptions &options) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    diags.error(DiagnosticKind::InputFile, SourceLocation(),
                "input `" + path + "` is a directory, not a program");
    return nullptr;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    diags.error(DiagnosticKind::InputFile, SourceLocation(), "cannot open input file `" + path + "`");
    return nullptr;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    diags.error(DiagnosticKind::InputFile, SourceLocation(), "cannot read input file `" + path + "`");
    return nullptr;
  }
  return parseProgram(path, ss.str(), diags, options);
}

namespace {
struct ThreadJob {
  const std::function<void()> *fn;
  std::exception_ptr error;
};
void *runJob(void *arg) {
  auto *job = static_cast<ThreadJob *>(arg);
  try {
    (*job->fn)();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}
} // namespace

void runWithLargeStack(const std::function<void()> &fn, size_t bytes) {
  ThreadJob job{&fn, nullptr};
  pthread_attr_t attr;
  pthread_t thread;
  bool started = false;
  if (pthread_attr_init(&attr) == 0) {
    if (pthread_attr_setstacksize(&attr, bytes) == 0 &&
        pthread_create(&thread, &attr, runJob, &job) == 0)
      started = true;
    pthread_attr_destroy(&attr);
  }
  if (!started) {
    fn();
    return;
  }
  pthread_join(thread, nullptr);
  if (job.error)
    std::rethrow_exception(job.error);
}

} // namespace zpl
