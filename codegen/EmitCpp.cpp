// The C++ generator. The output is meant to be read: one struct holds a
// processor's whole state, procedures are its member functions, and every
// parallel statement becomes a loop nest over this processor's owned part of
// its region, written in global indices, with its IRONMAN calls beside it.
#include "codegen/EmitCpp.h"
#include "codegen/EmitRelations.h"
#include "codegen/Escape.h"
#include "ir/ScanOrder.h"
#include "frontend/Formats.h"

#include "frontend/Builtins.h"

#include <map>
#include <set>
#include <sstream>

namespace zpl::codegen {
namespace {

using namespace ir;
using llvm::cast;
using llvm::dyn_cast;

const char *cty(Ty t) {
  switch (t) {
  case Ty::Bool: return "bool";
  case Ty::Int: return "int32_t";
  case Ty::Long: return "int64_t";
  case Ty::Float: return "float";
  case Ty::Double: return "double";
  case Ty::Char: return "char";
  case Ty::String: return "std::string";
  case Ty::File: return "zpl::rt::File";
  case Ty::Timer: return "zpl::rt::Timer";
  case Ty::Void: return "void";
  }
  return "void";
}

// An element of a parallel array: strings are fixed-size values there
// (zplc::String), so that their bytes can travel between processors.
const char *elemCty(Ty t) { return t == Ty::String ? "zplc::String" : cty(t); }

const char *rtType(Ty t) {
  switch (t) {
  case Ty::Bool: return "zpl::rt::Type::Bool";
  case Ty::Int: return "zpl::rt::Type::Int32";
  case Ty::Long: return "zpl::rt::Type::Int64";
  case Ty::Float: return "zpl::rt::Type::Float";
  case Ty::Double: return "zpl::rt::Type::Double";
  case Ty::Char: return "zpl::rt::Type::Char";
  default: return "zpl::rt::Type::String";
  }
}

// Every name from the program, and every compiler temporary, through the
// one injective spelling of codegen/Escape.h.
std::string ident(const std::string &n) { return cppName(n); }

// A built-in's C++ spelling from Builtins.def: $0, $1 are the arguments,
// $T the result's C++ type.
std::string builtinCpp(const char *cpp, const std::vector<std::string> &args, const std::string &ty) {
  std::string s;
  for (const char *c = cpp; *c; ++c) {
    if (c[0] == '$' && c[1] == 'T') {
      s += ty;
      ++c;
    } else if (c[0] == '$' && c[1] >= '0' && c[1] <= '9') {
      size_t i = c[1] - '0';
      s += i < args.size() ? args[i] : std::string();
      ++c;
    } else {
      s += *c;
    }
  }
  return s;
}

std::string distFormat(Distribution::Format f) {
  switch (f) {
  case Distribution::Block: return "zplc::Dist::Block";
  case Distribution::Cyclic: return "zplc::Dist::Cyclic";
  case Distribution::BlockCyclic: return "zplc::Dist::BlockCyclic";
  case Distribution::None: return "zplc::Dist::None";
  }
  return "zplc::Dist::None";
}

std::string reduceOp(const std::string &op) {
  static const std::map<std::string, std::string> ops = {
      {"+", "Add"}, {"*", "Mul"}, {"max", "Max"}, {"min", "Min"}, {"&", "And"},
      {"|", "Or"}, {"band", "BitAnd"}, {"bor", "BitOr"}, {"bxor", "BitXor"}};
  auto it = ops.find(op);
  return "zpl::rt::Op::" + (it == ops.end() ? std::string("Add") : it->second);
}

std::string offsetSuffix(const std::vector<int64_t> &o) {
  std::string s;
  for (int64_t v : o)
    s += "_" + (v < 0 ? "m" + std::to_string(-v) : std::to_string(v));
  return s;
}

// The parallel context of one loop nest: the loop variables are i1..iR and
// each (array, outer offset) pair has a row pointer.
struct LoopCtx {
  int rank = 0;
  std::vector<bool> slot; // dimension k is iterated by local slot s<k+1> (cyclic)
  Region *region = nullptr;
  std::map<std::string, std::string> rows; // name -> initialiser
  // The target's row pointer is the only way the loop touches the target
  // (array semantics put shifted self-reads in a temporary), so it may be
  // declared __restrict, which lets the compiler vectorise the loop.
  std::string restrictRow, restrictType;
  std::vector<std::string> rowOrder;
};

class Emitter {
public:
  const Module &m;
  std::ostringstream os;
  std::string structName;

  explicit Emitter(const Module &mod) : m(mod) { structName = "Program_" + ident(m.name); }

  // ------------------------------------------------------- expressions

  std::string lit(const Lit *l) {
    switch (l->ty) {
    case Ty::String: return cppStringExpr(l->s);
    case Ty::Bool: return l->i ? "true" : "false";
    case Ty::File: return "zpl::rt::File{" + std::to_string(l->i) + "}";
    case Ty::Char: return "static_cast<char>(" + std::to_string(l->i) + ")";
    case Ty::Double: case Ty::Float: {
      if (!l->s.empty()) {
        std::string s = l->s;
        if (s.find_first_of(".eE") == std::string::npos)
          s += ".0";
        return s;
      }
      std::ostringstream o;
      o.precision(17);
      o << l->f;
      std::string s = o.str();
      if (s.find_first_of(".eEn") == std::string::npos)
        s += ".0";
      return s;
    }
    default:
      if (l->i > 2147483647LL || l->i < -2147483647LL)
        return std::to_string(l->i) + "LL";
      return std::to_string(l->i);
    }
  }

  std::string arrayAccess(const ArrayRead *a, LoopCtx *ctx) {
    Array *arr = a->array;
    int r = arr->rank();
    std::vector<int64_t> off(r, 0);
    if (!a->offset.empty())
      off = a->offset;
    std::vector<int64_t> outer(off.begin(), off.end() - 1);
    for (int k = 0; k + 1 < r; ++k)
      if (arr->isFlood(k))
        outer[k] = 0;
    std::string name = rowBase(arr) + "_r" + offsetSuffix(outer);
    if (!ctx->rows.count(name)) {
      std::string init = ref(arr) + ".row(";
      for (int k = 0; k + 1 < r; ++k) {
        init += k ? ", " : "";
        if (arr->isFlood(k))
          init += "0";
        else if (k < (int)ctx->slot.size() && ctx->slot[k])
          init += "s" + std::to_string(k + 1);
        else
          init += "i" + std::to_string(k + 1) +
                  (off[k] ? (off[k] > 0 ? " + " : " - ") + std::to_string(std::abs(off[k])) : "");
      }
      init += ")";
      ctx->rows[name] = init;
      ctx->rowOrder.push_back(name);
    }
    std::string idx;
    if (arr->isFlood(r - 1))
      idx = "0";
    else if (r - 1 < (int)ctx->slot.size() && ctx->slot[r - 1])
      idx = "s" + std::to_string(r);
    else
      idx = "i" + std::to_string(r) +
            (off[r - 1] ? (off[r - 1] > 0 ? " + " : " - ") + std::to_string(std::abs(off[r - 1])) : "");
    return name + "[" + idx + "]";
  }

  std::string expr(const Expr *e, LoopCtx *ctx) {
    switch (e->kind) {
    case Expr::K_Lit:
      return lit(cast<Lit>(e));
    case Expr::K_VarRef: {
      auto *v = cast<VarRef>(e);
      // C's own name: it may be a macro (RAND_MAX, errno).
      std::string s = v->var->storage == Var::Extern ? cName(v->var->name) : ident(v->var->name);
      if (!v->subscripts.empty()) {
        // Indexed arrays are flattened row-major with their declared bounds.
        std::string flat;
        int64_t mult = 1;
        for (int k = (int)v->subscripts.size() - 1; k >= 0; --k) {
          auto b = v->var->bounds[k];
          std::string term = "(" + expr(v->subscripts[k], ctx) + " - " + std::to_string(b.first) + ")";
          if (mult != 1)
            term += " * " + std::to_string(mult);
          flat = flat.empty() ? term : term + " + " + flat;
          mult *= b.second - b.first + 1;
        }
        s += "[" + flat + "]";
      }
      return s;
    }
    case Expr::K_ArrayRead:
      if (!ctx)
        return "/*parallel value outside a loop*/0";
      return arrayAccess(cast<ArrayRead>(e), ctx);
    case Expr::K_Index:
      return "i" + std::to_string(cast<IndexExpr>(e)->dim);
    case Expr::K_Unary: {
      auto *u = cast<Unary>(e);
      return spelling(u->op) + std::string("(") + expr(u->operand, ctx) + ")";
    }
    case Expr::K_Binary: {
      auto *b = cast<Binary>(e);
      std::string l = expr(b->lhs, ctx), r = expr(b->rhs, ctx);
      if (b->op == BinOp::Pow)
        return "zplc::power(" + l + ", " + r + ")";
      if (b->op == BinOp::Mod)
        return "zplc::mod(" + l + ", " + r + ", " + where(b) + ")";
      if (b->op == BinOp::Div && isIntegral(b->lhs->ty) && isIntegral(b->rhs->ty))
        return "zplc::div(" + l + ", " + r + ", " + where(b) + ")";
      std::string op = b->op == BinOp::Eq    ? "=="
                       : b->op == BinOp::And ? "&&"
                       : b->op == BinOp::Or  ? "||"
                                             : spelling(b->op);
      if (b->lhs->ty == Ty::String) // by content, not by address
        return "(zplc::text(" + l + ") " + op + " zplc::text(" + r + "))";
      return "(" + l + " " + op + " " + r + ")";
    }
    case Expr::K_Call: {
      auto *c = cast<Call>(e);
      std::vector<std::string> a;
      for (Expr *x : c->args)
        a.push_back(expr(x, ctx));
      auto join = [&] {
        std::string s;
        for (size_t i = 0; i < a.size(); ++i)
          s += (i ? ", " : "") + a[i];
        return s;
      };
      if (c->proc) {
        for (size_t i = 0; i < c->args.size() && i < c->proc->paramOrder.size(); ++i)
          if (c->proc->paramOrder[i] < 0)
            if (auto *rd = dyn_cast<ArrayRead>(c->args[i]))
              a[i] = ref(rd->array);
        return ident(c->callee) + "(" + join() + ")";
      }
      if (c->external) {
        // The C function's own declaration converts the arguments.
        for (const ExternProc &xp : m.externs)
          if (xp.name == c->callee)
            for (size_t i = 0; i < a.size() && i < xp.params.size(); ++i)
              if (xp.params[i] == Ty::String)
                a[i] = "std::string(" + a[i] + ").c_str()";
        return (declaredByHeaders(c->callee) ? "::" + c->callee : cName(c->callee)) + "(" + join() + ")";
      }
      const std::string &n = c->callee;
      if (n.rfind("freeReduce:", 0) == 0) // a reduction of free scalars (ir/FromAST.cpp)
        return "p.reduce(" + reduceOp(n.substr(11)) + ", " + cty(c->ty) + "(" + a[0] + "))";
      if (n == "component") {
        // U[m] of a parallel array of indexed arrays: args m, lo, U[lo]...
        std::string s = "zplc::badComponent<" + std::string(cty(c->ty)) + ">(p, " + a[0] + ")";
        for (size_t k = a.size(); k-- > 2;)
          s = "(" + a[0] + " == " + a[1] + " + " + std::to_string(k - 2) + " ? " + a[k] + " : " + s + ")";
        return s;
      }
      if (const BuiltinInfo *b = findBuiltin(n)) {
        // More arguments than the spelling's two nest it from the right.
        while (a.size() > 2) {
          std::string last = a.back();
          a.pop_back();
          a.back() = builtinCpp(b->cpp, {a.back(), last}, cty(c->ty));
        }
        return builtinCpp(b->cpp, a, cty(c->ty));
      }
      return "std::" + n + "(" + join() + ")";
    }
    case Expr::K_RegionValue: {
      const Region *r = cast<RegionValue>(e)->region;
      std::string s;
      for (int k = 0; k < r->rank(); ++k)
        s += (k ? ", " : "") + std::string("int64_t(") + regionLo(r, k) + "), int64_t(" + regionHi(r, k) +
             "), " + regionSt(r, k);
      return "std::vector<int64_t>{" + s + "}";
    }
    case Expr::K_ListValue: { // an indexed array's initialiser
      std::string s, t = cty(e->ty);
      for (const Expr *x : cast<ListValue>(e)->elems)
        s += (s.empty() ? "" : ", ") + t + "(" + expr(x, ctx) + ")";
      return "std::vector<" + t + ">{" + s + "}";
    }
    case Expr::K_Reduce: // removed by the passes (the verifier checks)
    case Expr::K_Flood:
    case Expr::K_Remap:
      break;
    }
    return "/*unlowered " + cppCommentText(printExpr(e)) + "*/0";
  }

  // ------------------------------------------------------- statements

  int depth = 1;
  std::string pad() const { return std::string(2 * depth, ' '); }
  void line(const std::string &s) { os << pad() << s << "\n"; }
  // Echoes a statement's source; the back end maps C++ errors to source
  // lines through these comments.
  void sourceComment(const Loc &loc, const std::string &text) {
    line("// line " + std::to_string(loc.line) + ": " + cppCommentText(text));
  }

  std::string regionLo(const Region *r, int k) { return r->dims[k].flood ? "0" : expr(r->dims[k].lo, nullptr); }
  std::string regionHi(const Region *r, int k) { return r->dims[k].flood ? "0" : expr(r->dims[k].hi, nullptr); }

  std::string regionSt(const Region *r, int k) {
    const Region::Dim &d = r->dims[k];
    if (d.flood)
      return "1";
    return d.strideExpr ? "int64_t(" + expr(d.strideExpr, nullptr) + ")" : std::to_string(d.stride);
  }

  // The C++ object holding an array: its member, or for an element of an
  // indexed array of parallel arrays, that element of the family's table.
  std::string ref(const Array *a) {
    if (!a->family)
      return ident(a->name);
    return ident(a->family->name) + "[(" + expr(a->element, nullptr) + ") - " +
           std::to_string(a->family->elementLo) + "]";
  }

  // A name to build row pointer names from.
  std::map<const Array *, int> elementNames;
  std::string rowBase(const Array *a) {
    if (!a->family)
      return ident(a->name);
    auto it = elementNames.emplace(a, (int)elementNames.size() + 1).first;
    return ident(a->family->name) + "_e" + std::to_string(it->second);
  }

  std::string relRegion(const Region *r) {
    std::string lo, hi, st;
    for (int k = 0; k < r->rank(); ++k) {
      lo += (k ? ", " : "") + regionLo(r, k);
      hi += (k ? ", " : "") + regionHi(r, k);
      st += (k ? ", " : "") + regionSt(r, k);
    }
    return "zplc::region({" + lo + "}, {" + hi + "}, {" + st + "})";
  }

  // Emits the loop nest over `region` (owned indices from `dist`), with
  // `body` producing the innermost statement(s) given the context.
  template <class Body>
  void loopNest(const Region *region, const Distribution *dist, Body body, const Array *owner = nullptr) {
    // A parameter's owned block is its actual argument's.
    std::string own = owner && owner->param ? ref(owner) : "own_" + ident(dist->name);
    LoopCtx ctx;
    ctx.rank = region->rank();
    for (int k = 0; k < ctx.rank; ++k)
      ctx.slot.push_back(!region->dims[k].flood &&
                         (dist->formats[k] == Distribution::Cyclic ||
                          dist->formats[k] == Distribution::BlockCyclic));
    // The body is generated first so that the row pointers it needs are known.
    std::string inner = body(ctx);
    std::string maskTest;
    if (region->mask) {
      std::string m = expr(region->mask, &ctx);
      maskTest = region->maskWithout ? "if (" + m + ") continue;" : "if (!" + m + ") continue;";
    }
    int r = ctx.rank;
    line("{");
    ++depth;
    for (int k = 0; k < r; ++k) {
      std::string rk = "r" + std::to_string(k + 1);
      if (region->dims[k].flood)
        line("const zplc::Range " + rk + "{0, 0, 1};");
      else if (ctx.slot[k])
        line("const zplc::Range " + rk + "{" + regionLo(region, k) + ", " + regionHi(region, k) +
             ", " + regionSt(region, k) + "};");
      else
        line("const zplc::Range " + rk + " = zplc::clip(" + regionLo(region, k) + ", " +
             regionHi(region, k) + ", " + regionSt(region, k) + ", " + own +
             ".lo[" + std::to_string(k) + "], " + own + ".hi[" + std::to_string(k) + "]);");
    }
    for (int k = 0; k < r; ++k) {
      std::string i = "i" + std::to_string(k + 1), rk = "r" + std::to_string(k + 1);
      if (k == r - 1)
        for (const std::string &name : ctx.rowOrder)
          if (name == ctx.restrictRow)
            line(ctx.restrictType + " *__restrict const " + name + " = " + ctx.rows[name] + ";");
          else
            line("const auto " + name + " = " + ctx.rows[name] + ";");
      if (ctx.slot[k]) {
        // A cyclic dimension: visit the owned indices by slot, keeping
        // those in the region.
        std::string sv = "s" + std::to_string(k + 1);
        std::string idx = "idx_" + ident(dist->name) + "[" + std::to_string(k) + "]";
        line("for (int64_t " + sv + " = 0; " + sv + " < (int64_t)" + idx + ".size(); ++" + sv + ") {");
        ++depth;
        line("const int64_t " + i + " = " + idx + "[" + sv + "];");
        line("if (" + i + " < " + rk + ".lo || " + i + " > " + rk + ".hi || (" + i + " - " + rk +
             ".lo) % " + rk + ".st != 0) continue;");
        continue;
      }
      std::string step = region->dims[k].stride == 1 && !region->dims[k].strideExpr ? "++" + i : i + " += " + rk + ".st";
      line("for (int64_t " + i + " = " + rk + ".lo; " + i + " <= " + rk + ".hi; " + step + ") {");
      ++depth;
    }
    if (!maskTest.empty())
      line(maskTest);
    std::istringstream in(inner);
    for (std::string l; std::getline(in, l);)
      line(l);
    for (int k = 0; k < r; ++k) {
      --depth;
      line("}");
    }
    --depth;
    line("}");
  }

  void parAssign(const ParAssign *a) {
    sourceComment(a->loc, printRegion(a->region) + " " + a->lhs->name +
         " " + a->op + " " + printExpr(a->rhs));
    loopNest(a->region, a->lhs->dist, [&](LoopCtx &ctx) {
      std::string rhs = expr(a->rhs, &ctx);
      ArrayRead self;
      self.array = a->lhs;
      std::string lhs = arrayAccess(&self, &ctx);
      ctx.restrictRow = lhs.substr(0, lhs.find('['));
      ctx.restrictType = elemCty(a->lhs->elem);
      if (a->lhs->elem == Ty::String)
        return "zplc::store(" + lhs + ", " + rhs + ", " + where(a) + ");";
      if (a->op == ":=")
        return lhs + " = " + rhs + ";";
      if (a->op == "&=")
        return lhs + " = " + lhs + " && " + rhs + ";";
      if (a->op == "|=")
        return lhs + " = " + lhs + " || " + rhs + ";";
      if (a->op == "%=" || (a->op == "/=" && isIntegral(a->lhs->elem) && isIntegral(a->rhs->ty)))
        return lhs + " = zplc::" + (a->op == "%=" ? "mod(" : "div(") + lhs + ", " + rhs + ", " +
               where(a) + ");";
      return lhs + " " + a->op + " " + rhs + ";";
    }, a->lhs);
  }

  // Dimensions a partial reduction collapses: `*` in the destination, or one
  // index there and a wider range in the source. Into `*` the combined line is
  // kept by every processor along that dimension, which a flood dimension
  // stores once per processor: the reduction's result is replicated.
  static bool collapsed(const ReduceStmt *r, int k) {
    const Region::Dim &d = r->intoRegion->dims[k], &s = r->region->dims[k];
    return !s.flood && (d.flood || (d.lo == d.hi && !(s.lo == s.hi)));
  }

  std::string combine(const std::string &op, const std::string &t, const std::string &acc,
                      const std::string &v) {
    if (op == "+") return acc + " += " + v + ";";
    if (op == "*") return acc + " *= " + v + ";";
    if (op == "max") return acc + " = std::max<" + t + ">(" + acc + ", " + v + ");";
    if (op == "min") return acc + " = std::min<" + t + ">(" + acc + ", " + v + ");";
    if (op == "&") return acc + " = " + acc + " && " + v + ";";
    if (op == "|") return acc + " = " + acc + " || " + v + ";";
    if (op == "band") return acc + " &= " + v + ";";
    if (op == "bor") return acc + " |= " + v + ";";
    return acc + " ^= " + v + ";";
  }

  void partialReduce(const ReduceStmt *r) {
    const Array *v = r->into;
    std::string t = cty(v->elem);
    std::string op = reduceOp(r->op);
    const Distribution *d = r->region->dist;
    sourceComment(r->loc, printRegion(r->intoRegion) + " " + v->name +
         " := " + r->op + "<< " +
         printRegion(r->region) + " " + printExpr(r->operand));
    line("{");
    ++depth;
    // The kept dimensions' owned ranges are the same on every processor of
    // a reduction group, so each group agrees on the buffer's shape.
    std::string count = "1", collapsedDims;
    std::vector<int> kept;
    for (int k = 0; k < r->region->rank(); ++k) {
      std::string ks = std::to_string(k + 1);
      if (collapsed(r, k)) {
        if (d->formats[k] != Distribution::None)
          collapsedDims += (collapsedDims.empty() ? "" : ", ") + std::to_string(gridDimOf(d, k));
        continue;
      }
      kept.push_back(k);
      line("const zplc::Range k" + ks + " = zplc::clip(" + regionLo(r->region, k) + ", " +
           regionHi(r->region, k) + ", " + regionSt(r->region, k) + ", own_" +
           ident(d->name) + ".lo[" + std::to_string(k) + "], own_" + ident(d->name) + ".hi[" +
           std::to_string(k) + "]);");
      line("const int64_t n" + ks + " = k" + ks + ".hi < k" + ks + ".lo ? 0 : (k" + ks + ".hi - k" +
           ks + ".lo) / k" + ks + ".st + 1;");
      count += " * n" + ks;
    }
    auto lineIndex = [&]() {
      std::string idx = "0";
      for (int k : kept) {
        std::string ks = std::to_string(k + 1);
        idx = "(" + idx + ") * n" + ks + " + (i" + ks + " - k" + ks + ".lo) / k" + ks + ".st";
      }
      return idx;
    };
    line("zplc::Buffer<" + t + "> acc(" + count + ", zplc::identity<" + t + ">(" + op + "));");
    loopNest(r->region, d, [&](LoopCtx &ctx) {
      return combine(r->op, t, "acc[" + lineIndex() + "]", expr(r->operand, &ctx));
    });
    padToGlobalMax("acc", t, op);
    line("p.reduceAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), acc.data(), acc.size(), grid_" +
         ident(d->grid->name) + ", {" + collapsedDims + "});");
    loopNest(r->intoRegion, v->dist, [&](LoopCtx &ctx) {
      ArrayRead self;
      self.array = const_cast<Array *>(v);
      return arrayAccess(&self, &ctx) + " = acc[" + lineIndex() + "];";
    }, v);
    --depth;
    line("}");
  }

  // The runtime's grouped collectives exchange equal counts among all
  // processors, not only within a group; groups differ in their number of
  // lines, so every buffer is padded with the identity to the largest.
  void padToGlobalMax(const std::string &buf, const std::string &t, const std::string &op) {
    line(buf + ".resize((size_t)p.reduce(zpl::rt::Op::Max, (int64_t)" + buf + ".size()), zplc::identity<" +
         t + ">(" + op + "));");
  }

  // `[R] S := op|| e` over a 2-D region in row-major order: a scan along
  // each row (carried across the column grid dimension), then every element
  // is combined with the total of all rows above it.
  void rowMajorScan(const ScanStmt *c) {
    const Array *b = c->lhs;
    const Distribution *d = b->dist;
    std::string t = cty(b->elem), op = reduceOp(c->op), g = "grid_" + ident(d->grid->name);
    std::string id = "zplc::identity<" + t + ">(" + op + ")";
    sourceComment(c->loc, printRegion(c->region) + " " + b->name +
         " := " + c->op + "|| " + printExpr(c->operand));
    line("{");
    ++depth;
    line("const zplc::Range k1 = zplc::clip(" + regionLo(c->region, 0) + ", " + regionHi(c->region, 0) +
         ", " + regionSt(c->region, 0) + ", " + ref(b) + ".lo[0], " +
         ref(b) + ".hi[0]);");
    line("const int64_t n1 = k1.hi < k1.lo ? 0 : (k1.hi - k1.lo) / k1.st + 1;");
    std::string row = "(i1 - k1.lo) / k1.st";
    line("zplc::Buffer<" + t + "> run(n1, " + id + ");");
    ArrayRead self;
    self.array = const_cast<Array *>(b);
    loopNest(c->region, d, [&](LoopCtx &ctx) {
      std::string v = expr(c->operand, &ctx);
      std::string dst = arrayAccess(&self, &ctx);
      return "run[" + row + "] = zplc::apply<" + t + ">(" + op + ", run[" + row + "], " + v + ");\n" +
             dst + " = run[" + row + "];";
    }, b);
    bool colsDistributed = d->formats[1] != Distribution::None;
    bool rowsDistributed = d->formats[0] != Distribution::None;
    line("zplc::Buffer<" + t + "> carry(run.size(), " + id + "), rows(run);");
    if (colsDistributed) {
      line("carry = run;");
      padToGlobalMax("carry", t, op);
      line("p.scanExclusiveAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), carry.data(), carry.size(), " + g +
           ", " + std::to_string(gridDimOf(d, 1)) + ");");
      padToGlobalMax("rows", t, op);
      line("p.reduceAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), rows.data(), rows.size(), " + g + ", {" +
           std::to_string(gridDimOf(d, 1)) + "});");
    }
    line("zplc::Buffer<" + t + "> before(n1);");
    line(t + " block = " + id + ";");
    line("for (int64_t r = 0; r < n1; ++r) {");
    line("  before[r] = block;");
    line("  block = zplc::apply<" + t + ">(" + op + ", block, rows[r]);");
    line("}");
    line(t + " above = " + id + ";");
    if (rowsDistributed) {
      // Only the processors of the same column block share their rows' totals.
      line("{");
      line("  " + t + " mine = block;");
      line("  p.scanExclusiveAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), &mine, 1, " + g + ", " +
           std::to_string(gridDimOf(d, 0)) + ");");
      line("  above = mine;");
      line("}");
    }
    loopNest(c->region, d, [&](LoopCtx &ctx) {
      std::string dst = arrayAccess(&self, &ctx);
      return dst + " = zplc::apply<" + t + ">(" + op + ", zplc::apply<" + t + ">(" + op +
             ", above, before[" + row + "]), zplc::apply<" + t + ">(" + op + ", carry[" + row + "], " + dst +
             "));";
    }, b);
    --depth;
    line("}");
  }

  // `[R] S := op|| e` over a region of rank >= 3 in row-major order: the
  // operand's values are gathered per processor block, then the support
  // library's recursive row-major scan combines them across the grid.
  void fullScan(const ScanStmt *c) {
    const Array *b = c->lhs;
    const Distribution *d = b->dist;
    std::string t = cty(b->elem), op = reduceOp(c->op);
    sourceComment(c->loc, printRegion(c->region) + " " + b->name +
         " := " + c->op + "|| " + printExpr(c->operand));
    line("{");
    ++depth;
    std::string count = "1", extents, gdims, idx = "0";
    for (int k = 0; k < c->region->rank(); ++k) {
      std::string ks = std::to_string(k + 1);
      line("const zplc::Range k" + ks + " = zplc::clip(" + regionLo(c->region, k) + ", " +
           regionHi(c->region, k) + ", " + std::to_string(c->region->dims[k].stride) + ", " +
           ident(b->name) + ".lo[" + std::to_string(k) + "], " + ident(b->name) + ".hi[" +
           std::to_string(k) + "]);");
      line("const int64_t n" + ks + " = k" + ks + ".hi < k" + ks + ".lo ? 0 : (k" + ks + ".hi - k" + ks +
           ".lo) / k" + ks + ".st + 1;");
      count += " * n" + ks;
      extents += (k ? ", n" : "n") + ks;
      gdims += (k ? ", " : "") +
               (d->formats[k] != Distribution::None ? std::to_string(gridDimOf(d, k)) : std::string("-1"));
      idx = "(" + idx + ") * n" + ks + " + (i" + ks + " - k" + ks + ".lo) / k" + ks + ".st";
    }
    line("zplc::Buffer<" + t + "> vals(" + count + ", zplc::identity<" + t + ">(" + op + "));");
    ArrayRead self;
    self.array = const_cast<Array *>(b);
    loopNest(c->region, d, [&](LoopCtx &ctx) { return "vals[" + idx + "] = " + expr(c->operand, &ctx) + ";"; },
             b);
    line("zplc::rowMajorScan<" + t + ">(p, " + op + ", vals, {" + extents + "}, grid_" +
         ident(d->grid->name) + ", {" + gdims + "});");
    loopNest(c->region, d, [&](LoopCtx &ctx) { return arrayAccess(&self, &ctx) + " = vals[" + idx + "];"; }, b);
    --depth;
    line("}");
  }

  // A scan in the order of a dimension list, over some of the region's
  // dimensions, or along a cyclic dimension: every element gets its place
  // in the scan (segment of the unscanned dimensions, then the listed ones,
  // the last listed most significant) and zplc::orderedScan
  // (codegen/support/Scan.h) combines them in that order.
  void orderedScan(const ScanStmt *c) {
    const Array *b = c->lhs;
    std::vector<int> order = scanOrder(c);
    std::string t = cty(b->elem), op = reduceOp(c->op);
    sourceComment(c->loc, printRegion(c->region) + " " + b->name + " := " + c->op + "|| " + scanDims(c) +
                              printExpr(c->operand));
    line("{");
    ++depth;
    std::vector<bool> listed(c->region->rank(), false);
    for (int v : order)
      listed[std::abs(v) - 1] = true;
    auto place = [&](int k, bool down) {
      std::string ks = std::to_string(k + 1);
      // Names apart from loopNest's (i1, s1, r1...).
      std::string lo = "scanLo" + ks, st = "scanSt" + ks, n = "scanN" + ks;
      line("const int64_t " + lo + " = " + regionLo(c->region, k) + ", " + st + " = " + regionSt(c->region, k) +
           ", " + n + " = (" + regionHi(c->region, k) + " - " + lo + ") / " + st + " + 1;");
      std::string ord = "(i" + ks + " - " + lo + ") / " + st;
      return std::make_pair(n, down ? "(" + n + " - 1 - " + ord + ")" : ord);
    };
    std::string key = "0", span = "(int64_t)1";
    for (int k = 0; k < c->region->rank(); ++k)
      if (!listed[k]) {
        auto [n, o] = place(k, false);
        key = "(" + key + ") * " + n + " + " + o;
      }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      auto [n, o] = place(std::abs(*it) - 1, *it < 0);
      key = "(" + key + ") * " + n + " + " + o;
      span += " * " + n;
    }
    line("std::vector<int64_t> scanKeys;");
    line("zplc::Buffer<" + t + "> scanVals;");
    ArrayRead self;
    self.array = const_cast<Array *>(b);
    loopNest(c->region, b->dist, [&](LoopCtx &ctx) {
      return "scanKeys.push_back(" + key + ");\nscanVals.push_back(" + expr(c->operand, &ctx) + ");";
    }, b);
    line("zplc::orderedScan<" + t + ">(p, " + op + ", scanKeys, scanVals, " + span + ");");
    line("size_t scanAt = 0;");
    loopNest(c->region, b->dist, [&](LoopCtx &ctx) { return arrayAccess(&self, &ctx) + " = scanVals[scanAt++];"; },
             b);
    --depth;
    line("}");
  }

  bool scansCyclic(const ScanStmt *c) {
    const Distribution *d = c->lhs->dist;
    for (int v : scanOrder(c))
      if (d && d->formats[std::abs(v) - 1] != Distribution::Block && d->formats[std::abs(v) - 1] != Distribution::None)
        return true;
    return false;
  }

  void scanStmt(const ScanStmt *c) {
    if (!c->order.empty() || scansCyclic(c))
      return orderedScan(c);
    if (c->dim < 0)
      return c->region->rank() == 2 ? rowMajorScan(c) : fullScan(c);
    const Array *b = c->lhs;
    const Distribution *d = b->dist;
    std::string t = cty(b->elem), op = reduceOp(c->op);
    sourceComment(c->loc, printRegion(c->region) + " " + b->name +
         " := " + c->op + "|| [" +
         std::to_string(c->dim + 1) + "] " + printExpr(c->operand));
    line("{");
    ++depth;
    // One running value per line along the scanned dimension; the other
    // dimensions' owned ranges agree within a scan group.
    std::string count = "1";
    std::vector<int> lines;
    for (int k = 0; k < c->region->rank(); ++k) {
      if (k == c->dim)
        continue;
      std::string ks = std::to_string(k + 1);
      lines.push_back(k);
      line("const zplc::Range k" + ks + " = zplc::clip(" + regionLo(c->region, k) + ", " +
           regionHi(c->region, k) + ", " + regionSt(c->region, k) + ", " +
           ref(b) + ".lo[" + std::to_string(k) + "], " + ref(b) + ".hi[" +
           std::to_string(k) + "]);");
      line("const int64_t n" + ks + " = k" + ks + ".hi < k" + ks + ".lo ? 0 : (k" + ks + ".hi - k" +
           ks + ".lo) / k" + ks + ".st + 1;");
      count += " * n" + ks;
    }
    std::string idx = "0";
    for (int k : lines) {
      std::string ks = std::to_string(k + 1);
      idx = "(" + idx + ") * n" + ks + " + (i" + ks + " - k" + ks + ".lo) / k" + ks + ".st";
    }
    line("zplc::Buffer<" + t + "> run(" + count + ", zplc::identity<" + t + ">(" + op + "));");
    // Row-major order visits every line in increasing index along the
    // scanned dimension, so one pass computes the local inclusive scan.
    loopNest(c->region, d, [&](LoopCtx &ctx) {
      ArrayRead self;
      self.array = const_cast<Array *>(b);
      std::string v = expr(c->operand, &ctx);
      std::string dst = arrayAccess(&self, &ctx);
      return "run[" + idx + "] = zplc::apply<" + t + ">(" + op + ", run[" + idx + "], " + v + ");\n" +
             dst + " = run[" + idx + "];";
    }, b);
    if (d->formats[c->dim] != Distribution::None) {
      padToGlobalMax("run", t, op);
      line("p.scanExclusiveAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), run.data(), run.size(), grid_" +
           ident(d->grid->name) + ", " + std::to_string(gridDimOf(d, c->dim)) + ");");
      loopNest(c->region, d, [&](LoopCtx &ctx) {
        ArrayRead self;
        self.array = const_cast<Array *>(b);
        std::string dst = arrayAccess(&self, &ctx);
        return dst + " = zplc::apply<" + t + ">(" + op + ", run[" + idx + "], " + dst + ");";
      }, b);
    }
    --depth;
    line("}");
  }

  void reduceStmt(const ReduceStmt *r) {
    if (r->into)
      return partialReduce(r);
    std::string t = cty(r->target->ty);
    std::string op = reduceOp(r->op);
    sourceComment(r->loc, r->target->name + " := " + r->op + "<< " +
         printRegion(r->region) + " " + printExpr(r->operand));
    line("{");
    ++depth;
    line(t + " acc = zplc::identity<" + t + ">(" + op + ");");
    loopNest(r->region, r->region->dist, [&](LoopCtx &ctx) {
      std::string v = expr(r->operand, &ctx);
      if (r->op == "+") return "acc += " + v + ";";
      if (r->op == "*") return "acc *= " + v + ";";
      if (r->op == "max") return "acc = std::max<" + t + ">(acc, " + v + ");";
      if (r->op == "min") return "acc = std::min<" + t + ">(acc, " + v + ");";
      if (r->op == "&") return "acc = acc && " + v + ";";
      if (r->op == "|") return "acc = acc || " + v + ";";
      if (r->op == "band") return "acc &= " + v + ";";
      if (r->op == "bor") return "acc |= " + v + ";";
      return "acc ^= " + v + ";";
    });
    line(ident(r->target->name) + " = p.reduce(" + op + ", acc);");
    --depth;
    line("}");
  }

  // A remap by data (see codegen/support/Remap.h): one loop nest records
  // every position's indices, the exchange runs, and for a gather a second
  // loop nest stores the replies in the same order.
  void remapStmt(const RemapStmt *r) {
    const Array *a = r->array;
    std::string maps;
    for (size_t k = 0; k < r->maps.size(); ++k)
      maps += (k ? ", " : "") + printExpr(r->maps[k]);
    std::string what = a->name + "#[" + maps + "]";
    sourceComment(r->loc, printRegion(r->region) + " " +
         (r->scatter() ? what + " " + r->op + " " + printExpr(r->value)
                       : r->dst->name + " := " + what));
    const Distribution *d = r->scatter() ? r->region->dist : r->dst->dist;
    std::string lo, hi, used;
    for (int k = 0; k < a->rank(); ++k) {
      const Region::Dim &dim = a->region->dims[k];
      std::string ks = std::to_string(k);
      // A parameter's bounds are its argument's, known only at run time:
      // the argument's index space is the limit.
      bool known = !a->param && dim.lo && dim.hi;
      lo += (k ? ", " : "") + (known ? "int64_t(" + expr(dim.lo, nullptr) + ")"
                                     : ident(a->name) + ".layout.dims[" + ks + "].lo");
      hi += (k ? ", " : "") + (known ? "int64_t(" + expr(dim.hi, nullptr) + ")"
                                     : ident(a->name) + ".layout.dims[" + ks + "].hi");
    }
    for (int k = 0; k < d->rank(); ++k)
      if (d->formats[k] != Distribution::None)
        used += (used.empty() ? "" : ", ") + std::to_string(gridDimOf(d, k));
    line("{");
    ++depth;
    line("zplc::DataRemap rm(p, remaps_[" + std::to_string(remapCount++) + "], " + ident(a->name) + ".layout, {" + lo + "}, {" + hi + "}, " +
         relRegion(r->region) + ", grid_" + ident(d->grid->name) + ", {" + used + "}, " +
         where(r) + ", " + cppStringLiteral(a->name) + ");");
    auto at = [&](const LoopCtx &ctx) {
      std::string s;
      for (int k = 0; k < ctx.rank; ++k)
        s += (k ? ", " : "") + std::string("i") + std::to_string(k + 1);
      return "{" + s + "}";
    };
    auto idx = [&](LoopCtx &ctx) {
      std::string s;
      for (size_t k = 0; k < r->maps.size(); ++k)
        s += (k ? ", " : "") + std::string("int64_t(") + expr(r->maps[k], &ctx) + ")";
      return "{" + s + "}";
    };
    std::string t = elemCty(a->elem);
    const Array *iterOwner = r->scatter() ? nullptr : r->dst;
    if (r->scatter()) {
      loopNest(r->region, d, [&](LoopCtx &ctx) {
        if (a->elem == Ty::String)
          return "rm.put<" + t + ">(" + at(ctx) + ", " + idx(ctx) + ", zplc::stringElem(" +
                 expr(r->value, &ctx) + ", " + where(r) + "));";
        return "rm.put<" + t + ">(" + at(ctx) + ", " + idx(ctx) + ", static_cast<" + t + ">(" +
               expr(r->value, &ctx) + "));";
      });
      std::string combine;
      if (r->op == ":=") combine = "d = v;";
      else if (r->op == "&=") combine = "d = d && v;";
      else if (r->op == "|=") combine = "d = d || v;";
      else if (r->op == "%=") combine = "d = zplc::mod(d, v, " + where(r) + ");";
      else if (r->op == "/=" && isIntegral(a->elem)) combine = "d = zplc::div(d, v, " + where(r) + ");";
      else combine = "d " + r->op + " v;";
      line("rm.scatter<" + t + ">(" + ident(a->name) + ".data, [](" + t + " &d, " + t + " v) { " +
           combine + " });");
    } else {
      loopNest(r->region, d, [&](LoopCtx &ctx) { return "rm.add(" + at(ctx) + ", " + idx(ctx) + ");"; },
               iterOwner);
      line("rm.gather<" + t + ">(" + ident(a->name) + ".data);");
      loopNest(r->region, d, [&](LoopCtx &ctx) {
        ArrayRead self;
        self.array = const_cast<Array *>(r->dst);
        return arrayAccess(&self, &ctx) + " = static_cast<" + elemCty(r->dst->elem) + ">(rm.next<" + t +
               ">());";
      }, iterOwner);
    }
    --depth;
    line("}");
  }

  std::string arrayElemSize(const Array *a) { return std::string("sizeof(") + elemCty(a->elem) + ")"; }

  void ironman(const Ironman *c) {
    Transfer *t = c->transfer;
    std::string site = "x" + std::to_string(t->id) + "_";
    static const char *names[] = {"DR", "SR", "DN", "SV"};
    if (c->call != Ironman::DR) {
      line(site + ".current()." + names[c->call] + "();");
      return;
    }
    std::string desc = t->purpose == Transfer::Halo ? "halo of " + t->src->name : t->src->name + " -> " + t->dst->name;
    line("{ // t" + std::to_string(t->id) + ": " +
         cppCommentText(desc + " over " + printRegion(t->region) +
                        (t->loc.line ? ", for line " + std::to_string(t->loc.line) : std::string())));
    ++depth;
    line("zplc::Problem t;");
    line("t.src = " + ref(t->src) + ".layout;");
    line("t.dst = " + ref(t->dst) + ".layout;");
    line("t.region = " + relRegion(t->region) + ";");
    std::string perm, off, wrap, wlo, whi, shift;
    bool anyWrap = false;
    for (size_t k = 0; k < t->perm.size(); ++k) {
      std::string sep = k ? ", " : "";
      perm += sep + std::to_string(t->perm[k]);
      off += sep + expr(t->offset[k], nullptr);
      wrap += sep + (t->wrap[k] ? "true" : "false");
      anyWrap |= t->wrap[k];
      const Region *sr = t->src->region;
      // A parameter's declared region is its actual argument's.
      if (t->src->param) {
        wlo += sep + ref(t->src) + ".regionLo[" + std::to_string(k) + "]";
        whi += sep + ref(t->src) + ".regionHi[" + std::to_string(k) + "]";
        continue;
      }
      wlo += sep + (sr->dims[k].flood ? "0" : expr(sr->dims[k].lo, nullptr));
      whi += sep + (sr->dims[k].flood ? "0" : expr(sr->dims[k].hi, nullptr));
    }
    for (size_t k = 0; k < t->perm.size(); ++k)
      shift += (k ? ", " : "") + expr(t->offset[k], nullptr);
    line("t.map.perm = {" + perm + "};");
    line("t.map.offset = {" + off + "};");
    line("t.map.wrap = {" + wrap + "};");
    if (anyWrap) {
      line("t.map.wrapLo = {" + wlo + "};");
      line("t.map.wrapHi = {" + whi + "};");
    } else {
      line("t.map.wrapLo.assign(" + std::to_string(t->perm.size()) + ", 0);");
      line("t.map.wrapHi.assign(" + std::to_string(t->perm.size()) + ", 0);");
    }
    if (t->purpose == Transfer::Halo) {
      line("t.halo = true;");
      line("t.shift = {" + shift + "};");
    }
    if (!t->border.empty())
      line("t.ghostDst = true;");
    line(site + ".prepare(p, nextId_, t, " + ref(t->src) + ".data, " + ref(t->dst) +
         ".data, " + arrayElemSize(t->src) + ", " +
         (t->precomputed ? "&kEmbedded" + std::to_string(t->id) : std::string("nullptr")) + ").DR();");
    --depth;
    line("}");
  }

  // The program's format (checked by sema: one conversion) without the C
  // length modifiers it may carry, and with the one a 64-bit value needs.
  static std::string printfFormat(const std::string &fmt, Ty t) {
    std::string f = normalizeFormat(fmt);
    return t == Ty::Long ? withLengthModifier(f, "l") : f;
  }

  void writeItems(const std::vector<Write::Item> &items, bool newline, bool halt,
                  const std::string &file = "") {
    std::string f = file.empty() ? "" : ", " + file;
    line("{");
    ++depth;
    line("std::string out;");
    bool lastArray = false;
    for (const Write::Item &it : items) {
      lastArray = false;
      if (it.array) {
        if (halt)
          continue;
        line("p.write(out" + f + ");");
        line("out.clear();");
        const char *t = elemCty(it.array->elem);
        line("p.writeArray(" + ref(it.array) + ".layout, " + ref(it.array) +
             ".data, " + relRegion(it.region) + ", zplc::formatter<" + t + ">(" +
             (it.format.empty() ? "nullptr" : cppStringLiteral(printfFormat(it.format, it.array->elem))) +
             ")" + f + ");");
        lastArray = true;
        continue;
      }
      auto *l = dyn_cast<Lit>(it.value);
      if (l && l->ty == Ty::String && it.format.empty()) {
        line("out += " + cppStringExpr(l->s) + ";");
        continue;
      }
      if (it.format.empty())
        line("zplc::append(out, " + expr(it.value, nullptr) + ");");
      else
        line("zplc::appendf(out, " + cppStringLiteral(printfFormat(it.format, it.value->ty)) + ", " +
             expr(it.value, nullptr) + ");");
    }
    // An array already ends its last row with a newline.
    if (newline && !lastArray)
      line("out += \"\\n\";");
    if (halt)
      line("p.halt(out);");
    else
      line("p.write(out" + f + ");");
    --depth;
    line("}");
  }

  void block(const Block *b) {
    for (const Stmt *s : b->stmts)
      stmt(s);
  }

  // `R := [..]` / `Lev[l] := [..]`: every component is evaluated before any
  // is stored, so the new value may be derived from the old one.
  void regionAssign(const VarRef *lhs, const RegionValue *rv) {
    int n = 3 * rv->region->rank();
    line("{");
    ++depth;
    line("const std::vector<int64_t> rv = " + expr(rv, nullptr) + ";");
    for (int k = 0; k < n; ++k) {
      VarRef el = *lhs;
      Lit idx;
      idx.ty = Ty::Int;
      idx.i = k + 1;
      el.subscripts.push_back(&idx);
      line(expr(&el, nullptr) + " = rv[" + std::to_string(k) + "];");
    }
    --depth;
    line("}");
  }

  void stmt(const Stmt *s) {
    switch (s->kind) {
    case Stmt::K_Block:
      line("{");
      ++depth;
      block(cast<Block>(s));
      --depth;
      line("}");
      break;
    case Stmt::K_ParAssign:
      parAssign(cast<ParAssign>(s));
      break;
    case Stmt::K_ScalarAssign: {
      auto *a = cast<ScalarAssign>(s);
      if (auto *rv = dyn_cast<RegionValue>(a->rhs)) {
        regionAssign(a->lhs, rv);
        break;
      }
      std::string l = expr(a->lhs, nullptr), r = expr(a->rhs, nullptr);
      if (a->op == ":=")
        line(l + " = " + r + ";");
      else if (a->op == "&=")
        line(l + " = " + l + " && " + r + ";");
      else if (a->op == "|=")
        line(l + " = " + l + " || " + r + ";");
      else if (a->op == "%=" || (a->op == "/=" && isIntegral(a->lhs->ty) && isIntegral(a->rhs->ty)))
        line(l + " = zplc::" + (a->op == "%=" ? "mod(" : "div(") + l + ", " + r + ", " + where(a) + ");");
      else
        line(l + " " + a->op + " " + r + ";");
      break;
    }
    case Stmt::K_ReduceStmt:
      reduceStmt(cast<ReduceStmt>(s));
      break;
    case Stmt::K_RemapStmt:
      remapStmt(cast<RemapStmt>(s));
      break;
    case Stmt::K_ScanStmt:
      scanStmt(cast<ScanStmt>(s));
      break;
    case Stmt::K_Ironman:
      ironman(cast<Ironman>(s));
      break;
    case Stmt::K_If: {
      auto *i = cast<If>(s);
      for (size_t k = 0; k < i->arms.size(); ++k) {
        line(std::string(k ? "} else if (" : "if (") + expr(i->arms[k].first, nullptr) + ") {");
        ++depth;
        block(i->arms[k].second);
        --depth;
      }
      if (i->otherwise) {
        line("} else {");
        ++depth;
        block(i->otherwise);
        --depth;
      }
      line("}");
      break;
    }
    case Stmt::K_For: {
      auto *f = cast<For>(s);
      std::string v = expr(f->var, nullptr);
      std::string step = f->step ? expr(f->step, nullptr) : "1";
      line("{");
      ++depth;
      // ZPL evaluates the bounds once, before the first iteration.
      line("const int64_t last = " + expr(f->to, nullptr) + ";");
      line("const int64_t step = " + step + ";");
      line(std::string("for (") + v + " = " + expr(f->from, nullptr) + "; " + v +
           (f->down ? " >= last; " : " <= last; ") + v + (f->down ? " -= step" : " += step") + ") {");
      ++depth;
      block(f->body);
      --depth;
      line("}");
      --depth;
      line("}");
      break;
    }
    case Stmt::K_While: {
      auto *w = cast<While>(s);
      line("while (" + expr(w->cond, nullptr) + ") {");
      ++depth;
      block(w->body);
      --depth;
      line("}");
      break;
    }
    case Stmt::K_Repeat: {
      auto *r = cast<Repeat>(s);
      line("do {");
      ++depth;
      block(r->body);
      --depth;
      line("} while (!(" + expr(r->cond, nullptr) + "));");
      break;
    }
    case Stmt::K_Write: {
      auto *w = cast<Write>(s);
      writeItems(w->items, w->newline, false, w->file ? expr(w->file, nullptr) : "");
      break;
    }
    case Stmt::K_Read: {
      auto *r = cast<Read>(s);
      std::string f = r->file ? expr(r->file, nullptr) : "zpl::rt::File{-2}";
      for (const Read::Item &it : r->items) {
        if (it.var && !it.var->var->bounds.empty() && it.var->subscripts.empty()) {
          // A whole indexed array: its elements in row-major order.
          std::string v = expr(it.var, nullptr), t = cty(it.var->var->ty);
          line("for (size_t k = 0; k < " + v + ".size(); ++k) {");
          line("  " + t + " e{};");
          line("  zplc::readScalar(p, e, " + f + ");");
          line("  " + v + "[k] = e;");
          line("}");
          continue;
        }
        if (it.var) {
          line("zplc::readScalar(p, " + expr(it.var, nullptr) + ", " + f + ");");
          continue;
        }
        std::string a = ident(it.array->name);
        line("p.readArray(" + a + ".layout, " + a + ".data, " + relRegion(it.region) + ", zplc::parser<" +
             elemCty(it.array->elem) + ">(), " + f + ");");
      }
      if (r->line)
        line("p.skipLine(" + f + ");");
      break;
    }
    case Stmt::K_CallStmt: {
      const Call *c = cast<CallStmt>(s)->call;
      // ResetTimer's value (0.0) is dropped as a statement.
      line(!c->proc && c->callee == "ResetTimer" ? "p.resetTimer();" : expr(c, nullptr) + ";");
      break;
    }
    case Stmt::K_Return: {
      auto *r = cast<Return>(s);
      line(r->value ? "return " + expr(r->value, nullptr) + ";" : "return;");
      break;
    }
    case Stmt::K_Halt:
      writeItems(cast<Halt>(s)->items, false, true);
      break;
    case Stmt::K_Exit:
      line("break;");
      break;
    case Stmt::K_Continue:
      line("continue;");
      break;
    }
  }

  // ----------------------------------------------------- declarations

  std::string varType(const Var *v) {
    if (v->bounds.empty())
      return cty(v->ty);
    return std::string("std::vector<") + cty(v->ty) + ">";
  }

  int64_t flatSize(const Var *v) {
    int64_t n = 1;
    for (auto b : v->bounds)
      n *= b.second - b.first + 1;
    return n;
  }

  std::string configRead(const Var *v, int i) {
    std::string idx = std::to_string(i);
    switch (v->ty) {
    case Ty::Bool: return "p.configBool(" + idx + ")";
    case Ty::Int: return "static_cast<int32_t>(p.configInt(" + idx + "))";
    case Ty::Long: return "p.configInt(" + idx + ")";
    case Ty::Float: return "static_cast<float>(p.configReal(" + idx + "))";
    case Ty::Double: return "p.configReal(" + idx + ")";
    case Ty::Char: return "p.configChar(" + idx + ")";
    default: return "p.configString(" + idx + ")";
    }
  }

  static bool literalDefault(const Var *v) { return v->init && llvm::isa<Lit>(v->init); }

  // An enumeration's names, so that `-sClass=W` and -h use them.
  static std::string enumInfo(const Var *v) {
    if (v->enumerators.empty())
      return "";
    std::string s = ", \"\", {";
    for (const std::string &n : v->enumerators)
      s += (s.back() == '{' ? "" : ", ") + cppStringLiteral(n);
    return s + "}, " + cppStringLiteral(v->enumName);
  }

  std::string defaultText(const Var *v) {
    auto *l = cast<Lit>(v->init);
    if (!v->enumerators.empty() && l->i >= 0 && l->i < (int64_t)v->enumerators.size())
      return cppStringLiteral(v->enumerators[l->i]);
    if (l->ty == Ty::String)
      return cppStringLiteral(l->s);
    if (l->ty == Ty::Bool)
      return l->i ? "\"true\"" : "\"false\"";
    if (isFloating(l->ty))
      return cppStringLiteral(l->s.empty() ? lit(l) : l->s);
    // The run time reads a char's default as the character itself.
    if (l->ty == Ty::Char)
      return cppStringLiteral(std::string(1, static_cast<char>(l->i)));
    return cppStringLiteral(std::to_string(l->i));
  }

  std::vector<const Var *> configs() {
    std::vector<const Var *> c;
    for (const Var *v : m.vars)
      if (v->storage == Var::Config || v->storage == Var::ConfigConst)
        c.push_back(v);
    return c;
  }

  // What the headers generated programs include already declare (libc,
  // POSIX and libm): a second declaration could conflict with theirs (other
  // parameter types), so those are called through the headers' own.
  static bool declaredByHeaders(const std::string &n) {
    static const std::set<std::string> known = {
        "abs", "labs", "llabs", "atoi", "atol", "atof", "strtol", "strtod", "rand", "srand",
        "random", "srandom", "drand48", "erand48", "lrand48", "nrand48", "mrand48", "jrand48",
        "srand48", "seed48", "exit", "abort", "getenv", "system", "time", "clock", "difftime",
        "sleep", "usleep", "getpid", "putchar", "getchar", "puts", "fflush", "remove", "rename",
        "fabs", "fmod", "pow", "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log10", "log2",
        "log1p", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
        "asinh", "acosh", "atanh", "floor", "ceil", "trunc", "round", "lround", "rint", "hypot",
        "erf", "erfc", "tgamma", "lgamma", "fmin", "fmax", "copysign", "ldexp", "frexp",
        "RAND_MAX", "errno", "EOF", "INT_MAX", "INT_MIN", "LONG_MAX", "LONG_MIN", "CHAR_BIT",
        "CLOCKS_PER_SEC", "EXIT_SUCCESS", "EXIT_FAILURE", "BUFSIZ", "FILENAME_MAX", "FOPEN_MAX",
        "TMP_MAX", "SEEK_SET", "SEEK_CUR", "SEEK_END", "SHRT_MAX", "SHRT_MIN", "UINT_MAX", "CHAR_MAX",
        "CHAR_MIN", "SCHAR_MAX", "SCHAR_MIN", "UCHAR_MAX"};
    return known.count(n) != 0;
  }

  // The program's own C functions and objects, as the program declares them.
  // The assembler name binds them to the C symbol without a C-linkage
  // declaration, which would conflict with a header's declaration of the
  // same name with other types; the C++ side uses the program's spelling,
  // so a C name that is a C++ keyword or macro still works.
  void externDecls() {
    std::string decls;
    for (const ExternProc &x : m.externs) {
      if (declaredByHeaders(x.name))
        continue;
      std::string s = std::string(cty(x.ret)) + " " + ident(x.name) + "(";
      for (size_t i = 0; i < x.params.size(); ++i)
        s += (i ? ", " : "") + std::string(x.params[i] == Ty::String ? "const char *" : cty(x.params[i]));
      decls += s + ") __asm__(\"" + x.name + "\");\n";
    }
    for (const Var *v : m.externVars)
      if (!declaredByHeaders(v->name))
        decls += std::string("extern ") + cty(v->ty) + " " + ident(v->name) + " __asm__(\"" + v->name + "\");\n";
    if (!decls.empty())
      os << "// C functions and objects the program declares `extern`.\nnamespace zplc_c {\n" << decls
         << "} // namespace zplc_c\n\n";
  }

  // How generated code names a C function or object.
  static std::string cName(const std::string &n) {
    return declaredByHeaders(n) ? n : "zplc_c::" + ident(n);
  }

  int gridDimOf(const Distribution *d, int k) {
    int g = 0;
    for (int i = 0; i < k; ++i)
      g += d->formats[i] != Distribution::None;
    return g;
  }

  std::string layoutOf(const Array *a) {
    const Distribution *d = a->dist;
    std::string s = "zplc::makeLayout(grid_" + ident(d->grid->name) + ", {";
    for (int k = 0; k < a->rank(); ++k) {
      s += k ? ", " : "";
      s += "{space_" + ident(d->name) + ".lo[" + std::to_string(k) + "], space_" + ident(d->name) +
           ".hi[" + std::to_string(k) + "], " + distFormat(d->formats[k]) + ", " +
           std::to_string(d->blockSize[k]) + ", " + std::to_string(gridDimOf(d, k)) + ", " +
           std::to_string(a->haloLo[k]) + ", " + std::to_string(a->haloHi[k]) + ", " +
           (a->isFlood(k) ? "true" : "false") + "}";
    }
    return s + "}, sizeof(" + elemCty(a->elem) + "))";
  }

  std::string declared(const Array *a) {
    std::string lo, hi;
    for (int k = 0; k < a->rank(); ++k) {
      lo += (k ? ", " : "") + std::string("int64_t(") + regionLo(a->region, k) + ")";
      hi += (k ? ", " : "") + std::string("int64_t(") + regionHi(a->region, k) + ")";
    }
    return "{" + lo + "}, {" + hi + "}";
  }

  // The global arrays' storage is given back when the processor's state
  // ends, in reverse order on every processor (release is collective).
  void globalArraysRelease() {
    if (m.arrays.empty())
      return;
    os << "  ~" << structName << "() {\n";
    for (auto it = m.arrays.rbegin(); it != m.arrays.rend(); ++it) {
      const Array *a = *it;
      if (a->elements)
        os << "    for (int i = " << a->elements - 1 << "; i >= 0; --i) " << ident(a->name) << "[i].release();\n";
      else
        os << "    " << ident(a->name) << ".release();\n";
    }
    os << "  }\n";
  }

  void arrayMember(const Array *a) {
    os << "  zplc::Array<" << elemCty(a->elem) << ", " << a->rank() << "> " << ident(a->name);
    if (a->elements)
      os << "[" << a->elements << "]"; // one storage object per element
    os << ";";
    if (a->temp)
      os << " // a compiler temporary";
    os << "\n";
  }

  void embedded() { emitEmbeddedRelations(os, m); }

  std::string signature(const Procedure *p, bool qualified) {
    std::string s = std::string(cty(p->ret)) + " " + (qualified ? structName + "::" : "") + ident(p->name) + "(";
    for (size_t i = 0; i < p->paramOrder.size(); ++i) {
      int k = p->paramOrder[i];
      s += i ? ", " : "";
      if (k < 0) {
        const Array *a = p->arrayParams[-k - 1];
        s += std::string("zplc::Array<") + elemCty(a->elem) + ", " + std::to_string(a->rank()) + "> &" +
             ident(a->name);
        continue;
      }
      const Var *v = p->params[k];
      s += varType(v) + (v->mode == Var::In ? " " : " &") + ident(v->name);
    }
    return s + ")";
  }

  void procedure(const Procedure *p) {
    os << signature(p, true) << " {\n";
    depth = 1;
    for (const Var *v : p->locals) {
      std::string init = v->init ? expr(v->init, nullptr) : v->bounds.empty() ? "{}" : "std::vector<" + std::string(cty(v->ty)) + ">(" + std::to_string(flatSize(v)) + ")";
      line(varType(v) + " " + ident(v->name) + " = " + init + ";");
    }
    for (const Array *a : p->localArrays) {
      std::string type = "zplc::Array<" + std::string(elemCty(a->elem)) + ", " + std::to_string(a->rank()) + "> ";
      if (a->elements) {
        line(type + ident(a->name) + "[" + std::to_string(a->elements) + "];");
        line("for (auto &e : " + ident(a->name) + ") {");
        line("  e.allocate(p, " + layoutOf(a) + ");");
        line("  e.declare(" + declared(a) + ");");
        line("}");
        continue;
      }
      line(type + ident(a->name) + ";");
      line(ident(a->name) + ".allocate(p, " + layoutOf(a) + ");");
      line(ident(a->name) + ".declare(" + declared(a) + ");");
    }
    if (!p->localArrays.empty()) {
      // Released in reverse order on every exit: deallocation is collective.
      line("struct Release {");
      line("  std::vector<std::function<void()>> fs;");
      line("  ~Release() { for (auto it = fs.rbegin(); it != fs.rend(); ++it) (*it)(); }");
      line("} release;");
      for (const Array *a : p->localArrays)
        if (a->elements)
          line("release.fs.push_back([&] { for (int i = " + std::to_string(a->elements - 1) +
               "; i >= 0; --i) " + ident(a->name) + "[i].release(); });");
        else
          line("release.fs.push_back([&] { " + ident(a->name) + ".release(); });");
    }
    block(p->body);
    os << "}\n\n";
  }

  std::string sourceName; // for run-time errors that name a source line
  std::string where(const Node *n) const { return cppStringLiteral(sourceName + ":" + std::to_string(n->loc.line)); }
  int remapCount = 0;     // remaps by data emitted so far (their buffers' ids)

  static bool hasRemap(const Block *b) {
    for (const Stmt *s : b->stmts) {
      if (llvm::isa<RemapStmt>(s))
        return true;
      const Block *inner[] = {dyn_cast<Block>(s), nullptr, nullptr};
      if (auto *f = dyn_cast<For>(s)) inner[0] = f->body;
      if (auto *w = dyn_cast<While>(s)) inner[0] = w->body;
      if (auto *r = dyn_cast<Repeat>(s)) inner[0] = r->body;
      if (auto *i = dyn_cast<If>(s)) {
        for (auto &arm : i->arms)
          if (hasRemap(arm.second))
            return true;
        inner[0] = i->otherwise;
      }
      for (const Block *x : inner)
        if (x && hasRemap(x))
          return true;
    }
    return false;
  }

  std::string emit(const EmitOptions &o) {
    sourceName = o.sourceName.substr(o.sourceName.find_last_of('/') + 1);
    os << "// Generated by zplc from " << cppCommentText(o.sourceName) << ". Do not edit: regenerate.\n";
    os << "// One object of " << structName << " holds one processor's state; the runtime\n";
    os << "// runs its entry procedure once per processor.\n";
    os << "#include \"codegen/support/Support.h\"\n\n#include <algorithm>\n#include <cerrno>\n#include <climits>\n#include <cstdint>\n#include <ctime>\n#include <functional>\n#include <iterator>\n#include <string>\n#include <vector>\n\n";
    // The POSIX part of what declaredByHeaders() lists (getpid, sleep...).
    os << "#include <unistd.h>\n\n";
    externDecls();
    os << "namespace {\n\n";
    embedded();
    os << "struct " << structName << " {\n";
    os << "  zpl::rt::Proc &p;\n  int nextId_ = 0; // transfer ids, assigned in the same order everywhere\n\n";
    for (const Var *v : m.vars)
      os << "  " << (v->storage == Var::Constant ? "" : "") << varType(v) << " " << ident(v->name) << "{};\n";
    for (const Grid *g : m.grids)
      os << "  std::vector<int> grid_" << ident(g->name) << ";\n";
    for (const Distribution *d : m.dists) {
      os << "  struct { int64_t lo[" << d->rank() << "], hi[" << d->rank() << "]; } space_" << ident(d->name)
         << "{}, own_" << ident(d->name) << "{};\n";
      os << "  std::vector<int64_t> idx_" << ident(d->name) << "[" << d->rank() << "]; // owned indices\n";
    }
    for (const Array *a : m.arrays)
      arrayMember(a);
    for (const Transfer *t : m.transfers)
      os << "  zplc::Site x" << t->id << "_{\"t" << t->id << "\", " << t->loc.line << "};\n";
    bool remaps = false;
    for (const Procedure *p : m.procs)
      remaps |= hasRemap(p->body);
    if (remaps)
      os << "  std::map<int, zplc::RemapBuffers> remaps_; // per remap-by-data statement\n";
    os << "\n  explicit " << structName << "(zpl::rt::Proc &proc) : p(proc) {}\n";
    globalArraysRelease();
    os << "  void init();\n";
    for (const Procedure *p : m.procs)
      os << "  " << signature(p, false) << ";\n";
    os << "};\n\n";

    // init(): config values, constants and scalars in declaration order,
    // then grids, index spaces, owned blocks and array storage.
    os << "void " << structName << "::init() {\n";
    depth = 1;
    int ci = 0;
    for (const Var *v : m.vars) {
      std::string n = ident(v->name);
      if (v->storage == Var::Config || v->storage == Var::ConfigConst) {
        if (literalDefault(v) || !v->init)
          line(n + " = " + configRead(v, ci) + ";");
        else
          line(n + " = p.configGiven(" + std::to_string(ci) + ") ? " + configRead(v, ci) + " : " +
               std::string(cty(v->ty)) + "(" + expr(v->init, nullptr) + ");");
        ++ci;
      } else if (!v->bounds.empty() && v->init) {
        line(n + " = " + expr(v->init, nullptr) + ";"); // a region value
      } else if (!v->bounds.empty()) {
        line(n + ".assign(" + std::to_string(flatSize(v)) + ", " + cty(v->ty) + "{});");
      } else if (v->init) {
        line(n + " = " + expr(v->init, nullptr) + ";");
      }
    }
    for (const Grid *g : m.grids) {
      std::string ext;
      for (size_t i = 0; i < g->extents.size(); ++i)
        ext += (i ? ", " : "") + std::string("static_cast<int>(") + expr(g->extents[i], nullptr) + ")";
      line("grid_" + ident(g->name) + " = p.grid(" + std::to_string(g->rank) + ", {" + ext + "}, " +
           cppStringLiteral(g->name) + ");");
    }
    for (const Distribution *d : m.dists) {
      std::string sp = "space_" + ident(d->name);
      for (int k = 0; k < d->rank(); ++k) {
        std::string los, his;
        for (const Region *r : d->members) {
          if (r->dims[k].flood)
            continue;
          los += (los.empty() ? "" : ", ") + std::string("int64_t(") + expr(r->dims[k].lo, nullptr) + ")";
          his += (his.empty() ? "" : ", ") + std::string("int64_t(") + expr(r->dims[k].hi, nullptr) + ")";
        }
        if (los.empty())
          los = his = "0";
        std::string ks = std::to_string(k);
        line(sp + ".lo[" + ks + "] = std::min<int64_t>({" + los + "});");
        line(sp + ".hi[" + ks + "] = std::max<int64_t>({" + his + "});");
      }
      // The owned block of the distribution's index space (no ghosts).
      std::string dims;
      for (int k = 0; k < d->rank(); ++k)
        dims += std::string(k ? ", " : "") + "{" + sp + ".lo[" + std::to_string(k) + "], " + sp + ".hi[" +
                std::to_string(k) + "], " + distFormat(d->formats[k]) + ", " + std::to_string(d->blockSize[k]) +
                ", " + std::to_string(gridDimOf(d, k)) + ", 0, 0, false}";
      line("{");
      ++depth;
      line("const zpl::rel::Layout l = zplc::makeLayout(grid_" + ident(d->grid->name) + ", {" + dims + "}, 1);");
      line("zplc::checkSize(l, p.rank());");
      line("for (int k = 0; k < " + std::to_string(d->rank()) + "; ++k) {");
      line("  const std::vector<int64_t> o = l.ownedIndices(p.rank(), k);");
      line("  own_" + ident(d->name) + ".lo[k] = o.empty() ? 1 : o.front();");
      line("  own_" + ident(d->name) + ".hi[k] = o.empty() ? 0 : o.back();");
      line("  idx_" + ident(d->name) + "[k] = o;");
      line("}");
      --depth;
      line("}");
    }
    for (const Array *a : m.arrays) {
      if (a->elements) {
        line("for (auto &e : " + ident(a->name) + ") {");
        line("  e.allocate(p, " + layoutOf(a) + ");");
        line("  e.declare(" + declared(a) + ");");
        line("}");
      } else {
        line(ident(a->name) + ".allocate(p, " + layoutOf(a) + ");");
        // Temporaries are never arguments; their regions may name locals.
        if (!a->temp)
          line(ident(a->name) + ".declare(" + declared(a) + ");");
      }
    }
    os << "}\n\n";

    for (const Procedure *p : m.procs)
      procedure(p);
    os << "} // namespace\n\n";

    os << "int main(int argc, char **argv) {\n";
    os << "  zpl::rt::Program program;\n";
    os << "  program.name = " << cppStringLiteral(m.name) << ";\n";
    os << "  program.config = {\n";
    for (const Var *v : configs())
      os << "      {" << cppStringLiteral(v->name) << ", " << rtType(v->ty) << ", "
         << (literalDefault(v) ? defaultText(v) : "nullptr") << enumInfo(v) << "},\n";
    os << "  };\n";
    os << "  program.body = [](zpl::rt::Proc &p) {\n";
    os << "    " << structName << " state(p);\n";
    os << "    state.init();\n";
    os << "    state." << ident(m.entry->name) << "();\n";
    os << "  };\n";
    os << "  return zpl::rt::run(program, argc, argv);\n";
    os << "}\n";
    return os.str();
  }
};

} // namespace

std::string emitCpp(const ir::Module &m, const EmitOptions &o) {
  Emitter e(m);
  return e.emit(o);
}

} // namespace zpl::codegen
