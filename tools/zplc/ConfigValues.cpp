#include "tools/zplc/ConfigValues.h"

#include "frontend/AST.h"
#include "basic/Diagnostics.h"
#include "frontend/Suggest.h"
#include "frontend/Types.h"

#include <algorithm>
#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace zpl {
namespace {

using ast::VarDecl;
using K = Type::Kind;

// The replacement initializer for `text`, or null with `why` set. The
// ranges are Type::integralRange's, which the run-time check of `-s`
// values also gets (through the IR's `range`), so a value zplc accepts is
// one the program would accept as `-s` too.
ast::ExprPtr literalFor(const VarDecl &d, const std::string &text, std::string &why) {
  const Type *t = d.type;
  SourceLocation at = d.init ? d.init->loc : d.loc;
  ast::ExprPtr e;
  if (t->isBoolean()) {
    if (text != "true" && text != "false" && text != "1" && text != "0") {
      why = "expected `true` or `false`";
      return nullptr;
    }
    e = std::make_unique<ast::BoolLiteral>(at, text == "true" || text == "1");
  } else if (t->kind() == K::Char) {
    if (text.size() != 1) {
      why = "expected a single character";
      return nullptr;
    }
    e = std::make_unique<ast::CharLiteral>(at, text[0]);
  } else if (t->isIntegral()) {
    const char *s = text.c_str();
    char *end = nullptr;
    errno = 0;
    long long v = text.empty() ? 0 : std::strtoll(s, &end, 10);
    if (text.empty() || *end || (errno && errno != ERANGE)) {
      why = "expected an integer";
      return nullptr;
    }
    int64_t lo = INT64_MIN, hi = INT64_MAX;
    t->integralRange(&lo, &hi); // the table sema and the run-time check use
    if (errno == ERANGE || v < lo || v > hi) {
      why = std::string("out of range for `") + t->str() + "` (" + std::to_string(lo) + " to " +
            std::to_string(hi) + ")";
      return nullptr;
    }
    // Literals hold magnitudes; a negative value keeps its two's complement,
    // which is what lowering reads back (as int64).
    e = std::make_unique<ast::IntegerLiteral>(at, static_cast<uint64_t>(v), text);
  } else if (t->isFloating()) {
    const char *s = text.c_str();
    char *end = nullptr;
    errno = 0;
    double v = text.empty() ? 0 : std::strtod(s, &end);
    if (text.empty() || *end) {
      why = "expected a number";
      return nullptr;
    }
    // A `float` holds less than a double: 1e39 became inf when stored.
    if ((errno == ERANGE && std::isinf(v)) ||
        (t->kind() == K::Float && std::isfinite(v) && std::fabs(v) > FLT_MAX)) {
      why = std::string("out of range for `") + t->str() + "`";
      return nullptr;
    }
    e = std::make_unique<ast::FloatLiteral>(at, v, text);
  } else if (t->isString()) {
    e = std::make_unique<ast::StringLiteral>(at, text);
  } else if (t->isEnum()) {
    // By name, `-sClass=W`; enumerations are lowered as their positions.
    const auto &names = t->enumerators();
    auto it = std::find(names.begin(), names.end(), text);
    if (it == names.end()) {
      why = "expected one of";
      for (size_t k = 0; k < names.size(); ++k)
        why += (k ? ", `" : " `") + names[k] + "`";
      return nullptr;
    }
    e = std::make_unique<ast::IntegerLiteral>(at, uint64_t(it - names.begin()), text);
  } else {
    why = std::string("config values of type `") + t->str() + "` cannot be set with -s";
    return nullptr;
  }
  e->type = t;
  return e;
}

} // namespace

bool applyConfigValues(ast::Program &program, const std::vector<std::string> &settings,
                       DiagnosticEngine &diags, std::map<std::string, std::string> &bound) {
  std::map<std::string, VarDecl *> configs;
  std::vector<std::string> names;
  for (const ast::DeclPtr &d : program.decls)
    if (auto *v = llvm::dyn_cast<VarDecl>(d.get()); v && v->isConfig() && !v->isExtern) {
      configs[v->name] = v;
      names.push_back(v->name);
    }
  bool ok = true;
  for (const std::string &s : settings) {
    size_t eq = s.find('=');
    if (eq == 0 || eq == std::string::npos) {
      diags.error({}, "malformed `-s" + s + "`: expected -sNAME=value");
      ok = false;
      continue;
    }
    std::string name = s.substr(0, eq), value = s.substr(eq + 1);
    auto it = configs.find(name);
    if (it == configs.end()) {
      std::string msg = "unknown config variable `" + name + "` in `-s" + s + "`";
      std::string near = closestName(name, names);
      if (!near.empty())
        msg += "; did you mean `" + near + "`?";
      else if (names.empty())
        msg += ": the program declares no config variables";
      else {
        msg += " (the program's config variables:";
        for (size_t i = 0; i < names.size(); ++i)
          msg += (i ? ", `" : " `") + names[i] + "`";
        msg += ")";
      }
      diags.error({}, msg);
      ok = false;
      continue;
    }
    VarDecl *d = it->second;
    if (!d->type || d->type->isError())
      continue;
    std::string why;
    ast::ExprPtr lit = literalFor(*d, value, why);
    if (!lit) {
      diags.error({}, "invalid value `" + value + "` for config variable `" + name + "` in `-s" +
                          s + "`: " + why);
      diags.note(d->loc, "`" + name + "` is declared here as `" + d->type->str() + "`");
      ok = false;
      continue;
    }
    d->init = std::move(lit);
    bound[name] = value;
  }
  return ok;
}

} // namespace zpl
