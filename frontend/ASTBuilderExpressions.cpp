// The AST builder (frontend/ASTBuilder.h): expressions, regions, literals and
// initialiser lists.
#include "frontend/ASTBuilder.h"
#include "frontend/InitList.h"

#include <cerrno>
#include <cstdlib>
#include <limits>

namespace zpl {

using namespace ast;
using P = zplantlr::ZplParser;

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

static ReduceOp reduceOpFromText(std::string s) {
  // Strip the `<<` / `||` suffix; what is left names the operator.
  s = s.substr(0, s.size() - 2);
  if (s == "+")
    return ReduceOp::Add;
  if (s == "*")
    return ReduceOp::Mul;
  if (s == "max")
    return ReduceOp::Max;
  if (s == "min")
    return ReduceOp::Min;
  if (s == "&")
    return ReduceOp::And;
  if (s == "|")
    return ReduceOp::Or;
  if (s == "band")
    return ReduceOp::BAnd;
  if (s == "bor")
    return ReduceOp::BOr;
  return ReduceOp::BXor;
}

static BinaryExpr::Op binaryOp(const std::string &s) {
  static const std::pair<const char *, BinaryExpr::Op> table[] = {
      {"+", BinaryExpr::Op::Add}, {"-", BinaryExpr::Op::Sub},
      {"*", BinaryExpr::Op::Mul}, {"/", BinaryExpr::Op::Div},
      {"%", BinaryExpr::Op::Mod}, {"^", BinaryExpr::Op::Pow},
      {"=", BinaryExpr::Op::Eq},  {"!=", BinaryExpr::Op::Ne},
      {"<", BinaryExpr::Op::Lt},  {"<=", BinaryExpr::Op::Le},
      {">", BinaryExpr::Op::Gt},  {">=", BinaryExpr::Op::Ge},
      {"&", BinaryExpr::Op::And}, {"|", BinaryExpr::Op::Or}};
  for (auto &p : table)
    if (s == p.first)
      return p.second;
  return BinaryExpr::Op::Add;
}

// A bracket of plain single indices reads as a direction where a direction is
// expected syntactically (`A@[0, 1]`, `direction d = [-1, 0];`).
ExprPtr ASTBuilder::asDirection(ExprPtr e) {
  auto *lit = llvm::dyn_cast_or_null<RegionLiteralExpr>(e.get());
  if (!lit)
    return e;
  for (auto &d : lit->dims)
    if (d.kind != RegionDim::Kind::Single)
      return e;
  auto dir = std::make_unique<DirectionLiteralExpr>(lit->loc);
  for (auto &d : lit->dims)
    dir->offsets.push_back(std::move(d.lo));
  return dir;
}

// Infix and postfix forms are located at their operator (`+`, `@`, `#`,
// `of`, `[`), as in clang: the start of the left operand says little.
static antlr4::Token *firstTerminal(antlr4::ParserRuleContext *ctx) {
  for (auto *child : ctx->children)
    if (auto *tn = dynamic_cast<antlr4::tree::TerminalNode *>(child))
      return tn->getSymbol();
  return nullptr;
}

ExprPtr ASTBuilder::buildExpr(P::ExprContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  bool isPrefix = dynamic_cast<P::UnaryExprContext *>(ctx) ||
                  dynamic_cast<P::FloodExprContext *>(ctx) ||
                  dynamic_cast<P::ReduceExprContext *>(ctx) ||
                  dynamic_cast<P::ScanExprContext *>(ctx) ||
                  dynamic_cast<P::PrimaryExprContext *>(ctx);
  if (!isPrefix)
    if (antlr4::Token *op = firstTerminal(ctx))
      at = loc(op);
  auto opLoc = [&](antlr4::Token *t) { return t ? loc(t) : at; };

  if (auto *c = dynamic_cast<P::PrimaryExprContext *>(ctx))
    return buildPrimary(c->primary());
  if (auto *c = dynamic_cast<P::ShiftExprContext *>(ctx))
    return std::make_unique<ShiftExpr>(
        at, buildExpr(c->expr()), buildShiftTarget(c->shiftTarget()), false);
  if (auto *c = dynamic_cast<P::WrapShiftExprContext *>(ctx))
    return std::make_unique<ShiftExpr>(
        at, buildExpr(c->expr()), buildShiftTarget(c->shiftTarget()), true);
  if (auto *c = dynamic_cast<P::RemapExprContext *>(ctx)) {
    auto r = std::make_unique<RemapExpr>(at, buildExpr(c->expr()));
    for (auto *m : c->mapEntry())
      r->maps.push_back(m->expr() ? buildExpr(m->expr()) : nullptr);
    return r;
  }
  if (auto *c = dynamic_cast<P::PrimeExprContext *>(ctx))
    return std::make_unique<PrimeExpr>(at, buildExpr(c->expr()));
  if (auto *c = dynamic_cast<P::MemberExprContext *>(ctx))
    return std::make_unique<MemberExpr>(at, buildExpr(c->expr()),
                                        ident(c->ident()));
  if (auto *c = dynamic_cast<P::SubscriptExprContext *>(ctx)) {
    auto es = c->expr();
    auto s = std::make_unique<SubscriptExpr>(at, buildExpr(es[0]));
    for (size_t i = 1; i < es.size(); ++i)
      s->indices.push_back(buildExpr(es[i]));
    return s;
  }
  // `loc[]` is `loc`, the whole array.
  if (auto *c = dynamic_cast<P::WholeArrayExprContext *>(ctx))
    return buildExpr(c->expr());
  if (auto *c = dynamic_cast<P::PowExprContext *>(ctx))
    return std::make_unique<BinaryExpr>(
        at, BinaryExpr::Op::Pow, buildExpr(c->expr(0)), buildExpr(c->expr(1)));
  if (auto *c = dynamic_cast<P::UnaryExprContext *>(ctx)) {
    std::string op = c->op->getText();
    UnaryExpr::Op u = op == "-"   ? UnaryExpr::Op::Neg
                      : op == "+" ? UnaryExpr::Op::Plus
                                  : UnaryExpr::Op::Not;
    return std::make_unique<UnaryExpr>(at, u, buildExpr(c->expr()));
  }
  if (auto *c = dynamic_cast<P::FloodExprContext *>(ctx))
    return std::make_unique<FloodExpr>(at, buildRegionSpec(c->regionSpec()),
                                       buildExpr(c->expr()));
  if (auto *c = dynamic_cast<P::ReduceExprContext *>(ctx)) {
    auto r = std::make_unique<ReduceExpr>(
        at, reduceOpFromText(c->reduceOp()->getText()));
    if (c->regionSpec())
      r->region = buildRegionSpec(c->regionSpec());
    r->operand = buildExpr(c->expr());
    return r;
  }
  if (auto *c = dynamic_cast<P::UserReduceExprContext *>(ctx)) {
    // `mymin<< A`, `maxloc<< (V, Index1, Index2)`, `f<< [R] A`.
    auto r = std::make_unique<ReduceExpr>(loc(c->ident()->getStart()), ReduceOp::Add);
    r->userOp = c->ident()->getText();
    if (c->regionSpec())
      r->region = buildRegionSpec(c->regionSpec());
    auto es = c->expr();
    r->operand = buildExpr(es[0]);
    for (size_t i = 1; i < es.size(); ++i)
      r->moreOperands.push_back(buildExpr(es[i]));
    return r;
  }
  if (auto *c = dynamic_cast<P::UserScanExprContext *>(ctx)) {
    auto s = std::make_unique<ScanExpr>(loc(c->ident()->getStart()), ReduceOp::Add);
    s->userOp = c->ident()->getText();
    auto es = c->expr();
    size_t dims = c->operandList() ? es.size() : es.size() - 1;
    for (size_t i = 0; i < dims; ++i)
      s->dims.push_back(buildExpr(es[i]));
    if (auto *ol = c->operandList()) {
      auto os = ol->expr();
      s->operand = buildExpr(os[0]);
      for (size_t i = 1; i < os.size(); ++i)
        s->moreOperands.push_back(buildExpr(os[i]));
    } else {
      s->operand = buildExpr(es.back());
    }
    return s;
  }
  if (auto *c = dynamic_cast<P::ScanExprContext *>(ctx)) {
    auto s = std::make_unique<ScanExpr>(
        at, reduceOpFromText(c->scanOp()->getText()));
    auto es = c->expr();
    for (size_t i = 0; i + 1 < es.size(); ++i)
      s->dims.push_back(buildExpr(es[i]));
    s->operand = buildExpr(es.back());
    return s;
  }
  auto binary = [&](antlr4::Token *op, P::ExprContext *a, P::ExprContext *b,
                    BinaryExpr::Op k) -> ExprPtr {
    ExprPtr lhs = buildExpr(a);
    ExprPtr rhs = buildExpr(b);
    return std::make_unique<BinaryExpr>(opLoc(op), k, std::move(lhs),
                                        std::move(rhs));
  };
  if (auto *c = dynamic_cast<P::MulExprContext *>(ctx))
    return binary(c->op, c->expr(0), c->expr(1), binaryOp(c->op->getText()));
  if (auto *c = dynamic_cast<P::AddExprContext *>(ctx))
    return binary(c->op, c->expr(0), c->expr(1), binaryOp(c->op->getText()));
  if (auto *c = dynamic_cast<P::CmpExprContext *>(ctx))
    return binary(c->op, c->expr(0), c->expr(1), binaryOp(c->op->getText()));
  if (auto *c = dynamic_cast<P::AndExprContext *>(ctx))
    return binary(nullptr, c->expr(0), c->expr(1), BinaryExpr::Op::And);
  if (auto *c = dynamic_cast<P::OrExprContext *>(ctx))
    return binary(nullptr, c->expr(0), c->expr(1), BinaryExpr::Op::Or);
  if (auto *c = dynamic_cast<P::OfInExprContext *>(ctx)) {
    auto op = c->op->getType() == P::OF ? DerivedRegionExpr::Op::Of
                                        : DerivedRegionExpr::Op::In;
    ExprPtr dir = asDirection(buildExpr(c->expr(0)));
    ExprPtr region = buildExpr(c->expr(1));
    return std::make_unique<DerivedRegionExpr>(at, op, std::move(dir),
                                               std::move(region));
  }
  if (auto *c = dynamic_cast<P::AtExprContext *>(ctx)) {
    DerivedRegionExpr::Op op;
    switch (c->op->getType()) {
    case P::AT:
      op = DerivedRegionExpr::Op::At;
      break;
    case P::BY:
      op = DerivedRegionExpr::Op::By;
      break;
    case P::WITH:
      op = DerivedRegionExpr::Op::With;
      break;
    default:
      op = DerivedRegionExpr::Op::Without;
      break;
    }
    ExprPtr region = buildExpr(c->expr(0));
    ExprPtr mod = buildExpr(c->expr(1));
    if (op == DerivedRegionExpr::Op::At || op == DerivedRegionExpr::Op::By)
      mod = asDirection(std::move(mod));
    return std::make_unique<DerivedRegionExpr>(at, op, std::move(region),
                                               std::move(mod));
  }
  diags_.internalError(at, "unhandled expression syntax");
  return std::make_unique<NameExpr>(at, "<error>");
}

ExprPtr ASTBuilder::buildShiftTarget(P::ShiftTargetContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::NamedShiftContext *>(ctx)) {
    ExprPtr e = std::make_unique<NameExpr>(at, ident(c->ident()));
    // `A@dirs[i]`: each bracket group subscripts the direction array; walk
    // the children in order so groups keep their own indices.
    std::unique_ptr<SubscriptExpr> group;
    for (auto *child : c->children) {
      if (auto *tn = dynamic_cast<antlr4::tree::TerminalNode *>(child)) {
        std::string t = tn->getText();
        if (t == "[")
          group = std::make_unique<SubscriptExpr>(loc(tn), std::move(e));
        else if (t == "]" && group)
          e = std::move(group);
      } else if (auto *ec = dynamic_cast<P::ExprContext *>(child)) {
        if (group)
          group->indices.push_back(buildExpr(ec));
      }
    }
    if (group) // only after error recovery: keep what was built
      e = std::move(group);
    return e;
  }
  if (auto *c = dynamic_cast<P::LiteralShiftContext *>(ctx)) {
    auto d = std::make_unique<DirectionLiteralExpr>(at);
    for (auto *e : c->expr())
      d->offsets.push_back(buildExpr(e));
    return d;
  }
  auto *c = static_cast<P::ParenShiftContext *>(ctx);
  return asDirection(buildExpr(c->expr()));
}

ExprPtr ASTBuilder::buildRegionSpec(P::RegionSpecContext *ctx) {
  return buildRegion(ctx->regionDims(), loc(ctx));
}

// `[d of R]`, `[R at d]` and `["]` are region expressions in brackets; they
// are returned unwrapped. Everything else is a literal (see AST.h on `[R]`).
ExprPtr ASTBuilder::buildRegion(P::RegionDimsContext *ctx, SourceLocation at) {
  auto dims = ctx->regionDim();
  if (dims.size() == 1) {
    if (auto *s = dynamic_cast<P::SingleDimContext *>(dims[0])) {
      ExprPtr inner = buildExpr(s->expr());
      if (llvm::isa<DerivedRegionExpr>(inner.get()) ||
          llvm::isa<CurrentRegionExpr>(inner.get()))
        return inner;
      auto lit = std::make_unique<RegionLiteralExpr>(at);
      RegionDim d;
      d.kind = RegionDim::Kind::Single;
      d.loc = loc(s);
      d.lo = std::move(inner);
      lit->dims.push_back(std::move(d));
      return lit;
    }
  }
  auto lit = std::make_unique<RegionLiteralExpr>(at);
  for (auto *dc : dims) {
    RegionDim d;
    d.loc = loc(dc);
    if (auto *r = dynamic_cast<P::RangeDimContext *>(dc)) {
      d.kind = RegionDim::Kind::Range;
      d.lo = buildExpr(r->expr(0));
      // `by` binds loosest, so `1..n by 2` parses as the range 1..(n by 2);
      // a stride of the whole region would be `[1..n] by 2` instead.
      auto *hi = dynamic_cast<P::AtExprContext *>(r->expr(1));
      if (hi && hi->op->getType() == P::BY) {
        d.hi = buildExpr(hi->expr(0));
        d.stride = buildExpr(hi->expr(1));
      } else {
        d.hi = buildExpr(r->expr(1));
      }
    } else if (auto *s = dynamic_cast<P::SingleDimContext *>(dc)) {
      d.kind = RegionDim::Kind::Single;
      d.lo = buildExpr(s->expr());
    } else if (dynamic_cast<P::StarDimContext *>(dc)) {
      d.kind = RegionDim::Kind::Star;
    } else {
      d.kind = RegionDim::Kind::Empty;
      if (!d.loc.isValid())
        d.loc = at;
    }
    lit->dims.push_back(std::move(d));
  }
  return lit;
}

ExprPtr ASTBuilder::buildIntLiteral(antlr4::Token *t) {
  std::string s = text(t);
  uint64_t v = 0;
  const uint64_t limit =
      static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  for (char ch : s) {
    unsigned digit = ch - '0';
    if (v > (limit - digit) / 10) {
      diags_.error(DiagnosticKind::BadLiteral, loc(t), "integer literal is too large (the largest is " +
                               std::to_string(limit) + ")");
      v = 0;
      break;
    }
    v = v * 10 + digit;
  }
  return std::make_unique<IntegerLiteral>(loc(t), v, s);
}

ExprPtr ASTBuilder::buildFloatLiteral(antlr4::Token *t) {
  std::string s = text(t);
  errno = 0;
  double v = std::strtod(s.c_str(), nullptr);
  if (errno == ERANGE && (v > 1.0 || v < -1.0)) {
    diags_.error(DiagnosticKind::BadLiteral, loc(t), "floating-point literal `" +
                             (s.size() > 40 ? s.substr(0, 40) + "..." : s) +
                             "` is too large for double");
    v = 0;
  }
  return std::make_unique<FloatLiteral>(loc(t), v, s);
}

std::string ASTBuilder::decodeString(antlr4::Token *t) {
  std::string raw = text(t);
  std::string out;
  // Drop the quotes; the lexer guarantees both are there.
  for (size_t i = 1; i + 1 < raw.size(); ++i) {
    char c = raw[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    char e = raw[++i];
    switch (e) {
    case 'n':
      out += '\n';
      break;
    case 't':
      out += '\t';
      break;
    case 'r':
      out += '\r';
      break;
    case '0':
      out += '\0';
      break;
    case '"':
      out += '"';
      break;
    case '\\':
      out += '\\';
      break;
    case '\'':
      out += '\'';
      break;
    default: {
      SourceLocation l = loc(t);
      l.col += i - 1;
      diags_.warning(l, std::string("unknown escape sequence `\\") + e + "`");
      out += e;
    }
    }
  }
  return out;
}

static bool isIndexArrayName(const std::string &s, unsigned &dim) {
  if (s.size() < 6 || (s[0] != 'I' && s[0] != 'i') ||
      s.compare(1, 4, "ndex") != 0)
    return false;
  if (s[5] < '1' || s[5] > '9' || s.size() > 7)
    return false;
  dim = 0;
  for (size_t i = 5; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9')
      return false;
    dim = dim * 10 + (s[i] - '0');
  }
  return true;
}

void ASTBuilder::buildArgs(const std::vector<P::ArgContext *> &args,
                           CallExpr &call) {
  for (auto *a : args) {
    if (auto *f = dynamic_cast<P::FormatArgContext *>(a)) {
      antlr4::Token *fmt = f->STRING()->getSymbol();
      call.args.push_back(std::make_unique<FormatExpr>(
          loc(fmt), decodeString(fmt), buildExpr(f->expr())));
    } else {
      call.args.push_back(
          buildExpr(static_cast<P::PlainArgContext *>(a)->expr()));
    }
  }
}

// Mirrors the postfix forms of buildExpr for the restricted statement-level
// grammar; the nodes are the same as for the corresponding expressions.
ExprPtr ASTBuilder::buildLValue(P::LvalueContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  ExprPtr e;
  std::string name = ident(ctx->ident());
  if (ctx->LPAREN()) {
    auto call = std::make_unique<CallExpr>(
        at, std::make_unique<NameExpr>(loc(ctx->ident()), name));
    buildArgs(ctx->arg(), *call);
    e = std::move(call);
  } else {
    unsigned dim;
    if (isIndexArrayName(name, dim))
      e = std::make_unique<IndexArrayExpr>(at, dim);
    else
      e = std::make_unique<NameExpr>(at, name);
  }
  for (auto *sfx : ctx->lvalueSuffix()) {
    DepthScope inner(*this, sfx);
    at = loc(sfx);
    if (auto *c = dynamic_cast<P::SubscriptSuffixContext *>(sfx)) {
      auto s = std::make_unique<SubscriptExpr>(at, std::move(e));
      for (auto *i : c->expr())
        s->indices.push_back(buildExpr(i));
      e = std::move(s);
    } else if (dynamic_cast<P::WholeSuffixContext *>(sfx)) {
      // `loc[] := ...` assigns the whole array `loc`.
    } else if (auto *c = dynamic_cast<P::MemberSuffixContext *>(sfx)) {
      e = std::make_unique<MemberExpr>(at, std::move(e), ident(c->ident()));
    } else if (auto *c = dynamic_cast<P::RemapSuffixContext *>(sfx)) {
      auto r = std::make_unique<RemapExpr>(at, std::move(e));
      for (auto *m : c->mapEntry())
        r->maps.push_back(m->expr() ? buildExpr(m->expr()) : nullptr);
      e = std::move(r);
    } else if (auto *c = dynamic_cast<P::ShiftSuffixContext *>(sfx)) {
      e = std::make_unique<ShiftExpr>(
          at, std::move(e), buildShiftTarget(c->shiftTarget()), false);
    } else if (auto *c = dynamic_cast<P::WrapShiftSuffixContext *>(sfx)) {
      e = std::make_unique<ShiftExpr>(at, std::move(e),
                                      buildShiftTarget(c->shiftTarget()), true);
    } else {
      e = std::make_unique<PrimeExpr>(at, std::move(e));
    }
  }
  return e;
}

ExprPtr ASTBuilder::buildPrimary(P::PrimaryContext *ctx) {
  DepthScope depth(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::IntLiteralContext *>(ctx))
    return buildIntLiteral(c->INT()->getSymbol());
  if (auto *c = dynamic_cast<P::FloatLiteralContext *>(ctx))
    return buildFloatLiteral(c->FLOAT()->getSymbol());
  if (auto *c = dynamic_cast<P::StringLiteralContext *>(ctx))
    return std::make_unique<StringLiteral>(
        at, decodeString(c->STRING()->getSymbol()));
  if (auto *c = dynamic_cast<P::BoolLiteralContext *>(ctx))
    return std::make_unique<BoolLiteral>(at, c->TRUE() != nullptr);
  if (auto *c = dynamic_cast<P::CharLiteralContext *>(ctx)) {
    // The same escapes as in strings, between single quotes.
    std::string v = decodeString(c->CHAR_LIT()->getSymbol());
    return std::make_unique<CharLiteral>(at, v.empty() ? '\0' : v[0]);
  }
  if (auto *c = dynamic_cast<P::CallExprContext *>(ctx)) {
    auto callee =
        std::make_unique<NameExpr>(loc(c->ident()), ident(c->ident()));
    auto call = std::make_unique<CallExpr>(at, std::move(callee));
    buildArgs(c->arg(), *call);
    return call;
  }
  if (auto *c = dynamic_cast<P::NameExprContext *>(ctx)) {
    std::string name = ident(c->ident());
    unsigned dim;
    if (isIndexArrayName(name, dim))
      return std::make_unique<IndexArrayExpr>(at, dim);
    return std::make_unique<NameExpr>(at, name);
  }
  if (auto *c = dynamic_cast<P::ParenExprContext *>(ctx))
    return buildExpr(c->expr());
  if (auto *c = dynamic_cast<P::BracketExprContext *>(ctx))
    return buildRegion(c->regionDims(), at);
  if (dynamic_cast<P::QuoteExprContext *>(ctx))
    return std::make_unique<CurrentRegionExpr>(at);
  diags_.internalError(at, "unhandled primary expression syntax");
  return std::make_unique<NameExpr>(at, "<error>");
}

std::shared_ptr<InitList> ASTBuilder::buildInitList(P::InitListContext *ctx) {
  DepthScope depth(*this, ctx);
  auto l = std::make_shared<InitList>();
  l->loc = loc(ctx);
  for (auto *item : ctx->initItem()) {
    InitList::Item it;
    if (item->expr())
      it.expr = buildExpr(item->expr());
    else
      it.list = buildInitList(item->initList());
    l->items.push_back(std::move(it));
  }
  return l;
}

} // namespace zpl
