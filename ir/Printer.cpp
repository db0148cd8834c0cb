// The textual IR. Stable on purpose: lit tests match it line by line, so it
// names every object and never prints addresses. It is also complete:
// ir/Reader.cpp rebuilds the module from it (the grammar is in ir/Reader.h).
// What the plain forms (printExpr, printRegion, which the generated C++'s
// comments quote) leave out, the module's text adds where it cannot be
// inferred: an expression's type when it is not the one ir/TextForm.h
// implies, locations (`loc(12:5)` after a statement, `@12:5` after an
// expression off its statement's line), which regions are the same object
// (`#k`, the index in Module::regions, where two would print alike), the
// procedure a variable belongs to outside it (`f::n`), and the facts of
// declarations (defaulted regions, parameter modes, enumerations, borders).
#include "ir/IR.h"
#include "ir/ScanOrder.h"
#include "ir/TextForm.h"

#include <cctype>
#include <iomanip>
#include <map>
#include <sstream>

namespace zpl::ir {
namespace {

std::string offsetText(const std::vector<int64_t> &o) {
  std::string s = "[";
  for (size_t i = 0; i < o.size(); ++i)
    s += (i ? ", " : "") + std::to_string(o[i]);
  return s + "]";
}

std::string locText(Loc l) { return std::to_string(l.line) + ":" + std::to_string(l.col); }

const char *formatName(Distribution::Format f) {
  switch (f) {
  case Distribution::Block: return "block";
  case Distribution::Cyclic: return "cyclic";
  case Distribution::BlockCyclic: return "cyclic";
  case Distribution::None: return "*";
  }
  return "?";
}

// How the module's text refers to what an expression names. Null: the plain
// forms of printExpr and printRegion.
struct Names {
  const Module *m = nullptr;
  std::map<const Region *, std::string> regionId; // "#k" where two would print alike
  std::map<const Var *, const Procedure *> varOwner;
  std::map<const Array *, const Procedure *> arrayOwner;
  const Procedure *scope = nullptr; // the procedure being printed (null: declarations)
  Loc at;                           // the location of the line being printed
};

class ExprText {
public:
  const Names *n;
  explicit ExprText(const Names *names) : n(names) {}

  std::string qualified(const std::string &name, const Procedure *owner) const {
    if (!n)
      return name;
    return owner && owner != n->scope ? owner->name + "::" + name : name;
  }
  template <class T> static const Procedure *ownerOf(const std::map<const T *, const Procedure *> &m, const T *x) {
    auto it = m.find(x);
    return it == m.end() ? nullptr : it->second;
  }
  std::string var(const Var *v) const {
    if (!v)
      return "<unresolved>";
    return qualified(v->name, n ? ownerOf(n->varOwner, v) : nullptr);
  }
  std::string array(const Array *a) const {
    if (n && a->family) {
      std::string base = qualified(a->family->name, ownerOf(n->arrayOwner, (const Array *)a->family));
      if (a->name == a->family->name + "[" + printExpr(a->element) + "]")
        return base + "[" + expr(a->element) + "]";
      // Several indices: the element's name, then the position they flatten to.
      return base + a->name.substr(a->family->name.size()) + "{" + expr(a->element) + "}";
    }
    return qualified(a->name, n ? ownerOf(n->arrayOwner, a) : nullptr);
  }

  std::string dims(const Region *r, bool withId = true) const {
    std::string s = "[";
    for (size_t i = 0; i < r->dims.size(); ++i) {
      const Region::Dim &d = r->dims[i];
      s += i ? ", " : "";
      if (d.flood) {
        s += "*";
        continue;
      }
      std::string lo = expr(d.lo), hi = expr(d.hi);
      // The text keeps whether both bounds are one expression (the code
      // generator compares them by identity); the plain form, their text.
      s += (n ? d.lo == d.hi : lo == hi) ? lo : lo + ".." + hi;
      if (d.strideExpr)
        s += " by " + expr(d.strideExpr);
      else if (d.stride != 1)
        s += " by " + std::to_string(d.stride);
    }
    s += "]";
    if (n && withId) {
      auto it = n->regionId.find(r);
      if (it != n->regionId.end())
        s += it->second;
    }
    if (r->mask)
      s += std::string(r->maskWithout ? " without " : " with ") + expr(r->mask);
    return s;
  }

  std::string region(const Region *r) const {
    if (!r)
      return "[?]";
    if (r->name.empty())
      return dims(r);
    if (!n)
      return "[" + r->name + "]";
    auto it = n->regionId.find(r);
    return "[" + text::nameText(r->name) + (it == n->regionId.end() ? "" : it->second) + "]";
  }

  std::string expr(const Expr *e) const {
    if (!e)
      return "<null>";
    std::string s = bare(e);
    if (!n)
      return s;
    if (e->ty != text::impliedTy(e)) {
      if (llvm::isa<Unary>(e))
        s = "(" + s + ")";
      s += std::string(":") + tyName(e->ty);
    }
    if (text::locWritten(e, n->at))
      s += "@" + locText(e->loc);
    return s;
  }

  std::string lit(const Lit *l) const {
    if (l->ty == Ty::String)
      return text::quoted(l->s);
    if (l->ty == Ty::Bool)
      return l->i ? "true" : "false";
    if (l->ty == Ty::File)
      return l->i == -1 ? "znull" : l->i == -2 ? "zin" : l->i == -3 ? "zerr" : "zout";
    if (l->ty == Ty::Char) {
      if (l->i >= 32 && l->i < 127 && l->i != '\\' && l->i != '\'')
        return "'" + std::string(1, (char)l->i) + "'";
      return "to_char(" + std::to_string(l->i) + ")";
    }
    if (isFloating(l->ty)) {
      if (!l->s.empty())
        return l->s;
      std::ostringstream os;
      if (n) // a computed value: all its digits, marked as having no spelling
        os << "~" << std::setprecision(17);
      os << l->f;
      return os.str();
    }
    return std::to_string(l->i);
  }

  std::string bare(const Expr *e) const {
    switch (e->kind) {
    case Expr::K_Lit:
      return lit(llvm::cast<Lit>(e));
    case Expr::K_VarRef: {
      auto *v = llvm::cast<VarRef>(e);
      std::string s = var(v->var);
      if (!v->subscripts.empty()) {
        s += "[";
        for (size_t i = 0; i < v->subscripts.size(); ++i)
          s += (i ? ", " : "") + expr(v->subscripts[i]);
        s += "]";
      }
      return s;
    }
    case Expr::K_ArrayRead: {
      auto *a = llvm::cast<ArrayRead>(e);
      std::string s = array(a->array);
      if (!a->dynOffset.empty()) {
        s += a->wrap ? "@^[" : "@[";
        for (size_t k = 0; k < a->dynOffset.size(); ++k)
          s += (k ? ", " : "") + expr(a->dynOffset[k]);
        s += "]";
      } else if (a->shifted()) {
        s += std::string(a->wrap ? "@^" : "@") + offsetText(a->offset);
      }
      return s;
    }
    case Expr::K_Index:
      return "Index" + std::to_string(llvm::cast<IndexExpr>(e)->dim);
    case Expr::K_Unary: {
      auto *u = llvm::cast<Unary>(e);
      return spelling(u->op) + expr(u->operand);
    }
    case Expr::K_Binary: {
      auto *b = llvm::cast<Binary>(e);
      return "(" + expr(b->lhs) + " " + spelling(b->op) + " " + expr(b->rhs) + ")";
    }
    case Expr::K_Call: {
      auto *c = llvm::cast<Call>(e);
      std::string s = c->callee + "(";
      for (size_t i = 0; i < c->args.size(); ++i)
        s += (i ? ", " : "") + expr(c->args[i]);
      return s + ")";
    }
    case Expr::K_Reduce: {
      auto *r = llvm::cast<Reduce>(e);
      return "(" + r->op + "<< " + region(r->region) + " " + expr(r->operand) + ")";
    }
    case Expr::K_Flood: {
      auto *f = llvm::cast<Flood>(e);
      return "(>>" + region(f->source) + " " + expr(f->operand) + ")";
    }
    case Expr::K_Remap: {
      auto *r = llvm::cast<Remap>(e);
      std::string s = expr(r->operand) + "#[";
      for (size_t i = 0; i < r->perm.size(); ++i)
        s += (i ? ", " : "") + std::string("Index") + std::to_string(r->perm[i] + 1);
      for (size_t i = 0; i < r->maps.size(); ++i)
        s += (i ? ", " : "") + expr(r->maps[i]);
      return s + "]";
    }
    case Expr::K_RegionValue: {
      const Region *r = llvm::cast<RegionValue>(e)->region;
      return n ? region(r) : dims(r);
    }
    case Expr::K_ListValue: {
      std::string s;
      for (const Expr *x : llvm::cast<ListValue>(e)->elems)
        s += (s.empty() ? "" : ", ") + expr(x);
      return "{" + s + "}";
    }
    }
    return "?";
  }
};

class Printer {
public:
  std::ostringstream os;
  int depth = 0;
  Names names;
  ExprText x{&names};

  void line(const std::string &s) { os << std::string(2 * depth, ' ') << s << "\n"; }
  // A statement's line: the transfers it needs (insertTransfers) and where it is.
  void stmtLine(const Stmt *s, const std::string &t) {
    std::string r = t;
    for (size_t i = 0; i < s->needs.size(); ++i)
      r += (i ? ", t" : " needs t") + std::to_string(s->needs[i]->id);
    if (s->loc.line)
      r += " loc(" + locText(s->loc) + ")";
    line(r);
  }
  std::string expr(const Expr *e) { return x.expr(e); }
  std::string region(const Region *r) { return x.region(r); }

  std::string items(const std::vector<Write::Item> &its) {
    std::string s;
    for (size_t i = 0; i < its.size(); ++i) {
      const Write::Item &it = its[i];
      s += i ? ", " : "";
      if (!it.format.empty())
        s += text::quoted(it.format) + ":";
      if (it.region)
        s += region(it.region) + " ";
      s += it.array ? x.array(it.array) : expr(it.value);
    }
    return s;
  }

  void block(const Block *b) {
    ++depth;
    for (const Stmt *s : b->stmts)
      stmt(s);
    --depth;
  }

  void stmt(const Stmt *s) {
    names.at = s->loc;
    switch (s->kind) {
    case Stmt::K_Block:
      stmtLine(s, "begin");
      block(llvm::cast<Block>(s));
      line("end");
      break;
    case Stmt::K_ParAssign: {
      auto *a = llvm::cast<ParAssign>(s);
      // A remap as the whole right-hand side is parenthesised: unwrapped, it
      // reads as the gather statement below.
      std::string rhs = expr(a->rhs);
      if (llvm::isa<Remap>(a->rhs))
        rhs = "(" + rhs + ")";
      if (!a->wave.empty()) {
        rhs += " wave [";
        for (size_t k = 0; k < a->wave.size(); ++k)
          rhs += (k ? ", " : "") + std::to_string(a->wave[k]);
        rhs += "]";
      }
      stmtLine(s, region(a->region) + " " + x.array(a->lhs) + " " + a->op + " " + rhs);
      break;
    }
    case Stmt::K_ScalarAssign: {
      auto *a = llvm::cast<ScalarAssign>(s);
      stmtLine(s, expr(a->lhs) + " " + a->op + " " + expr(a->rhs));
      break;
    }
    case Stmt::K_ReduceStmt: {
      auto *r = llvm::cast<ReduceStmt>(s);
      std::string target = r->into ? region(r->intoRegion) + " " + x.array(r->into) : x.var(r->target);
      std::string operand = expr(r->operand);
      for (size_t k = 0; k < r->moreOperands.size(); ++k) {
        target += ", " + (r->into ? x.array(r->moreInto[k]) : x.var(r->moreTargets[k]));
        operand += ", " + expr(r->moreOperands[k]);
      }
      if (!r->moreOperands.empty())
        operand = "(" + operand + ")";
      stmtLine(s, target + " := " + r->op + "<< " + region(r->region) + " " + operand);
      break;
    }
    case Stmt::K_ScanStmt: {
      auto *c = llvm::cast<ScanStmt>(s);
      std::string target = x.array(c->lhs), operand = expr(c->operand);
      for (size_t k = 0; k < c->moreOperands.size(); ++k) {
        target += ", " + x.array(c->moreLhs[k]);
        operand += ", " + expr(c->moreOperands[k]);
      }
      if (!c->moreOperands.empty())
        operand = "(" + operand + ")";
      stmtLine(s, region(c->region) + " " + target + " := " + c->op + "|| " + scanDims(c) + operand);
      break;
    }
    case Stmt::K_RemapStmt: {
      auto *r = llvm::cast<RemapStmt>(s);
      std::string t = x.array(r->array) + "#[";
      for (size_t i = 0; i < r->maps.size(); ++i)
        t += (i ? ", " : "") + expr(r->maps[i]);
      t += "]";
      if (r->scatter())
        stmtLine(s, region(r->region) + " " + t + " " + r->op + " " + expr(r->value));
      else
        stmtLine(s, region(r->region) + " " + x.array(r->dst) + " := " + t);
      break;
    }
    case Stmt::K_Ironman: {
      auto *c = llvm::cast<Ironman>(s);
      static const char *callNames[] = {"DR", "SR", "DN", "SV"};
      stmtLine(s, std::string(callNames[c->call]) + " t" + std::to_string(c->transfer->id));
      break;
    }
    case Stmt::K_If: {
      auto *i = llvm::cast<If>(s);
      for (size_t k = 0; k < i->arms.size(); ++k) {
        names.at = s->loc;
        std::string h = (k ? "elsif " : "if ") + expr(i->arms[k].first) + " then";
        if (k)
          line(h);
        else
          stmtLine(s, h);
        block(i->arms[k].second);
      }
      if (i->otherwise) {
        line("else");
        block(i->otherwise);
      }
      line("end");
      break;
    }
    case Stmt::K_For: {
      auto *f = llvm::cast<For>(s);
      std::string h = "for " + expr(f->var) + " := " + expr(f->from) +
                      (f->down ? " downto " : " to ") + expr(f->to);
      if (f->step)
        h += " by " + expr(f->step);
      stmtLine(s, h + " do");
      block(f->body);
      line("end");
      break;
    }
    case Stmt::K_While: {
      auto *w = llvm::cast<While>(s);
      stmtLine(s, "while " + expr(w->cond) + " do");
      block(w->body);
      line("end");
      break;
    }
    case Stmt::K_Repeat: {
      auto *r = llvm::cast<Repeat>(s);
      stmtLine(s, "repeat");
      block(r->body);
      names.at = s->loc;
      line("until " + expr(r->cond));
      break;
    }
    case Stmt::K_Write: {
      auto *w = llvm::cast<Write>(s);
      std::string h = w->newline ? "writeln(" : "write(";
      if (w->file)
        h += expr(w->file) + (w->items.empty() ? "" : ", ");
      stmtLine(s, h + items(w->items) + ")");
      break;
    }
    case Stmt::K_Read: {
      auto *r = llvm::cast<Read>(s);
      std::string t = r->file ? expr(r->file) : "";
      for (const Read::Item &it : r->items)
        t += (t.empty() ? "" : ", ") +
             (it.array ? region(it.region) + " " + x.array(it.array) : expr(it.var)) +
             (it.rangeType.empty() ? ""
                                   : " range " + text::nameText(it.rangeType) + " " +
                                         std::to_string(it.rangeLo) + ".." + std::to_string(it.rangeHi));
      stmtLine(s, std::string(r->line ? "readln(" : "read(") + t + ")");
      break;
    }
    case Stmt::K_CallStmt:
      stmtLine(s, "call " + expr(llvm::cast<CallStmt>(s)->call));
      break;
    case Stmt::K_Return: {
      auto *r = llvm::cast<Return>(s);
      stmtLine(s, r->value ? "return " + expr(r->value) : "return");
      break;
    }
    case Stmt::K_Halt:
      stmtLine(s, "halt(" + items(llvm::cast<Halt>(s)->items) + ")");
      break;
    case Stmt::K_Exit:
      stmtLine(s, "exit");
      break;
    case Stmt::K_Continue:
      stmtLine(s, "continue");
      break;
    }
  }

  static std::string modeText(Var::Mode m) { return m == Var::Out ? "out " : m == Var::InOut ? "inout " : ""; }

  std::string varType(const Var *v) {
    std::string s;
    if (!v->bounds.empty()) {
      s += "array [";
      for (size_t i = 0; i < v->bounds.size(); ++i)
        s += (i ? ", " : "") + std::to_string(v->bounds[i].first) + ".." +
             (v->hiExpr(i) ? expr(v->hiExpr(i)) : std::to_string(v->bounds[i].second));
      s += "] of ";
    }
    return s + tyName(v->ty);
  }

  void var(const Var *v) {
    static const char *st[] = {"config var", "config const", "const", "var", "var", "param", "extern var"};
    names.at = {};
    std::string s = std::string(st[v->storage]) + " " + text::nameText(v->name) + " : " + varType(v);
    if (!v->enumerators.empty()) {
      s += " enum " + text::nameText(v->enumName) + " {";
      for (size_t i = 0; i < v->enumerators.size(); ++i)
        s += (i ? ", " : "") + text::nameText(v->enumerators[i]);
      s += "}";
    }
    if (!v->rangeType.empty())
      s += " range " + text::nameText(v->rangeType) + " " + std::to_string(v->rangeLo) + ".." +
           std::to_string(v->rangeHi);
    if (v->init)
      s += " = " + expr(v->init);
    // The declaration's line names a failed check of the stored value.
    if (v->init && checkedStore(v->init->ty, v->ty) && v->loc.line)
      s += " loc(" + locText(v->loc) + ")";
    line(s);
  }

  void array(const Array *a, bool param = false) {
    names.at = {};
    std::string s = std::string(param ? "param " : a->temp ? "temp " : "array ") + a->name +
                    (a->elements ? "[" + std::to_string(a->elementLo) + ".." +
                                       (a->elementsHi ? expr(a->elementsHi)
                                                      : std::to_string(a->elementLo + a->elements - 1)) +
                                       "]"
                                 : std::string()) +
                    " : " + region(a->region) + " " + tyName(a->elem) + " on " +
                    (a->dist ? text::nameText(a->dist->name) : "?") + " halo [";
    for (int d = 0; d < a->rank(); ++d)
      s += (d ? ", " : "") + std::to_string(a->haloLo[d]) + ":" + std::to_string(a->haloHi[d]);
    line(s + "]");
  }

  void transfer(const Transfer *t) {
    names.at = t->loc;
    std::string s = "transfer t" + std::to_string(t->id) +
                    (t->purpose == Transfer::Halo ? " halo " : " copy ") + x.array(t->src) +
                    " -> " + x.array(t->dst) + " map [";
    for (size_t k = 0; k < t->perm.size(); ++k) {
      s += k ? ", " : "";
      std::string o = expr(t->offset[k]);
      if (t->perm[k] < 0) {
        // A fixed index (the flooded slice); one spelled like `i2` or `-i2`
        // (a variable of that name) is parenthesised, as `i2` names a source
        // index and `-i2` a mirror.
        size_t at = o.size() > 1 && o[0] == '-' ? 1 : 0;
        bool likeIndex = o.size() > at + 1 && o[at] == 'i' && std::isdigit((unsigned char)o[at + 1]);
        s += likeIndex ? "(" + o + ")" : o;
      } else if (t->flipped(k)) {
        // A mirror (a deep `reflect`): source index = offset - index.
        s += "-i" + std::to_string(t->perm[k] + 1);
        if (o != "0")
          s += (o[0] == '-' ? "" : "+") + o;
      } else {
        s += "i" + std::to_string(t->perm[k] + 1);
        if (o != "0")
          s += (o[0] == '-' ? "" : "+") + o;
      }
      if (t->wrap[k])
        s += " wrap";
    }
    s += "] over " + region(t->region);
    if (t->precomputed)
      s += " precomputed " + t->encoding + " p=" + std::to_string(t->procs) +
           (t->closedForm ? " in closed form" : " pairs=" + std::to_string(t->pairs.size()));
    else
      s += " runtime";
    if (!t->border.empty())
      s += " into border " + offsetText(t->border); // wrap/reflect: destinations may be fluff
    if (t->loc.line)
      s += " loc(" + locText(t->loc) + ")";
    line(s);
  }

  // Which objects the text must tell apart by more than their names.
  void nameObjects(const Module &m) {
    names.m = &m;
    std::map<std::string, int> seen;
    for (const Region *r : m.regions)
      ++seen[r->name.empty() ? ExprText(nullptr).region(r) : "[" + r->name + "]"];
    for (size_t k = 0; k < m.regions.size(); ++k) {
      const Region *r = m.regions[k];
      if (seen[r->name.empty() ? ExprText(nullptr).region(r) : "[" + r->name + "]"] > 1)
        names.regionId[r] = "#" + std::to_string(k);
    }
    for (const Procedure *p : m.procs) {
      for (const Var *v : p->params)
        names.varOwner[v] = p;
      for (const Var *v : p->locals)
        names.varOwner[v] = p;
      for (const Array *a : p->arrayParams)
        names.arrayOwner[a] = p;
      for (const Array *a : p->localArrays)
        names.arrayOwner[a] = p;
    }
  }

  void module(const Module &m) {
    nameObjects(m);
    std::string h = "module " + text::nameText(m.name);
    if (!m.source.empty())
      h += " from " + text::quoted(m.source);
    if (!m.after.empty())
      h += " after " + m.after;
    line(h);
    for (const Var *v : m.vars)
      var(v);
    for (const Grid *g : m.grids) {
      std::string s = "grid " + text::nameText(g->name) + " = [";
      if (g->extents.empty())
        s += "default rank " + std::to_string(g->rank);
      for (size_t i = 0; i < g->extents.size(); ++i)
        s += (i ? ", " : "") + expr(g->extents[i]);
      line(s + "]");
    }
    for (const Distribution *d : m.dists) {
      std::string s = "distribution " + text::nameText(d->name) + " : " + text::nameText(d->grid->name) + " = [";
      for (int i = 0; i < d->rank(); ++i) {
        s += (i ? ", " : "") + std::string(formatName(d->formats[i]));
        if (d->formats[i] == Distribution::BlockCyclic)
          s += "(" + std::to_string(d->blockSize[i]) + ")";
      }
      s += "] space";
      for (const Region *r : d->members)
        s += " " + region(r);
      line(s);
    }
    for (size_t k = 0; k < m.regions.size(); ++k) {
      const Region *r = m.regions[k];
      names.at = r->loc;
      std::string id = r->name.empty() ? "#" + std::to_string(k) : region(r).substr(1);
      if (!r->name.empty())
        id.pop_back();
      // An anonymous region's declaration spells its dimensions; its uses,
      // only as much as tells it apart.
      std::string dims = x.dims(r, false);
      line("region " + id + " : " + (r->dist ? text::nameText(r->dist->name) : "?") + " = " + dims +
           (r->defaulted ? " defaulted" : "") + (r->loc.line ? " loc(" + locText(r->loc) + ")" : ""));
    }
    for (const Direction *d : m.directions)
      line("direction " + text::nameText(d->name) + " = " + offsetText(d->offset));
    for (const Array *a : m.arrays)
      array(a);
    for (const Transfer *t : m.transfers)
      transfer(t);
    for (const Var *v : m.externVars)
      var(v);
    for (const ExternProc &xp : m.externs) {
      std::string s = "extern prototype " + text::nameText(xp.name) + "(";
      for (size_t i = 0; i < xp.params.size(); ++i)
        s += (i ? ", " : "") + std::string(tyName(xp.params[i]));
      s += ")";
      if (xp.ret != Ty::Void)
        s += " : " + std::string(tyName(xp.ret));
      line(s);
    }
    for (const Procedure *p : m.procs)
      procedure(p);
  }

  void procedure(const Procedure *p) {
    names.scope = p;
    std::string s = "procedure " + text::nameText(p->name) + "(";
    for (size_t i = 0; i < p->paramOrder.size(); ++i) {
      int k = p->paramOrder[i];
      s += i ? "; " : "";
      if (k >= 0) {
        const Var *v = p->params[k];
        s += modeText(v->mode) + text::nameText(v->name) + " : " + varType(v);
      } else {
        const Array *a = p->arrayParams[-k - 1];
        s += modeText(a->mode) + text::nameText(a->name) + " : [" + std::string(a->rank() - 1, ',') + "] " +
             tyName(a->elem);
      }
    }
    s += ")";
    if (p->ret != Ty::Void)
      s += " : " + std::string(tyName(p->ret));
    line(s);
    ++depth;
    // A parallel array parameter's region, distribution and halo.
    for (const Array *a : p->arrayParams)
      array(a, true);
    for (const Var *v : p->locals)
      var(v);
    for (const Array *a : p->localArrays)
      array(a);
    --depth;
    line("begin");
    block(p->body);
    line("end");
    names.scope = nullptr;
  }
};

} // namespace

std::string printRegion(const Region *r) { return ExprText(nullptr).region(r); }

std::string printExpr(const Expr *e) { return ExprText(nullptr).expr(e); }

std::string print(const Module &m) {
  Printer p;
  p.module(m);
  return p.os.str();
}

} // namespace zpl::ir
