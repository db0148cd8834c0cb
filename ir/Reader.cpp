// The IR text reader: tokens, names, expressions and regions (statements in
// ReaderStmts.cpp, declarations in ReaderDecls.cpp).
#include "ir/ReaderImpl.h"
#include "ir/ScanOrder.h"
#include "ir/TextForm.h"

#include <cctype>
#include <cstdlib>

namespace zpl::ir::reader {

Parser::Parser(const std::string &text, uint32_t fileID, const ReadOptions &o, DiagnosticEngine &d)
    : src(text), file(fileID), opts(o), diags(d) {}

// ================================================================ tokens

void Parser::lex() {
  size_t i = 0, n = src.size();
  unsigned line = 1;
  while (i < n) {
    size_t start = i;
    Line l;
    while (i < n && (src[i] == ' ' || src[i] == '\t'))
      ++i;
    l.indent = (unsigned)(i - start);
    bool comment = i < n && src[i] == ';';
    auto tokAt = [&](Token::Kind k, size_t b) {
      Token t;
      t.kind = k;
      t.line = line;
      t.col = (unsigned)(b - start + 1);
      t.off = b;
      return t;
    };
    while (i < n && src[i] != '\n') {
      char c = src[i];
      if (comment || c == ' ' || c == '\t' || c == '\r') {
        ++i;
        continue;
      }
      size_t b = i;
      if (std::isalpha((unsigned char)c) || c == '_' || c == '$') {
        while (i < n && (std::isalnum((unsigned char)src[i]) || src[i] == '_' || src[i] == '$' ||
                         (src[i] == '.' && i + 1 < n &&
                          (std::isalpha((unsigned char)src[i + 1]) || src[i + 1] == '_' || src[i + 1] == '$'))))
          ++i;
        Token t = tokAt(Token::Ident, b);
        t.text = src.substr(b, i - b);
        t.end = i;
        l.toks.push_back(t);
      } else if (std::isdigit((unsigned char)c) ||
                 (c == '.' && i + 1 < n && std::isdigit((unsigned char)src[i + 1]) && (i == 0 || src[i - 1] != '.'))) {
        // Numbers keep the program's spelling: `.5`, `3.`, `1.e-3` too; `1..n`
        // is a range.
        bool fl = false;
        while (i < n && std::isdigit((unsigned char)src[i]))
          ++i;
        if (i < n && src[i] == '.' && (i + 1 >= n || src[i + 1] != '.')) {
          fl = true;
          for (++i; i < n && std::isdigit((unsigned char)src[i]);)
            ++i;
        }
        if (i < n && (src[i] == 'e' || src[i] == 'E')) {
          size_t j = i + 1;
          if (j < n && (src[j] == '+' || src[j] == '-'))
            ++j;
          if (j < n && std::isdigit((unsigned char)src[j])) {
            fl = true;
            for (i = j; i < n && std::isdigit((unsigned char)src[i]);)
              ++i;
          }
        }
        Token t = tokAt(fl ? Token::Float : Token::Int, b);
        t.text = src.substr(b, i - b);
        t.value = fl ? 0 : std::strtoll(t.text.c_str(), nullptr, 10);
        t.end = i;
        l.toks.push_back(t);
      } else if (c == '~') {
        char *endp = nullptr;
        std::strtod(src.c_str() + i + 1, &endp);
        Token t = tokAt(Token::Computed, b);
        i = std::max<size_t>(i + 1, endp - src.c_str());
        t.text = src.substr(b + 1, i - b - 1);
        t.end = i;
        l.toks.push_back(t);
      } else if (c == '"' || c == '\'') {
        Token t = tokAt(c == '"' ? Token::String : Token::Char, b);
        for (++i; i < n && src[i] != c && src[i] != '\n'; ++i) {
          char x = src[i];
          if (x == '\\' && i + 1 < n) {
            char e = src[++i];
            x = e == 'n' ? '\n' : e == 't' ? '\t' : e;
          }
          t.text += x;
        }
        if (i >= n || src[i] != c) {
          t.end = i;
          lines.push_back(l);
          fail(t, "unterminated literal");
        }
        ++i;
        if (t.kind == Token::Char) {
          if (t.text.size() != 1)
            fail(t, "a character literal holds one character");
          t.value = (unsigned char)t.text[0];
        }
        t.end = i;
        l.toks.push_back(t);
      } else {
        Token t = tokAt(Token::Punct, b);
        t.text = std::string(1, c);
        t.end = ++i;
        l.toks.push_back(t);
      }
    }
    Token e;
    e.line = line;
    e.col = (unsigned)(i - start + 1);
    e.off = e.end = i;
    l.toks.push_back(e);
    if (l.toks.size() > 1)
      lines.push_back(l);
    ++i;
    ++line;
  }
}

const Token &Parser::tok(size_t ahead) const {
  const std::vector<Token> &t = lines[li].toks;
  return t[std::min(ti + ahead, t.size() - 1)];
}
const Token &Parser::next() {
  const Token &t = tok();
  if (t.kind != Token::End)
    ++ti;
  return t;
}
bool Parser::isPunct(char c, size_t ahead) const {
  const Token &t = tok(ahead);
  return t.kind == Token::Punct && t.text[0] == c;
}
bool Parser::isWord(const char *w, size_t ahead) const {
  const Token &t = tok(ahead);
  return t.kind == Token::Ident && t.text == w;
}
bool Parser::adjacent(size_t ahead) const { return tok(ahead).end == tok(ahead + 1).off; }
void Parser::expectPunct(char c) {
  if (!isPunct(c))
    fail("expected `" + std::string(1, c) + "`");
  next();
}
void Parser::expectWord(const char *w) {
  if (!isWord(w))
    fail("expected `" + std::string(w) + "`");
  next();
}
std::string Parser::expectName() {
  if (tok().kind != Token::Ident && tok().kind != Token::String)
    fail("expected a name");
  return next().text;
}
int64_t Parser::expectInt() {
  bool neg = isPunct('-') && adjacent(0) && tok(1).kind == Token::Int;
  if (neg)
    next();
  if (tok().kind != Token::Int)
    fail("expected an integer");
  return neg ? -next().value : next().value;
}
void Parser::fail(const Token &t, const std::string &msg) {
  diags.error(SourceLocation(t.line, t.col, file), msg);
  throw Failed();
}
void Parser::endOfLine() {
  if (!atEnd())
    fail("unexpected `" + (tok().kind == Token::String ? text::quoted(tok().text) : tok().text) + "`");
}

// ================================================================ names

Var *Parser::findVar(const std::string &name, Procedure *in) const {
  return named<Var>(name, in ? &in->params : nullptr, in ? &in->locals : nullptr, &mod->vars, &mod->externVars);
}

Array *Parser::findArray(const std::string &name, Procedure *in) const {
  return named<Array>(name, in ? &in->arrayParams : nullptr, in ? &in->localArrays : nullptr, &mod->arrays);
}

Procedure *Parser::qualifier() {
  if ((tok().kind == Token::Ident || tok().kind == Token::String) && isPunct(':', 1) && isPunct(':', 2) &&
      adjacent(1)) {
    const Token &t = tok();
    Procedure *p = mod->findProc(t.text);
    if (!p)
      fail(t, "no procedure `" + t.text + "`");
    next(), next(), next();
    return p;
  }
  return nullptr;
}

Distribution *Parser::dist(const std::string &name) {
  if (Distribution *d = named<Distribution>(name, &mod->dists))
    return d;
  fail("no distribution `" + name + "`");
}

Grid *Parser::grid(const std::string &name) {
  if (Grid *g = named<Grid>(name, &mod->grids))
    return g;
  fail("no grid `" + name + "`");
}

// ================================================================ expressions

Lit *Parser::lit(Ty t) {
  Lit *l = make<Lit>();
  l->ty = t;
  return l;
}

// `op<<` / `op||` ahead: the reduction or scan operator.
bool Parser::reduceOpAhead(const char *two, std::string &op, size_t operands) const {
  const Token &t = tok();
  bool word = t.kind == Token::Ident &&
              (t.text == "max" || t.text == "min" || t.text == "band" || t.text == "bor" || t.text == "bxor");
  bool sym = t.kind == Token::Punct && (t.text == "+" || t.text == "*" || t.text == "&" || t.text == "|");
  // A user-defined reduction is named by its procedures (`mymin<<`).
  Procedure *id, *acc;
  bool user = t.kind == Token::Ident && mod->userReduction(t.text, id, acc, operands);
  if (!(word || sym || user) || !isPunct(two[0], 1) || !isPunct(two[1], 2) || !adjacent(0) || !adjacent(1))
    return false;
  op = t.text;
  return true;
}

std::string Parser::reduceOp() {
  std::string op = next().text;
  next(), next();
  return op;
}

static int precedence(const Parser &p, BinOp &op) {
  const Token &t = p.tok();
  if (t.kind != Token::Punct)
    return -1;
  char c = t.text[0];
  bool eq = p.isPunct('=', 1) && p.adjacent(0);
  switch (c) {
  case '|': op = BinOp::Or; return (p.isPunct('|', 1) && p.adjacent(0)) || eq ? -1 : 1;
  case '&': op = BinOp::And; return eq ? -1 : 2;
  case '=': op = BinOp::Eq; return 3;
  case '!': op = BinOp::Ne; return eq ? 3 : -1;
  case '<': op = eq ? BinOp::Le : BinOp::Lt; return p.isPunct('<', 1) && p.adjacent(0) ? -1 : 3;
  case '>': op = eq ? BinOp::Ge : BinOp::Gt; return 3;
  case '+': op = BinOp::Add; return eq ? -1 : 4;
  case '-': op = BinOp::Sub; return eq ? -1 : 4;
  case '*': op = BinOp::Mul; return eq ? -1 : 5;
  case '/': op = BinOp::Div; return eq ? -1 : 5;
  case '%': op = BinOp::Mod; return eq ? -1 : 5;
  case '^': op = BinOp::Pow; return 6;
  default: return -1;
  }
}

Expr *Parser::expr(int minPrec) {
  Expr *lhs = unary();
  for (;;) {
    BinOp op;
    int prec = precedence(*this, op);
    if (prec < 0 || prec < minPrec)
      return lhs;
    const Token &t = next();
    if (op == BinOp::Ne || op == BinOp::Le || op == BinOp::Ge)
      next();
    Binary *b = make<Binary>();
    b->loc = {t.line, t.col};
    b->op = op;
    b->lhs = lhs;
    b->rhs = expr(op == BinOp::Pow ? prec : prec + 1);
    b->ty = text::impliedTy(b);
    lhs = b;
  }
}

Expr *Parser::unary() {
  if (isPunct('-') && adjacent(0) && (tok(1).kind == Token::Int || tok(1).kind == Token::Float)) {
    next(); // a negative literal, as lowering folds it
    const Token &t = next();
    Lit *l = lit(t.kind == Token::Int ? Ty::Int : Ty::Double);
    l->i = -t.value;
    if (t.kind == Token::Float) {
      l->s = "-" + t.text;
      l->f = -std::strtod(t.text.c_str(), nullptr);
    }
    return postfix(l);
  }
  if (isPunct('-') || isPunct('!')) {
    Unary *u = make<Unary>();
    u->op = next().text == "-" ? UnOp::Neg : UnOp::Not;
    u->operand = unary();
    u->ty = text::impliedTy(u);
    return u;
  }
  return postfix(primary());
}

Expr *Parser::primary() {
  const Token &t = tok();
  std::string op;
  switch (t.kind) {
  case Token::Int: {
    Lit *l = lit(Ty::Int);
    l->i = next().value;
    return l;
  }
  case Token::Float: {
    Lit *l = lit(Ty::Double);
    l->s = next().text;
    l->f = std::strtod(l->s.c_str(), nullptr);
    return l;
  }
  case Token::Computed: {
    Lit *l = lit(Ty::Double);
    l->f = std::strtod(next().text.c_str(), nullptr);
    return l;
  }
  case Token::String: {
    Lit *l = lit(Ty::String);
    l->s = next().text;
    return l;
  }
  case Token::Char: {
    Lit *l = lit(Ty::Char);
    l->i = next().value;
    return l;
  }
  case Token::Punct:
    if (t.text == "(") {
      next();
      Expr *e;
      if (reduceOpAhead("<<", op)) {
        Reduce *r = make<Reduce>();
        r->loc = {t.line, t.col};
        r->op = reduceOp();
        if (!text::builtinReduceOp(r->op))
          mod->userReduction(r->op, r->identity, r->accumulate);
        r->region = regionUse();
        r->operand = expr();
        r->ty = text::impliedTy(r);
        e = r;
      } else if (isPunct('>') && isPunct('>', 1) && adjacent(0)) {
        next(), next();
        Flood *f = make<Flood>();
        f->loc = {t.line, t.col};
        f->source = regionUse();
        f->operand = expr();
        f->ty = text::impliedTy(f);
        e = f;
      } else {
        e = expr();
      }
      expectPunct(')');
      return e;
    }
    if (t.text == "[") {
      RegionValue *rv = make<RegionValue>();
      rv->region = regionUse();
      rv->ty = Ty::Long;
      return rv;
    }
    if (t.text == "{") {
      next();
      ListValue *l = make<ListValue>();
      list('}', [&] {
        l->elems.push_back(expr());
      });
      l->ty = text::impliedTy(l);
      return l;
    }
    break;
  case Token::Ident:
    return nameExpr();
  default:
    break;
  }
  fail("expected an expression");
}

Expr *Parser::nameExpr() {
  const Token &t = tok();
  Procedure *q = qualifier();
  Procedure *in = q ? q : scope;
  std::string name = tok().text;
  if (!q) {
    static const std::map<std::string, int64_t> files = {{"znull", -1}, {"zin", -2}, {"zerr", -3}, {"zout", 0}};
    if (name == "true" || name == "false") {
      next();
      Lit *l = lit(Ty::Bool);
      l->i = name == "true";
      return l;
    }
    auto f = files.find(name);
    if (f != files.end() && !findVar(name, in)) {
      next();
      Lit *l = lit(Ty::File);
      l->i = f->second;
      return l;
    }
    // A character with no printable spelling; `to_char(98):char` is a call.
    if (name == "to_char" && isPunct('(', 1) && tok(2).kind == Token::Int && isPunct(')', 3) && !isPunct(':', 4)) {
      next(), next();
      Lit *l = lit(Ty::Char);
      l->i = next().value;
      next();
      return l;
    }
    if (name.size() > 5 && name.compare(0, 5, "Index") == 0 &&
        name.find_first_not_of("0123456789", 5) == std::string::npos && !findVar(name, in)) {
      next();
      IndexExpr *i = make<IndexExpr>();
      i->dim = std::atoi(name.c_str() + 5);
      i->ty = Ty::Int;
      return i;
    }
    // `freeReduce:+(x)`: a reduction of free scalars, named with its operator.
    std::string callee = name;
    size_t k = 1;
    if (name == "freeReduce" && isPunct(':', 1)) {
      callee += ":";
      for (k = 2; tok(k).kind != Token::End && !isPunct('(', k); ++k)
        callee += tok(k).text;
    }
    if (isPunct('(', k) && adjacent(k - 1)) {
      for (size_t j = 0; j <= k; ++j)
        next();
      Call *c = make<Call>();
      c->loc = {t.line, t.col};
      c->callee = callee;
      c->proc = mod->findProc(callee);
      for (const ExternProc &x : mod->externs)
        c->external |= !c->proc && x.name == callee;
      list(')', [&] {
        c->args.push_back(expr());
      });
      if (Procedure *o = c->proc ? mod->findProc(callee, c->args.size()) : nullptr)
        c->proc = o; // overloads differ in their number of parameters
      c->ty = text::impliedTy(c);
      return c;
    }
  }
  if (Var *v = findVar(name, in)) {
    next();
    VarRef *r = make<VarRef>();
    r->var = v;
    if (isPunct('[')) {
      next();
      list(']', [&] {
        r->subscripts.push_back(expr());
      });
    }
    r->ty = text::impliedTy(r);
    return r;
  }
  if (q)
    --ti, --ti, --ti; // the array's own lookup reads the qualifier again
  Array *a = arrayName();
  ArrayRead *rd = make<ArrayRead>();
  rd->loc = {t.line, t.col};
  rd->array = a;
  if (isPunct('@') && (isPunct('[', 1) || isPunct('^', 1))) {
    next();
    rd->wrap = isPunct('^');
    if (rd->wrap)
      next();
    expectPunct('[');
    std::vector<Expr *> es;
    list(']', [&] {
      es.push_back(expr());
    });
    bool fixed = true;
    for (Expr *e : es)
      fixed &= llvm::isa<Lit>(e) && isIntegral(e->ty);
    for (Expr *e : es)
      if (fixed)
        rd->offset.push_back(llvm::cast<Lit>(e)->i);
    if (!fixed)
      rd->dynOffset = es;
  }
  rd->ty = text::impliedTy(rd);
  return rd;
}

Array *Parser::arrayName() {
  const Token &t = tok();
  Procedure *q = qualifier();
  Procedure *in = q ? q : scope;
  std::string name = expectName();
  std::string whole; // `U[2]`: a component array's name holds its index
  size_t k = 0;
  if (isPunct('[')) {
    for (size_t depth = 0;; ++k) {
      if (tok(k).kind == Token::End)
        break;
      depth += isPunct('[', k);
      if (isPunct(']', k) && --depth == 0)
        break;
    }
    whole = name + src.substr(tok().off, tok(k).end - tok().off);
    if (Array *a = findArray(whole, in)) {
      ti += k + 1;
      return a;
    }
  }
  Array *a = findArray(name, in);
  if (!a)
    fail(t, "no array or variable `" + name + "`");
  if (!a->elements || !isPunct('['))
    return a;
  // `U[e]`: the family's element e, one array object per spelling; `W[i,
  // j]{e}` names the element of a family of several dimensions at e, the
  // position its indices flatten to.
  Expr *e = nullptr;
  if (isPunct('{', k + 1)) {
    ti += k + 2;
    e = expr();
    expectPunct('}');
  } else {
    next();
    e = expr();
    expectPunct(']');
    whole = a->name + "[" + printExpr(e) + "]";
  }
  Array *&el = elements[{a, whole}];
  if (!el) {
    el = mod->make<Array>(*a);
    el->name = whole;
    el->elements = 0;
    el->family = a;
    el->element = e;
  }
  return el;
}

Expr *Parser::postfix(Expr *e) {
  if (isPunct('#') && isPunct('[', 1)) {
    next(), next();
    Remap *r = make<Remap>();
    r->loc = e->loc;
    r->operand = e;
    std::vector<Expr *> es;
    list(']', [&] {
      es.push_back(expr());
    });
    // As lowering decides: distinct `Index` dimensions, one per source
    // dimension, are a permutation; anything else maps by data.
    bool perm = true;
    std::vector<bool> seen(es.size() + 1, false);
    for (Expr *x : es) {
      auto *ix = llvm::dyn_cast<IndexExpr>(x);
      perm &= ix && ix->dim >= 1 && ix->dim <= (int)es.size() && !seen[ix->dim];
      if (perm)
        seen[ix->dim] = true;
    }
    for (Expr *x : es)
      if (perm)
        r->perm.push_back(llvm::cast<IndexExpr>(x)->dim - 1);
    if (!perm)
      r->maps = es;
    r->ty = text::impliedTy(r);
    e = r;
  }
  Ty t;
  if (isPunct(':') && tok(1).kind == Token::Ident && text::parseTy(tok(1).text, t) && !isPunct(':', 2)) {
    next(), next();
    e->ty = t;
    if (auto *l = llvm::dyn_cast<Lit>(e))
      if (isFloating(t) && l->s.empty() && l->f == 0 && l->i) {
        l->s = std::to_string(l->i); // an integer spelling of a floating literal
        l->f = (double)l->i;
      }
  }
  if (isPunct('@') && tok(1).kind == Token::Int) {
    next();
    e->loc.line = (unsigned)next().value;
    expectPunct(':');
    e->loc.col = (unsigned)expectInt();
    located.insert(e);
  }
  return e;
}

// ================================================================ regions

void Parser::dims(Region *r) {
  expectPunct('[');
  list(']', [&] {
    Region::Dim d;
    if (isPunct('*') && (isPunct(',', 1) || isPunct(']', 1))) {
      next();
      d.flood = true;
    } else {
      d.lo = d.hi = expr();
      if (isPunct('.') && isPunct('.', 1) && adjacent(0)) {
        next(), next();
        d.hi = expr();
      }
      if (isWord("by")) {
        next();
        Expr *s = expr();
        if (auto *l = llvm::dyn_cast<Lit>(s); l && isIntegral(l->ty))
          d.stride = l->i;
        else
          d.strideExpr = s;
      }
    }
    r->dims.push_back(d);
  });
}

Region *Parser::regionUse() {
  const Token &t = tok();
  if (!isPunct('['))
    fail("expected a region");
  size_t k = 1;
  if (tok(1).kind == Token::Ident && isPunct(':', 2) && isPunct(':', 3))
    k = 0; // `[f::n]` is a dimension
  bool named = k && (tok(1).kind == Token::String || tok(1).kind == Token::Ident) &&
               (isPunct(']', 2) || (isPunct('#', 2) && tok(3).kind == Token::Int && isPunct(']', 4)));
  if (named) {
    std::string name = tok(1).text;
    Region *found = nullptr;
    int count = 0;
    for (Region *r : mod->regions)
      if (r->name == name)
        found = r, ++count;
    if (count) {
      next(), next();
      if (isPunct('#')) {
        next();
        auto it = regionById.find(next().value);
        if (it == regionById.end() || it->second->name != name)
          fail(t, "no region `" + name + "` with that number");
        found = it->second;
      } else if (count > 1) {
        fail(t, "several regions are named `" + name + "`: give its number (`[" + name + "#k]`)");
      }
      next();
      return found;
    }
  }
  Region tmp;
  dims(&tmp);
  Region *found = nullptr;
  if (isPunct('#') && tok(1).kind == Token::Int) {
    next();
    auto it = regionById.find(next().value);
    if (it == regionById.end())
      fail(t, "no region with that number");
    found = it->second;
  }
  if (isWord("with") || isWord("without")) {
    tmp.maskWithout = next().text == "without";
    tmp.mask = expr();
  }
  if (found)
    return found;
  std::string key = printRegion(&tmp);
  auto range = anonByText.equal_range(key);
  if (range.first == range.second)
    fail(t, "no region declared as `" + key + "`");
  if (std::next(range.first) != range.second)
    fail(t, "several regions are declared as `" + key + "`: give its number (`" + key.substr(0, key.find(']') + 1) +
                "#k`)");
  return range.first->second;
}

} // namespace zpl::ir::reader
