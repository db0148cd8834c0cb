// The lowerer's driver: the order declarations are lowered in, the passing of
// regions to procedures, and the checks that need the whole program.
#include "ir/lower/Lowerer.h"

namespace zpl::ir {
namespace lower {

// The IR's operator for the AST's (the same operators, in the same order).
BinOp binOp(ast::BinaryExpr::Op op) {
  using Op = ast::BinaryExpr::Op;
  switch (op) {
  case Op::Add: return BinOp::Add;
  case Op::Sub: return BinOp::Sub;
  case Op::Mul: return BinOp::Mul;
  case Op::Div: return BinOp::Div;
  case Op::Mod: return BinOp::Mod;
  case Op::Pow: return BinOp::Pow;
  case Op::Eq: return BinOp::Eq;
  case Op::Ne: return BinOp::Ne;
  case Op::Lt: return BinOp::Lt;
  case Op::Le: return BinOp::Le;
  case Op::Gt: return BinOp::Gt;
  case Op::Ge: return BinOp::Ge;
  case Op::And: return BinOp::And;
  case Op::Or: return BinOp::Or;
  }
  return BinOp::Add;
}

std::unique_ptr<Module> Lowerer::run() {
  mod = std::make_unique<Module>();
  mod->name = prog.name;
  mod->source = prog.fileName;
  // Procedures first, so that config initialisers and calls can name them.
  for (const auto &d : prog.decls)
    if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
      if (!pd->isPrototype) {
        Procedure *p = mod->make<Procedure>();
        p->name = pd->name;
        p->loc = loc(pd->loc);
        mod->procs.push_back(p);
        procDecls[p] = pd;
        define(pd).proc = p;
      }
  for (const auto &d : prog.decls)
    guarded([&] { decl(d.get(), nullptr); });
  for (const auto &d : prog.decls)
    if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
      if (pd->isExtern && !pd->definition) // a C function
        guarded([&] { externProc(pd); });
  for (const auto &d : prog.decls)
    if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
      if (!pd->isPrototype)
        guarded([&] { prepareResult(pd); });
  for (const auto &d : prog.decls)
    if (auto *pd = dyn_cast<ast::ProcedureDecl>(d.get()))
      if (!pd->isPrototype)
        guarded([&] { procedure(pd); });
  // Arrays of directions never used: any rank will do.
  for (auto &d : dirArrays)
    if (d.second == 0) {
      d.second = 1;
      d.first->bounds.push_back({1, 1});
    }
  guarded([&] { passRegions(); });
  guarded([&] { checkFluffReads(); });
  mod->entry = mod->findProc(prog.name);
  if (!mod->entry && !failed) {
    diags.internalError(prog.loc, "lowering: no procedure named `" + prog.name + "` to run");
    failed = true;
  }
  if (failed)
    return nullptr;
  return std::move(mod);
}

Var *Lowerer::tempVar(const char *prefix, Ty ty) {
  Var *v = mod->make<Var>();
  v->name = "$" + std::string(prefix) + std::to_string(tempCount++);
  v->ty = ty;
  v->storage = curProc ? Var::Local : Var::Global;
  (curProc ? curProc->locals : mod->vars).push_back(v);
  return v;
}

VarRef *Lowerer::varRef(Var *v, SourceLocation at) {
  VarRef *r = mod->make<VarRef>();
  r->var = v;
  r->ty = v->ty;
  if (at.line)
    r->loc = loc(at);
  return r;
}

void Lowerer::internal(SourceLocation l, const std::string &msg) {
  diags.internalError(l, "lowering: " + msg);
  throw Unsupported();
}

Entity *Lowerer::lookup(const ast::Decl *d) {
  // A call may name a procedure's prototype; its definition was lowered.
  if (auto *pd = llvm::dyn_cast_or_null<ast::ProcedureDecl>(d))
    if (pd->definition)
      d = pd->definition;
  auto it = d ? entities.find(d) : entities.end();
  return it == entities.end() ? nullptr : &it->second;
}

void Lowerer::checkFluffReads() {
  for (auto &c : cyclicShifts) {
    auto it = fluffFilled.find(c.first);
    const std::vector<int64_t> &off = c.second.first;
    for (size_t k = 0; it != fluffFilled.end() && k < off.size() && k < it->second.size(); ++k)
      if (off[k] != 0 && (it->second[k] & (off[k] < 0 ? 1 : 2)))
        internal(c.second.second, "this shift along a cyclic dimension cannot read the border of `" +
                                   c.first->name + "` that `wrap` or `reflect` fills along dimension " +
                                   std::to_string(k + 1) + "; declare `" + c.first->name +
                                   "` over a region that includes the border");
  }
}

Expr *Lowerer::hoistExternCalls(Expr *e, Block *out, bool parallel) {
  return ExternHoist(*this, out, parallel).mutate(e);
}

bool Lowerer::mentions(const Region *r, const Var *v) {
  Mentions m(v);
  m.visit(r);
  return m.found;
}

// Gives every procedure that uses its caller's region the hidden
// parameter, and every call of one the current region as an argument.
void Lowerer::passRegions() {
  std::set<Procedure *> uses;
  for (auto &[p, in] : inheritedOf) {
    Mentions m(in.var);
    m.visit(p->body);
    if (m.found)
      uses.insert(p);
  }
  // A call passing on the caller's own inherited region uses it too.
  for (bool changed = true; changed;) {
    changed = false;
    for (const CallSite &c : calls) {
      if (!uses.count(c.call->proc) || !c.caller || uses.count(c.caller) || !c.cur)
        continue;
      auto it = inheritedOf.find(c.caller);
      if (it != inheritedOf.end() && mentions(c.cur, it->second.var)) {
        uses.insert(c.caller);
        changed = true;
      }
    }
  }
  for (Procedure *p : uses) {
    p->paramOrder.push_back((int)p->params.size());
    p->params.push_back(inheritedOf[p].var);
  }
  // The inherited regions nothing reads are dropped from the module.
  std::set<const Region *> unused;
  for (auto &[p, in] : inheritedOf)
    if (!uses.count(p))
      unused.insert(in.region);
  auto &rs = mod->regions;
  rs.erase(std::remove_if(rs.begin(), rs.end(), [&](Region *r) { return unused.count(r) > 0; }),
           rs.end());
  for (const CallSite &c : calls) {
    Procedure *callee = c.call->proc;
    if (!uses.count(callee))
      continue;
    const Region *want = inheritedOf[callee].region;
    // Sema refuses these three (frontend/sema/Limits.cpp, checkRegionCalls).
    if (!c.cur) {
      diags.internalError(c.loc, "lowering: `" + callee->name + "` runs in its caller's region; "
                                 "this call needs an enclosing region scope");
      failed = true;
      continue;
    }
    if (c.cur->rank() != want->rank()) {
      diags.internalError(c.loc, "lowering: `" + callee->name + "` runs in a region of rank " +
                             std::to_string(want->rank()) + " but the enclosing region has rank " +
                             std::to_string(c.cur->rank()));
      failed = true;
      continue;
    }
    bool flood = false;
    for (auto &d : c.cur->dims)
      flood |= d.flood;
    if (c.cur->mask || flood) {
      diags.internalError(c.loc, "lowering: passing a region with a mask or a `*` dimension to `" +
                                     callee->name +
                             "` is not supported by the code generator yet");
      failed = true;
      continue;
    }
    RegionValue *rv = mod->make<RegionValue>();
    rv->loc = loc(c.loc);
    rv->region = c.cur;
    rv->ty = Ty::Long;
    c.call->args.push_back(rv);
  }
}

} // namespace lower

using lower::Lowerer;

std::unique_ptr<Module> lowerProgram(const ast::Program &program, DiagnosticEngine &diags) {
  return Lowerer(program, diags).run();
}

} // namespace zpl::ir
