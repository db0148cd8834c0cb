// The IR text reader: declarations, and the order lines are read in.
//
// Declarations may name what a later line declares (a distribution's member
// regions, a region bound's procedure variable, a call of a later
// procedure), so the text is read three times: every named object is made
// (phase 1: variables with their types, procedures with their parameters,
// grids, distributions, regions, arrays, transfers), then the region
// declarations are read (phase 2: their uses are matched by their text),
// then everything else in order (phase 3).
#include "ir/ReaderImpl.h"
#include "ir/TextForm.h"

#include <algorithm>
#include <cstdio>

namespace zpl::ir::reader {

// Upper bounds that are expressions (`array [0..numLevels]`, a family
// `U[0..numLevels]`) would have to be read after the variables they name,
// with the initialisers; until then such text is refused, as precomputed
// relations are.
static const char *const kRuntimeBounds =
    "array bounds known only at run time (`[0..numLevels]`) are not read from IR text yet";

Ty Parser::type(std::vector<std::pair<int64_t, int64_t>> *bounds) {
  if (isWord("array")) {
    next();
    expectPunct('[');
    list(']', [&] {
      int64_t lo = expectInt();
      expectPunct('.'), expectPunct('.');
      if (tok().kind != Token::Int)
        fail(kRuntimeBounds);
      int64_t hi = expectInt();
      if (bounds)
        bounds->push_back({lo, hi});
    });
    expectWord("of");
  }
  Ty t;
  if (tok().kind != Token::Ident || !text::parseTy(tok().text, t))
    fail("expected a type");
  next();
  return t;
}

// STORAGE NAME : type [enum E {..}] (the initialiser is read in phase 3)
Var *Parser::varLine(Var::Storage local) {
  Var *v = mod->make<Var>();
  std::string w = next().text;
  if (w == "config") {
    v->storage = next().text == "const" ? Var::ConfigConst : Var::Config;
  } else if (w == "extern") {
    expectWord("var");
    v->storage = Var::Extern;
  } else {
    v->storage = w == "const" ? Var::Constant : w == "param" ? Var::Param : local;
  }
  v->name = expectName();
  expectPunct(':');
  v->ty = type(&v->bounds);
  if (isWord("enum")) {
    next();
    v->enumName = expectName();
    expectPunct('{');
    list('}', [&] {
      v->enumerators.push_back(expectName());
    });
  }
  if (isWord("range")) {
    next();
    v->rangeType = expectName();
    v->rangeLo = expectInt();
    expectPunct('.'), expectPunct('.');
    v->rangeHi = expectInt();
  }
  return v;
}

void Parser::varInit(Var *v) {
  if (atEnd())
    return;
  expectPunct('=');
  size_t first = made.size();
  v->init = expr();
  locate(first, {});
  if (Loc l = locSuffix(); l.line)
    v->loc = l;
  endOfLine();
}

// (array | temp | param) NAME[lo..hi]? : REGION TYPE on D halo [..]: all but
// the region, which phase 3 reads (it may name later declarations).
Array *Parser::arrayHead(Procedure *owner, bool param) {
  std::string w = next().text;
  std::string name = expectName();
  Array *a = nullptr;
  if (param) {
    for (Array *x : owner->arrayParams)
      if (x->name == name)
        a = x;
    if (!a)
      fail("no parallel array parameter `" + name + "`");
  } else {
    a = mod->make<Array>();
    a->name = name;
    a->temp = w == "temp";
    a->owner = owner;
  }
  if (isPunct('[')) {
    // `U[2]`: a component's name; `U[1..4]`: a family of 4 elements.
    if (tok(1).kind == Token::Int && isPunct('.', 2)) {
      if (tok(4).kind != Token::Int)
        fail(kRuntimeBounds);
      next();
      a->elementLo = expectInt();
      expectPunct('.'), expectPunct('.');
      a->elements = expectInt() - a->elementLo + 1;
      expectPunct(']');
    } else {
      size_t k = 0;
      while (!isPunct(']', k) && tok(k).kind != Token::End)
        ++k;
      a->name += src.substr(tok().off, tok(k).end - tok().off);
      ti += k + 1;
    }
  }
  expectPunct(':');
  size_t at = ti;
  // The element type is the type name followed by `on`.
  Ty t;
  for (size_t k = 0;; ++k) {
    if (tok(k).kind == Token::End)
      fail("expected `TYPE on DISTRIBUTION`");
    if (tok(k).kind == Token::Ident && text::parseTy(tok(k).text, t) && isWord("on", k + 1)) {
      ti += k + 2;
      break;
    }
  }
  a->elem = t;
  a->dist = isPunct('?') ? (next(), nullptr) : dist(expectName());
  expectWord("halo");
  expectPunct('[');
  a->haloLo.clear(), a->haloHi.clear();
  list(']', [&] {
    a->haloLo.push_back(expectInt());
    expectPunct(':');
    a->haloHi.push_back(expectInt());
  });
  endOfLine();
  resume[li] = {a, at};
  return a;
}

void Parser::arrayRest(Array *a) {
  size_t first = made.size();
  a->region = regionUse();
  locate(first, {});
  if (a->region->rank() != a->rank())
    fail("the array's region and halo differ in rank");
}

// procedure NAME(params) [: TYPE]: made whole in phase 1.
void Parser::procedureHead() {
  next();
  Procedure *p = mod->make<Procedure>();
  p->name = expectName();
  mod->procs.push_back(p);
  expectPunct('(');
  while (!isPunct(')')) {
    Var::Mode mode = Var::In;
    if (isWord("in") || isWord("out") || isWord("inout")) {
      std::string m = next().text;
      mode = m == "out" ? Var::Out : m == "inout" ? Var::InOut : Var::In;
    }
    std::string name = expectName();
    expectPunct(':');
    if (isPunct('[')) {
      Array *a = mod->make<Array>();
      a->name = name;
      a->param = true;
      a->mode = mode;
      a->owner = p;
      int rank = 1;
      for (next(); isPunct(','); next())
        ++rank;
      expectPunct(']');
      a->elem = type(nullptr);
      a->haloLo.assign(rank, 0);
      a->haloHi.assign(rank, 0);
      p->paramOrder.push_back(-(int)p->arrayParams.size() - 1);
      p->arrayParams.push_back(a);
    } else {
      Var *v = mod->make<Var>();
      v->name = name;
      v->storage = Var::Param;
      v->mode = mode;
      v->ty = type(&v->bounds);
      p->paramOrder.push_back((int)p->params.size());
      p->params.push_back(v);
    }
    if (!isPunct(')'))
      expectPunct(';');
  }
  next();
  if (isPunct(':')) {
    next();
    p->ret = type(nullptr);
  }
  endOfLine();
  scope = p;
}

void Parser::declare() {
  for (li = 0; li < lines.size(); ++li) {
    ti = 0;
    const Token &t = tok();
    std::string w = t.kind == Token::Ident ? t.text : "";
    if (w == "begin") {
      // A body: its statements are read in phase 3.
      resume[li] = {scope, 0};
      int depth = 1;
      while (depth > 0 && ++li < lines.size()) {
        const Token &f = lines[li].toks[0];
        std::string k = f.kind == Token::Ident ? f.text : "";
        depth += k == "begin" || k == "if" || k == "for" || k == "while" || k == "repeat";
        depth -= k == "end" || k == "until";
      }
      scope = nullptr;
      continue;
    }
    if (w == "module") {
      next();
      mod->name = expectName();
      if (isWord("from")) {
        next();
        if (tok().kind != Token::String)
          fail("expected the source file's name");
        mod->source = next().text;
        fromSource = true;
      }
      if (isWord("after")) {
        next();
        const Token &at = tok();
        std::string pass = expectName();
        while (isPunct('-') && tok(1).kind == Token::Ident && adjacent(0)) {
          next();
          pass += "-" + next().text;
        }
        if (std::find(opts.passNames.begin(), opts.passNames.end(), pass) == opts.passNames.end()) {
          std::string list;
          for (const std::string &n : opts.passNames)
            list += (list.empty() ? "" : ", ") + n;
          fail(at, "unknown pass `" + pass + "` (passes: " + list + ")");
        }
        mod->after = pass;
      }
      endOfLine();
    } else if (w == "config" || w == "const" || w == "var" || (w == "extern" && isWord("var", 1))) {
      Var *v = varLine(scope ? Var::Local : Var::Global);
      (v->storage == Var::Extern ? mod->externVars : scope ? scope->locals : mod->vars).push_back(v);
      resume[li] = {v, ti};
    } else if (w == "extern") {
      next();
      expectWord("prototype");
      ExternProc x;
      x.name = expectName();
      expectPunct('(');
      list(')', [&] {
        x.params.push_back(type(nullptr));
      });
      if (isPunct(':')) {
        next();
        x.ret = type(nullptr);
      }
      endOfLine();
      mod->externs.push_back(x);
    } else if (w == "grid") {
      next();
      Grid *g = mod->make<Grid>();
      g->name = expectName();
      mod->grids.push_back(g);
      resume[li] = {g, ti};
    } else if (w == "distribution") {
      next();
      Distribution *d = mod->make<Distribution>();
      d->name = expectName();
      expectPunct(':');
      d->grid = grid(expectName());
      expectPunct('='), expectPunct('[');
      list(']', [&] {
        int64_t bs = 1;
        Distribution::Format f = Distribution::None;
        if (isPunct('*')) {
          next();
        } else if (isWord("block")) {
          next();
          f = Distribution::Block;
        } else if (isWord("cyclic")) {
          next();
          f = Distribution::Cyclic;
          if (isPunct('(')) {
            next();
            bs = expectInt();
            expectPunct(')');
            f = Distribution::BlockCyclic;
          }
        } else {
          fail("expected `block`, `cyclic` or `*`");
        }
        d->formats.push_back(f);
        d->blockSize.push_back(bs);
      });
      mod->dists.push_back(d);
      resume[li] = {d, ti};
    } else if (w == "region") {
      next();
      Region *r = mod->make<Region>();
      if (!isPunct('#'))
        r->name = expectName();
      if (isPunct('#')) {
        next();
        int64_t k = expectInt();
        if (!regionById.emplace(k, r).second)
          fail("region #" + std::to_string(k) + " is declared twice");
      } else {
        regionById.emplace((int64_t)mod->regions.size(), r);
      }
      expectPunct(':');
      r->dist = isPunct('?') ? (next(), nullptr) : dist(expectName()); // `?`: none yet
      expectPunct('=');
      mod->regions.push_back(r);
      resume[li] = {r, ti};
    } else if (w == "direction") {
      next();
      Direction *d = mod->make<Direction>();
      d->name = expectName();
      expectPunct('='), expectPunct('[');
      list(']', [&] {
        d->offset.push_back(expectInt());
      });
      endOfLine();
      mod->directions.push_back(d);
    } else if (w == "array" || w == "temp") {
      Array *a = arrayHead(scope, false);
      (scope ? scope->localArrays : mod->arrays).push_back(a);
    } else if (w == "param" && scope) {
      arrayHead(scope, true);
    } else if (w == "transfer") {
      next();
      const Token &id = next();
      if (id.kind != Token::Ident || id.text[0] != 't')
        fail(id, "expected a transfer's name, as `t0`");
      Transfer *x = mod->make<Transfer>();
      x->id = std::atoi(id.text.c_str() + 1);
      if (!transfers.emplace(x->id, x).second)
        fail(id, "transfer `" + id.text + "` is declared twice");
      mod->transfers.push_back(x);
      resume[li] = {x, ti};
    } else if (w == "procedure") {
      procedureHead();
    } else {
      fail("expected a declaration");
    }
  }
}

void Parser::regionRest(Region *r) {
  size_t first = made.size();
  dims(r);
  if (isWord("with") || isWord("without")) {
    r->maskWithout = next().text == "without";
    r->mask = expr();
  }
  if (isWord("defaulted")) {
    next();
    r->defaulted = true;
  }
  r->loc = locSuffix();
  locate(first, r->loc);
  endOfLine();
  if (r->name.empty())
    anonByText.emplace(printRegion(r), r);
}

void Parser::regions() {
  for (auto &[line, at] : resume)
    if (auto *r = dynamic_cast<Region *>(at.obj)) {
      li = line, ti = at.at;
      regionRest(r);
    }
}

void Parser::gridRest(Grid *g) {
  size_t first = made.size();
  expectPunct('='), expectPunct('[');
  if (isWord("default")) {
    next();
    expectWord("rank");
    g->rank = (int)expectInt();
    expectPunct(']');
  } else {
    list(']', [&] { g->extents.push_back(expr()); });
    g->rank = (int)g->extents.size();
  }
  locate(first, {});
  endOfLine();
}

void Parser::distRest(Distribution *d) {
  expectWord("space");
  while (!atEnd())
    d->members.push_back(regionUse());
}


void Parser::transferRest(Transfer *t) {
  size_t first = made.size();
  if (isWord("halo") || isWord("copy"))
    t->purpose = next().text == "halo" ? Transfer::Halo : Transfer::Copy;
  else
    fail("expected `halo` or `copy`");
  t->src = arrayName();
  expectPunct('-'), expectPunct('>');
  t->dst = arrayName();
  expectWord("map");
  expectPunct('[');
  auto isIndexName = [](const Token &d) {
    return d.kind == Token::Ident && d.text.size() > 1 && d.text[0] == 'i' &&
           d.text.find_first_not_of("0123456789", 1) == std::string::npos;
  };
  list(']', [&] {
    // `-i2+o`: a mirror (source index = o - destination index i2).
    bool mirror = isPunct('-') && isIndexName(tok(1));
    if (mirror) {
      next();
      t->flip.resize(t->perm.size(), false);
      t->flip.push_back(true);
    }
    const Token &d = tok();
    if (isIndexName(d)) {
      next();
      t->perm.push_back(std::atoi(d.text.c_str() + 1) - 1);
      if (isPunct('+')) {
        next();
        t->offset.push_back(expr());
      } else if (isPunct('-')) {
        t->offset.push_back(unary()); // `i1-1`: the offset is -1
      } else {
        Lit *z = lit(Ty::Int);
        t->offset.push_back(z);
      }
    } else {
      t->perm.push_back(-1);
      t->offset.push_back(expr());
    }
    t->wrap.push_back(isWord("wrap"));
    if (t->wrap.back())
      next();
  });
  expectWord("over");
  t->region = regionUse();
  if (isWord("precomputed"))
    fail("relations precomputed when compiling are not in the IR text: print it before "
         "`compute-relations`, or without `-p`");
  expectWord("runtime");
  if (isWord("into")) {
    next();
    expectWord("border");
    expectPunct('[');
    list(']', [&] { t->border.push_back(expectInt()); });
  }
  t->loc = locSuffix();
  locate(first, t->loc);
  endOfLine();
}

void Parser::define() {
  scope = nullptr;
  for (auto &[line, at] : resume) {
    li = line, ti = at.at;
    if (auto *v = dynamic_cast<Var *>(at.obj)) {
      scope = nullptr;
      for (Procedure *p : mod->procs)
        if (std::find(p->locals.begin(), p->locals.end(), v) != p->locals.end())
          scope = p;
      varInit(v);
    } else if (auto *g = dynamic_cast<Grid *>(at.obj)) {
      gridRest(g);
    } else if (auto *d = dynamic_cast<Distribution *>(at.obj)) {
      distRest(d);
    } else if (auto *a = dynamic_cast<Array *>(at.obj)) {
      scope = a->owner;
      arrayRest(a);
    } else if (auto *t = dynamic_cast<Transfer *>(at.obj)) {
      scope = nullptr;
      transferRest(t);
    } else if (auto *p = dynamic_cast<Procedure *>(at.obj)) {
      scope = p;
      next(); // begin
      endOfLine();
      p->body = block({"end"});
      scope = nullptr;
    }
  }
}

std::unique_ptr<Module> Parser::run() {
  mod = std::make_unique<Module>();
  try {
    lex();
    if (lines.empty()) {
      diags.error(SourceLocation(1, 1, file), "expected `module`: the file holds no IR");
      return nullptr;
    }
    li = ti = 0;
    if (!isWord("module"))
      fail("expected `module`");
    declare();
    regions();
    define();
    for (Procedure *p : mod->procs)
      if (!p->body)
        fail(lines.back().toks.back(), "procedure `" + p->name + "` has no body");
  } catch (Failed &) {
    return nullptr;
  }
  for (Expr *e : made)
    e->parallel = text::impliedParallel(e);
  mod->entry = mod->findProc(mod->name);
  if (!mod->entry) {
    diags.error(SourceLocation(1, 1, file), "no procedure `" + mod->name + "`, the program's entry");
    return nullptr;
  }
  bool last = !opts.passNames.empty() && mod->after == opts.passNames.back();
  bool ok = true;
  for (const std::string &e : verify(*mod, last)) {
    // "L:C: message": located in this text unless it names its source.
    unsigned l = 0, c = 0;
    int used = 0;
    std::string msg = e;
    if (std::sscanf(e.c_str(), "%u:%u: %n", &l, &c, &used) == 2 && used > 0) {
      msg = e.substr(used);
      if (fromSource || !l)
        msg = std::to_string(l) + ":" + std::to_string(c) + ": " + msg;
    }
    bool here = !fromSource && l;
    diags.error(here ? SourceLocation(l, c, file) : SourceLocation(1, 1, file), "the IR is not well formed: " + msg);
    ok = false;
  }
  return ok ? std::move(mod) : nullptr;
}

} // namespace zpl::ir::reader

namespace zpl::ir {

std::unique_ptr<Module> readModule(const std::string &text, uint32_t fileID, const ReadOptions &o,
                                   DiagnosticEngine &diags) {
  return reader::Parser(text, fileID, o, diags).run();
}

} // namespace zpl::ir
