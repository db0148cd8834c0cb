#include "frontend/SemaFree.h"

#include "basic/Builtins.h"

namespace zpl::sema {
using namespace ast;
using llvm::cast;
using llvm::dyn_cast;
using llvm::dyn_cast_or_null;
using llvm::isa;

namespace {
using Errors = std::vector<std::pair<SourceLocation, std::string>>;

// The procedure a call runs; null for built-ins, also those an `extern
// prototype` restates (`extern prototype abs(x : generic) : generic;`).
const ProcedureDecl *procOf(const CallExpr *c) {
  auto *p = c->callee ? dyn_cast_or_null<ProcedureDecl>(c->callee->decl) : nullptr;
  if (p && p->isExtern && p->isPrototype && !p->definition && findBuiltin(p->name))
    return nullptr;
  return p;
}

bool freeProc(const ProcedureDecl *p) {
  return p && (p->isFree || (p->prototype && p->prototype->isFree) || (p->definition && p->definition->isFree));
}

// A name bound to free storage (what a free `out`/`inout` argument needs).
bool freeStorage(const Expr *e) {
  auto *n = dyn_cast<NameExpr>(e);
  if (!n || !n->decl)
    return false;
  if (auto *v = dyn_cast<VarDecl>(n->decl))
    return v->storage == VarDecl::Storage::FreeVar;
  if (auto *p = dyn_cast<ParamDecl>(n->decl))
    return p->isFree;
  return false;
}

std::string hint(const Expr *e) {
  return "; combine the processors' values with a reduction first, e.g. `max<< " +
         (isa<NameExpr>(e) ? cast<NameExpr>(e)->name : std::string("t")) + "`";
}

// Calls inside `e`: free arguments for ordinary parameters, ordinary
// variables for free `out`/`inout` parameters; and reductions of free
// values evaluated per index of a parallel expression.
void scan(const Expr *e, bool parallel, Errors &out) {
  if (!e)
    return;
  switch (e->kind) {
  case NodeKind::CallExpr: {
    auto *c = cast<CallExpr>(e);
    const ProcedureDecl *p = procOf(c);
    for (size_t i = 0; i < c->args.size(); ++i) {
      const Expr *a = c->args[i].get();
      scan(a, parallel, out);
      if (!p || i >= p->params.size())
        continue;
      const ParamDecl &pd = *p->params[i];
      if (pd.isFree && pd.mode != ParamDecl::Mode::In && !freeStorage(a))
        out.push_back({a->loc, "the `free` parameter `" + pd.name +
                                   "` needs a `free var` argument: it receives a value per processor"});
      else if (!pd.isFree && isFreeValue(a))
        out.push_back({a->loc, "a free (per-processor) value passed to parameter `" + pd.name +
                                   "`, which is not `free`" + hint(a)});
    }
    return;
  }
  case NodeKind::ReduceExpr: {
    auto *r = cast<ReduceExpr>(e);
    if (!r->operand->isParallel && parallel)
      out.push_back({e->loc, "a reduction of a free value inside a parallel expression would run once per "
                             "index; reduce it into a scalar before the statement"});
    scan(r->operand.get(), parallel, out);
    return;
  }
  case NodeKind::UnaryExpr:
    return scan(cast<UnaryExpr>(e)->operand.get(), parallel, out);
  case NodeKind::BinaryExpr:
    scan(cast<BinaryExpr>(e)->lhs.get(), parallel, out);
    return scan(cast<BinaryExpr>(e)->rhs.get(), parallel, out);
  case NodeKind::ShiftExpr:
    return scan(cast<ShiftExpr>(e)->operand.get(), parallel, out);
  case NodeKind::SubscriptExpr:
    for (auto &i : cast<SubscriptExpr>(e)->indices)
      scan(i.get(), parallel, out);
    return scan(cast<SubscriptExpr>(e)->base.get(), parallel, out);
  case NodeKind::MemberExpr:
    return scan(cast<MemberExpr>(e)->base.get(), parallel, out);
  case NodeKind::ScanExpr:
    return scan(cast<ScanExpr>(e)->operand.get(), parallel, out);
  case NodeKind::FloodExpr:
    return scan(cast<FloodExpr>(e)->operand.get(), parallel, out);
  case NodeKind::FormatExpr:
    return scan(cast<FormatExpr>(e)->value.get(), parallel, out);
  default:
    return;
  }
}

void noFree(const Expr *e, const std::string &what, Errors &out) {
  if (e && isFreeValue(e))
    out.push_back({e->loc, what + " is a free (per-processor) value" + hint(e)});
}
} // namespace

bool isFreeValue(const Expr *e) {
  if (!e || !e->type)
    return false;
  switch (e->kind) {
  case NodeKind::NameExpr:
    return freeStorage(e);
  case NodeKind::CallExpr: {
    auto *c = cast<CallExpr>(e);
    if (const ProcedureDecl *p = procOf(c))
      return freeProc(p);
    for (auto &a : c->args) // a built-in of free values (`abs(t)`)
      if (isFreeValue(a.get()))
        return true;
    return false;
  }
  case NodeKind::UnaryExpr:
    return isFreeValue(cast<UnaryExpr>(e)->operand.get());
  case NodeKind::BinaryExpr:
    return isFreeValue(cast<BinaryExpr>(e)->lhs.get()) || isFreeValue(cast<BinaryExpr>(e)->rhs.get());
  case NodeKind::SubscriptExpr:
    return isFreeValue(cast<SubscriptExpr>(e)->base.get());
  case NodeKind::MemberExpr:
    return isFreeValue(cast<MemberExpr>(e)->base.get());
  case NodeKind::FormatExpr:
    return isFreeValue(cast<FormatExpr>(e)->value.get());
  default:
    return false; // literals, reductions (their result is common), arrays
  }
}

Errors freeLeaks(const Stmt &s, const ProcedureDecl *in) {
  Errors out;
  switch (s.kind) {
  case NodeKind::AssignStmt: {
    auto &a = cast<AssignStmt>(s);
    bool parallel = a.lhs->isParallel;
    scan(a.rhs.get(), parallel, out);
    scan(a.lhs.get(), parallel, out);
    if (a.rhs && !freeStorage(a.lhs.get()))
      noFree(a.rhs.get(), parallel ? "the right side of a parallel assignment"
                                   : "the right side of an assignment to a variable that is not `free`",
             out);
    return out;
  }
  case NodeKind::CallStmt:
    scan(cast<CallStmt>(s).call.get(), false, out);
    return out;
  case NodeKind::IfStmt:
    for (auto &c : cast<IfStmt>(s).clauses) {
      scan(c.cond.get(), c.cond->isParallel, out);
      noFree(c.cond.get(), "the condition", out);
    }
    return out;
  case NodeKind::WhileStmt:
    scan(cast<WhileStmt>(s).cond.get(), false, out);
    noFree(cast<WhileStmt>(s).cond.get(), "the condition", out);
    return out;
  case NodeKind::RepeatStmt:
    scan(cast<RepeatStmt>(s).cond.get(), false, out);
    noFree(cast<RepeatStmt>(s).cond.get(), "the condition", out);
    return out;
  case NodeKind::ForStmt: {
    auto &f = cast<ForStmt>(s);
    for (const Expr *b : {f.from.get(), f.to.get(), f.step.get()}) {
      scan(b, false, out);
      noFree(b, "a loop bound", out);
    }
    return out;
  }
  case NodeKind::ReturnStmt: {
    const Expr *v = cast<ReturnStmt>(s).value.get();
    scan(v, false, out);
    if (in && !freeProc(in) && v && isFreeValue(v))
      out.push_back({v->loc, "the result of `" + in->name + "` is a free (per-processor) value; "
                             "declare it `free procedure " + in->name +
                             "` or combine the processors' values with a reduction first" +
                             hint(v).substr(hint(v).find(", e.g."))});
    return out;
  }
  case NodeKind::IOStmt: {
    auto &io = cast<IOStmt>(s);
    bool write = io.op == IOStmt::Op::Write || io.op == IOStmt::Op::Writeln;
    for (auto &a : io.args) {
      scan(a.get(), a->isParallel, out);
      if (write)
        noFree(a.get(), "an item of `write`", out);
    }
    return out;
  }
  default:
    return out;
  }
}
} // namespace zpl::sema
