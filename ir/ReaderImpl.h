// The IR text reader's internals (ir/Reader.h has the grammar): a lexer
// that splits the text into lines of tokens, and a recursive-descent parser
// over them. Reader.cpp parses expressions, ReaderStmts.cpp statements, ReaderDecls.cpp
// the declarations and the order in which lines are read.
#pragma once

#include "ir/Reader.h"

#include "basic/Diagnostics.h"

#include <map>
#include <set>

namespace zpl::ir::reader {

struct Token {
  enum Kind { Ident, Int, Float, Computed, String, Char, Punct, End };
  Kind kind = End;
  std::string text; // identifiers, numbers as spelled, decoded strings, one punctuation character
  int64_t value = 0; // Int, Char
  unsigned line = 0, col = 0;
  size_t off = 0, end = 0; // byte offsets in the text
};

struct Line {
  std::vector<Token> toks; // ends with an End token
  unsigned indent = 0;
};

struct Failed {}; // thrown after the error is reported

class Parser {
public:
  Parser(const std::string &text, uint32_t fileID, const ReadOptions &o, DiagnosticEngine &diags);
  std::unique_ptr<Module> run();

  // ------------------------------------------------------------ tokens
  const std::string &src;
  uint32_t file;
  const ReadOptions &opts;
  DiagnosticEngine &diags;
  std::vector<Line> lines;
  size_t li = 0, ti = 0; // current line and token

  void lex();
  const Token &tok(size_t ahead = 0) const;
  const Token &next();
  bool atEnd() const { return tok().kind == Token::End; }
  bool isPunct(char c, size_t ahead = 0) const;
  bool isWord(const char *w, size_t ahead = 0) const;
  // The two tokens touch (`<<`, `::`, `..`, `:=`).
  bool adjacent(size_t ahead) const;
  void expectPunct(char c);
  // Items separated by `,` up to `close`, which is consumed; `each` reads one.
  template <class F> void list(char close, F &&each) {
    while (!isPunct(close)) {
      each();
      if (!isPunct(close))
        expectPunct(',');
    }
    next();
  }
  void expectWord(const char *w);
  std::string expectName();
  int64_t expectInt();
  [[noreturn]] void fail(const Token &t, const std::string &msg);
  [[noreturn]] void fail(const std::string &msg) { fail(tok(), msg); }
  void endOfLine();

  // ------------------------------------------------------------ objects
  std::unique_ptr<Module> mod;
  Procedure *scope = nullptr;
  std::map<int, Transfer *> transfers;
  std::map<int64_t, Region *> regionById;
  std::multimap<std::string, Region *> anonByText; // plain text -> anonymous regions
  std::map<std::pair<const Array *, std::string>, Array *> elements;
  bool fromSource = false; // locations come from loc(...) (the module names its source)

  // The object named `name` in the first of `lists` that holds one.
  template <class T, class... L> static T *named(const std::string &name, const L *...lists) {
    T *found = nullptr;
    (void)std::initializer_list<int>{(found ? 0 : (found = inList<T>(name, lists), 0))...};
    return found;
  }
  template <class T, class L> static T *inList(const std::string &name, const L *list) {
    if (list)
      for (T *x : *list)
        if (x->name == name)
          return x;
    return nullptr;
  }
  Var *findVar(const std::string &name, Procedure *in) const;
  Array *findArray(const std::string &name, Procedure *in) const;
  Procedure *qualifier(); // `f::` before a name, or null
  Distribution *dist(const std::string &name);
  Grid *grid(const std::string &name);

  // ------------------------------------------------------------ expressions
  std::vector<Expr *> made;   // every expression made, in order
  std::set<const Expr *> located; // those with an explicit `@L:C`
  Expr *expr(int minPrec = 0);
  Expr *unary();
  Expr *primary();
  Expr *postfix(Expr *e);
  Expr *nameExpr();
  Array *arrayName(); // a declared array, or an element of a family `U[e]`
  bool reduceOpAhead(const char *two, std::string &op, size_t operands = 1) const;
  std::string reduceOp();
  template <class T> T *make() {
    T *x = mod->make<T>();
    made.push_back(x);
    return x;
  }
  Lit *lit(Ty t);
  Region *regionUse();
  void dims(Region *r);
  Loc locSuffix(); // `loc(L:C)` if present
  Loc lineLoc() const;
  void locate(size_t firstMade, Loc at);

  // ------------------------------------------------------------ statements
  Block *block(std::initializer_list<const char *> until);
  Stmt *stmt();
  Stmt *bracketStmt();
  Stmt *nameStmt();
  void trailer(Stmt *s, size_t firstMade);
  std::vector<Write::Item> items(Expr **file);
  std::string assignOp();

  // ------------------------------------------------------------ declarations
  struct Resume {
    Node *obj = nullptr;
    size_t at = 0;
  };
  std::map<size_t, Resume> resume; // line -> what phase 1 made and where it stopped
  void declare();                  // phase 1: every named object
  void regions();                  // phase 2: region declarations
  void define();                   // phase 3: the rest, in order
  Ty type(std::vector<std::pair<int64_t, int64_t>> *bounds);
  Var *varLine(Var::Storage local);
  void varInit(Var *v);
  Array *arrayHead(Procedure *owner, bool param);
  void arrayRest(Array *a);
  void procedureHead();
  void transferRest(Transfer *t);
  void distRest(Distribution *d);
  void regionRest(Region *r);
  void gridRest(Grid *g);
};

} // namespace zpl::ir::reader
