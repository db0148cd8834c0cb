#include "ir/TextForm.h"

#include "basic/Builtins.h"

#include <cctype>

namespace zpl::ir::text {

bool builtinReduceOp(const std::string &op) {
  for (const char *b : {"+", "*", "max", "min", "&", "|", "band", "bor", "bxor"})
    if (op == b)
      return true;
  return false;
}

Ty impliedTy(const Expr *e) {
  switch (e->kind) {
  case Expr::K_Lit: {
    auto *l = llvm::cast<Lit>(e);
    // The literal's spelling says which; a computed float is a double.
    if (l->ty == Ty::String || l->ty == Ty::Bool || l->ty == Ty::File || l->ty == Ty::Char)
      return l->ty;
    if (isFloating(l->ty))
      return !l->s.empty() && l->s.find_first_of(".eE") == std::string::npos ? Ty::Int : Ty::Double;
    return Ty::Int;
  }
  case Expr::K_VarRef: {
    auto *v = llvm::cast<VarRef>(e);
    return v->var ? v->var->ty : Ty::Void;
  }
  case Expr::K_ArrayRead: return llvm::cast<ArrayRead>(e)->array->elem;
  case Expr::K_Index: return Ty::Int;
  case Expr::K_Unary: {
    auto *u = llvm::cast<Unary>(e);
    return u->op == UnOp::Not ? Ty::Bool : u->operand->ty;
  }
  case Expr::K_Binary: {
    auto *b = llvm::cast<Binary>(e);
    switch (b->op) {
    case BinOp::Eq: case BinOp::Ne: case BinOp::Lt: case BinOp::Le: case BinOp::Gt: case BinOp::Ge:
    case BinOp::And: case BinOp::Or:
      return Ty::Bool;
    default: break;
    }
    Ty a = b->lhs->ty, c = b->rhs->ty;
    if (a == Ty::Double || c == Ty::Double) return Ty::Double;
    if (a == Ty::Float || c == Ty::Float) return Ty::Float;
    if (a == Ty::Long || c == Ty::Long) return Ty::Long;
    return Ty::Int;
  }
  case Expr::K_Call: {
    auto *c = llvm::cast<Call>(e);
    return c->proc ? c->proc->ret : Ty::Double;
  }
  case Expr::K_Reduce: {
    auto *r = llvm::cast<Reduce>(e);
    if (r->identity)
      return Module::userReductionTy(r->identity);
    return r->op == "&" || r->op == "|" ? Ty::Bool : r->operand->ty;
  }
  case Expr::K_Flood: return llvm::cast<Flood>(e)->operand->ty;
  case Expr::K_Remap: return llvm::cast<Remap>(e)->operand->ty;
  case Expr::K_RegionValue: return Ty::Long;
  case Expr::K_ListValue: {
    auto *l = llvm::cast<ListValue>(e);
    return l->elems.empty() ? Ty::Int : l->elems[0]->ty;
  }
  }
  return Ty::Void;
}

bool locWritten(const Expr *e, Loc at) {
  switch (e->kind) {
  case Expr::K_Binary: {
    BinOp op = llvm::cast<Binary>(e)->op;
    return (op == BinOp::Div || op == BinOp::Mod || op == BinOp::Pow) && e->loc.line != at.line;
  }
  case Expr::K_Call: {
    // A built-in's location matters where the C++ names its line: a real
    // converted to an integer (`to_ubyte(3.9)`, checked there).
    auto *c = llvm::cast<Call>(e);
    const BuiltinInfo *b = c->proc || c->external ? nullptr : findBuiltin(c->callee);
    if (!c->proc)
      return b && b->kind == BuiltinKind::Convert && c->args.size() == 1 && isFloating(c->args[0]->ty) &&
             e->loc.line != at.line;
    return e->loc.line != at.line || e->loc.col != at.col;
  }
  case Expr::K_Reduce: case Expr::K_Remap:
    return e->loc.line != at.line || e->loc.col != at.col;
  default:
    return false;
  }
}

bool impliedParallel(const Expr *e) {
  switch (e->kind) {
  case Expr::K_ArrayRead: case Expr::K_Index: case Expr::K_Flood: case Expr::K_Remap:
    return true;
  case Expr::K_Unary: return impliedParallel(llvm::cast<Unary>(e)->operand);
  case Expr::K_Binary: {
    auto *b = llvm::cast<Binary>(e);
    return impliedParallel(b->lhs) || impliedParallel(b->rhs);
  }
  case Expr::K_Call: {
    // Whole arrays passed to a procedure's parallel array parameters do not
    // make the call parallel (ir/lower/Expressions.cpp).
    auto *c = llvm::cast<Call>(e);
    for (const Expr *a : c->args) {
      auto *rd = llvm::dyn_cast<ArrayRead>(a);
      if (impliedParallel(a) && !(c->proc && rd && !rd->shifted()))
        return true;
    }
    return false;
  }
  default:
    return false;
  }
}

bool isPlainName(const std::string &n) {
  if (n.empty() || std::isdigit((unsigned char)n[0]) || n[0] == '.')
    return false;
  for (size_t i = 0; i < n.size(); ++i) {
    unsigned char c = n[i];
    if (std::isalnum(c) || c == '_' || c == '$')
      continue;
    // `P.x`: a dot between name characters, never `..`.
    if (c == '.' && i + 1 < n.size() && (std::isalpha((unsigned char)n[i + 1]) || n[i + 1] == '_' || n[i + 1] == '$'))
      continue;
    return false;
  }
  return true;
}

std::string nameText(const std::string &name) { return isPlainName(name) ? name : quoted(name); }

std::string quoted(const std::string &s) {
  std::string r = "\"";
  for (char c : s)
    r += c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '"' ? "\\\"" : c == '\\' ? "\\\\" : std::string(1, c);
  return r + "\"";
}

bool parseTy(const std::string &s, Ty &t) {
  static const Ty all[] = {Ty::Void, Ty::Bool, Ty::Int, Ty::Long, Ty::Float,
                           Ty::Double, Ty::Char, Ty::String, Ty::File, Ty::Timer,
                           Ty::Opaque, Ty::Generic};
  for (Ty x : all)
    if (s == tyName(x)) {
      t = x;
      return true;
    }
  return false;
}

} // namespace zpl::ir::text
