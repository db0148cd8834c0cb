// The IR text reader: locations and statements.
#include "ir/ReaderImpl.h"
#include "ir/ScanOrder.h"
#include "ir/TextForm.h"

#include <cstdlib>

namespace zpl::ir::reader {

// ================================================================ locations

Loc Parser::locSuffix() {
  if (!isWord("loc") || !isPunct('(', 1))
    return {};
  next(), next();
  Loc l;
  l.line = (unsigned)expectInt();
  expectPunct(':');
  l.col = (unsigned)expectInt();
  expectPunct(')');
  return l;
}

// Without `from`, a line's position in the text is its location.
Loc Parser::lineLoc() const {
  if (fromSource)
    return {};
  const Token &t = lines[li].toks[0];
  return {t.line, t.col};
}

void Parser::locate(size_t firstMade, Loc at) {
  for (size_t i = firstMade; i < made.size(); ++i)
    if (!located.count(made[i]))
      made[i]->loc = at;
}

// ================================================================ statements

void Parser::trailer(Stmt *s, size_t firstMade) {
  if (isWord("needs")) {
    next();
    do {
      if (isPunct(','))
        next();
      const Token &t = next();
      auto it = t.kind == Token::Ident && t.text[0] == 't' ? transfers.find(std::atoi(t.text.c_str() + 1))
                                                           : transfers.end();
      if (it == transfers.end())
        fail(t, "no transfer `" + t.text + "`");
      s->needs.push_back(it->second);
    } while (isPunct(','));
  }
  Loc l = locSuffix();
  s->loc = l.line || fromSource ? l : lineLoc();
  locate(firstMade, s->loc);
  endOfLine();
}

std::string Parser::assignOp() {
  std::string op;
  while (tok().kind == Token::Punct && !isPunct('=') && op.size() < 2)
    op += next().text;
  if (!isPunct('='))
    fail("expected an assignment operator");
  next();
  return op + "=";
}

Block *Parser::block(std::initializer_list<const char *> until) {
  Block *b = mod->make<Block>();
  for (;;) {
    if (++li >= lines.size())
      fail(lines.back().toks.back(), "missing `end`");
    ti = 0;
    for (const char *w : until)
      if (isWord(w))
        return b;
    b->stmts.push_back(stmt());
  }
}

Stmt *Parser::stmt() {
  size_t first = made.size();
  const Token &t = tok();
  auto simple = [&](Stmt *s) {
    next();
    trailer(s, first);
    return s;
  };
  if (t.kind == Token::Punct && t.text == "[")
    return bracketStmt();
  if (t.kind != Token::Ident)
    fail("expected a statement");
  const std::string &w = t.text;
  if (w == "begin") {
    Block *inner = mod->make<Block>();
    next();
    trailer(inner, first);
    Block *b = block({"end"});
    inner->stmts = b->stmts;
    return inner;
  }
  if (w == "if") {
    If *s = mod->make<If>();
    next();
    Expr *c = expr();
    expectWord("then");
    trailer(s, first);
    for (;;) {
      Block *b = block({"elsif", "else", "end"});
      s->arms.push_back({c, b});
      if (!isWord("elsif"))
        break;
      next();
      size_t f2 = made.size();
      c = expr();
      expectWord("then");
      locate(f2, s->loc);
      endOfLine();
    }
    if (isWord("else")) {
      s->otherwise = block({"end"});
    }
    return s;
  }
  if (w == "for") {
    For *s = mod->make<For>();
    next();
    Expr *v = expr();
    s->var = llvm::dyn_cast<VarRef>(v);
    if (!s->var)
      fail(t, "a loop variable is a scalar variable");
    expectPunct(':'), expectPunct('=');
    s->from = expr();
    s->down = isWord("downto");
    if (!s->down)
      expectWord("to");
    else
      next();
    s->to = expr();
    if (isWord("by")) {
      next();
      s->step = expr();
    }
    expectWord("do");
    trailer(s, first);
    s->body = block({"end"});
    return s;
  }
  if (w == "while") {
    While *s = mod->make<While>();
    next();
    s->cond = expr();
    expectWord("do");
    trailer(s, first);
    s->body = block({"end"});
    return s;
  }
  if (w == "repeat") {
    Repeat *s = mod->make<Repeat>();
    next();
    trailer(s, first);
    s->body = block({"until"});
    next();
    size_t f2 = made.size();
    s->cond = expr();
    locate(f2, s->loc);
    endOfLine();
    return s;
  }
  if ((w == "write" || w == "writeln" || w == "halt") && isPunct('(', 1)) {
    next(), next();
    Expr *file = nullptr;
    std::vector<Write::Item> its = items(w == "halt" ? nullptr : &file);
    expectPunct(')');
    if (w == "halt") {
      Halt *h = mod->make<Halt>();
      h->items = its;
      trailer(h, first);
      return h;
    }
    Write *s = mod->make<Write>();
    s->newline = w == "writeln";
    s->file = file;
    s->items = its;
    trailer(s, first);
    return s;
  }
  if ((w == "read" || w == "readln") && isPunct('(', 1)) {
    Read *s = mod->make<Read>();
    s->line = w == "readln";
    next(), next();
    list(')', [&] {
      Read::Item it;
      if (isPunct('[')) {
        it.region = regionUse();
        it.array = arrayName();
      } else {
        Expr *e = expr();
        if (!s->file && s->items.empty() && e->ty == Ty::File) {
          s->file = e;
        } else if (!(it.var = llvm::dyn_cast<VarRef>(e))) {
          fail(t, "`read` reads variables and parallel arrays");
        }
      }
      if ((it.var || it.array) && isWord("range")) {
        next();
        it.rangeType = expectName();
        it.rangeLo = expectInt();
        expectPunct('.'), expectPunct('.');
        it.rangeHi = expectInt();
      }
      if (it.var || it.array)
        s->items.push_back(it);
    });
    trailer(s, first);
    return s;
  }
  if (w == "call") {
    next();
    CallStmt *s = mod->make<CallStmt>();
    s->call = llvm::dyn_cast<Call>(expr());
    if (!s->call)
      fail(t, "`call` takes a call");
    trailer(s, first);
    return s;
  }
  if (w == "return") {
    Return *s = mod->make<Return>();
    next();
    if (!atEnd() && !isWord("loc") && !isWord("needs"))
      s->value = expr();
    trailer(s, first);
    return s;
  }
  if (w == "exit")
    return simple(mod->make<Exit>());
  if (w == "continue")
    return simple(mod->make<Continue>());
  static const char *calls[] = {"DR", "SR", "DN", "SV"};
  for (int k = 0; k < 4; ++k)
    if (w == calls[k] && tok(1).kind == Token::Ident && tok(1).text[0] == 't') {
      Ironman *s = mod->make<Ironman>();
      s->call = Ironman::Call(k);
      next();
      const Token &id = next();
      auto it = transfers.find(std::atoi(id.text.c_str() + 1));
      if (it == transfers.end())
        fail(id, "no transfer `" + id.text + "`");
      s->transfer = it->second;
      trailer(s, first);
      return s;
    }
  return nameStmt();
}

// `x := e`, `x += e`, `x := op<< [R] e`
Stmt *Parser::nameStmt() {
  size_t first = made.size();
  const Token &t = tok();
  auto *lhs = llvm::dyn_cast<VarRef>(expr());
  if (!lhs)
    fail(t, "expected a statement");
  // `m, i := maxloc<< [R] (A, Index1)`: a reduction of several operands.
  std::vector<Var *> more;
  while (isPunct(',')) {
    next();
    const Token &at = tok();
    auto *v = llvm::dyn_cast<VarRef>(expr());
    if (!v)
      fail(at, "expected a variable receiving a reduction's value");
    more.push_back(v->var);
  }
  std::string op = assignOp(), rop;
  if (!more.empty() && !(op == ":=" && reduceOpAhead("<<", rop, 1 + more.size())))
    fail(tok(), "expected a reduction `op<<` after several targets");
  if (op == ":=" && reduceOpAhead("<<", rop, 1 + more.size())) {
    ReduceStmt *r = mod->make<ReduceStmt>();
    r->target = lhs->var;
    r->op = reduceOp();
    if (!text::builtinReduceOp(r->op))
      mod->userReduction(r->op, r->identity, r->accumulate, 1 + more.size());
    r->region = regionUse();
    if (more.empty()) {
      r->operand = expr();
    } else {
      r->moreTargets = more;
      expectPunct('(');
      r->operand = expr();
      for (size_t k = 0; k < more.size(); ++k) {
        expectPunct(',');
        r->moreOperands.push_back(expr());
      }
      expectPunct(')');
    }
    trailer(r, first);
    return r;
  }
  ScalarAssign *s = mod->make<ScalarAssign>();
  s->lhs = lhs;
  s->op = op;
  s->rhs = expr();
  trailer(s, first);
  return s;
}

// Statements over a region: `[R] A := e`, partial reductions, scans, and
// gathers and scatters by data.
Stmt *Parser::bracketStmt() {
  size_t first = made.size();
  Region *region = regionUse();
  Array *a = arrayName();
  auto maps = [&] {
    std::vector<Expr *> ms;
    next(), next();
    list(']', [&] {
      ms.push_back(expr());
    });
    return ms;
  };
  if (isPunct('#') && isPunct('[', 1)) {
    RemapStmt *r = mod->make<RemapStmt>();
    r->region = region;
    r->array = a;
    r->maps = maps();
    r->op = assignOp();
    r->value = expr();
    trailer(r, first);
    return r;
  }
  // `[C] M, I := maxloc<< [R] (A, B)`, `[R] M, I := maxloc|| (A, B)`: a
  // partial reduction or a scan of several operands.
  std::vector<Array *> more;
  while (isPunct(',')) {
    next();
    more.push_back(arrayName());
  }
  // `(e1, ..., ek)` after several destinations.
  auto operands = [&](std::vector<Expr *> &rest) {
    if (more.empty())
      return expr();
    expectPunct('(');
    Expr *e = expr();
    for (size_t k = 0; k < more.size(); ++k) {
      expectPunct(',');
      rest.push_back(expr());
    }
    expectPunct(')');
    return e;
  };
  std::string op = assignOp(), rop;
  size_t k = 1 + more.size();
  if (!more.empty() && !(op == ":=" && (reduceOpAhead("<<", rop, k) || reduceOpAhead("||", rop, k))))
    fail(tok(), "expected a reduction `op<<` or a scan `op||` after several destinations");
  if (op == ":=" && reduceOpAhead("<<", rop, k)) {
    ReduceStmt *r = mod->make<ReduceStmt>();
    r->into = a;
    r->moreInto = more;
    r->intoRegion = region;
    r->op = reduceOp();
    if (!text::builtinReduceOp(r->op))
      mod->userReduction(r->op, r->identity, r->accumulate, k);
    r->region = regionUse();
    r->operand = operands(r->moreOperands);
    trailer(r, first);
    return r;
  }
  if (op == ":=" && reduceOpAhead("||", rop, k)) {
    ScanStmt *c = mod->make<ScanStmt>();
    c->region = region;
    c->lhs = a;
    c->moreLhs = more;
    c->op = reduceOp();
    if (!text::builtinReduceOp(c->op))
      mod->userReduction(c->op, c->identity, c->accumulate, k);
    std::vector<int64_t> ds;
    while (isPunct('[') && (tok(1).kind == Token::Int || isPunct('-', 1))) {
      next();
      ds.push_back(expectInt());
      expectPunct(']');
    }
    std::string err = planScan(c, ds, region->rank());
    if (!err.empty())
      fail(err);
    c->operand = operands(c->moreOperands);
    trailer(c, first);
    return c;
  }
  // `[R] T := A#[maps]` alone is a gather (a remap expression as the whole
  // right-hand side is printed in parentheses).
  size_t save = ti;
  bool named = tok().kind == Token::Ident || tok().kind == Token::String;
  if (op == ":=" && named && (findArray(tok().text, scope) || (isPunct(':', 1) && isPunct(':', 2)))) {
    Array *src = arrayName();
    if (isPunct('#') && isPunct('[', 1)) {
      std::vector<Expr *> ms = maps();
      if (atEnd() || isWord("needs") || isWord("loc")) {
        RemapStmt *r = mod->make<RemapStmt>();
        r->region = region;
        r->array = src;
        r->dst = a;
        r->maps = ms;
        trailer(r, first);
        return r;
      }
    }
    ti = save;
  }
  ParAssign *s = mod->make<ParAssign>();
  s->region = region;
  s->lhs = a;
  s->op = op;
  s->rhs = expr();
  if (isWord("wave")) {
    next();
    expectPunct('[');
    list(']', [&] { s->wave.push_back((int)expectInt()); });
    if ((int)s->wave.size() != region->rank())
      fail("a wavefront needs one order per dimension of its region");
  }
  trailer(s, first);
  return s;
}

std::vector<Write::Item> Parser::items(Expr **file) {
  std::vector<Write::Item> its;
  while (!isPunct(')')) {
    Write::Item it;
    if (tok().kind == Token::String && isPunct(':', 1)) {
      it.format = next().text;
      next();
    }
    if (isPunct('[')) {
      size_t save = ti;
      Region *r = regionUse();
      if (isPunct(',') || isPunct(')')) {
        ti = save; // a region value
      } else {
        it.region = r;
      }
    }
    it.value = expr();
    if (auto *rd = llvm::dyn_cast<ArrayRead>(it.value); rd && it.region && !rd->shifted())
      it.array = rd->array; // printed from its storage (see insertTransfers)
    if (file && its.empty() && !*file && it.format.empty() && !it.region && it.value->ty == Ty::File)
      *file = it.value;
    else
      its.push_back(it);
    if (!isPunct(')'))
      expectPunct(',');
  }
  return its;
}

} // namespace zpl::ir::reader
