// The textual IR. Stable on purpose: lit tests match it line by line, so it
// names every object and never prints addresses.
#include "ir/IR.h"
#include "ir/ScanOrder.h"

#include <sstream>

namespace zpl::ir {
namespace {

std::string offsetText(const std::vector<int64_t> &o) {
  std::string s = "[";
  for (size_t i = 0; i < o.size(); ++i)
    s += (i ? ", " : "") + std::to_string(o[i]);
  return s + "]";
}

const char *formatName(Distribution::Format f) {
  switch (f) {
  case Distribution::Block: return "block";
  case Distribution::Cyclic: return "cyclic";
  case Distribution::BlockCyclic: return "cyclic";
  case Distribution::None: return "*";
  }
  return "?";
}

std::string regionDims(const Region *r) {
  std::string s = "[";
  for (size_t i = 0; i < r->dims.size(); ++i) {
    const Region::Dim &d = r->dims[i];
    s += i ? ", " : "";
    if (d.flood) {
      s += "*";
      continue;
    }
    std::string lo = printExpr(d.lo), hi = printExpr(d.hi);
    s += lo == hi ? lo : lo + ".." + hi;
    if (d.strideExpr)
      s += " by " + printExpr(d.strideExpr);
    else if (d.stride != 1)
      s += " by " + std::to_string(d.stride);
  }
  s += "]";
  if (r->mask)
    s += std::string(r->maskWithout ? " without " : " with ") + printExpr(r->mask);
  return s;
}

class Printer {
public:
  std::ostringstream os;
  int depth = 0;

  void line(const std::string &s) { os << std::string(2 * depth, ' ') << s << "\n"; }

  std::string items(const std::vector<Write::Item> &its) {
    std::string s;
    for (size_t i = 0; i < its.size(); ++i) {
      const Write::Item &it = its[i];
      s += i ? ", " : "";
      if (!it.format.empty())
        s += "\"" + it.format + "\":";
      if (it.region)
        s += printRegion(it.region) + " ";
      s += it.array ? it.array->name : printExpr(it.value);
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
    switch (s->kind) {
    case Stmt::K_Block:
      line("begin");
      block(llvm::cast<Block>(s));
      line("end");
      break;
    case Stmt::K_ParAssign: {
      auto *a = llvm::cast<ParAssign>(s);
      line(printRegion(a->region) + " " + a->lhs->name + " " + a->op + " " +
           printExpr(a->rhs));
      break;
    }
    case Stmt::K_ScalarAssign: {
      auto *a = llvm::cast<ScalarAssign>(s);
      line(printExpr(a->lhs) + " " + a->op + " " + printExpr(a->rhs));
      break;
    }
    case Stmt::K_ReduceStmt: {
      auto *r = llvm::cast<ReduceStmt>(s);
      std::string target = r->into ? printRegion(r->intoRegion) + " " + r->into->name : r->target->name;
      line(target + " := " + r->op + "<< " + printRegion(r->region) + " " + printExpr(r->operand));
      break;
    }
    case Stmt::K_ScanStmt: {
      auto *c = llvm::cast<ScanStmt>(s);
      line(printRegion(c->region) + " " + c->lhs->name + " := " + c->op + "|| " +
           scanDims(c) + printExpr(c->operand));
      break;
    }
    case Stmt::K_RemapStmt: {
      auto *r = llvm::cast<RemapStmt>(s);
      std::string t = r->array->name + "#[";
      for (size_t i = 0; i < r->maps.size(); ++i)
        t += (i ? ", " : "") + printExpr(r->maps[i]);
      t += "]";
      if (r->scatter())
        line(printRegion(r->region) + " " + t + " " + r->op + " " + printExpr(r->value));
      else
        line(printRegion(r->region) + " " + r->dst->name + " := " + t);
      break;
    }
    case Stmt::K_Ironman: {
      auto *c = llvm::cast<Ironman>(s);
      static const char *names[] = {"DR", "SR", "DN", "SV"};
      line(std::string(names[c->call]) + " t" + std::to_string(c->transfer->id));
      break;
    }
    case Stmt::K_If: {
      auto *i = llvm::cast<If>(s);
      for (size_t k = 0; k < i->arms.size(); ++k) {
        line((k ? "elsif " : "if ") + printExpr(i->arms[k].first) + " then");
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
      std::string h = "for " + printExpr(f->var) + " := " + printExpr(f->from) +
                      (f->down ? " downto " : " to ") + printExpr(f->to);
      if (f->step)
        h += " by " + printExpr(f->step);
      line(h + " do");
      block(f->body);
      line("end");
      break;
    }
    case Stmt::K_While: {
      auto *w = llvm::cast<While>(s);
      line("while " + printExpr(w->cond) + " do");
      block(w->body);
      line("end");
      break;
    }
    case Stmt::K_Repeat: {
      auto *r = llvm::cast<Repeat>(s);
      line("repeat");
      block(r->body);
      line("until " + printExpr(r->cond));
      break;
    }
    case Stmt::K_Write: {
      auto *w = llvm::cast<Write>(s);
      std::string h = w->newline ? "writeln(" : "write(";
      if (w->file)
        h += printExpr(w->file) + (w->items.empty() ? "" : ", ");
      line(h + items(w->items) + ")");
      break;
    }
    case Stmt::K_Read: {
      auto *r = llvm::cast<Read>(s);
      std::string t = r->file ? printExpr(r->file) : "";
      for (const Read::Item &it : r->items)
        t += (t.empty() ? "" : ", ") +
             (it.array ? printRegion(it.region) + " " + it.array->name : printExpr(it.var));
      line(std::string(r->line ? "readln(" : "read(") + t + ")");
      break;
    }
    case Stmt::K_CallStmt:
      line("call " + printExpr(llvm::cast<CallStmt>(s)->call));
      break;
    case Stmt::K_Return: {
      auto *r = llvm::cast<Return>(s);
      line(r->value ? "return " + printExpr(r->value) : "return");
      break;
    }
    case Stmt::K_Halt:
      line("halt(" + items(llvm::cast<Halt>(s)->items) + ")");
      break;
    case Stmt::K_Exit:
      line("exit");
      break;
    case Stmt::K_Continue:
      line("continue");
      break;
    }
  }

  void var(const Var *v) {
    static const char *st[] = {"config var", "config const", "const", "var", "var", "param", "extern var"};
    std::string s = std::string(st[v->storage]) + " " + v->name + " : ";
    if (!v->bounds.empty()) {
      s += "array [";
      for (size_t i = 0; i < v->bounds.size(); ++i)
        s += (i ? ", " : "") + std::to_string(v->bounds[i].first) + ".." +
             std::to_string(v->bounds[i].second);
      s += "] of ";
    }
    s += tyName(v->ty);
    if (v->init)
      s += " = " + printExpr(v->init);
    line(s);
  }

  void array(const Array *a) {
    std::string s = std::string(a->temp ? "temp " : "array ") + a->name +
                    (a->elements ? "[" + std::to_string(a->elementLo) + ".." +
                                       std::to_string(a->elementLo + a->elements - 1) + "]"
                                 : std::string()) +
                    " : " +
                    printRegion(a->region) + " " + tyName(a->elem) + " on " +
                    (a->dist ? a->dist->name : "?") + " halo [";
    for (int d = 0; d < a->rank(); ++d)
      s += (d ? ", " : "") + std::to_string(a->haloLo[d]) + ":" + std::to_string(a->haloHi[d]);
    line(s + "]");
  }

  void transfer(const Transfer *t) {
    std::string s = "transfer t" + std::to_string(t->id) +
                    (t->purpose == Transfer::Halo ? " halo " : " copy ") + t->src->name +
                    " -> " + t->dst->name + " map [";
    for (size_t k = 0; k < t->perm.size(); ++k) {
      s += k ? ", " : "";
      std::string o = printExpr(t->offset[k]);
      if (t->perm[k] < 0) {
        s += o; // a fixed index: the flooded slice
      } else if (t->flipped(k)) {
        // A mirror: the offset minus the index.
        s += o + "-i" + std::to_string(t->perm[k] + 1);
      } else {
        s += "i" + std::to_string(t->perm[k] + 1);
        if (o != "0")
          s += (o[0] == '-' ? "" : "+") + o;
      }
      if (t->wrap[k])
        s += " wrap";
    }
    s += "] over " + printRegion(t->region);
    if (t->precomputed)
      s += " precomputed " + t->encoding + " p=" + std::to_string(t->procs) +
           (t->closedForm ? " in closed form" : " pairs=" + std::to_string(t->pairs.size()));
    else
      s += " runtime";
    if (!t->border.empty())
      s += " into border"; // wrap/reflect: destinations may be fluff
    line(s);
  }

  void module(const Module &m) {
    line("module " + m.name);
    for (const Var *v : m.vars)
      var(v);
    for (const Grid *g : m.grids) {
      std::string s = "grid " + g->name + " = [";
      if (g->extents.empty())
        s += "default rank " + std::to_string(g->rank);
      for (size_t i = 0; i < g->extents.size(); ++i)
        s += (i ? ", " : "") + printExpr(g->extents[i]);
      line(s + "]");
    }
    for (const Distribution *d : m.dists) {
      std::string s = "distribution " + d->name + " : " + d->grid->name + " = [";
      for (int i = 0; i < d->rank(); ++i) {
        s += (i ? ", " : "") + std::string(formatName(d->formats[i]));
        if (d->formats[i] == Distribution::BlockCyclic)
          s += "(" + std::to_string(d->blockSize[i]) + ")";
      }
      s += "] space";
      for (const Region *r : d->members)
        s += " " + printRegion(r);
      line(s);
    }
    for (const Region *r : m.regions)
      if (!r->name.empty())
        line("region " + r->name + " : " + (r->dist ? r->dist->name : "?") + " = " +
             regionDims(r));
    for (const Direction *d : m.directions)
      line("direction " + d->name + " = " + offsetText(d->offset));
    for (const Array *a : m.arrays)
      array(a);
    for (const Transfer *t : m.transfers)
      transfer(t);
    for (const Var *v : m.externVars)
      var(v);
    for (const ExternProc &x : m.externs) {
      std::string s = "extern prototype " + x.name + "(";
      for (size_t i = 0; i < x.params.size(); ++i)
        s += (i ? ", " : "") + std::string(tyName(x.params[i]));
      s += ")";
      if (x.ret != Ty::Void)
        s += " : " + std::string(tyName(x.ret));
      line(s);
    }
    for (const Procedure *p : m.procs) {
      std::string s = "procedure " + p->name + "(";
      for (size_t i = 0; i < p->paramOrder.size(); ++i) {
        int k = p->paramOrder[i];
        s += i ? "; " : "";
        if (k >= 0 && !p->params[k]->bounds.empty())
          s += p->params[k]->name + " : array [" +
               std::to_string(p->params[k]->bounds[0].first) + ".." +
               std::to_string(p->params[k]->bounds[0].second) + "] of " + tyName(p->params[k]->ty);
        else if (k >= 0)
          s += p->params[k]->name + " : " + tyName(p->params[k]->ty);
        else
          s += p->arrayParams[-k - 1]->name + " : [" +
               std::string(p->arrayParams[-k - 1]->rank() - 1, ',') + "] " +
               tyName(p->arrayParams[-k - 1]->elem);
      }
      s += ")";
      if (p->ret != Ty::Void)
        s += " : " + std::string(tyName(p->ret));
      line(s);
      ++depth;
      for (const Var *v : p->locals)
        var(v);
      for (const Array *a : p->localArrays)
        array(a);
      --depth;
      line("begin");
      block(p->body);
      line("end");
    }
  }
};

} // namespace

std::string printRegion(const Region *r) {
  if (!r)
    return "[?]";
  if (!r->name.empty())
    return "[" + r->name + "]";
  return regionDims(r);
}

std::string printExpr(const Expr *e) {
  if (!e)
    return "<null>";
  switch (e->kind) {
  case Expr::K_Lit: {
    auto *l = llvm::cast<Lit>(e);
    if (l->ty == Ty::String) {
      std::string s = "\"";
      for (char c : l->s)
        s += c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '"' ? "\\\"" : c == '\\' ? "\\\\" : std::string(1, c);
      return s + "\"";
    }
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
      os << l->f;
      return os.str();
    }
    return std::to_string(l->i);
  }
  case Expr::K_VarRef: {
    auto *v = llvm::cast<VarRef>(e);
    std::string s = v->var ? v->var->name : "<unresolved>";
    if (!v->subscripts.empty()) {
      s += "[";
      for (size_t i = 0; i < v->subscripts.size(); ++i)
        s += (i ? ", " : "") + printExpr(v->subscripts[i]);
      s += "]";
    }
    return s;
  }
  case Expr::K_ArrayRead: {
    auto *a = llvm::cast<ArrayRead>(e);
    std::string s = a->array->name;
    if (!a->dynOffset.empty()) {
      s += a->wrap ? "@^[" : "@[";
      for (size_t k = 0; k < a->dynOffset.size(); ++k)
        s += (k ? ", " : "") + printExpr(a->dynOffset[k]);
      s += "]";
    } else if (a->shifted())
      s += std::string(a->wrap ? "@^" : "@") + offsetText(a->offset);
    return s;
  }
  case Expr::K_Index:
    return "Index" + std::to_string(llvm::cast<IndexExpr>(e)->dim);
  case Expr::K_Unary: {
    auto *u = llvm::cast<Unary>(e);
    return spelling(u->op) + printExpr(u->operand);
  }
  case Expr::K_Binary: {
    auto *b = llvm::cast<Binary>(e);
    return "(" + printExpr(b->lhs) + " " + spelling(b->op) + " " + printExpr(b->rhs) + ")";
  }
  case Expr::K_Call: {
    auto *c = llvm::cast<Call>(e);
    std::string s = c->callee + "(";
    for (size_t i = 0; i < c->args.size(); ++i)
      s += (i ? ", " : "") + printExpr(c->args[i]);
    return s + ")";
  }
  case Expr::K_Reduce: {
    auto *r = llvm::cast<Reduce>(e);
    return "(" + r->op + "<< " + printRegion(r->region) + " " + printExpr(r->operand) + ")";
  }
  case Expr::K_Flood: {
    auto *f = llvm::cast<Flood>(e);
    return "(>>" + printRegion(f->source) + " " + printExpr(f->operand) + ")";
  }
  case Expr::K_Remap: {
    auto *r = llvm::cast<Remap>(e);
    std::string s = printExpr(r->operand) + "#[";
    for (size_t i = 0; i < r->perm.size(); ++i)
      s += (i ? ", " : "") + std::string("Index") + std::to_string(r->perm[i] + 1);
    for (size_t i = 0; i < r->maps.size(); ++i)
      s += (i ? ", " : "") + printExpr(r->maps[i]);
    return s + "]";
  }
  case Expr::K_RegionValue:
    return regionDims(llvm::cast<RegionValue>(e)->region);
  case Expr::K_ListValue: {
    std::string s;
    for (const Expr *x : llvm::cast<ListValue>(e)->elems)
      s += (s.empty() ? "" : ", ") + printExpr(x);
    return "{" + s + "}";
  }
  }
  return "?";
}

std::string print(const Module &m) {
  Printer p;
  p.module(m);
  return p.os.str();
}

} // namespace zpl::ir
