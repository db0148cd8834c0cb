// Emission of expressions and statements.
#include "codegen/emit/Emitter.h"
#include "ir/Effects.h"

namespace zpl::codegen {
namespace emit {

// Subscript k of `v`, checked against the array's bounds when it is not a
// literal inside them: an index outside would read or write another
// element (or past the array) without a word.
std::string Emitter::checkedIndex(const VarRef *v, size_t k, LoopCtx *ctx) {
  const Expr *sub = v->subscripts[k];
  auto b = v->var->bounds[k];
  const Expr *hi = v->var->hiExpr(k);
  auto *l = dyn_cast<Lit>(sub);
  if (l && !hi && isIntegral(l->ty) && l->i >= b.first && l->i <= b.second)
    return expr(sub, ctx);
  std::string hiText = hi ? "int64_t(" + expr(hi, nullptr) + ")" : std::to_string(b.second);
  return "zplc::checkIndex(" + expr(sub, ctx) + ", " + std::to_string(b.first) + ", " + hiText +
         ", " + where(v) + ", " + cppStringLiteral(v->var->name) + ")";
}

std::string Emitter::lit(const Lit *l) {
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

std::string Emitter::arrayAccess(const ArrayRead *a, LoopCtx *ctx) {
  Array *arr = a->array;
  auto fused = fusedReads.find(arr);
  if (fused != fusedReads.end())
    return fusedAccess(fused->second, ctx);
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

std::string Emitter::expr(const Expr *e, LoopCtx *ctx) {
  switch (e->kind) {
  case Expr::K_Lit:
    return lit(cast<Lit>(e));
  case Expr::K_VarRef: {
    auto *v = cast<VarRef>(e);
    // C's own name: it may be a macro (RAND_MAX, errno).
    std::string s = v->var->storage == Var::Extern ? cName(v->var->name) : ident(v->var->name);
    if (!v->subscripts.empty()) {
      // Indexed arrays are flattened row-major with their declared bounds.
      // A run-time extent (a config bound) is a factor of its own.
      std::string flat, dyn;
      int64_t mult = 1;
      for (int k = (int)v->subscripts.size() - 1; k >= 0; --k) {
        auto b = v->var->bounds[k];
        std::string term = "(" + checkedIndex(v, k, ctx) + " - " + std::to_string(b.first) + ")";
        if (mult != 1)
          term += " * " + std::to_string(mult);
        term += dyn;
        flat = flat.empty() ? term : term + " + " + flat;
        if (v->var->hiExpr(k))
          dyn += " * " + extent(v->var, k);
        else
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
      return "zplc::power(" + l + ", " + r + ", " + where(b) + ")";
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
        if (c->proc->paramOrder[i] < 0) {
          if (auto *rd = dyn_cast<ArrayRead>(c->args[i]))
            a[i] = ref(rd->array);
        } else if (const Var *v = c->proc->params[c->proc->paramOrder[i]]; v->mode == Var::In) {
          a[i] = stored(a[i], c->args[i]->ty, v->ty, c);
        }
      return ident(c->callee) + "(" + join() + ")";
    }
    if (c->external) {
      // The C function's own declaration converts the arguments.
      for (const ExternProc &xp : m.externs) {
        if (xp.name != c->callee)
          continue;
        bool viaHeader = declaredByHeaders(c->callee) || needsHeader(xp);
        for (size_t i = 0; i < a.size() && i < xp.params.size(); ++i)
          if (xp.params[i] == Ty::String)
            a[i] = "std::string(" + a[i] + ").c_str()";
          else if (xp.params[i] == Ty::Opaque && viaHeader)
            a[i] = "zplc::Opaque{" + a[i] + "}";
        // Declared by a header given on the command line, perhaps as a
        // macro (so unqualified); a `generic` result has the type sema gave
        // it, whatever C computes.
        if (needsHeader(xp)) {
          std::string call = c->callee + "(" + join() + ")";
          return xp.ret == Ty::Generic ? "static_cast<" + std::string(cty(c->ty)) + ">(" + call + ")"
                                       : call;
        }
      }
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
      // `to_integer(x)` of a real: checked as storing it would be.
      // `to_ubyte(x)` of a real: checked into the type that stores it, then wrapped.
      if (b->kind == BuiltinKind::Convert && a.size() == 1 && checkedStore(c->args[0]->ty, c->ty)) {
        if (!isNarrowResult(b->result))
          return stored(a[0], c->args[0]->ty, c->ty, c);
        a[0] = stored(a[0], c->args[0]->ty, c->ty, c);
      }
      // More arguments than the spelling's two nest it from the right.
      while (a.size() > 2) {
        std::string last = a.back();
        a.pop_back();
        a.back() = builtinCpp(b->cpp, {a.back(), last}, cty(c->ty), where(c));
      }
      return builtinCpp(b->cpp, a, cty(c->ty), where(c));
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

// Echoes a statement's source; the back end maps C++ errors to source
// lines through these comments.
void Emitter::sourceComment(const Loc &loc, const std::string &text) {
  line("// line " + std::to_string(loc.line) + ": " + cppCommentText(text));
}

std::string Emitter::regionSt(const Region *r, int k) {
  const Region::Dim &d = r->dims[k];
  if (d.flood)
    return "1";
  if (!d.strideExpr)
    return std::to_string(d.stride);
  // A stride known only at run time is checked wherever it is read, and
  // named by the line of the statement using the region (a region
  // variable's value changes between statements), else the region's own
  // (IR text may have neither; statements the lowering makes have no line).
  std::string st = "int64_t(" + expr(d.strideExpr, nullptr) + ")";
  std::string at = stmtLine ? stmtWhere : r->loc.line ? where(r) : "";
  return at.empty() ? st : "zplc::checkStride(" + st + ", " + at + ")";
}

// The C++ object holding an array: its member, or for an element of an
// indexed array of parallel arrays, that element of the family's table.
std::string Emitter::ref(const Array *a) {
  if (!a->family)
    return ident(a->name);
  const Array *f = a->family;
  std::string e = expr(a->element, nullptr);
  auto *l = dyn_cast<Lit>(a->element);
  int64_t hi = f->elementLo + f->elements - 1;
  if (f->elementsHi || !l || !isIntegral(l->ty) || l->i < f->elementLo || l->i > hi)
    e = "zplc::checkIndex(" + e + ", " + std::to_string(f->elementLo) + ", " +
        (f->elementsHi ? "int64_t(" + expr(f->elementsHi, nullptr) + ")" : std::to_string(hi)) +
        ", " + (stmtWhere.empty() ? where(a->element) : stmtWhere) + ", " +
        cppStringLiteral(f->name) + ")";
  return ident(f->name) + "[(" + e + ") - " + std::to_string(f->elementLo) + "]";
}

std::string Emitter::rowBase(const Array *a) {
  if (!a->family)
    return ident(a->name);
  auto it = elementNames.emplace(a, (int)elementNames.size() + 1).first;
  return ident(a->family->name) + "_e" + std::to_string(it->second);
}

std::string Emitter::relRegion(const Region *r) {
  std::string lo, hi, st;
  for (int k = 0; k < r->rank(); ++k) {
    lo += (k ? ", " : "") + regionLo(r, k);
    hi += (k ? ", " : "") + regionHi(r, k);
    st += (k ? ", " : "") + regionSt(r, k);
  }
  return "zplc::region({" + lo + "}, {" + hi + "}, {" + st + "})";
}

std::pair<std::string, std::string> Emitter::spaceOf(const Distribution *d, int k) {
  std::string n = "space_" + ident(d->name), ks = "[" + std::to_string(k) + "]";
  for (const Region *m : d->members)
    if (k < d->rank() && k < m->rank() && !m->dims[k].flood)
      return {n + ".lo" + ks, n + ".hi" + ks};
  return {};
}

std::pair<std::string, std::string> Emitter::spaceOf(const Array *a, int k) {
  std::string d = ref(a) + ".layout.dims[" + std::to_string(k) + "]";
  return {d + ".lo", d + ".hi"};
}

std::string Emitter::spaceName(const Distribution *d, const Array *arr) {
  if (arr && !arr->temp)
    return "`" + arr->name + "`";
  return d->name.rfind("DefaultDist", 0) == 0 ? "the default distribution" : "distribution `" + d->name + "`";
}

std::string Emitter::spaceCheck(const std::string &lo, const std::string &hi, const std::string &st,
                                const std::pair<std::string, std::string> &space, int k,
                                const std::string &name) {
  return "zplc::checkInSpace(" + lo + ", " + hi + ", " + st + ", " + space.first + ", " + space.second + ", " +
         std::to_string(k + 1) + ", " + stmtWhere + ", " + cppStringLiteral(name) + ");";
}

std::string Emitter::stored(const std::string &value, Ty from, Ty to, const Node *at) const {
  if (!checkedStore(from, to))
    return value;
  return "zplc::toIntegral<" + std::string(cty(to)) + ">(" + value + ", " + where(at) + ")";
}

std::string Emitter::storedAssign(const std::string &l, const std::string &op, const std::string &r,
                                  Ty from, Ty to, const Node *at) const {
  if (op == ":=")
    return l + " = " + stored(r, from, to, at) + ";";
  if (checkedStore(from, to) && op.size() == 2 && std::string("+-*/").find(op[0]) != std::string::npos)
    return l + " = " + stored("(" + l + " " + op[0] + " " + r + ")", from, to, at) + ";";
  return "";
}

void Emitter::parAssignLoop(const ParAssign *a, const LoopOpts &opts) {
  loopNest(a->region, a->lhs->dist, [&](LoopCtx &ctx) {
    std::string rhs = expr(a->rhs, &ctx);
    ArrayRead self;
    self.array = a->lhs;
    std::string lhs = arrayAccess(&self, &ctx);
    if (!opts.aliased) {
      ctx.restrictRow = lhs.substr(0, lhs.find('['));
      ctx.restrictType = elemCty(a->lhs->elem);
    }
    if (a->lhs->elem == Ty::String)
      return "zplc::store(" + lhs + ", " + rhs + ", " + where(a) + ");";
    if (std::string s = storedAssign(lhs, a->op, rhs, a->rhs->ty, a->lhs->elem, a); !s.empty())
      return s; // `:=`, and `I += 0.5 * D` of a real into an integer
    if (a->op == "&=")
      return lhs + " = " + lhs + " && " + rhs + ";";
    if (a->op == "|=")
      return lhs + " = " + lhs + " || " + rhs + ";";
    if (a->op == "%=" || (a->op == "/=" && isIntegral(a->lhs->elem) && isIntegral(a->rhs->ty)))
      return lhs + " = zplc::" + (a->op == "%=" ? "mod(" : "div(") + lhs + ", " + rhs + ", " +
             where(a) + ");";
    return lhs + " " + a->op + " " + rhs + ";";
  }, a->lhs, opts);
}

void Emitter::ironman(const Ironman *c) {
  Transfer *t = c->transfer;
  std::string site = "x" + std::to_string(t->id) + "_";
  static const char *names[] = {"DR", "SR", "DN", "SV"};
  if (c->call != Ironman::DR) {
    // A DN whose reader takes the receives from their buffers (Fusion.cpp).
    bool inPlace = c->call == Ironman::DN && readsInPlace(t);
    line(site + ".current()." + (inPlace ? std::string("DNInPlace") : names[c->call]) + "();");
    return;
  }
  std::string desc = t->purpose == Transfer::Halo ? "halo of " + t->src->name : t->src->name + " -> " + t->dst->name;
  line("{ // t" + std::to_string(t->id) + ": " +
       cppCommentText(desc + " over " + printRegion(t->region) +
                      (t->loc.line ? ", for line " + std::to_string(t->loc.line) : std::string())));
  ++depth;
  // A border along a cyclic dimension must lie inside the array's declared
  // region: a cyclic dimension has no fluff, and the copy would silently
  // fill nothing there. Sema refuses it when the region's bounds are known
  // when compiling; `[north of V] wrap A`, V a region variable, is checked
  // here, when it runs.
  for (size_t k = 0; k < t->border.size() && t->dst->dist; ++k) {
    Distribution::Format f = k < t->dst->dist->formats.size() ? t->dst->dist->formats[k]
                                                              : Distribution::Block;
    if (t->border[k] == 0 || t->region->dims[k].flood ||
        (f != Distribution::Cyclic && f != Distribution::BlockCyclic))
      continue;
    std::string ks = std::to_string(k);
    std::pair<std::string, std::string> declared =
        t->dst->param ? std::make_pair(ref(t->dst) + ".regionLo[" + ks + "]",
                                       ref(t->dst) + ".regionHi[" + ks + "]")
                      : std::make_pair(expr(t->dst->region->dims[k].lo, nullptr),
                                       expr(t->dst->region->dims[k].hi, nullptr));
    line("zplc::checkCyclicBorder(" + regionLo(t->region, k) + ", " + regionHi(t->region, k) +
         ", " + declared.first + ", " + declared.second + ", " + std::to_string(k + 1) + ", " +
         where(t) + ", " + cppStringLiteral("`" + t->dst->name + "`") + ");");
  }
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
  if (!t->flip.empty()) {
    std::string flip;
    for (size_t k = 0; k < t->perm.size(); ++k)
      flip += std::string(k ? ", " : "") + (t->flipped(k) ? "true" : "false");
    line("t.map.flip = {" + flip + "};");
  }
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
std::string Emitter::printfFormat(const std::string &fmt, Ty t) {
  std::string f = normalizeFormat(fmt);
  return t == Ty::Long ? withLengthModifier(f, "l") : f;
}

void Emitter::writeItems(const std::vector<Write::Item> &items, bool newline, bool halt,
                const std::string &file) {
  std::string f = file.empty() ? "" : ", " + file + ", " + stmtWhereOrNull();
  line("{");
  ++depth;
  line("std::string out;");
  for (const Write::Item &it : items) {
    if (it.array) {
      if (halt)
        continue;
      line("p.write(out" + f + ");");
      line("out.clear();");
      const char *t = elemCty(it.array->elem);
      // The runtime refuses indices outside the array too, but cannot say
      // which statement asked for them.
      for (int k = 0; k < it.region->rank() && k < it.array->rank(); ++k)
        if (!stmtWhere.empty() && !it.region->dims[k].flood && !it.array->isFlood(k))
          line(spaceCheck(regionLo(it.region, k), regionHi(it.region, k), regionSt(it.region, k),
                          spaceOf(it.array, k), k,
                          spaceName(it.array->dist, it.array)));
      line("p.writeArray(" + ref(it.array) + ".layout, " + ref(it.array) +
           ".data, " + relRegion(it.region) + ", zplc::formatter<" + t + ">(" +
           (it.format.empty() ? "nullptr" : cppStringLiteral(printfFormat(it.format, it.array->elem))) +
           ")" + f + ");");
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
  // After an array too: its rows end with newlines, and `writeln` then ends
  // its list with one more, the blank line the ZPL runtime printed.
  if (newline)
    line("out += \"\\n\";");
  if (halt)
    line("p.halt(out);");
  else
    line("p.write(out" + f + ");");
  --depth;
  line("}");
}

void Emitter::block(const Block *b) {
  for (const Stmt *s : b->stmts)
    stmt(s);
}

// `R := [..]` / `Lev[l] := [..]`: every component is evaluated before any
// is stored, so the new value may be derived from the old one.
void Emitter::regionAssign(const VarRef *lhs, const RegionValue *rv) {
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

void Emitter::stmt(const Stmt *s) {
  if (!llvm::isa<Block>(s)) {
    stmtWhere = where(s);
    stmtLine = s->loc.line;
  }
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
    if (std::string st = storedAssign(l, a->op, r, a->rhs->ty, a->lhs->ty, a); !st.empty())
      line(st); // `:=`, and `i += x` of a real into an integer
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
    line("{");
    ++depth;
    // ZPL evaluates the bounds once, before the first iteration. The trip
    // count is computed first and the variable set from it: stepping the
    // variable itself past `last` overflowed when `last` was its type's
    // largest value (`for i := 2147483646 to 2147483647` never ended). A
    // loop that runs to its end leaves the variable at first + count * step,
    // as C's conversion to its type gives it (test/exec/narrow-for.zpl).
    line("const int64_t first = " + expr(f->from, nullptr) + ";");
    line("const int64_t last = " + expr(f->to, nullptr) + ";");
    if (f->step)
      line("const int64_t step = zplc::checkForStep(" + expr(f->step, nullptr) + ", " + stmtWhere +
           ");");
    else
      line("const int64_t step = 1;");
    line(std::string("const uint64_t count = zplc::forCount(first, last, step, ") +
         (f->down ? "true" : "false") + ");");
    line("for (uint64_t k = 0;; ++k) {");
    ++depth;
    line(v + " = zplc::forValue(first, k, step, " + (f->down ? "true" : "false") + ");");
    line("if (k == count)");
    line("  break;");
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
    std::string f = (r->file ? expr(r->file, nullptr) : "zpl::rt::File{-2}") + ", " + stmtWhereOrNull();
    for (const Read::Item &it : r->items) {
      // `ubyte` and the like (stored wider): the range a value read must lie in.
      std::string range = it.rangeType.empty()
                              ? ""
                              : ", zplc::ReadRange{int64_t(" + std::to_string(it.rangeLo) + "), int64_t(" +
                                    std::to_string(it.rangeHi) + "), " + cppStringLiteral(it.rangeType) + "}";
      if (it.var && !it.var->var->bounds.empty() && it.var->subscripts.empty()) {
        // A whole indexed array: its elements in row-major order.
        std::string v = expr(it.var, nullptr), t = cty(it.var->var->ty);
        line("for (size_t k = 0; k < " + v + ".size(); ++k) {");
        line("  " + t + " e{};");
        line("  zplc::readScalar(p, e, " + f + range + ");");
        line("  " + v + "[k] = e;");
        line("}");
        continue;
      }
      if (it.var) {
        line("zplc::readScalar(p, " + expr(it.var, nullptr) + ", " + f + range + ");");
        continue;
      }
      std::string a = ident(it.array->name);
      line("p.readArray(" + a + ".layout, " + a + ".data, " + relRegion(it.region) + ", zplc::parser<" +
           elemCty(it.array->elem) + ">(" + (range.empty() ? "" : range.substr(2)) + "), " + f + ");");
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
    line(r->value ? "return " + stored(expr(r->value, nullptr), r->value->ty, curRet, r) + ";" : "return;");
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
  if (epochs)
    for (const Array *a : arraysWritten(s))
      line(ref(a) + ".touch();");
}

} // namespace emit
} // namespace zpl::codegen
