#include "frontend/AST.h"

#include <map>

namespace zpl {
namespace ast {

const char *kindName(NodeKind k) {
  switch (k) {
#define ZPL_KIND(X)                                                            \
  case NodeKind::X:                                                            \
    return #X;
    ZPL_KIND(VarDecl)
    ZPL_KIND(ParamDecl) ZPL_KIND(FieldDecl) ZPL_KIND(TypeDecl) ZPL_KIND(
        EnumeratorDecl) ZPL_KIND(RegionDecl) ZPL_KIND(DirectionDecl)
        ZPL_KIND(GridDecl) ZPL_KIND(DistributionDecl) ZPL_KIND(
            ProcedureDecl) ZPL_KIND(BuiltinTypeExpr) ZPL_KIND(NamedTypeExpr)
            ZPL_KIND(ParallelArrayTypeExpr) ZPL_KIND(IndexedArrayTypeExpr) ZPL_KIND(
                EnumTypeExpr) ZPL_KIND(RecordTypeExpr) ZPL_KIND(RegionTypeExpr)
                ZPL_KIND(DirectionTypeExpr) ZPL_KIND(IntegerLiteral) ZPL_KIND(
                    FloatLiteral) ZPL_KIND(StringLiteral) ZPL_KIND(BoolLiteral) ZPL_KIND(CharLiteral)
                    ZPL_KIND(NameExpr) ZPL_KIND(IndexArrayExpr) ZPL_KIND(
                        UnaryExpr) ZPL_KIND(BinaryExpr) ZPL_KIND(ShiftExpr)
                        ZPL_KIND(PrimeExpr) ZPL_KIND(RemapExpr) ZPL_KIND(
                            SubscriptExpr) ZPL_KIND(MemberExpr) ZPL_KIND(CallExpr)
                            ZPL_KIND(ReduceExpr) ZPL_KIND(ScanExpr) ZPL_KIND(
                                FloodExpr) ZPL_KIND(RegionLiteralExpr)
                                ZPL_KIND(DirectionLiteralExpr) ZPL_KIND(
                                    CurrentRegionExpr) ZPL_KIND(DerivedRegionExpr)
                                    ZPL_KIND(FormatExpr) ZPL_KIND(
                                        CompoundStmt) ZPL_KIND(RegionScopeStmt)
                                        ZPL_KIND(AssignStmt) ZPL_KIND(
                                            CallStmt) ZPL_KIND(IfStmt)
                                            ZPL_KIND(ForStmt) ZPL_KIND(
                                                WhileStmt) ZPL_KIND(RepeatStmt)
                                                ZPL_KIND(ReturnStmt) ZPL_KIND(
                                                    HaltStmt) ZPL_KIND(ExitStmt)
                                                    ZPL_KIND(ContinueStmt)
                                                        ZPL_KIND(WrapStmt) ZPL_KIND(
                                                            ReflectStmt)
                                                            ZPL_KIND(IOStmt)
                                                                ZPL_KIND(
                                                                    EmptyStmt)
                                                                    ZPL_KIND(
                                                                        Program)
#undef ZPL_KIND
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// Spellings
//===----------------------------------------------------------------------===//

namespace {
using B = BuiltinTypeExpr::Builtin;
// ZPL 1.x spelled several integer widths more than one way; all map here.
const std::map<std::string, B> &builtinSpellings() {
  static const std::map<std::string, B> m = {
      {"boolean", B::Boolean},   {"char", B::Char},
      {"sbyte", B::SByte},       {"ubyte", B::UByte},
      {"shortint", B::ShortInt}, {"ushortint", B::UShortInt},
      {"integer", B::Integer},   {"uinteger", B::UInteger},
      {"long", B::Long},         {"longint", B::Long},
      {"ulong", B::ULong},       {"ulongint", B::ULong},
      {"float", B::Float},       {"double", B::Double},
      {"quad", B::Quad},         {"complex", B::Complex},
      {"dcomplex", B::DComplex}, {"string", B::String},
      {"file", B::File},         {"timer", B::Timer},
      {"opaque", B::Opaque},     {"generic", B::Generic},
  };
  return m;
}
} // namespace

bool BuiltinTypeExpr::lookup(const std::string &spelling, Builtin &out) {
  auto it = builtinSpellings().find(spelling);
  if (it == builtinSpellings().end())
    return false;
  out = it->second;
  return true;
}

const char *BuiltinTypeExpr::spelling(Builtin b) {
  switch (b) {
  case B::Boolean:
    return "boolean";
  case B::Char:
    return "char";
  case B::SByte:
    return "sbyte";
  case B::UByte:
    return "ubyte";
  case B::ShortInt:
    return "shortint";
  case B::UShortInt:
    return "ushortint";
  case B::Integer:
    return "integer";
  case B::UInteger:
    return "uinteger";
  case B::Long:
    return "long";
  case B::ULong:
    return "ulong";
  case B::Float:
    return "float";
  case B::Double:
    return "double";
  case B::Quad:
    return "quad";
  case B::Complex:
    return "complex";
  case B::DComplex:
    return "dcomplex";
  case B::String:
    return "string";
  case B::File:
    return "file";
  case B::Procedure:
    return "procedure";
  case B::Timer:
    return "timer";
  case B::Opaque:
    return "opaque";
  case B::Generic:
    return "generic";
  }
  return "?";
}

const char *UnaryExpr::opSpelling(Op op) {
  switch (op) {
  case Op::Neg:
    return "-";
  case Op::Plus:
    return "+";
  case Op::Not:
    return "!";
  }
  return "?";
}

const char *BinaryExpr::opSpelling(Op op) {
  switch (op) {
  case Op::Add:
    return "+";
  case Op::Sub:
    return "-";
  case Op::Mul:
    return "*";
  case Op::Div:
    return "/";
  case Op::Mod:
    return "%";
  case Op::Pow:
    return "^";
  case Op::Eq:
    return "=";
  case Op::Ne:
    return "!=";
  case Op::Lt:
    return "<";
  case Op::Le:
    return "<=";
  case Op::Gt:
    return ">";
  case Op::Ge:
    return ">=";
  case Op::And:
    return "&";
  case Op::Or:
    return "|";
  }
  return "?";
}

const char *reduceOpSpelling(ReduceOp op) {
  switch (op) {
  case ReduceOp::Add:
    return "+";
  case ReduceOp::Mul:
    return "*";
  case ReduceOp::Max:
    return "max";
  case ReduceOp::Min:
    return "min";
  case ReduceOp::And:
    return "&";
  case ReduceOp::Or:
    return "|";
  case ReduceOp::BAnd:
    return "band";
  case ReduceOp::BOr:
    return "bor";
  case ReduceOp::BXor:
    return "bxor";
  }
  return "?";
}

const char *DerivedRegionExpr::opSpelling(Op op) {
  switch (op) {
  case Op::Of:
    return "of";
  case Op::In:
    return "in";
  case Op::At:
    return "at";
  case Op::By:
    return "by";
  case Op::With:
    return "with";
  case Op::Without:
    return "without";
  }
  return "?";
}

const char *AssignStmt::opSpelling(Op op) {
  switch (op) {
  case Op::Assign:
    return ":=";
  case Op::Add:
    return "+=";
  case Op::Sub:
    return "-=";
  case Op::Mul:
    return "*=";
  case Op::Div:
    return "/=";
  case Op::Mod:
    return "%=";
  case Op::And:
    return "&=";
  case Op::Or:
    return "|=";
  }
  return "?";
}

const char *IOStmt::opSpelling(Op op) {
  switch (op) {
  case Op::Write:
    return "write";
  case Op::Writeln:
    return "writeln";
  case Op::Read:
    return "read";
  case Op::Readln:
    return "readln";
  }
  return "?";
}

CallExpr::CallExpr(SourceLocation l, std::unique_ptr<NameExpr> c)
    : Expr(NodeKind::CallExpr, l), callee(std::move(c)) {}

CallStmt::CallStmt(SourceLocation l, std::unique_ptr<CallExpr> c)
    : Stmt(NodeKind::CallStmt, l), call(std::move(c)) {}

//===----------------------------------------------------------------------===//
// Cloning (used to give every name of `var A, B : T` its own type)
//===----------------------------------------------------------------------===//

template <typename T>
static std::unique_ptr<T> cloneOf(const std::unique_ptr<T> &p) {
  if (!p)
    return nullptr;
  auto c = p->clone();
  return std::unique_ptr<T>(static_cast<T *>(c.release()));
}

static std::vector<ExprPtr> cloneAll(const std::vector<ExprPtr> &v) {
  std::vector<ExprPtr> out;
  out.reserve(v.size());
  for (const auto &e : v)
    out.push_back(e ? e->clone() : nullptr);
  return out;
}

TypeExprPtr BuiltinTypeExpr::clone() const {
  return std::make_unique<BuiltinTypeExpr>(*this);
}

TypeExprPtr NamedTypeExpr::clone() const {
  return std::make_unique<NamedTypeExpr>(*this);
}

TypeExprPtr ParallelArrayTypeExpr::clone() const {
  auto c = std::make_unique<ParallelArrayTypeExpr>(loc);
  c->resolved = resolved;
  c->region = region ? region->clone() : nullptr;
  c->rank = rank;
  c->element = element ? element->clone() : nullptr;
  return c;
}

TypeExprPtr IndexedArrayTypeExpr::clone() const {
  auto c = std::make_unique<IndexedArrayTypeExpr>(loc);
  c->resolved = resolved;
  for (const auto &b : bounds)
    c->bounds.push_back({b.lo ? b.lo->clone() : nullptr,
                         b.hi ? b.hi->clone() : nullptr, b.loc});
  c->element = element ? element->clone() : nullptr;
  return c;
}

TypeExprPtr EnumTypeExpr::clone() const {
  auto c = std::make_unique<EnumTypeExpr>(loc);
  c->resolved = resolved;
  for (const auto &e : enumerators) {
    auto d = std::make_unique<EnumeratorDecl>(e->loc, e->name, e->value);
    d->parent = c.get();
    c->enumerators.push_back(std::move(d));
  }
  return c;
}

TypeExprPtr RecordTypeExpr::clone() const {
  auto c = std::make_unique<RecordTypeExpr>(loc);
  c->resolved = resolved;
  for (const auto &f : fields) {
    auto d = std::make_unique<FieldDecl>(f->loc, f->name);
    d->index = f->index;
    d->typeExpr = f->typeExpr ? f->typeExpr->clone() : nullptr;
    c->fields.push_back(std::move(d));
  }
  return c;
}

TypeExprPtr RegionTypeExpr::clone() const {
  return std::make_unique<RegionTypeExpr>(*this);
}

TypeExprPtr DirectionTypeExpr::clone() const {
  return std::make_unique<DirectionTypeExpr>(*this);
}

ExprPtr IntegerLiteral::clone() const {
  return std::make_unique<IntegerLiteral>(*this);
}
ExprPtr FloatLiteral::clone() const {
  return std::make_unique<FloatLiteral>(*this);
}
ExprPtr StringLiteral::clone() const {
  return std::make_unique<StringLiteral>(*this);
}
ExprPtr BoolLiteral::clone() const {
  return std::make_unique<BoolLiteral>(*this);
}
ExprPtr CharLiteral::clone() const {
  return std::make_unique<CharLiteral>(*this);
}
ExprPtr NameExpr::clone() const { return std::make_unique<NameExpr>(*this); }
ExprPtr IndexArrayExpr::clone() const {
  return std::make_unique<IndexArrayExpr>(*this);
}
ExprPtr CurrentRegionExpr::clone() const {
  return std::make_unique<CurrentRegionExpr>(*this);
}

// Copies the sema fields shared by every expression.
static void copyExprFields(const Expr &from, Expr &to) {
  to.type = from.type;
  to.rank = from.rank;
  to.isParallel = from.isParallel;
  to.offsets = from.offsets;
}

ExprPtr UnaryExpr::clone() const {
  auto c = std::make_unique<UnaryExpr>(loc, op, operand->clone());
  copyExprFields(*this, *c);
  return c;
}

ExprPtr BinaryExpr::clone() const {
  auto c = std::make_unique<BinaryExpr>(loc, op, lhs->clone(), rhs->clone());
  copyExprFields(*this, *c);
  return c;
}

ExprPtr ShiftExpr::clone() const {
  auto c = std::make_unique<ShiftExpr>(loc, operand->clone(),
                                       direction->clone(), wrap);
  copyExprFields(*this, *c);
  return c;
}

ExprPtr PrimeExpr::clone() const {
  auto c = std::make_unique<PrimeExpr>(loc, operand->clone());
  copyExprFields(*this, *c);
  return c;
}

ExprPtr RemapExpr::clone() const {
  auto c = std::make_unique<RemapExpr>(loc, operand->clone());
  c->maps = cloneAll(maps);
  c->permutation = permutation;
  copyExprFields(*this, *c);
  return c;
}

ExprPtr SubscriptExpr::clone() const {
  auto c = std::make_unique<SubscriptExpr>(loc, base->clone());
  c->indices = cloneAll(indices);
  copyExprFields(*this, *c);
  return c;
}

ExprPtr MemberExpr::clone() const {
  auto c = std::make_unique<MemberExpr>(loc, base->clone(), member);
  c->field = field;
  copyExprFields(*this, *c);
  return c;
}

ExprPtr CallExpr::clone() const {
  auto c = std::make_unique<CallExpr>(loc, cloneOf(callee));
  c->args = cloneAll(args);
  copyExprFields(*this, *c);
  return c;
}

ExprPtr ReduceExpr::clone() const {
  auto c = std::make_unique<ReduceExpr>(loc, op);
  c->region = region ? region->clone() : nullptr;
  c->operand = operand->clone();
  c->userOp = userOp;
  c->moreOperands = cloneAll(moreOperands);
  c->identity = identity;
  c->accumulate = accumulate;
  copyExprFields(*this, *c);
  return c;
}

ExprPtr ScanExpr::clone() const {
  auto c = std::make_unique<ScanExpr>(loc, op);
  c->dims = cloneAll(dims);
  c->operand = operand->clone();
  c->userOp = userOp;
  c->moreOperands = cloneAll(moreOperands);
  c->identity = identity;
  c->accumulate = accumulate;
  copyExprFields(*this, *c);
  return c;
}

ExprPtr FloodExpr::clone() const {
  auto c = std::make_unique<FloodExpr>(loc, region->clone(), operand->clone());
  copyExprFields(*this, *c);
  return c;
}

ExprPtr RegionLiteralExpr::clone() const {
  auto c = std::make_unique<RegionLiteralExpr>(loc);
  for (const auto &d : dims)
    c->dims.push_back({d.kind, d.lo ? d.lo->clone() : nullptr,
                       d.hi ? d.hi->clone() : nullptr, d.loc,
                       d.stride ? d.stride->clone() : nullptr});
  copyExprFields(*this, *c);
  return c;
}

ExprPtr DirectionLiteralExpr::clone() const {
  auto c = std::make_unique<DirectionLiteralExpr>(loc);
  c->offsets = cloneAll(offsets);
  copyExprFields(*this, *c);
  return c;
}

ExprPtr DerivedRegionExpr::clone() const {
  auto c =
      std::make_unique<DerivedRegionExpr>(loc, op, lhs->clone(), rhs->clone());
  copyExprFields(*this, *c);
  return c;
}

ExprPtr FormatExpr::clone() const {
  auto c = std::make_unique<FormatExpr>(loc, format, value->clone());
  c->formatLoc = formatLoc;
  copyExprFields(*this, *c);
  return c;
}

} // namespace ast
} // namespace zpl
