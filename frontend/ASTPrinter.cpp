#include "frontend/ASTPrinter.h"
#include "frontend/InitList.h"

#include <ostream>
#include <sstream>

namespace zpl {

using namespace ast;

namespace {

std::string quote(const std::string &s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '\n':
      out += "\\n";
      break;
    case '\t':
      out += "\\t";
      break;
    case '\r':
      out += "\\r";
      break;
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    default:
      if (c < 0x20 || c == 0x7f) {
        char buf[8];
        snprintf(buf, sizeof buf, "\\x%02x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  return out + "\"";
}

std::string locString(SourceLocation l) {
  return std::to_string(l.line) + ":" + std::to_string(l.col);
}

const char *storageName(VarDecl::Storage s) {
  switch (s) {
  case VarDecl::Storage::Var:
    return "var";
  case VarDecl::Storage::FreeVar:
    return "free-var";
  case VarDecl::Storage::ConfigVar:
    return "config-var";
  case VarDecl::Storage::ConfigConst:
    return "config-const";
  case VarDecl::Storage::Constant:
    return "constant";
  }
  return "?";
}

const char *modeName(ParamDecl::Mode m) {
  switch (m) {
  case ParamDecl::Mode::In:
    return "in";
  case ParamDecl::Mode::Out:
    return "out";
  case ParamDecl::Mode::InOut:
    return "inout";
  }
  return "?";
}

class Printer {
public:
  Printer(std::ostream &out, const ASTPrintOptions &opts)
      : out_(out), opts_(opts) {}

  void node(const Node *n, const char *role = nullptr) {
    if (!n)
      return;
    line(role);
    out_ << kindName(n->kind) << ' ' << locString(n->loc);
    attrs(n);
    out_ << '\n';
    ++indent_;
    children(n);
    --indent_;
  }

private:
  std::ostream &out_;
  const ASTPrintOptions &opts_;
  unsigned indent_ = 0;

  void line(const char *role) {
    for (unsigned i = 0; i < indent_; ++i)
      out_ << "  ";
    if (role)
      out_ << role << ": ";
  }

  // A line for a piece of syntax that is not a node (region dimensions,
  // distribution formats, array bounds, if clauses).
  void pseudo(const char *role, const std::string &what, SourceLocation l) {
    line(role);
    out_ << what << ' ' << locString(l) << '\n';
  }

  void initList(const InitList &l, const char *role) {
    pseudo(role, "InitList", l.loc);
    ++indent_;
    for (auto &it : l.items)
      if (it.expr)
        node(it.expr.get());
      else
        initList(*it.list, nullptr);
    --indent_;
  }

  void semaType(const Type *t) {
    if (t && opts_.typeName)
      out_ << " type=" << opts_.typeName(t);
  }

  void declRef(const Decl *d) {
    if (d && opts_.showSema)
      out_ << " -> " << kindName(d->kind) << ' ' << d->name << ' '
           << locString(d->loc);
  }

  void attrs(const Node *n) {
    if (auto *d = llvm::dyn_cast<Decl>(n)) {
      out_ << ' ' << d->name;
      if (auto *v = llvm::dyn_cast<VarDecl>(d)) {
        out_ << ' ' << storageName(v->storage);
        if (v->isLocal)
          out_ << " local";
        if (v->isExtern)
          out_ << " extern";
      } else if (auto *t = llvm::dyn_cast<TypeDecl>(d)) {
        if (t->isExtern)
          out_ << " extern";
      } else if (auto *p = llvm::dyn_cast<ParamDecl>(d)) {
        out_ << ' ' << modeName(p->mode);
        if (p->isFree)
          out_ << " free";
      } else if (auto *e = llvm::dyn_cast<EnumeratorDecl>(d)) {
        out_ << " = " << e->value;
      } else if (auto *f = llvm::dyn_cast<FieldDecl>(d)) {
        out_ << " #" << f->index;
      } else if (auto *pr = llvm::dyn_cast<ProcedureDecl>(d)) {
        if (pr->isExtern)
          out_ << " extern";
        if (pr->isPrototype)
          out_ << " prototype";
        if (pr->isFree)
          out_ << " free";
      }
      if (opts_.showSema)
        semaType(d->type);
      return;
    }
    if (auto *t = llvm::dyn_cast<TypeExpr>(n)) {
      if (auto *b = llvm::dyn_cast<BuiltinTypeExpr>(t))
        out_ << ' ' << BuiltinTypeExpr::spelling(b->builtin);
      else if (auto *nt = llvm::dyn_cast<NamedTypeExpr>(t)) {
        out_ << ' ' << nt->name;
        declRef(nt->decl);
      } else if (auto *pa = llvm::dyn_cast<ParallelArrayTypeExpr>(t)) {
        if (pa->isRankOnly())
          out_ << " rank-only";
        if (pa->rank)
          out_ << " rank=" << pa->rank;
      } else if (auto *r = llvm::dyn_cast<RegionTypeExpr>(t)) {
        if (r->rank)
          out_ << " rank=" << r->rank;
      } else if (auto *dt = llvm::dyn_cast<DirectionTypeExpr>(t)) {
        if (dt->rank) {
          out_ << " <";
          for (size_t i = 0; i < dt->signs.size(); ++i)
            out_ << (i ? "," : "") << dt->signs[i];
          out_ << '>';
        }
      }
      if (opts_.showSema)
        semaType(t->resolved);
      return;
    }
    if (auto *e = llvm::dyn_cast<Expr>(n)) {
      switch (e->kind) {
      case NodeKind::IntegerLiteral:
        out_ << ' ' << llvm::cast<IntegerLiteral>(e)->spelling;
        break;
      case NodeKind::FloatLiteral:
        out_ << ' ' << llvm::cast<FloatLiteral>(e)->spelling;
        break;
      case NodeKind::StringLiteral:
        out_ << ' ' << quote(llvm::cast<StringLiteral>(e)->value);
        break;
      case NodeKind::BoolLiteral:
        out_ << (llvm::cast<BoolLiteral>(e)->value ? " true" : " false");
        break;
      case NodeKind::CharLiteral: {
        char ch = llvm::cast<CharLiteral>(e)->value;
        if (ch >= 32 && ch < 127 && ch != '\\' && ch != '\'')
          out_ << " '" << ch << "'";
        else
          out_ << " char(" << int((unsigned char)ch) << ")";
        break;
      }
      case NodeKind::NameExpr:
        out_ << ' ' << llvm::cast<NameExpr>(e)->name;
        declRef(llvm::cast<NameExpr>(e)->decl);
        break;
      case NodeKind::IndexArrayExpr:
        out_ << ' ' << llvm::cast<IndexArrayExpr>(e)->dim;
        break;
      case NodeKind::UnaryExpr:
        out_ << ' ' << UnaryExpr::opSpelling(llvm::cast<UnaryExpr>(e)->op);
        break;
      case NodeKind::BinaryExpr:
        out_ << ' ' << BinaryExpr::opSpelling(llvm::cast<BinaryExpr>(e)->op);
        break;
      case NodeKind::ShiftExpr:
        out_ << (llvm::cast<ShiftExpr>(e)->wrap ? " @^" : " @");
        break;
      case NodeKind::MemberExpr:
        out_ << ' ' << llvm::cast<MemberExpr>(e)->member;
        break;
      case NodeKind::CallExpr:
        out_ << ' ' << llvm::cast<CallExpr>(e)->callee->name;
        declRef(llvm::cast<CallExpr>(e)->callee->decl);
        break;
      case NodeKind::ReduceExpr: {
        auto *r = llvm::cast<ReduceExpr>(e);
        out_ << ' ' << (r->isUser() ? r->userOp.c_str() : reduceOpSpelling(r->op)) << "<<"
             << (r->isPartial() ? " partial" : " full");
        break;
      }
      case NodeKind::ScanExpr:
        out_ << ' '
             << (llvm::cast<ScanExpr>(e)->userOp.empty() ? reduceOpSpelling(llvm::cast<ScanExpr>(e)->op)
                                                          : llvm::cast<ScanExpr>(e)->userOp.c_str())
             << "||";
        break;
      case NodeKind::RegionLiteralExpr:
        out_ << " rank=" << llvm::cast<RegionLiteralExpr>(e)->numDims();
        break;
      case NodeKind::DirectionLiteralExpr:
        out_ << " rank=" << llvm::cast<DirectionLiteralExpr>(e)->offsets.size();
        break;
      case NodeKind::DerivedRegionExpr:
        out_ << ' '
             << DerivedRegionExpr::opSpelling(
                    llvm::cast<DerivedRegionExpr>(e)->op);
        break;
      case NodeKind::FormatExpr:
        out_ << ' ' << quote(llvm::cast<FormatExpr>(e)->format);
        break;
      default:
        break;
      }
      if (opts_.showSema) {
        semaType(e->type);
        if (e->isParallel)
          out_ << " parallel";
        if (e->rank)
          out_ << " rank=" << e->rank;
      }
      return;
    }
    switch (n->kind) {
    case NodeKind::Program:
      out_ << ' ' << llvm::cast<Program>(n)->name;
      if (opts_.showSema && llvm::cast<Program>(n)->entry)
        out_ << " entry=" << llvm::cast<Program>(n)->entry->name;
      break;
    case NodeKind::AssignStmt:
      out_ << ' ' << AssignStmt::opSpelling(llvm::cast<AssignStmt>(n)->op);
      break;
    case NodeKind::IOStmt:
      out_ << ' ' << IOStmt::opSpelling(llvm::cast<IOStmt>(n)->op);
      if (llvm::cast<IOStmt>(n)->hasFile)
        out_ << " with-file";
      break;
    case NodeKind::ForStmt:
      out_ << (llvm::cast<ForStmt>(n)->downto ? " downto" : " to");
      break;
    case NodeKind::CompoundStmt:
      if (llvm::cast<CompoundStmt>(n)->hasBeginEnd)
        out_ << " begin-end";
      break;
    default:
      break;
    }
  }

  void exprs(const std::vector<ExprPtr> &v, const char *role = nullptr) {
    for (const auto &e : v) {
      if (e)
        node(e.get(), role);
      else
        pseudo(role, "<empty>", {});
    }
  }

  void regionDim(const RegionDim &d) {
    switch (d.kind) {
    case RegionDim::Kind::Range:
      pseudo(nullptr, "Range", d.loc);
      ++indent_;
      node(d.lo.get(), "lo");
      node(d.hi.get(), "hi");
      if (d.stride)
        node(d.stride.get(), "by");
      --indent_;
      break;
    case RegionDim::Kind::Single:
      pseudo(nullptr, "Single", d.loc);
      ++indent_;
      node(d.lo.get());
      --indent_;
      break;
    case RegionDim::Kind::Star:
      pseudo(nullptr, "Star", d.loc);
      break;
    case RegionDim::Kind::Empty:
      pseudo(nullptr, "Empty", d.loc);
      break;
    }
  }

  void children(const Node *n) {
    switch (n->kind) {
    case NodeKind::Program:
      for (const auto &d : llvm::cast<Program>(n)->decls)
        node(d.get());
      break;
    case NodeKind::VarDecl: {
      auto *v = llvm::cast<VarDecl>(n);
      node(v->typeExpr.get(), "type");
      node(v->init.get(), "init");
      if (v->initList)
        initList(*v->initList, "init");
      break;
    }
    case NodeKind::ParamDecl:
      node(llvm::cast<ParamDecl>(n)->typeExpr.get(), "type");
      break;
    case NodeKind::FieldDecl:
      node(llvm::cast<FieldDecl>(n)->typeExpr.get(), "type");
      break;
    case NodeKind::TypeDecl:
      node(llvm::cast<TypeDecl>(n)->typeExpr.get());
      break;
    case NodeKind::RegionDecl: {
      auto *r = llvm::cast<RegionDecl>(n);
      node(r->distribution.get(), "distribution");
      node(r->init.get());
      break;
    }
    case NodeKind::DirectionDecl:
      node(llvm::cast<DirectionDecl>(n)->init.get());
      break;
    case NodeKind::GridDecl:
      exprs(llvm::cast<GridDecl>(n)->extents);
      break;
    case NodeKind::DistributionDecl: {
      auto *d = llvm::cast<DistributionDecl>(n);
      node(d->grid.get(), "grid");
      for (const auto &f : d->formats) {
        const char *name = f.kind == DistFormat::Kind::Block    ? "block"
                           : f.kind == DistFormat::Kind::Cyclic ? "cyclic"
                           : f.kind == DistFormat::Kind::BlockCyclic
                               ? "cyclic(k)"
                               : "*";
        pseudo("format", name, f.loc);
        if (f.blockSize) {
          ++indent_;
          node(f.blockSize.get(), "k");
          --indent_;
        }
      }
      break;
    }
    case NodeKind::ProcedureDecl: {
      auto *p = llvm::cast<ProcedureDecl>(n);
      for (const auto &param : p->params)
        node(param.get(), "param");
      node(p->returnType.get(), "returns");
      for (const auto &l : p->locals)
        node(l.get(), "local");
      node(p->body.get(), "body");
      break;
    }
    case NodeKind::ParallelArrayTypeExpr: {
      auto *t = llvm::cast<ParallelArrayTypeExpr>(n);
      node(t->region.get(), "region");
      node(t->element.get(), "element");
      break;
    }
    case NodeKind::IndexedArrayTypeExpr: {
      auto *t = llvm::cast<IndexedArrayTypeExpr>(n);
      for (const auto &b : t->bounds) {
        pseudo("bound", "Bound", b.loc);
        ++indent_;
        node(b.lo.get(), "lo");
        node(b.hi.get(), "hi");
        --indent_;
      }
      node(t->element.get(), "element");
      break;
    }
    case NodeKind::EnumTypeExpr:
      for (const auto &e : llvm::cast<EnumTypeExpr>(n)->enumerators)
        node(e.get());
      break;
    case NodeKind::RecordTypeExpr:
      for (const auto &f : llvm::cast<RecordTypeExpr>(n)->fields)
        node(f.get());
      break;
    case NodeKind::UnaryExpr:
      node(llvm::cast<UnaryExpr>(n)->operand.get());
      break;
    case NodeKind::BinaryExpr:
      node(llvm::cast<BinaryExpr>(n)->lhs.get());
      node(llvm::cast<BinaryExpr>(n)->rhs.get());
      break;
    case NodeKind::ShiftExpr:
      node(llvm::cast<ShiftExpr>(n)->operand.get());
      node(llvm::cast<ShiftExpr>(n)->direction.get(), "direction");
      break;
    case NodeKind::PrimeExpr:
      node(llvm::cast<PrimeExpr>(n)->operand.get());
      break;
    case NodeKind::RemapExpr:
      node(llvm::cast<RemapExpr>(n)->operand.get());
      exprs(llvm::cast<RemapExpr>(n)->maps, "map");
      break;
    case NodeKind::SubscriptExpr:
      node(llvm::cast<SubscriptExpr>(n)->base.get());
      exprs(llvm::cast<SubscriptExpr>(n)->indices, "index");
      break;
    case NodeKind::MemberExpr:
      node(llvm::cast<MemberExpr>(n)->base.get());
      break;
    case NodeKind::CallExpr:
      exprs(llvm::cast<CallExpr>(n)->args);
      break;
    case NodeKind::ReduceExpr:
      node(llvm::cast<ReduceExpr>(n)->region.get(), "region");
      node(llvm::cast<ReduceExpr>(n)->operand.get());
      for (const auto &o : llvm::cast<ReduceExpr>(n)->moreOperands)
        node(o.get());
      break;
    case NodeKind::ScanExpr:
      exprs(llvm::cast<ScanExpr>(n)->dims, "dim");
      node(llvm::cast<ScanExpr>(n)->operand.get());
      for (const auto &o : llvm::cast<ScanExpr>(n)->moreOperands)
        node(o.get());
      break;
    case NodeKind::FloodExpr:
      node(llvm::cast<FloodExpr>(n)->region.get(), "region");
      node(llvm::cast<FloodExpr>(n)->operand.get());
      break;
    case NodeKind::RegionLiteralExpr:
      for (const auto &d : llvm::cast<RegionLiteralExpr>(n)->dims)
        regionDim(d);
      break;
    case NodeKind::DirectionLiteralExpr:
      exprs(llvm::cast<DirectionLiteralExpr>(n)->offsets);
      break;
    case NodeKind::DerivedRegionExpr:
      node(llvm::cast<DerivedRegionExpr>(n)->lhs.get());
      node(llvm::cast<DerivedRegionExpr>(n)->rhs.get());
      break;
    case NodeKind::FormatExpr:
      node(llvm::cast<FormatExpr>(n)->value.get());
      break;
    case NodeKind::CompoundStmt:
      for (const auto &s : llvm::cast<CompoundStmt>(n)->body)
        node(s.get());
      break;
    case NodeKind::RegionScopeStmt:
      node(llvm::cast<RegionScopeStmt>(n)->region.get(), "region");
      node(llvm::cast<RegionScopeStmt>(n)->body.get());
      break;
    case NodeKind::AssignStmt:
      node(llvm::cast<AssignStmt>(n)->lhs.get(), "lhs");
      for (const auto &l : llvm::cast<AssignStmt>(n)->moreLhs)
        node(l.get(), "lhs");
      node(llvm::cast<AssignStmt>(n)->rhs.get(), "rhs");
      break;
    case NodeKind::CallStmt:
      node(llvm::cast<CallStmt>(n)->call.get());
      break;
    case NodeKind::IfStmt: {
      auto *s = llvm::cast<IfStmt>(n);
      bool first = true;
      for (const auto &c : s->clauses) {
        pseudo(nullptr, first ? "If" : "Elsif", c.loc);
        first = false;
        ++indent_;
        node(c.cond.get(), "cond");
        node(c.body.get(), "then");
        --indent_;
      }
      node(s->elseBody.get(), "else");
      break;
    }
    case NodeKind::ForStmt: {
      auto *s = llvm::cast<ForStmt>(n);
      node(s->var.get(), "var");
      node(s->from.get(), "from");
      node(s->to.get(), "to");
      node(s->step.get(), "by");
      node(s->body.get(), "do");
      break;
    }
    case NodeKind::WhileStmt:
      node(llvm::cast<WhileStmt>(n)->cond.get(), "cond");
      node(llvm::cast<WhileStmt>(n)->body.get(), "do");
      break;
    case NodeKind::RepeatStmt:
      node(llvm::cast<RepeatStmt>(n)->body.get(), "body");
      node(llvm::cast<RepeatStmt>(n)->cond.get(), "until");
      break;
    case NodeKind::ReturnStmt:
      node(llvm::cast<ReturnStmt>(n)->value.get());
      break;
    case NodeKind::HaltStmt:
      exprs(llvm::cast<HaltStmt>(n)->args);
      break;
    case NodeKind::WrapStmt:
      exprs(llvm::cast<WrapStmt>(n)->arrays);
      break;
    case NodeKind::ReflectStmt:
      exprs(llvm::cast<ReflectStmt>(n)->arrays);
      break;
    case NodeKind::IOStmt:
      exprs(llvm::cast<IOStmt>(n)->args);
      break;
    default:
      break;
    }
  }
};

} // namespace

void printAST(const Program &program, std::ostream &out,
              const ASTPrintOptions &options) {
  Printer(out, options).node(&program);
}

void printAST(const Node &node, std::ostream &out,
              const ASTPrintOptions &options) {
  Printer(out, options).node(&node);
}

} // namespace zpl
