// Semantic analysis: name resolution, types, ranks, parallel/scalar contexts.
//
// One walk over the program in declaration order. Declarations become
// visible where they are written (ZPL's rule; prototypes exist to break
// cycles between procedures). Every check that fails reports once and gives
// the offending expression the Error type, which every later check accepts
// silently, so one mistake produces one diagnostic.
//
// What sema fills in (see AST.h, fields marked "sema:"):
//  * Decl::type: a variable's or parameter's full type ([,] double for a
//    parallel array), region<r> / direction<r> / grid<r> / distribution<r>
//    for those declarations, the enumeration for enumerators, and for a
//    procedure its result type (void when it has none).
//  * TypeExpr::resolved for every type expression; ParallelArrayTypeExpr::rank.
//  * Expr::type (element type), Expr::rank and Expr::isParallel everywhere.
//  * NameExpr::decl (null for built-ins), NamedTypeExpr::decl,
//    MemberExpr::field, EnumeratorDecl::parent, IOStmt::hasFile,
//    ProcedureDecl::prototype / definition, Program::entry.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

std::string q(const std::string &s) { return "`" + s + "`"; }

std::string q(const Type *t) { return "`" + typeName(t) + "`"; }

// The rank a "[,] T" spelling implies, for messages.
std::string rankWord(unsigned r) { return "rank " + std::to_string(r); }

const char *reduceName(ReduceOp op) { return reduceOpSpelling(op); }

// Built-in named values.
const Type *builtinConstant(const std::string &n) {
  if (n == "file_read" || n == "file_write" || n == "file_append" ||
      n == "file_rw")
    return Type::integer();
  if (n == "znull" || n == "zin" || n == "zout" || n == "zerr" ||
      n == "stdin" || n == "stdout" || n == "stderr")
    return Type::file();
  return nullptr;
}

// The values of the built-in integer constants (`open`'s modes): sema's
// Expr::value, which the lowering and the indexing checks read.
std::optional<int64_t> builtinConstantValue(const std::string &n) {
  static const std::map<std::string, int64_t> modes = {
      {"file_read", 1}, {"file_write", 2}, {"file_rw", 3}, {"file_append", 4}};
  auto it = modes.find(n);
  return it == modes.end() ? std::nullopt : std::optional<int64_t>(it->second);
}

void Checker::set(Expr *e, const Type *t, bool parallel,
                unsigned rank) {
  e->type = t;
  e->isParallel = parallel;
  e->rank = parallel ? rank : 0;
}

bool Checker::bad(const Expr *e) {
  return !e || !e->type || e->type->isError();
}

unsigned Checker::currentRank() const {
  return regions_.empty() ? 0 : regions_.back();
}

bool Checker::ownRegion() const {
  return regions_.size() > (inherited_ ? 1u : 0u);
}

// Reports that a region scope is missing, unless the current procedure
// may inherit one from its callers (then decided at the end).
void Checker::regionMissing(SourceLocation l, const std::string &m) {
  if (inherited_ && proc_) {
    deferred_[proc_].push_back({l, m});
    return;
  }
  error(Diag::RegionMissing, l, m);
}

//===--------------------------------------------------------------------===//
// Scopes
//===--------------------------------------------------------------------===//
void Checker::declare(Decl *d) {
  auto it = scope_->names.find(d->name);
  if (it != scope_->names.end()) {
    ProcedureDecl *prev = dyn_cast<ProcedureDecl>(it->second);
    ProcedureDecl *cur = dyn_cast<ProcedureDecl>(d);
    // A prototype followed by its definition is not a redefinition.
    if (prev && cur && prev->isPrototype && !cur->isPrototype &&
        !prev->definition) {
      prev->definition = cur;
      cur->prototype = prev;
      it->second = cur;
      return;
    }
    // A prototype repeating an earlier definition is harmless, as in C.
    if (prev && cur && !prev->isPrototype && cur->isPrototype &&
        !prev->prototype) {
      cur->definition = prev;
      prev->prototype = cur;
      matchPrototype(cur, prev);
      return;
    }
    if (overloads(it->second, d))
      return;
    error(Diag::Redefinition, d->loc, "redefinition of " + q(d->name));
    note(it->second->loc,
         "previous declaration of " + q(d->name) + " is here");
    return;
  }
  scope_->names.emplace(d->name, d);
}

Decl *Checker::lookup(const std::string &name) const {
  for (Scope *s = scope_; s; s = s->parent) {
    auto it = s->names.find(name);
    if (it != s->names.end())
      return it->second;
  }
  return nullptr;
}

// Reports an unresolved name once per procedure (later uses stay quiet).
void Checker::undeclared(SourceLocation l, const std::string &name, const char *what) {
  if (!reportedUndeclared_.insert(name).second)
    return;
  auto it = allGlobals_.find(name);
  if (it != allGlobals_.end() && it->second->loc != l) {
    if (auto *p = dyn_cast<ProcedureDecl>(it->second)) {
      error(Diag::UsedBeforeDeclaration, l, "procedure " + q(name) +
                   " is used before its declaration; declare a `prototype` "
                   "before this use");
      note(p->loc, q(name) + " is declared here");
    } else {
      error(Diag::UsedBeforeDeclaration, l, q(name) + " is used before its declaration");
      note(it->second->loc, q(name) + " is declared here");
    }
    return;
  }
  // Innermost names first, so a local wins a tie with a global.
  std::vector<std::string> names;
  for (Scope *s = scope_; s; s = s->parent) {
    size_t from = names.size();
    for (const auto &kv : s->names)
      names.push_back(kv.first);
    std::sort(names.begin() + from, names.end());
  }
  // The I/O statements look like calls (`writln("x")`).
  if (std::string(what) == "procedure")
    for (const char *io : {"writeln", "write", "readln", "read", "halt"})
      names.push_back(io);
  std::string near = closestName(name, names);
  error(Diag::UndeclaredName, l, std::string("use of undeclared ") + what + " " + q(name) +
               (near.empty() ? "" : "; did you mean " + q(near) + "?"));
}

bool Checker::run() {
  unsigned before = diags_.errorCount();
  for (auto &d : prog_.decls) {
    if (!allGlobals_.count(d->name))
      allGlobals_.emplace(d->name, d.get());
    // Enumerators are top-level names too.
    if (auto *t = dyn_cast<TypeDecl>(d.get()))
      if (auto *e = dyn_cast_or_null<EnumTypeExpr>(t->typeExpr.get()))
        for (auto &en : e->enumerators)
          allGlobals_.emplace(en->name, en.get());
  }
  for (auto &d : prog_.decls) {
    checkDecl(d.get());
    reportedUndeclared_.clear();
  }

  reportMissingRegions();
  checkCFunctions();  // Limits.cpp
  checkRegionCalls(); // Limits.cpp
  checkRegionArgs();  // Spaces.cpp
  checkPromotedEffects(); // Calls.cpp
  checkFluffReads();  // Fluff.cpp
  checkAlignedRegions(); // Align.cpp
  checkSpaces();         // Spaces.cpp

  // Prototypes promise a definition (unless the procedure is external).
  for (ProcedureDecl *p : prog_.procedures)
    if (p->isPrototype && !p->isExtern && !p->definition)
      error(Diag::PrototypeMismatch, p->loc, "prototype " + q(p->name) +
                        " has no matching procedure definition");

  ProcedureDecl *entry = nullptr;
  for (ProcedureDecl *p : prog_.procedures)
    if (!p->isPrototype && p->name == prog_.name)
      entry = p;
  if (!entry) {
    error(Diag::EntryProcedure, prog_.loc, "program " + q(prog_.name) + " needs a procedure named " +
                         q(prog_.name) + " as its entry point");
  } else {
    prog_.entry = entry;
    if (!entry->params.empty())
      error(Diag::EntryProcedure, entry->loc,
            "entry procedure " + q(entry->name) + " must not take parameters");
    else if (entry->type && !entry->type->isVoid() && !entry->type->isError())
      error(Diag::EntryProcedure, entry->loc,
            "entry procedure " + q(entry->name) + " must not return a value");
  }
  return diags_.errorCount() == before;
}

} // namespace checker

using checker::Checker;

bool check(ast::Program &program, DiagnosticEngine &diags) {
  Checker c(program, diags);
  return c.run();
}

} // namespace sema
} // namespace zpl
