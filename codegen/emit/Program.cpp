// Emission of the program: declarations, procedures, configuration and main.
#include "codegen/emit/Emitter.h"

namespace zpl::codegen {
namespace emit {

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
  case Ty::Opaque: return "void *";
  case Ty::Void: case Ty::Generic: return "void";
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
// $T the result's C++ type, $W the call's "file:line" as a C++ literal.
std::string builtinCpp(const char *cpp, const std::vector<std::string> &args, const std::string &ty,
                       const std::string &where) {
  std::string s;
  for (const char *c = cpp; *c; ++c) {
    if (c[0] == '$' && c[1] == 'T') {
      s += ty;
      ++c;
    } else if (c[0] == '$' && c[1] == 'W') {
      s += where;
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

std::string Emitter::varType(const Var *v) {
  if (v->bounds.empty())
    return cty(v->ty);
  return std::string("std::vector<") + cty(v->ty) + ">";
}

// Dimension k's element count: `hi - lo + 1`, with a run-time upper bound
// read where the array comes to be (never negative: `array [1..0]` is empty).
std::string Emitter::extent(const Var *v, size_t k) {
  auto b = v->bounds[k];
  if (const Expr *hi = v->hiExpr(k))
    return "std::max<int64_t>(0, int64_t(" + expr(hi, nullptr) + ") - " + std::to_string(b.first - 1) + ")";
  return std::to_string(b.second - b.first + 1);
}

std::string Emitter::flatSize(const Var *v) {
  int64_t n = 1;
  std::string dyn;
  for (size_t k = 0; k < v->bounds.size(); ++k)
    if (v->hiExpr(k))
      dyn += " * " + extent(v, k);
    else
      n *= v->bounds[k].second - v->bounds[k].first + 1;
  return std::to_string(n) + dyn;
}

std::string Emitter::familyCount(const Array *a) {
  if (!a->elementsHi)
    return std::to_string(a->elements);
  return "std::max<int64_t>(0, int64_t(" + expr(a->elementsHi, nullptr) + ") - " + std::to_string(a->elementLo - 1) + ")";
}

std::string Emitter::configRead(const Var *v, int i) {
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

// An enumeration's names, so that `-sClass=W` and -h use them.
std::string Emitter::enumInfo(const Var *v) {
  if (!v->rangeType.empty()) // after the help, enumerators and enumeration's name
    return ", \"\", {}, nullptr, " + cppStringLiteral(v->rangeType) + ", int64_t(" +
           std::to_string(v->rangeLo) + "), int64_t(" + std::to_string(v->rangeHi) + ")";
  if (v->enumerators.empty())
    return "";
  std::string s = ", \"\", {";
  for (const std::string &n : v->enumerators)
    s += (s.back() == '{' ? "" : ", ") + cppStringLiteral(n);
  return s + "}, " + cppStringLiteral(v->enumName);
}

std::string Emitter::defaultText(const Var *v) {
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

std::vector<const Var *> Emitter::configs() {
  std::vector<const Var *> c;
  for (const Var *v : m.vars)
    if (v->storage == Var::Config || v->storage == Var::ConfigConst)
      c.push_back(v);
  return c;
}

// What the headers generated programs include already declare (libc,
// POSIX and libm): a second declaration could conflict with theirs (other
// parameter types), so those are called through the headers' own.
bool Emitter::declaredByHeaders(const std::string &n) {
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
void Emitter::externDecls() {
  std::string decls;
  for (const ExternProc &x : m.externs) {
    if (declaredByHeaders(x.name) || needsHeader(x))
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

} // namespace emit

bool needsHeader(const ir::ExternProc &x) {
  bool generic = x.ret == ir::Ty::Generic;
  for (ir::Ty t : x.params)
    generic |= t == ir::Ty::Generic;
  return generic && !emit::Emitter::declaredByHeaders(x.name);
}

namespace emit {

// How generated code names a C function or object.
std::string Emitter::cName(const std::string &n) {
  return declaredByHeaders(n) ? n : "zplc_c::" + ident(n);
}

int Emitter::gridDimOf(const Distribution *d, int k) {
  int g = 0;
  for (int i = 0; i < k; ++i)
    g += d->formats[i] != Distribution::None;
  return g;
}

std::string Emitter::layoutOf(const Array *a) {
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

std::string Emitter::declared(const Array *a) {
  std::string lo, hi;
  for (int k = 0; k < a->rank(); ++k) {
    lo += (k ? ", " : "") + std::string("int64_t(") + regionLo(a->region, k) + ")";
    hi += (k ? ", " : "") + std::string("int64_t(") + regionHi(a->region, k) + ")";
  }
  return "{" + lo + "}, {" + hi + "}";
}

// The global arrays' storage is given back when the processor's state
// ends, in reverse order on every processor (release is collective).
void Emitter::globalArraysRelease() {
  if (m.arrays.empty())
    return;
  os << "  ~" << structName << "() {\n";
  for (auto it = m.arrays.rbegin(); it != m.arrays.rend(); ++it) {
    const Array *a = *it;
    if (a->elements)
      os << "    for (auto it = std::rbegin(" << ident(a->name) << "); it != std::rend(" << ident(a->name)
         << "); ++it) it->release();\n";
    else
      os << "    " << ident(a->name) << ".release();\n";
  }
  os << "  }\n";
}

void Emitter::arrayMember(const Array *a) {
  std::string type = "zplc::Array<" + std::string(elemCty(a->elem)) + ", " + std::to_string(a->rank()) + ">";
  if (a->elementsHi) // sized when the program starts
    os << "  std::vector<" << type << "> " << ident(a->name);
  else
    os << "  " << type << " " << ident(a->name);
  if (a->elements && !a->elementsHi)
    os << "[" << a->elements << "]"; // one storage object per element
  os << ";";
  if (a->temp)
    os << " // a compiler temporary";
  os << "\n";
}

std::string Emitter::signature(const Procedure *p, bool qualified) {
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

void Emitter::procedure(const Procedure *p) {
  os << signature(p, true) << " {\n";
  depth = 1;
  curRet = p->ret;
  for (const Var *v : p->locals) {
    std::string init = v->init ? stored(expr(v->init, nullptr), v->init->ty, v->ty, v) : v->bounds.empty() ? "{}" : "std::vector<" + std::string(cty(v->ty)) + ">(" + flatSize(v) + ")";
    line(varType(v) + " " + ident(v->name) + " = " + init + ";");
  }
  for (const Array *a : p->localArrays) {
    std::string type = "zplc::Array<" + std::string(elemCty(a->elem)) + ", " + std::to_string(a->rank()) + "> ";
    if (a->elements) {
      if (a->elementsHi)
        line("std::vector<" + type + "> " + ident(a->name) + "(" + familyCount(a) + ");");
      else
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
        line("release.fs.push_back([&] { for (auto it = std::rbegin(" + ident(a->name) +
             "); it != std::rend(" + ident(a->name) + "); ++it) it->release(); });");
      else
        line("release.fs.push_back([&] { " + ident(a->name) + ".release(); });");
  }
  block(p->body);
  // A procedure with a result whose last statement is not a `return` may
  // end without one: in C++ that is undefined (at -O3 the program ran on
  // into whatever followed and crashed). It stops with an error instead.
  // (The procedure's line is not kept by the IR text, so the message names
  // the file and the procedure.)
  const bool returns = p->body && !p->body->stmts.empty() && llvm::isa<Return>(p->body->stmts.back());
  if (p->ret != Ty::Void && !returns)
    line("zplc::noResult(" + cppStringLiteral(sourceName) + ", " + cppStringLiteral(p->name) + ");");
  os << "}\n\n";
}

bool Emitter::hasRemap(const Block *b) {
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

std::string Emitter::emit(const EmitOptions &o) {
  sourceName = o.sourceName.substr(o.sourceName.find_last_of('/') + 1);
  os << "// Generated by zplc from " << cppCommentText(o.sourceName) << ". Do not edit: regenerate.\n";
  os << "// One object of " << structName << " holds one processor's state; the runtime\n";
  os << "// runs its entry procedure once per processor.\n";
  os << "#include \"runtime/program/Support.h\"\n\n#include <algorithm>\n#include <cerrno>\n#include <climits>\n#include <cstdint>\n#include <ctime>\n#include <functional>\n#include <iterator>\n#include <string>\n#include <vector>\n\n";
  // The POSIX part of what declaredByHeaders() lists (getpid, sleep...).
  os << "#include <unistd.h>\n\n";
  for (const std::string &h : o.headers)
    os << "extern \"C\" {\n#include \"" << h << "\"\n}\n"; // Backend: no quote or newline
  if (!o.headers.empty())
    os << "\n";
  externDecls();
  findFusable();
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
    os << "  zplc::Site x" << t->id << "_{\"t" << t->id << "\", " << t->loc.line
       << fuseMode(t) << "};\n";
  bool remaps = false;
  for (const Procedure *p : m.procs)
    remaps |= hasRemap(p->body);
  if (remaps)
    os << "  std::map<int, zplc::RemapBuffers> remaps_; // per remap-by-data statement\n";
  epochs = hasKeyedGather(m);
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
             std::string(cty(v->ty)) + "(" + stored(expr(v->init, nullptr), v->init->ty, v->ty, v) +
             ");");
      ++ci;
    } else if (!v->bounds.empty() && v->init) {
      line(n + " = " + expr(v->init, nullptr) + ";"); // a region value
    } else if (!v->bounds.empty()) {
      line(n + ".assign(" + flatSize(v) + ", " + cty(v->ty) + "{});");
    } else if (v->init) {
      line(n + " = " + stored(expr(v->init, nullptr), v->init->ty, v->ty, v) + ";");
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
      if (a->elementsHi)
        line(ident(a->name) + ".resize(" + familyCount(a) + ");");
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

} // namespace emit

using emit::Emitter;

std::string emitCpp(const ir::Module &m, const EmitOptions &o) {
  Emitter e(m);
  return e.emit(o);
}

} // namespace zpl::codegen
