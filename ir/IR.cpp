#include "ir/IR.h"

namespace zpl::ir {

const char *tyName(Ty t) {
  switch (t) {
  case Ty::Void: return "void";
  case Ty::Bool: return "boolean";
  case Ty::Int: return "integer";
  case Ty::Long: return "long";
  case Ty::Float: return "float";
  case Ty::Double: return "double";
  case Ty::Char: return "char";
  case Ty::String: return "string";
  case Ty::File: return "file";
  case Ty::Timer: return "timer";
  case Ty::Opaque: return "opaque";
  case Ty::Generic: return "generic";
  }
  return "?";
}

const char *spelling(UnOp op) {
  switch (op) {
  case UnOp::Neg: return "-";
  case UnOp::Not: return "!";
  }
  return "?";
}

const char *spelling(BinOp op) {
  switch (op) {
  case BinOp::Add: return "+";
  case BinOp::Sub: return "-";
  case BinOp::Mul: return "*";
  case BinOp::Div: return "/";
  case BinOp::Mod: return "%";
  case BinOp::Pow: return "^";
  case BinOp::Eq: return "=";
  case BinOp::Ne: return "!=";
  case BinOp::Lt: return "<";
  case BinOp::Le: return "<=";
  case BinOp::Gt: return ">";
  case BinOp::Ge: return ">=";
  case BinOp::And: return "&";
  case BinOp::Or: return "|";
  }
  return "?";
}

bool isFloating(Ty t) { return t == Ty::Float || t == Ty::Double; }
bool checkedStore(Ty from, Ty to) { return isFloating(from) && isIntegral(to) && to != Ty::Bool; }

bool isIntegral(Ty t) {
  return t == Ty::Int || t == Ty::Long || t == Ty::Char || t == Ty::Bool;
}

bool ArrayRead::shifted() const {
  if (!dynOffset.empty())
    return true;
  for (int64_t o : offset)
    if (o != 0)
      return true;
  return false;
}

bool Region::strided() const {
  for (const Dim &d : dims)
    if (d.stride != 1 || d.strideExpr)
      return true;
  return false;
}

Lit *Module::intLit(int64_t v) {
  Lit *l = make<Lit>();
  l->i = v;
  l->ty = Ty::Int;
  return l;
}

Grid *Module::defaultGrid(int rank) {
  std::string name = "DefaultGrid" + std::to_string(rank);
  for (Grid *g : grids)
    if (g->name == name)
      return g;
  Grid *g = make<Grid>();
  g->name = name;
  g->rank = rank;
  grids.push_back(g);
  return g;
}

Distribution *Module::defaultDist(int rank) {
  std::string name = "DefaultDist" + std::to_string(rank);
  for (Distribution *d : dists)
    if (d->name == name)
      return d;
  Distribution *d = make<Distribution>();
  d->name = name;
  d->grid = defaultGrid(rank);
  d->formats.assign(rank, Distribution::Block);
  d->blockSize.assign(rank, 1);
  dists.push_back(d);
  return d;
}

Procedure *Module::findProc(const std::string &name) const {
  for (Procedure *p : procs)
    if (p->name == name)
      return p;
  return nullptr;
}

Procedure *Module::findProc(const std::string &name, size_t params) const {
  for (Procedure *p : procs)
    if (p->name == name && p->paramOrder.size() == params)
      return p;
  return nullptr;
}

Ty Module::userReductionTy(const Procedure *id) {
  return id->ret != Ty::Void || id->params.empty() ? id->ret : id->params[0]->ty;
}

bool Module::userReduction(const std::string &name, Procedure *&identity, Procedure *&accumulate,
                           size_t operands) const {
  accumulate = findProc(name, 2 * operands);
  identity = operands == 1 ? findProc(name, 0) : nullptr;
  if (!identity)
    identity = findProc(name, operands);
  return identity && accumulate;
}

} // namespace zpl::ir
